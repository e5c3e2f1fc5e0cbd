import { mkdir, readFile, rm, stat } from "node:fs/promises";
import { dirname, join, resolve } from "node:path";
import { sql } from "drizzle-orm";
import type { Database } from "~/db/database.server";
import { errorSummary, logger } from "~/lib/logger.server";
import { OwnerError } from "~/owner/owner-types";
import {
  photoDir,
  photoFileName,
  photoSizes,
  type PhotoSize,
} from "~/reviews/photos/review-photos.server";
import { BackupWriter, type BackupManifest } from "./backup-file.server";
import {
  appliedMigrations,
  rowsOf,
  storeTables,
  tablePages,
  type SqlRunner,
} from "./store-tables.server";

/** Rows read from the database per query while a backup is written. */
const pageSize = 2_000;

export interface BackupResult {
  file: string;
  bytes: number;
  manifest: BackupManifest;
}

/** A backup that could not be written; nothing of it is left and `backup_failed` is logged. */
export class BackupFailedError extends OwnerError {
  override name = "BackupFailedError";
}

/** A backup's default name in a directory: the time it was taken, in UTC. */
function backupFileName(now = new Date()): string {
  return `verdant-roots-${now
    .toISOString()
    .replace(/\.\d+Z$/, "Z")
    .replaceAll(":", "-")}.backup.gz`;
}

/** The default file for a backup written now into `directory`. */
export function defaultBackupFile(directory: string, now = new Date()): string {
  return resolve(join(directory, backupFileName(now)));
}

// Any fixed number: the store processes on one PostgreSQL database take it for a scheduled backup.
const scheduledBackupLock = 72_707_370;

export interface BackupOptions {
  /** A scheduled run: skipped (undefined) when one was recorded less than this long ago. */
  onlyIfDueMs?: number;
  /** false: a working copy (the one `migrate` copies from), not recorded. */
  record?: boolean;
  /** Where the review photos are (default PHOTO_DIR). */
  photos?: string;
}

/**
 * Writes every table, then every review photo's file, to `file`, as the database was at one
 * moment however many writes run meanwhile: on PostgreSQL from one REPEATABLE READ transaction;
 * on the embedded database from a snapshot of it opened beside it (its one connection is held
 * only while the snapshot's files are copied). The file is written under a temporary name and
 * renamed once complete and synced, then recorded in `backups` (the console shows the newest).
 *
 * A scheduled run (`onlyIfDueMs`) answers undefined when another process is writing one, or one
 * was recorded less than that long ago. Any failure (a full disk, a removed directory) ends it at
 * once: the transaction rolled back, no file left, `backup_failed` logged, `BackupFailedError`.
 */
export async function writeBackup(
  database: Database,
  file: string,
  options: BackupOptions = {},
): Promise<BackupResult | undefined> {
  const target = resolve(file);
  const started = Date.now();
  let written: BackupResult | undefined;
  const keep = (result: BackupResult) => (written = result);
  try {
    await mkdir(dirname(target), { recursive: true, mode: 0o700 });
    return database.snapshot
      ? await fromSnapshot(database, target, options, keep)
      : await inOneTransaction(database, target, options, keep);
  } catch (error) {
    // A complete file of a backup reported failed would pass for a good one.
    if (written) await rm(written.file, { force: true }).catch(() => undefined);
    logger.error({
      event: "backup_failed",
      file: target,
      ms: Date.now() - started,
      ...errorSummary(error),
    });
    throw new BackupFailedError(
      `The backup could not be written to ${target} (${errorSummary(error).error}); nothing was kept.`,
      { cause: error },
    );
  }
}

async function inOneTransaction(
  database: Database,
  target: string,
  options: BackupOptions,
  keep: (result: BackupResult) => void,
): Promise<BackupResult | undefined> {
  return database.db.transaction(
    async (tx) => {
      if (options.onlyIfDueMs !== undefined) {
        const [lock] = await rowsOf<{ taken: boolean }>(
          tx,
          sql`select pg_try_advisory_xact_lock(${scheduledBackupLock}) as taken`,
        );
        if (!lock?.taken || (await backedUpWithin(tx, options.onlyIfDueMs))) return undefined;
      }
      const result = await withWriter(target, (writer) =>
        copyInto(tx, database.kind, writer, options),
      );
      keep(result);
      if (options.record !== false) {
        await recordBackup(tx, result, options.onlyIfDueMs !== undefined);
      }
      return result;
    },
    { isolationLevel: "repeatable read" },
  );
}

