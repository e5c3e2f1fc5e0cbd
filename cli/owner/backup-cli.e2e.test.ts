import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "~/db/database.server";
import { migrate } from "~/db/migrate.server";

const root = fileURLToPath(new URL("../../", import.meta.url));

/** Starts `npm run owner -- …args` as a separate process (what the npm script runs). */
function start(args: string[], env: Record<string, string>) {
  const { DATABASE_URL: _ignored, ...inherited } = process.env;
  const child = spawn(
    join(root, "node_modules/.bin/vite-node"),
    ["--config", "vitest.config.ts", "cli/owner.ts", "--", ...args],
    { cwd: root, env: { ...inherited, NODE_ENV: "production", ...env }, stdio: "pipe" },
  );
  let stdout = "";
  let stderr = "";
  child.stdout.on("data", (chunk) => (stdout += chunk));
  child.stderr.on("data", (chunk) => (stderr += chunk));
  child.stdin.end();
  const done = new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) =>
    child.on("close", (code) => resolve({ code, stdout, stderr })),
  );
  return { child, done };
}

describe("npm run owner backup and restore, as processes", () => {
  let directory: string;
  let dataDir: string;
  let env: Record<string, string>;

  beforeAll(async () => {
    directory = mkdtempSync(join(tmpdir(), "backup-cli-"));
    dataDir = join(directory, "data");
    env = { DATA_DIR: dataDir, BACKUP_DIR: join(directory, "backups") };
    const database = await openDatabase({ dataDir });
    await migrate(database);
    // Enough rows that a backup takes a moment to write.
    await database.db.execute(
      sql`insert into reviews (product_id, name, rating, review_text)
          select 'bone-rock', 'Writer ' || n, 1 + n % 5, repeat('A long review text. ', 20)
          from generate_series(1, 20000) as n`,
    );
    await database.close();
  }, 180_000);
  afterAll(() => rmSync(directory, { recursive: true, force: true }));

  it("SIGKILL during a backup leaves no file under the final name", async () => {
    const file = join(directory, "killed.backup.gz");
    const { child, done } = start(["backup", file], env);
    const partial = () => readdirSync(directory).some((name) => name.includes(".partial-"));
    while (!partial() && child.exitCode === null) await new Promise((r) => setTimeout(r, 10));
    child.kill("SIGKILL");
    await done;
    expect(partial()).toBe(true);
    expect(existsSync(file)).toBe(false);
  }, 180_000);

  it("writes a backup whose last line is its path, verifies it, and refuses a non-empty target", async () => {
    const file = join(directory, "whole.backup.gz");
    const backup = await start(["backup", file], env).done;
    expect(backup.stderr).toBe("");
    expect(backup.stdout.trim().split("\n").at(-1)).toBe(file);
    const verify = await start(["backup", "--verify", file], env).done;
    expect(verify.code).toBe(0);
    expect(verify.stdout).toMatch(/reviews\s+20000/);
    const refused = await start(["restore", file], env).done;
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(/already holds data .*add --force/);
    const restored = await start(["restore", file], {
      ...env,
      DATA_DIR: join(directory, "restored"),
    }).done;
    expect(restored.stderr).toBe("");
    expect(restored.stdout).toMatch(/Restored 20001 rows/);
    expect(restored.stdout).toMatch(/reviews\s+20000/);
  }, 300_000);
});
