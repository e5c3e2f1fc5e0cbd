/**
 * The least a React page can run: the floor's empty page hydrated by React alone (React DOM's
 * production build, the store's own version, no router and none of the store's code), shipped as
 * the store ships its framework chunk: minified, with V8's compile hint on its first line (see
 * `frameworkCompileHint` in vite.config.ts). What its script blocks for under Lighthouse's
 * simulated throttling is what any page hydrated by React starts from on this host.
 */
import { fileURLToPath } from "node:url";
import { build, type Plugin, type Rolldown } from "vite";
import { emptyFloorContent } from "./floor-pages";

const entryId = "react-floor-entry";

/** The empty page's entry: hydrate its `<main>` with the very elements the server sent. */
const emptyPageEntry = `import { createElement as h } from "react";
import { hydrateRoot } from "react-dom/client";
hydrateRoot(document.querySelector("main"), [
  h("h1", { key: "heading" }, ${JSON.stringify(emptyFloorContent.heading)}),
  h("p", { key: "paragraph" }, ${JSON.stringify(emptyFloorContent.paragraph)}),
]);
`;

/**
 * A page's entry: hydrate its `<body>` with the page itself, read back from the document as React
 * elements: every element with its attributes as props, every text, and a Suspense boundary
 * wherever the server's HTML marks one (`<!--$-->` … `<!--/$-->`). Each element holding other
 * elements is read by a component of its own when React renders it, as the store's components
 * make their elements, so React hydrates as many elements as the store's page, in the same
 * slices, through a comparable number of components, and can yield between them; none of the
 * store's components, router or effects run. Attributes are carried over as they are (React's
 * production build compares none when it hydrates), `style` left out.
 */
const mirroredPageEntry = `import { createElement as h, Suspense } from "react";
import { hydrateRoot } from "react-dom/client";
const propsOf = (element) => {
  const props = {};
  for (const { name, value } of element.attributes) {
    if (name !== "style") props[name === "class" ? "className" : name] = value;
  }
  return props;
};
const boundaryStart = (node) => node.nodeType === 8 && node.data.startsWith("$");
const boundaryEnd = (node) => node.nodeType === 8 && node.data === "/$";
const holdsElements = (element) => element.firstElementChild !== null;
function Element({ element }) {
  return h(element.localName, propsOf(element), ...mirror(element.childNodes, 0, element.childNodes.length));
}
function Boundary({ nodes, from, to }) {
  return mirror(nodes, from, to);
}
const mirror = (nodes, from, to) => {
  const out = [];
  for (let index = from; index < to; index++) {
    const node = nodes[index];
    if (node.nodeType === 3) out.push(node.data);
    else if (node.nodeType === 1) {
      out.push(holdsElements(node) ? h(Element, { element: node }) : h(node.localName, propsOf(node), node.textContent || undefined));
    } else if (boundaryStart(node)) {
      let depth = 1, end = index + 1;
      for (; end < to && depth > 0; end++) {
        if (boundaryStart(nodes[end])) depth++;
        else if (boundaryEnd(nodes[end])) depth--;
      }
      out.push(h(Suspense, { fallback: null }, h(Boundary, { nodes, from: index + 1, to: end - 1 })));
      index = end - 1;
    }
  }
  return out;
};
const body = document.body;
hydrateRoot(body, h(Boundary, { nodes: body.childNodes, from: 0, to: body.childNodes.length }), {
  onRecoverableError: (error) => console.error("floor hydration", error),
});
`;

const entryPlugin = (source: string): Plugin => ({
  name: "react-floor-entry",
  resolveId: (id) => (id === entryId ? `\0${entryId}` : undefined),
  load: (id) => (id === `\0${entryId}` ? source : undefined),
});

/** V8 compiles every function of a file with this first line while it streams (Chromium 136+). */
export const compileHint = "//# allFunctionsCalledOnLoad\n";

/** Builds an entry with React from the project's own dependencies: one minified ES module. */
async function buildFloorScript(source: string): Promise<string> {
  const result = await build({
    configFile: false,
    logLevel: "silent",
    mode: "production",
    root: fileURLToPath(new URL("../..", import.meta.url)),
    plugins: [entryPlugin(source)],
    define: { "process.env.NODE_ENV": JSON.stringify("production") },
    build: { write: false, minify: true, rolldownOptions: { input: entryId } },
  });
  const outputs = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[];
  const chunks = outputs.flatMap((output) => output.output).filter((item) => item.type === "chunk");
  if (chunks.length !== 1) throw new Error(`React's floor built ${chunks.length} chunks, not one`);
  return `${compileHint}${chunks[0]!.code}`;
}

/** The empty page hydrated by React alone. */
export const buildReactFloorScript = () => buildFloorScript(emptyPageEntry);

/** Any page hydrated by React alone: its own elements read back from the document. */
export const buildMirroredPageScript = () => buildFloorScript(mirroredPageEntry);
