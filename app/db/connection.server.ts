import { env } from "~/env.server";
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

/** Asked for after `closeDatabase`: the store is stopping and never opens its database again. */
export class DatabaseClosedError extends Error {
  constructor() {
    super("The store is shutting down; its database is closed.");
    this.name = "DatabaseClosedError";
  }
}

/** The store's database, opened and migrated once per process; a failed attempt is retried on the next call. */
export function database(): Promise<Database> {
  // Opening it again after shutdown closed it would leave a second, never-closed instance (on
  // the embedded database, two instances on one directory corrupt it).
  if (flags[closedFlag]) return Promise.reject(new DatabaseClosedError());
  return slot.get(async () => {
    // An existing embedded database that fails to open is damaged: never start empty over it.
    const existing = !env.DATABASE_URL && holdsDatabase(env.DATA_DIR, env.BACKUP_DIR);
    const damaged = (error: unknown) =>
      existing
        ? new DamagedDataDirError(
            damagedMessage(
              env.DATA_DIR,
              env.BACKUP_DIR,
              String((error as Error).message ?? error).split("\n")[0]!,
            ),
          )
        : error;
    if (!env.DATABASE_URL) prepareDataDir(env.DATA_DIR);
    const lock = env.DATABASE_URL ? undefined : lockDataDir(env.DATA_DIR);
    let opened: Database;
    try {
      opened = await openDatabase({
        url: env.DATABASE_URL,
        dataDir: env.DATA_DIR,
        connectTimeoutMs: env.DATABASE_CONNECT_TIMEOUT_MS,
        statementTimeoutMs: env.DATABASE_STATEMENT_TIMEOUT_MS,
      });
      if (lock) makePrivate(env.DATA_DIR);
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
        opened.kind === "postgres"
          ? "PostgreSQL (DATABASE_URL)"
          : `embedded PGlite in ${env.DATA_DIR}`,
    });
    return opened;
  });
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
