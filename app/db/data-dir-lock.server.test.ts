import { spawn } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { lockDataDir, lockFileName, lockHolder, releasingAfter } from "./data-dir-lock.server";

const freshDir = () => mkdtempSync(join(tmpdir(), "lock-test-"));

describe("data directory lock", () => {
  it("locks and releases", () => {
    const dir = freshDir();
    const lock = lockDataDir(dir);
    expect(lockHolder(dir)).toBeUndefined(); // our own pid does not count as another holder
    lock.release();
    lockDataDir(dir).release();
  });

  it("refuses a directory another running process holds, naming its pid", async () => {
    const dir = freshDir();
    const other = spawn(process.execPath, ["-e", "setTimeout(() => {}, 10000)"]);
    try {
      writeFileSync(join(dir, lockFileName), String(other.pid));
      expect(() => lockDataDir(dir)).toThrow(
        new RegExp(`in use by another store process \\(pid ${other.pid}\\)`),
      );
    } finally {
      other.kill();
    }
  });

  it("takes over a lock left by a process that has ended", () => {
    const dir = freshDir();
    writeFileSync(join(dir, lockFileName), "999999999");
    const lock = lockDataDir(dir);
    expect(lock.path).toBe(join(dir, lockFileName));
    lock.release();
  });

  it("releases the lock after closing, even when closing fails", async () => {
    const dir = freshDir();
    const close = releasingAfter(lockDataDir(dir), async () => {
      throw new Error("close failed");
    });
    await expect(close()).rejects.toThrow("close failed");
    lockDataDir(dir).release(); // free again
  });
});
