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

/** The entry: hydrate the empty page's `<main>` with the very elements the server sent. */
const entrySource = `import { createElement as h } from "react";
import { hydrateRoot } from "react-dom/client";
hydrateRoot(document.querySelector("main"), [
  h("h1", { key: "heading" }, ${JSON.stringify(emptyFloorContent.heading)}),
  h("p", { key: "paragraph" }, ${JSON.stringify(emptyFloorContent.paragraph)}),
]);
`;

const entryPlugin: Plugin = {
  name: "react-floor-entry",
  resolveId: (id) => (id === entryId ? `\0${entryId}` : undefined),
  load: (id) => (id === `\0${entryId}` ? entrySource : undefined),
};

/** V8 compiles every function of a file with this first line while it streams (Chromium 136+). */
export const compileHint = "//# allFunctionsCalledOnLoad\n";

/** Builds the entry with React from the project's own dependencies: one minified ES module. */
export async function buildReactFloorScript(): Promise<string> {
  const result = await build({
    configFile: false,
    logLevel: "silent",
    mode: "production",
    root: fileURLToPath(new URL("../..", import.meta.url)),
    plugins: [entryPlugin],
    define: { "process.env.NODE_ENV": JSON.stringify("production") },
    build: { write: false, minify: true, rolldownOptions: { input: entryId } },
  });
  const outputs = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[];
  const chunks = outputs.flatMap((output) => output.output).filter((item) => item.type === "chunk");
  if (chunks.length !== 1) throw new Error(`React's floor built ${chunks.length} chunks, not one`);
  return `${compileHint}${chunks[0]!.code}`;
}
