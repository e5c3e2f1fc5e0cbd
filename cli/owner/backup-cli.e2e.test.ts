import { existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "~/db/database.server";
import { migrate } from "~/db/migrate.server";
import { startOwnerCommand } from "../../tests/harness/owner-cli";

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
    const { child, done } = startOwnerCommand(["backup", file], env);
    const partial = () => readdirSync(directory).some((name) => name.includes(".partial-"));
    while (!partial() && child.exitCode === null) await new Promise((r) => setTimeout(r, 10));
    child.kill("SIGKILL");
    await done;
    expect(partial()).toBe(true);
    expect(existsSync(file)).toBe(false);
  }, 180_000);

  it("writes a backup whose last line is its path, verifies it, and refuses a non-empty target", async () => {
    const file = join(directory, "whole.backup.gz");
    const backup = await startOwnerCommand(["backup", file], env).done;
    expect(backup.stderr).toBe("");
    expect(backup.stdout.trim().split("\n").at(-1)).toBe(file);
    const verify = await startOwnerCommand(["backup", "--verify", file], env).done;
    expect(verify.code).toBe(0);
    expect(verify.stdout).toMatch(/reviews\s+20000/);
    const refused = await startOwnerCommand(["restore", file], env).done;
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(/already holds data .*add --force/);
    const restored = await startOwnerCommand(["restore", file], {
      ...env,
      DATA_DIR: join(directory, "restored"),
    }).done;
    expect(restored.stderr).toBe("");
    expect(restored.stdout).toMatch(/Restored 20001 rows/);
    expect(restored.stdout).toMatch(/reviews\s+20000/);
  }, 300_000);
});
