/**
 * A small file system filled to the last byte (a tmpfs mounted for the test), for the tests that
 * write where the disk is full. Mounting needs root (or CAP_SYS_ADMIN): without it the tests that
 * need one are skipped, saying why.
 */
import { execFileSync } from "node:child_process";
import { closeSync, mkdtempSync, openSync, rmSync, writeSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

export interface FullFilesystem {
  dir: string;
  /** Frees the space again (removes the filler). */
  free(): void;
  unmount(): void;
}

/** A 1 MB tmpfs, full; or the reason one cannot be mounted here. */
export function mountFullFilesystem(): FullFilesystem | { unavailable: string } {
  const dir = mkdtempSync(join(tmpdir(), "verdant-full-"));
  try {
    execFileSync("mount", ["-t", "tmpfs", "-o", "size=1m,mode=0700", "tmpfs", dir], {
      stdio: "pipe",
    });
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    const detail = (error as { stderr?: Buffer }).stderr?.toString().trim();
    return { unavailable: `cannot mount a small tmpfs here (${detail || "mount failed"})` };
  }
  const filler = join(dir, "filler");
  const fd = openSync(filler, "w");
  const chunk = Buffer.alloc(4096, 1);
  try {
    for (;;) writeSync(fd, chunk);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOSPC") throw error;
  } finally {
    closeSync(fd);
  }
  return {
    dir,
    free: () => rmSync(filler, { force: true }),
    unmount() {
      execFileSync("umount", [dir], { stdio: "pipe" });
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
