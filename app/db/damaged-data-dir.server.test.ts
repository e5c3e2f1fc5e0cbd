import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { DamagedDataDirError, holdsDatabase, newestBackupFile } from "./damaged-data-dir.server";

const root = mkdtempSync(join(tmpdir(), "damaged-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe("a data directory that cannot be a new store", () => {
  it("starts a new store only in a missing or empty directory", () => {
    expect(holdsDatabase(join(root, "missing"), root)).toBe(false);
    mkdirSync(join(root, "empty"));
    writeFileSync(join(root, "empty", "store.lock"), "1");
    expect(holdsDatabase(join(root, "empty"), root)).toBe(false);
    mkdirSync(join(root, "whole"));
    writeFileSync(join(root, "whole", "PG_VERSION"), "17");
    expect(holdsDatabase(join(root, "whole"), root)).toBe(true);
  });

  it("refuses files without a database, naming the directory, the newest backup and the restore command", () => {
    const backups = join(root, "backups");
    mkdirSync(backups);
    writeFileSync(join(backups, "verdant-roots-old.backup.gz"), "");
    writeFileSync(join(backups, "verdant-roots-new.backup.gz"), "");
    utimesSync(join(backups, "verdant-roots-old.backup.gz"), 1, 1);
    const broken = join(root, "broken");
    mkdirSync(join(broken, "base"), { recursive: true });
    expect(newestBackupFile(backups)).toBe(join(backups, "verdant-roots-new.backup.gz"));
    expect(() => holdsDatabase(broken, backups)).toThrow(DamagedDataDirError);
    expect(() => holdsDatabase(broken, backups)).toThrow(
      new RegExp(`${broken}.*verdant-roots-new\\.backup\\.gz.*npm run owner -- restore`),
    );
  });
});
