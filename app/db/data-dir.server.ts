import { chmodSync, mkdirSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";

/** DATA_DIR can be changed by other users of the machine: the store will not use it. */
export class UnsafeDataDirError extends Error {
  override name = "UnsafeDataDirError";
}

/**
 * Makes the embedded database's directory private before it is opened: files created from now on
 * are readable by this user only (umask 077), DATA_DIR is created 0700, and anything already in
 * it (left by an older version) loses its group and other permissions. A DATA_DIR other users
 * may write to is refused: they could replace the database or plant files in it.
 */
export function prepareDataDir(dataDir: string): void {
  process.umask(0o077);
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const { mode } = statSync(dataDir);
  if (mode & 0o002) {
    throw new UnsafeDataDirError(
      `DATA_DIR ${dataDir} is writable by other users (mode ${(mode & 0o777).toString(8)}); ` +
        `the store keeps its database there and will not start. Make it private: chmod 700 ${dataDir}`,
    );
  }
  chmodSync(dataDir, 0o700);
  makePrivate(dataDir);
}

/**
 * Takes group and other permissions from everything in `dataDir`. Run again once the database is
 * open: PGlite copies a fresh database's files in with mode 0666 whatever the umask (files
 * PostgreSQL creates later are 0600).
 */
export function makePrivate(dataDir: string): void {
  for (const entry of readdirSync(dataDir, { recursive: true, withFileTypes: true })) {
    const path = join(entry.parentPath, entry.name);
    if (entry.isSymbolicLink()) continue;
    const current = statSync(path).mode & 0o777;
    if (current & 0o077) chmodSync(path, current & 0o700);
  }
}
