// The store's layers, checked by `npm run lint:layers` (part of `npm test`; its own test is
// tests/layers/layer-rule.test.ts). A folder's layer is where it stands: the folders of every layer
// but the features are named below, and every other folder in app/ is a feature, so a new feature
// folder needs no edit here. Each layer may import the layers below it, never one above or beside
// it, and a feature never imports another feature. docs/architecture.md draws the map.
//
//   shell        app/routes/, root.tsx, entry.server.tsx, entry.client.tsx, routes.ts: thin route modules
//   owner        app/owner/: the owner's console, which administers the features
//   sections     app/sections/: page sections (layout, home, product, catalogue, content)
//   features     every other folder in app/ (reviews, questions, contact, cart, ...)
//   shared       app/guard, forms, outbox, live, integrations, hooks, ui (the UI primitives)
//   data         app/db, catalogue
//   foundations  app/lib, content, config, env.server.ts
//
// server/ (the composition root) may import any of them; the app never imports server/ or the
// tools beside it.

/**
 * The layers from the top down, with the folders (and single files) in app/ that stand in each.
 * `rank` orders them; two layers of one rank stand side by side and import neither each other.
 * The features layer names no folder: it is every folder in app/ that no other layer names.
 */
const named = [
  {
    name: "shell",
    rank: 6,
    folders: ["routes"],
    files: ["root.tsx", "entry.server.tsx", "entry.client.tsx", "routes.ts"],
  },
  { name: "owner", rank: 5, folders: ["owner"] },
  { name: "sections", rank: 5, folders: ["sections"] },
  { name: "features", rank: 4, folders: [] },
  {
    name: "shared",
    rank: 3,
    folders: ["guard", "forms", "outbox", "live", "integrations", "hooks", "ui"],
  },
  { name: "data", rank: 2, folders: ["db", "catalogue"] },
  { name: "foundations", rank: 1, folders: ["lib", "content", "config"], files: ["env.server.ts"] },
];

const escape = (/** @type {string} */ text) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const knownFolders = named.flatMap((layer) => layer.folders);

/** A feature: any folder directly in app/ that no other layer names; its name is group $1. */
const feature = `^app/(?!(?:${knownFolders.join("|")})/)([^/]+)/`;

/** @type {{ name: string, rank: number, path: string }[]} */
const layers = named.map((layer) => ({
  name: layer.name,
  rank: layer.rank,
  path:
    layer.name === "features"
      ? feature
      : [
          ...layer.folders.map((folder) => `^app/${folder}/`),
          ...(layer.files ?? []).map((file) => `^app/${escape(file)}$`),
        ].join("|"),
}));

const notATest = "\\.test\\.tsx?$";

/** For each layer, one rule: it imports no layer above it or beside it. */
const noImportUp = layers
  .map((layer) => ({
    layer,
    above: layers.filter(
      (other) => other.rank > layer.rank || (other.rank === layer.rank && other !== layer),
    ),
  }))
  .filter(({ above }) => above.length > 0)
  .map(({ layer, above }) => ({
    name: `${layer.name}-imports-no-layer-above`,
    severity: "error",
    comment: `${layer.name} imports only the layers below it (not ${above.map((other) => other.name).join(", ")})`,
    from: { path: layer.path, pathNot: notATest },
    to: { path: above.map((other) => other.path).join("|") },
  }));

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: "no-circular",
      severity: "error",
      comment: "No import cycles.",
      from: {},
      to: { circular: true },
    },
    {
      name: "app-never-imports-tools",
      severity: "error",
      comment: "The store never imports the server entry, the CLI, the benchmarks or the tests.",
      from: { path: "^app/", pathNot: notATest },
      to: { path: "^(server|cli|bench|tests|scripts|generators)/" },
    },
    {
      name: "features-stay-apart",
      severity: "error",
      comment: "A feature uses shared layers only, never another feature.",
      from: { path: feature, pathNot: notATest },
      to: { path: feature, pathNot: "^app/$1/" },
    },
    ...noImportUp,
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: "(^|/)(node_modules|build|\\.react-router)/" },
    tsConfig: { fileName: "tsconfig.json" },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: { extensions: [".ts", ".tsx", ".mjs", ".js"] },
  },
};
