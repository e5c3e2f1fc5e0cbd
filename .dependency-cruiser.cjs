// The store's layers, checked by `npm run lint:layers` (part of `npm test`). Each layer may import
// the layers below it and never one above; features never import each other. docs/architecture.md
// draws the map.
//
//   server/                     composition root and the HTTP front door
//   app/routes, root, entry     thin route modules: the app shell
//   app/sections/*              page parts (layout, home, product, catalogue, content)
//   app/owner                   the owner's console: administers the features below it
//   features                    reviews, questions, contact, newsletter, search, favorites, cart,
//                               privacy
//   shared services             guard, forms, outbox, live, integrations, hooks, ui
//   data                        db, catalogue
//   foundations                 lib, content, config, env.server
const features = "(reviews|questions|contact|newsletter|search|favorites|cart|privacy|page-speed)";
const shell = "^app/(routes/|root\\.tsx|entry\\.server\\.tsx|routes\\.ts)";
const pageParts = "^app/sections/";
const services = "^app/(guard|forms|outbox|live|integrations|hooks|ui)/";
const data = "^app/(db|catalogue)/";
const foundations = "^app/(lib|content|config)/|^app/env\\.server\\.ts$";

/** @param {string} name @param {string} from @param {string[]} above */
const noImportUp = (name, from, above) => ({
  name,
  severity: "error",
  comment: `${name}: a layer never imports a layer above it`,
  from: { path: from, pathNot: "\\.test\\.tsx?$" },
  to: { path: above.join("|") },
});

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
      from: { path: "^app/", pathNot: "\\.test\\.tsx?$" },
      to: { path: "^(server|cli|bench|tests|scripts|generators)/" },
    },
    {
      name: "features-stay-apart",
      severity: "error",
      comment: "A feature uses shared layers only, never another feature.",
      from: { path: `^app/${features}/`, pathNot: "\\.test\\.tsx?$" },
      to: { path: `^app/${features}/`, pathNot: "^app/$1/" },
    },
    noImportUp("owner-below-shell", "^app/owner/", [shell, pageParts]),
    noImportUp("page-parts-below-shell", pageParts, [shell, "^app/owner/"]),
    noImportUp("features-below-owner", `^app/${features}/`, [shell, pageParts, "^app/owner/"]),
    noImportUp("services-below-features", services, [
      shell,
      pageParts,
      "^app/owner/",
      `^app/${features}/`,
    ]),
    noImportUp("data-below-services", data, [
      shell,
      pageParts,
      "^app/owner/",
      `^app/${features}/`,
      services,
    ]),
    noImportUp("foundations-at-the-bottom", foundations, [
      shell,
      pageParts,
      "^app/owner/",
      `^app/${features}/`,
      services,
      data,
    ]),
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: "(^|/)(node_modules|build|\\.react-router)/" },
    tsConfig: { fileName: "tsconfig.json" },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: { extensions: [".ts", ".tsx", ".mjs", ".js"] },
  },
};
