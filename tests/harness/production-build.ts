/**
 * The production build the benchmarks and the JavaScript-weight test read: the ordinary
 * `react-router build` plus hidden client source maps. "hidden" changes no byte of the JavaScript
 * (no sourceMappingURL comment, same hashes); the maps are moved out of build/client so the server
 * never serves them.
 */
import { spawn } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, readdirSync, renameSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";

export const projectRoot = fileURLToPath(new URL("../..", import.meta.url)).replace(/\/$/, "");

/** Where one project directory keeps its client build and the maps of that build. */
export function buildPaths(root: string = projectRoot) {
  const clientDir = join(root, "build", "client");
  return {
    root,
    clientDir,
    clientAssetsDir: join(clientDir, "assets"),
    serverEntry: join(root, "build", "server", "index.js"),
    /** Source maps of the client build, outside build/client (not served). */
    sourceMapsDir: join(root, "build", "bench-sourcemaps"),
  };
}
export type BuildPaths = ReturnType<typeof buildPaths>;

/** What the build is made from: a file newer than the build means the build is stale. */
const sourcePaths = [
  "app",
  "server",
  "native",
  "public",
  "vite.config.ts",
  "react-router.config.ts",
  "package-lock.json",
];

function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

export function manifestFiles(paths: BuildPaths): string[] {
  if (!existsSync(paths.clientAssetsDir)) return [];
  return readdirSync(paths.clientAssetsDir).filter((name) => /^manifest-[\w-]+\.js$/.test(name));
}

/** Why the build cannot be analysed as it is, or undefined when it can. */
function analysableBuildProblem(paths: BuildPaths = buildPaths()): string | undefined {
  const manifests = manifestFiles(paths);
  if (manifests.length !== 1) return "build/client holds no single React Router manifest";
  if (!existsSync(paths.serverEntry)) return "no server build";
  const built = statSync(join(paths.clientAssetsDir, manifests[0]!)).mtimeMs;
  const sources = Math.max(...sourcePaths.map((path) => newestMtime(join(paths.root, path))));
  if (sources > built) return "the sources are newer than the build";
  // Resource routes build to empty modules, which have no map.
  const scripts = readdirSync(paths.clientAssetsDir).filter(
    (name) =>
      name.endsWith(".js") &&
      !manifests.includes(name) &&
      statSync(join(paths.clientAssetsDir, name)).size > 0,
  );
  // A route module whose code went into a shared chunk (see vite.config.ts) is left as a facade
  // that only re-exports it: no code of its own, so no map. The bundler's own runtime helpers (a
  // chunk of its making once enough chunks share them) have no sources either; the weight counts
  // them as the app's own code.
  const facade = (name: string) =>
    /^export\s*\{[^}]*\}\s*from\s*"[^"]+";?\s*$/.test(
      readFileSync(join(paths.clientAssetsDir, name), "utf8"),
    );
  const runtime = (name: string) => /^rolldown-runtime-/.test(name);
  const missing = scripts.filter(
    (name) =>
      !existsSync(join(paths.sourceMapsDir, `${name}.map`)) && !facade(name) && !runtime(name),
  );
  if (missing.length) return `no source map for ${missing.length} client scripts`;
  // A build made with NODE_ENV other than production bundles React's development build.
  for (const name of scripts) {
    if (!existsSync(join(paths.sourceMapsDir, `${name}.map`))) continue;
    const map = JSON.parse(readFileSync(join(paths.sourceMapsDir, `${name}.map`), "utf8")) as {
      sources: string[];
    };
    if (map.sources.some((source) => /\.development\.js$/.test(source))) {
      return `${name} holds a development build of React`;
    }
  }
  return undefined;
}

function run(command: string, args: string[], cwd: string, timeoutMs: number): Promise<void> {
  return new Promise((resolve, reject) => {
    // NODE_ENV must say production: under Vitest or vite-node it says test or development, and
    // React's development build would be bundled.
    const child = spawn(command, args, {
      cwd,
      env: { ...process.env, NODE_ENV: "production" },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
    const timer = setTimeout(() => child.kill("SIGKILL"), timeoutMs);
    child.on("error", reject);
    child.on("close", (code, signal) => {
      clearTimeout(timer);
      if (code === 0) resolve();
      else reject(new Error(`${command} ${args.join(" ")} failed (${signal ?? code}):\n${output}`));
    });
  });
}

/** Builds the app for production with hidden client source maps, then moves the maps aside. */
export async function buildForBenchmarks(
  paths: BuildPaths = buildPaths(),
  log: (line: string) => void = () => {},
): Promise<void> {
  log(
    `building in ${paths.root}: npm run prebuild, react-router build --sourcemapClient hidden, scripts/build-native.mjs`,
  );
  const started = Date.now();
  // The same steps as `npm run build`: social preview images first, the fan-out loop last.
  await run("npm", ["run", "-s", "prebuild"], paths.root, 300_000);
  await run(
    process.execPath,
    [
      join(paths.root, "node_modules", "@react-router", "dev", "bin.js"),
      "build",
      "--sourcemapClient",
      "hidden",
    ],
    paths.root,
    300_000,
  );
  await run(
    process.execPath,
    [join(paths.root, "scripts", "build-native.mjs")],
    paths.root,
    60_000,
  );
  mkdirSync(paths.sourceMapsDir, { recursive: true });
  for (const name of readdirSync(paths.clientAssetsDir)) {
    if (name.endsWith(".map")) {
      renameSync(join(paths.clientAssetsDir, name), join(paths.sourceMapsDir, name));
    }
  }
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  log(`built in ${seconds} s; maps in ${relative(paths.root, paths.sourceMapsDir)}`);
}

/** Builds only when the build is missing, stale or lacks its source maps. */
export async function ensureAnalysableBuild(
  paths: BuildPaths = buildPaths(),
  log?: (line: string) => void,
): Promise<void> {
  const problem = analysableBuildProblem(paths);
  if (!problem) return;
  log?.(`rebuilding: ${problem}`);
  await buildForBenchmarks(paths, log);
  const after = analysableBuildProblem(paths);
  if (after) throw new Error(`The build is still not analysable: ${after}`);
}
