import { existsSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { lockFileName } from "./data-dir-lock.server";

/** DATA_DIR holds something that is not a database that opens: the store stops rather than start empty. */
export class DamagedDataDirError extends Error {
  override name = "DamagedDataDirError";
}

/**
 * Files a store leaves in DATA_DIR beside the database itself: its lock, the owner tools' endpoint
 * file, and the review photos' default directory (PHOTO_DIR unset).
 */
const storeFiles = new Set([lockFileName, "owner.json", "photos"]);

/**
 * Whether DATA_DIR holds a database (true), or nothing yet (false: a new store starts here). A
 * directory holding other files, a database missing its version file among them, is damaged: a
 * new, empty database is never created over it.
 */
export function holdsDatabase(dataDir: string, backupDir: string): boolean {
  if (!existsSync(dataDir)) return false;
  if (existsSync(join(dataDir, "PG_VERSION"))) return true;
  const others = readdirSync(dataDir).filter((entry) => !storeFiles.has(entry));
  if (!others.length) return false;
  throw new DamagedDataDirError(
    damagedMessage(dataDir, backupDir, "it holds files but no database version file (PG_VERSION)"),
  );
}

/** The newest backup file in `backupDir`, if any. */
export function newestBackupFile(backupDir: string): string | undefined {
  try {
    return readdirSync(backupDir)
      .filter((name) => name.endsWith(".backup.gz") && !name.startsWith("."))
      .map((name) => join(backupDir, name))
      .map((path) => ({ path, time: statSync(path).mtimeMs }))
      .sort((a, b) => b.time - a.time)[0]?.path;
  } catch {
    return undefined;
  }
}

/** What the owner is told when DATA_DIR cannot be opened: the directory, the newest backup, the way back. */
export function damagedMessage(dataDir: string, backupDir: string, problem: string): string {
  const backup = newestBackupFile(backupDir);
  return (
    `The embedded database in DATA_DIR ${dataDir} cannot be opened (${problem}). The store will not ` +
    "start a new, empty database over it; it is left as it is. " +
    (backup
      ? `The newest backup in BACKUP_DIR ${backupDir} is ${backup}. Restore it into a new directory ` +
        `and start the store there: DATA_DIR=${dataDir}-restored npm run owner -- restore ${backup} ` +
        `&& DATA_DIR=${dataDir}-restored npm start`
      : `There is no backup in BACKUP_DIR ${backupDir}. With a backup file elsewhere: ` +
        `DATA_DIR=${dataDir}-restored npm run owner -- restore FILE`)
  );
}
