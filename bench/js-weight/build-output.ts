/**
 * Reads the client build: React Router's browser manifest (the file <Scripts> loads and whose
 * module lists it modulepreloads), every script with its gzip size, and the hidden source maps
 * that say which package each byte came from.
 */
import { existsSync, readFileSync, readdirSync } from "node:fs";
import { dirname, join } from "node:path";
import { gzipSync } from "node:zlib";
import { buildPaths, manifestFiles, type BuildPaths } from "../../tests/harness/production-build";
import {
  describeScript,
  routeWeights,
  type ClientManifest,
  type RouteWeight,
  type ScriptAsset,
} from "./compute";
import type { RawSourceMap } from "./sourcemap";

export interface ClientBuild {
  manifest: ClientManifest;
  manifestUrl: string;
  /** React Router's route discovery: "lazy" (default) inlines the manifest in the HTML. */
  routeDiscovery: string;
  scripts: Map<string, ScriptAsset>;
}

/** The route discovery mode the server build was made with ("lazy" when it does not say). */
function routeDiscoveryMode(serverDir: string): string {
  const files = readdirSync(serverDir, { recursive: true, encoding: "utf8" }).filter((name) =>
    name.endsWith(".js"),
  );
  for (const name of files) {
    const code = readFileSync(join(serverDir, name), "utf8");
    const mode = /routeDiscovery\s*=\s*\{\s*"?mode"?\s*:\s*"(\w+)"/.exec(code)?.[1];
    if (mode) return mode;
  }
  return "lazy";
}

/** Rolldown's runtime chunk: its helpers for CommonJS modules, shared by the chunks using them. */
const isBundlerRuntime = (name: string) => /^rolldown-runtime-[\w-]+\.js$/.test(name);

/** Parses `window.__reactRouterManifest={…};`. */
export function parseManifestScript(code: string): ClientManifest {
  const match = /^\s*window\.__reactRouterManifest\s*=\s*([\s\S]*?);?\s*$/.exec(code);
  if (!match) throw new Error("Not a React Router manifest script");
  return JSON.parse(match[1]!) as ClientManifest;
}

/**
 * Gzip as the server sends it: the compression middleware uses zlib's default level (6). Browsers
 * that accept Brotli may get fewer bytes; the budget is stated in gzip.
 */
function gzipSize(buffer: Buffer): number {
  return gzipSync(buffer).length;
}

/** The file names of the client build's scripts. */
export function clientScriptNames(paths: BuildPaths = buildPaths()): string[] {
  return readdirSync(paths.clientAssetsDir).filter((file) => file.endsWith(".js"));
}

/** The hidden source map of a client script (by file name), if the build made one. */
export function readSourceMap(
  name: string,
  paths: BuildPaths = buildPaths(),
): RawSourceMap | undefined {
  const mapPath = join(paths.sourceMapsDir, `${name}.map`);
  return existsSync(mapPath)
    ? (JSON.parse(readFileSync(mapPath, "utf8")) as RawSourceMap)
    : undefined;
}

function readClientBuild(paths: BuildPaths = buildPaths()): ClientBuild {
  const { clientAssetsDir } = paths;
  const [manifestName] = manifestFiles(paths);
  if (!manifestName) throw new Error("No React Router manifest in build/client/assets");
  const manifestUrl = `/assets/${manifestName}`;
  const scripts = new Map<string, ScriptAsset>();
  for (const name of clientScriptNames(paths)) {
    const buffer = readFileSync(join(clientAssetsDir, name));
    const map = readSourceMap(name, paths);
    const url = `/assets/${name}`;
    scripts.set(
      url,
      describeScript({
        url,
        code: buffer.toString("utf8"),
        gzipBytes: gzipSize(buffer),
        map,
        // The route manifest is written by React Router and the bundler's runtime (its helpers
        // for the framework's CommonJS modules) by Rolldown, neither with a map; any other file
        // without a map is counted as our own code, so a missing map can only make the figure
        // worse.
        fallbackOrigin:
          name === manifestName
            ? "react-router (route manifest)"
            : isBundlerRuntime(name)
              ? "rolldown (runtime)"
              : `[no map] ${name}`,
        fallbackIsFramework: name === manifestName || isBundlerRuntime(name),
      }),
    );
  }
  const manifest = parseManifestScript(readFileSync(join(clientAssetsDir, manifestName), "utf8"));
  const routeDiscovery = routeDiscoveryMode(dirname(paths.serverEntry));
  return { manifest, manifestUrl, routeDiscovery, scripts };
}

export function readRouteWeights(paths: BuildPaths = buildPaths()): {
  build: ClientBuild;
  weights: RouteWeight[];
} {
  const build = readClientBuild(paths);
  const manifestUrl = build.routeDiscovery === "initial" ? build.manifestUrl : undefined;
  return { build, weights: routeWeights(build.manifest, build.scripts, manifestUrl) };
}
