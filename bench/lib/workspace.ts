/**
 * A snapshot of the project to build and serve, so that a benchmark run measures one version of
 * the code even while someone edits or rebuilds the working tree. Everything git would track is
 * copied (Tailwind scans the whole project for class names, so the CSS comes out byte for byte the
 * same as `npm run build` makes it); node_modules is linked.
 */
import { cpSync, mkdtempSync, readdirSync, rmSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import {
  buildForBenchmarks,
  buildPaths,
  projectRoot,
  type BuildPaths,
} from "../../tests/harness/production-build";

const notCopied = new Set([
  ".git",
  "node_modules",
  "build",
  "data",
  "test-results",
  "playwright-report",
  ".react-router",
]);

export interface Workspace {
  root: string;
  paths: BuildPaths;
  dispose(): void;
}

export async function createWorkspace(log: (line: string) => void): Promise<Workspace> {
  const root = mkdtempSync(join(tmpdir(), "verdant-bench-"));
  for (const entry of readdirSync(projectRoot)) {
    if (notCopied.has(entry)) continue;
    cpSync(join(projectRoot, entry), join(root, entry), { recursive: true });
  }
  symlinkSync(join(projectRoot, "node_modules"), join(root, "node_modules"), "dir");
  const paths = buildPaths(root);
  const dispose = () => rmSync(root, { recursive: true, force: true });
  try {
    await buildForBenchmarks(paths, log);
  } catch (error) {
    dispose();
    throw error;
  }
  return { root, paths, dispose };
}
