import { mkdirSync, openSync, readFileSync, rmSync, writeSync, closeSync } from "node:fs";
import { join } from "node:path";
import { isProcessRunning } from "~/lib/process-running.server";

export const lockFileName = "store.lock";

export class DataDirLockedError extends Error {
  override name = "DataDirLockedError";
}

export interface DataDirLock {
  path: string;
  release(): void;
}

/** The pid holding the data directory's lock, if that process is still running. */
export function lockHolder(dataDir: string): number | undefined {
  try {
    const pid = Number.parseInt(readFileSync(join(dataDir, lockFileName), "utf8"), 10);
    return Number.isSafeInteger(pid) && pid !== process.pid && isProcessRunning(pid)
      ? pid
      : undefined;
  } catch {
    return undefined;
  }
}

/**
 * PGlite lets only one process open a data directory (a second one corrupts it), so the store
 * takes a lock file holding its pid. A lock left by a process that no longer runs is taken over.
 */
export function lockDataDir(dataDir: string): DataDirLock {
  mkdirSync(dataDir, { recursive: true });
  const path = join(dataDir, lockFileName);
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(path, "wx", 0o600);
      writeSync(fd, String(process.pid));
      closeSync(fd);
      return { path, release: () => rmSync(path, { force: true }) };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const holder = lockHolder(dataDir);
      if (holder) {
        throw new DataDirLockedError(
          `The embedded database in ${dataDir} is in use by another store process (pid ${holder}). ` +
            "Stop it first, or give this one its own DATA_DIR (or a DATABASE_URL).",
        );
      }
      rmSync(path, { force: true }); // stale: its process has ended
    }
  }
  throw new Error(`Could not lock ${dataDir}.`);
}

/** A close that runs `close`, then releases the lock, even when closing fails. */
export function releasingAfter(lock: DataDirLock, close: () => Promise<void>): () => Promise<void> {
  return async () => {
    try {
      await close();
    } finally {
      lock.release();
    }
  };
}
