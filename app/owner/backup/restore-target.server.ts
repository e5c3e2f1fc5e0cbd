import { existsSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { prepareDataDir, makePrivate } from "~/db/data-dir.server";
import { lockDataDir, lockHolder, lockFileName, releasingAfter } from "~/db/data-dir-lock.server";
import { openDatabase, type Database } from "~/db/database.server";
import { OwnerError } from "~/owner/owner-types";

export interface RestoreTarget {
  database: Database;
  /** How the target is named to the owner: "DATA_DIR ./data" or "the PostgreSQL database". */
  name: string;
  close(): Promise<void>;
}

/** Files a store leaves in DATA_DIR beside the database itself. */
const storeFiles = new Set([lockFileName, "owner.json"]);

/**
 * Opens the database a restore (or migrate) writes to: the PostgreSQL database at `url`, or the
 * embedded database in `dataDir`, opened here (a store running on it is told to stop first).
 */
export async function openRestoreTarget(target: {
  url?: string;
  dataDir: string;
}): Promise<RestoreTarget> {
  if (target.url) {
    const database = await openDatabase({ url: target.url });
    return { database, name: "the PostgreSQL database", close: () => database.close() };
  }
  const dataDir = target.dataDir;
  const name = `DATA_DIR ${dataDir}`;
  const holder = lockHolder(dataDir);
  if (holder) {
    throw new OwnerError(
      `The store (pid ${holder}) is running on ${dataDir}: stop it first; a restore replaces its database.`,
    );
  }
  if (existsSync(dataDir) && !existsSync(join(dataDir, "PG_VERSION"))) {
    const others = readdirSync(dataDir).filter((entry) => !storeFiles.has(entry));
    if (others.length) {
      throw new OwnerError(
        `${dataDir} holds files that are not a store database (${others.slice(0, 3).join(", ")}): ` +
          "restore into an empty or new directory.",
      );
    }
  }
  prepareDataDir(dataDir);
  const lock = lockDataDir(dataDir);
  try {
    const database = await openDatabase({ dataDir });
    makePrivate(dataDir);
    return {
      database,
      name,
      close: releasingAfter(lock, () => database.close()),
    };
  } catch (error) {
    lock.release();
    throw new OwnerError(
      `Could not open the embedded database in ${dataDir}: ${(error as Error).message.split("\n")[0]}`,
    );
  }
}
