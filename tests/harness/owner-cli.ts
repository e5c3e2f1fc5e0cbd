/**
 * The owner command line as a process of its own, as `npm run owner -- …args` runs it (vite-node
 * on cli/owner.ts, from the project directory), for the tests that check it from outside.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("../..", import.meta.url));

export interface OwnerCommandResult {
  /** The exit code; null when a signal ended it. */
  code: number | null;
  stdout: string;
  stderr: string;
}

/**
 * Starts the command in production mode, on the embedded database unless `env` names a
 * DATABASE_URL (DATA_DIR, BACKUP_DIR, … as `env` says), with no terminal: its input is closed, so
 * nothing answers a question.
 */
export function startOwnerCommand(
  args: string[],
  env: Record<string, string> = {},
): { child: ChildProcess; done: Promise<OwnerCommandResult> } {
  const child = spawn(
    join(root, "node_modules/.bin/vite-node"),
    ["--config", "vitest.config.ts", "cli/owner.ts", "--", ...args],
    {
      cwd: root,
      env: { ...process.env, NODE_ENV: "production", DATABASE_URL: "", ...env },
      stdio: "pipe",
    },
  );
  let stdout = "";
  let stderr = "";
  child.stdout.on("data", (chunk) => (stdout += chunk));
  child.stderr.on("data", (chunk) => (stderr += chunk));
  child.stdin.end();
  const done = new Promise<OwnerCommandResult>((resolve) =>
    child.on("close", (code) => resolve({ code, stdout, stderr })),
  );
  return { child, done };
}

/** Runs the command to its end (see `startOwnerCommand`). */
export function ownerCommand(
  args: string[],
  env: Record<string, string> = {},
): Promise<OwnerCommandResult> {
  return startOwnerCommand(args, env).done;
}
