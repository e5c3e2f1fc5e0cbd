import { fileURLToPath } from "node:url";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin } from "vite";

/** The chunk of React, React DOM and React Router. */
const frameworkChunk = "framework";

/**
 * The browser's JavaScript in few files: every page loads the framework and the root layout with
 * all it imports, so each is one chunk rather than a dozen small ones (each file is a request, and
 * on a phone's slow connection a round trip); route modules keep their own chunks.
 */
const clientChunks = {
  groups: [
    {
      name: frameworkChunk,
      test: /node_modules[\\/](react|react-dom|react-router|scheduler|@react-router|cookie|set-cookie-parser|turbo-stream)[\\/]/,
      priority: 2,
    },
    { name: "layout", test: /app[\\/]root\.tsx$/, priority: 1 },
  ],
};

/**
 * V8's compile hint on the framework chunk: nearly all of it runs while the page loads and
 * hydrates, so Chromium compiles its functions while it streams the file, off the main thread,
 * instead of each one on the main thread the first time it is called. Other engines read a
 * comment. Added after minification (which drops comments), its source map moved down a line.
 */
function frameworkCompileHint(): Plugin {
  return {
    name: "framework-compile-hint",
    applyToEnvironment: (environment) => environment.name === "client",
    generateBundle(_options, bundle) {
      for (const file of Object.values(bundle)) {
        if (file.type !== "chunk" || file.name !== frameworkChunk) continue;
        file.code = `//# allFunctionsCalledOnLoad\n${file.code}`;
        // The map is already an asset of its own here (when maps are made at all).
        const map = bundle[`${file.fileName}.map`];
        if (map?.type === "asset" && typeof map.source === "string") {
          const parsed = JSON.parse(map.source) as { mappings: string };
          map.source = JSON.stringify({ ...parsed, mappings: `;${parsed.mappings}` });
        }
      }
    },
  };
}

/**
 * React Router's production build in the browser. Its package exports only its development build
 * (the same code with its developer warnings on, and their text); the production build beside it
 * is what the browser should run. Each entry file of one resolves to the same name in the other,
 * and the entries import their own chunks, so nothing of the development build is left.
 */
function reactRouterProductionBuild(): Plugin {
  // Vite's module ids use forward slashes on every system.
  const development = "/react-router/dist/development/";
  const production = "/react-router/dist/production/";
  return {
    name: "react-router-production-build",
    apply: "build",
    enforce: "pre",
    applyToEnvironment: (environment) => environment.name === "client",
    async resolveId(source, importer, options) {
      if (source !== "react-router" && !source.startsWith("react-router/")) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      if (!resolved?.id.includes(development)) return resolved;
      return { ...resolved, id: resolved.id.replace(development, production) };
    },
  };
}

export default defineConfig({
  environments: {
    client: {
      build: {
        rolldownOptions: {
          preserveEntrySignatures: "allow-extension",
          output: { codeSplitting: clientChunks },
        },
      },
    },
    // The server's build is the HTTP front door, which imports the React Router app.
    ssr: { build: { rollupOptions: { input: "./server/main.ts" } } },
  },
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
  plugins: [tailwindcss(), reactRouter(), reactRouterProductionBuild(), frameworkCompileHint()],
});
