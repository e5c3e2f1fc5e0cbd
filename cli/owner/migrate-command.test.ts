import { spawn } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { postgresReachable } from "../../tests/harness/postgres-schema";
import { connectOwnerClient } from "./owner-client";
import { runInProcess } from "./run-in-process";

// The connection failures a server names need one: PostgreSQL on 127.0.0.1:5432.
const postgresUp = await postgresReachable();

let directory: string;
beforeAll(() => {
  directory = mkdtempSync(join(tmpdir(), "migrate-command-"));
});
afterAll(() => rmSync(directory, { recursive: true, force: true }));

function migrate(to: string, name: string) {
  const settings = { dataDir: join(directory, `${name}-data`), backupDir: join(directory, name) };
  const run = runInProcess(["migrate", "--to", to], () => connectOwnerClient(settings), {
    settings: () => settings,
  });
  return { run, settings };
}

const backupsIn = (dir: string) => (existsSync(dir) ? readdirSync(dir) : []);

describe("owner migrate: safe to run", () => {
  it("refuses while a store process holds DATA_DIR, saying to stop it first; writes nothing", async () => {
    const store = spawn("sleep", ["30"]);
    try {
      const dataDir = join(directory, "serving-data");
      mkdirSync(dataDir, { recursive: true });
      writeFileSync(join(dataDir, "store.lock"), String(store.pid));
      const { run, settings } = migrate("postgres://postgres@127.0.0.1:5432/test", "serving");
      const result = await run;
      expect(result.code).toBe(1);
      expect(result.stderr).toContain(`The store (pid ${store.pid}) is running on ${dataDir}`);
      expect(result.stderr).toMatch(/stop it first/);
      expect(backupsIn(settings.backupDir)).toEqual([]);
    } finally {
      store.kill();
    }
  });

  it("names a refused connection with its host and port, never the password; no backup left", async () => {
    const { run, settings } = migrate("postgres://postgres:s3cret-pw@127.0.0.1:1/test", "refused");
    const result = await run;
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(
      /Could not connect to PostgreSQL at 127\.0\.0\.1:1 \(database test, user postgres\): the connection was refused/,
    );
    expect(result.stderr).not.toContain("s3cret-pw");
    expect(backupsIn(settings.backupDir)).toEqual([]);
  });

  describe.skipIf(!postgresUp)("against a PostgreSQL server", () => {
    it("names a database that does not exist", async () => {
      const { run, settings } = migrate(
        "postgres://postgres:s3cret-pw@127.0.0.1:5432/no_such_database_here",
        "unknown",
      );
      const result = await run;
      expect(result.code).toBe(1);
      expect(result.stderr).toMatch(
        /at 127\.0\.0\.1:5432 \(database no_such_database_here, user postgres\): the database does not exist/,
      );
      expect(result.stderr).not.toContain("s3cret-pw");
      expect(backupsIn(settings.backupDir)).toEqual([]);
    });

    it("names a user the server does not let in", async () => {
      const { run, settings } = migrate(
        "postgres://no_such_user_here:s3cret-pw@127.0.0.1:5432/test",
        "authentication",
      );
      const result = await run;
      expect(result.code).toBe(1);
      expect(result.stderr).toMatch(
        /at 127\.0\.0\.1:5432 \(database test, user no_such_user_here\): authentication failed/,
      );
      expect(result.stderr).not.toContain("s3cret-pw");
      expect(backupsIn(settings.backupDir)).toEqual([]);
    });
  });
});