async function fromSnapshot(
  database: Database,
  target: string,
  options: BackupOptions,
  keep: (result: BackupResult) => void,
): Promise<BackupResult | undefined> {
  if (
    options.onlyIfDueMs !== undefined &&
    (await backedUpWithin(database.db, options.onlyIfDueMs))
  ) {
    return undefined;
  }
  // The file first: a full disk fails before the snapshot holds the database while it is copied.
  const result = await withWriter(target, async (writer) => {
    const copy = await database.snapshot!();
    try {
      return await copy.db.transaction((tx) => copyInto(tx, database.kind, writer, options));
    } finally {
      await copy.close();
    }
  });
  keep(result);
  if (options.record !== false) {
    await recordBackup(database.db, result, options.onlyIfDueMs !== undefined);
  }
  return result;
}

async function backedUpWithin(runner: SqlRunner, milliseconds: number): Promise<boolean> {
  const [recent] = await rowsOf<{ recent: boolean }>(
    runner,
    sql`select exists (select 1 from backups where scheduled
          and created_at > clock_timestamp() - make_interval(secs => ${milliseconds / 1000}))
        as recent`,
  );
  return recent?.recent ?? false;
}

async function recordBackup(runner: SqlRunner, result: BackupResult, scheduled: boolean) {
  const [recorded] = await rowsOf<{ present: boolean }>(
    runner,
    sql`select to_regclass('backups') is not null as present`,
  );
  // A database not yet migrated this far has nowhere to record it.
  if (!recorded?.present) return;
  await runner.execute(
    sql`insert into backups (file, bytes, scheduled, created_at)
        values (${result.file}, ${result.bytes}, ${scheduled}, ${result.manifest.createdAt})`,
  );
}

/**
 * Opens the backup's file and writes its first line through to the disk, then has `write` fill
 * it: a full disk or a missing directory fails before anything is read. On any failure its
 * temporary file is removed.
 */
async function withWriter(
  target: string,
  write: (writer: BackupWriter) => Promise<BackupResult>,
): Promise<BackupResult> {
  const writer = new BackupWriter(target);
  try {
    await writer.begin();
    return await write(writer);
  } catch (error) {
    await writer.abandon();
    throw error;
  }
}

/** Writes every table, then every photo, from `tx` into the begun `writer`, and finishes it. */
async function copyInto(
  tx: SqlRunner,
  kind: string,
  writer: BackupWriter,
  options: BackupOptions,
): Promise<BackupResult> {
  await tx.execute(sql`set local timezone to 'UTC'`);
  const createdAt = new Date().toISOString();
  const schemaVersion = await appliedMigrations(tx);
  const photoKeys: string[] = [];
  for (const table of await storeTables(tx)) {
    await writer.table(table.name, table.columns);
    for await (const rows of tablePages(tx, table, pageSize)) {
      for (const row of rows) await writer.row(row);
      if (table.name === photoTable) photoKeys.push(...rows.map(photoKeyOf));
    }
  }
  await copyPhotos(writer, options.photos ?? photoDir(), photoKeys);
  const manifest = await writer.finish({ createdAt, database: kind, schemaVersion });
  return { file: writer.file, bytes: (await stat(writer.file)).size, manifest };
}

/** The table whose rows name the review photos' files. */
const photoTable = "review_photos";
const photoKeyOf = (row: string) => (JSON.parse(row) as { file_key: string }).file_key;

/** Adds every size of every photo the rows name; a file already gone is left out and logged. */
async function copyPhotos(writer: BackupWriter, directory: string, keys: string[]) {
  let missing = 0;
  for (const key of keys) {
    for (const size of Object.keys(photoSizes) as PhotoSize[]) {
      const name = photoFileName(key, size);
      let data: Buffer;
      try {
        data = await readFile(join(directory, name));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
        missing += 1;
        continue;
      }
      await writer.photo({ name, data });
    }
  }
  if (missing) logger.warn({ event: "backup_photos_missing", files: missing, dir: directory });
}
