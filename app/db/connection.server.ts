import type { Env } from "~/env.server";
import { makePrivate, prepareDataDir } from "./data-dir.server";
import { DamagedDataDirError, damagedMessage, holdsDatabase } from "./damaged-data-dir.server";
import { lockDataDir } from "./data-dir-lock.server";
import { openDatabase, type Database } from "./database.server";
import { migrate } from "./migrate.server";
import { logger } from "~/lib/logger.server";
import { processSlot } from "~/lib/process-slot.server";

const slot = processSlot<Database>("__storeDatabase");
const closedFlag = "__storeDatabaseClosed";
const flags = globalThis as unknown as Record<string, boolean | undefined>;
// How this process opens its database: given once by the composition root (`provideDatabase`).
const provided = globalThis as typeof globalThis & {
  __storeDatabaseOpener?: () => Promise<Database>;
};

/** Asked for after `closeDatabase`: the store is stopping and never opens its database again. */
class DatabaseClosedError extends Error {
  constructor() {
    super("The store is shutting down; its database is closed.");
    this.name = "DatabaseClosedError";
  }
}

/** Where the store's database is: PostgreSQL at `url`, or the embedded database in `dataDir`. */
export interface DatabaseSettings {
  url?: string;
  dataDir: string;
  /** Where backups go: a data directory holding only those is not a damaged database. */
  backupDir: string;
  connectTimeoutMs: number;
  statementTimeoutMs: number;
}

/** The settings from the environment (DATABASE_URL or DATA_DIR, and their time limits). */
export function databaseSettings(env: Env): DatabaseSettings {
  return {
    url: env.DATABASE_URL,
    dataDir: env.DATA_DIR,
    backupDir: env.BACKUP_DIR,
    connectTimeoutMs: env.DATABASE_CONNECT_TIMEOUT_MS,
    statementTimeoutMs: env.DATABASE_STATEMENT_TIMEOUT_MS,
  };
}

/**
 * Opens and migrates the store's database. The embedded database's directory is locked for this
 * process and made private; an existing one that fails to open is damaged: never start empty over it.
 */
export async function openStoreDatabase(settings: DatabaseSettings): Promise<Database> {
  const { url, dataDir, backupDir } = settings;
  const existing = !url && holdsDatabase(dataDir, backupDir);
  const damaged = (error: unknown) =>
    existing
      ? new DamagedDataDirError(
          damagedMessage(
            dataDir,
            backupDir,
            String((error as Error).message ?? error).split("\n")[0]!,
          ),
        )
      : error;
  if (!url) prepareDataDir(dataDir);
  const lock = url ? undefined : lockDataDir(dataDir);
  let opened: Database;
  try {
    opened = await openDatabase({
      url,
      dataDir,
      connectTimeoutMs: settings.connectTimeoutMs,
      statementTimeoutMs: settings.statementTimeoutMs,
    });
    if (lock) makePrivate(dataDir);
  } catch (error) {
    lock?.release();
    throw damaged(error);
  }
  if (lock) {
    const close = opened.close;
    opened.close = async () => {
      await close();
      lock.release();
    };
  }
  let applied: string[];
  try {
    applied = await migrate(opened);
  } catch (error) {
    await opened.close().catch(() => undefined);
    throw damaged(error);
  }
  if (applied.length) logger.info({ event: "migrations_applied", migrations: applied });
  logger.info({
    event: "database_open",
    database:
      opened.kind === "postgres" ? "PostgreSQL (DATABASE_URL)" : `embedded PGlite in ${dataDir}`,
  });
  return opened;
}

/** Asked for before the server's composition root said where the database is. */
class DatabaseNotProvidedError extends Error {
  constructor() {
    super("No database was provided to this process.");
    this.name = "DatabaseNotProvidedError";
  }
}

/**
 * Given by the composition root at start-up: how this process opens its database. Nothing is
 * opened until `database()` is first called.
 */
export function provideDatabase(open: () => Promise<Database>): void {
  flags[closedFlag] = false;
  provided.__storeDatabaseOpener = open;
}

/**
 * The store's database, opened once per process by what `provideDatabase` gave; a failed attempt
 * is retried on the next call.
 */
export function database(): Promise<Database> {
  // Opening it again after shutdown closed it would leave a second, never-closed instance (on
  // the embedded database, two instances on one directory corrupt it).
  if (flags[closedFlag]) return Promise.reject(new DatabaseClosedError());
  return slot.get(
    provided.__storeDatabaseOpener ?? (() => Promise.reject(new DatabaseNotProvidedError())),
  );
}

/** Closes the database for good (at shutdown): later calls of `database()` reject. */
export async function closeDatabase(): Promise<void> {
  flags[closedFlag] = true;
  const current = slot.take();
  if (!current) return;
  const opened = await current.catch(() => undefined);
  if (!opened) return;
  await opened.close();
  logger.info({ event: "database_closed" });
}

/** Tests hand the store a database of their own (a fresh PGlite, or a schema on PostgreSQL). */
export function useDatabaseForTests(database: Database): void {
  flags[closedFlag] = false;
  slot.set(Promise.resolve(database));
}
