import { chmodSync, mkdirSync, mkdtempSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { prepareDataDir, UnsafeDataDirError } from "./data-dir.server";

const mode = (path: string) => statSync(path).mode & 0o777;

describe("the embedded database's directory", () => {
  const umask = process.umask();
  afterEach(() => {
    process.umask(umask);
  });

  it("is created 0700, and what is created in it afterwards is private", () => {
    process.umask(0o022);
    const dataDir = join(mkdtempSync(join(tmpdir(), "verdant-data-dir-")), "data", "store");
    prepareDataDir(dataDir);
    expect(mode(dataDir)).toBe(0o700);
    writeFileSync(join(dataDir, "PG_VERSION"), "17");
    mkdirSync(join(dataDir, "base"));
    expect(mode(join(dataDir, "PG_VERSION"))).toBe(0o600);
    expect(mode(join(dataDir, "base"))).toBe(0o700);
  });

  it("takes group and other permissions away from what an older version left", () => {
    const dataDir = mkdtempSync(join(tmpdir(), "verdant-data-dir-"));
    chmodSync(dataDir, 0o755);
    mkdirSync(join(dataDir, "base"));
    writeFileSync(join(dataDir, "base", "1"), "x");
    chmodSync(join(dataDir, "base"), 0o775);
    chmodSync(join(dataDir, "base", "1"), 0o664);
    prepareDataDir(dataDir);
    expect([dataDir, join(dataDir, "base"), join(dataDir, "base", "1")].map(mode)).toEqual([
      0o700, 0o700, 0o600,
    ]);
  });

  it("refuses a directory other users may write to, naming it and the fix", () => {
    const dataDir = mkdtempSync(join(tmpdir(), "verdant-data-dir-"));
    chmodSync(dataDir, 0o777);
    expect(() => prepareDataDir(dataDir)).toThrow(UnsafeDataDirError);
    expect(() => prepareDataDir(dataDir)).toThrow(
      `DATA_DIR ${dataDir} is writable by other users (mode 777)`,
    );
    expect(mode(dataDir)).toBe(0o777);
  });
});
