import { mkdir, stat } from "node:fs/promises";
import { dirname, join, resolve } from "node:path";
import { sql } from "drizzle-orm";
import type { Database } from "~/db/database.server";
import { BackupWriter, type BackupManifest } from "./backup-file.server";
import {
  appliedMigrations,
  rowsOf,
  storeTables,
  tableRows,
  type SqlRunner,
} from "./store-tables.server";

/** Rows read from the database per query while a backup is written. */
const pageSize = 2_000;

export interface BackupResult {
  file: string;
  bytes: number;
  manifest: BackupManifest;
}

/** A backup's default name in a directory: the time it was taken, in UTC. */
export function backupFileName(now = new Date()): string {
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

/**
 * Writes every table to `file` from one REPEATABLE READ transaction, so the backup is the
 * database at one moment however many writes run meanwhile (they go on, on PostgreSQL; on the
 * embedded database, which has one connection, they wait until the backup is written). The file
 * is written under a temporary name and renamed once complete and synced. The backup is recorded
 * in `backups` (the console shows the newest).
 *
 * `record: false`: a working copy (the one `migrate` copies from), not recorded.
 * `onlyIfDueMs`: a scheduled run. It is skipped (answers undefined) when another process is
 * writing one, or one was recorded less than that long ago.
 */
export async function writeBackup(
  database: Database,
  file: string,
  { onlyIfDueMs, record = true }: { onlyIfDueMs?: number; record?: boolean } = {},
): Promise<BackupResult | undefined> {
  const target = resolve(file);
  await mkdir(dirname(target), { recursive: true, mode: 0o700 });
  return database.db.transaction(
    async (tx) => {
      if (onlyIfDueMs !== undefined) {
        const [lock] = await rowsOf<{ taken: boolean }>(
          tx,
          sql`select pg_try_advisory_xact_lock(${scheduledBackupLock}) as taken`,
        );
        if (!lock?.taken) return undefined;
        const [recent] = await rowsOf<{ recent: boolean }>(
          tx,
          sql`select exists (select 1 from backups where scheduled
                and created_at > clock_timestamp() - make_interval(secs => ${onlyIfDueMs / 1000}))
              as recent`,
        );
        if (recent?.recent) return undefined;
      }
      await tx.execute(sql`set local timezone to 'UTC'`);
      const createdAt = new Date();
      const writer = new BackupWriter(target);
      let manifest: BackupManifest;
      try {
        manifest = await copyTables(tx, database.kind, writer, createdAt);
      } catch (error) {
        await writer.abandon();
        throw error;
      }
      const { size } = await stat(target);
      const [recorded] = await rowsOf<{ present: boolean }>(
        tx,
        sql`select to_regclass('backups') is not null as present`,
      );
      // A database not yet migrated this far has nowhere to record it.
      if (!record || !recorded?.present) return { file: target, bytes: size, manifest };
      await tx.execute(
        sql`insert into backups (file, bytes, scheduled, created_at)
            values (${target}, ${size}, ${onlyIfDueMs !== undefined}, ${createdAt.toISOString()})`,
      );
      return { file: target, bytes: size, manifest };
    },
    { isolationLevel: "repeatable read" },
  );
}

async function copyTables(
  tx: SqlRunner,
  kind: string,
  writer: BackupWriter,
  createdAt: Date,
): Promise<BackupManifest> {
  const schemaVersion = await appliedMigrations(tx);
  const tables = await storeTables(tx);
  await writer.begin();
  for (const table of tables) {
    await writer.table(table.name, table.columns);
    for (let offset = 0; ; offset += pageSize) {
      const rows = await tableRows(tx, table, offset, pageSize);
      for (const row of rows) await writer.row(row);
      if (rows.length < pageSize) break;
    }
  }
  return writer.finish({ createdAt: createdAt.toISOString(), database: kind, schemaVersion });
}

export interface RecordedBackup {
  file: string;
  bytes: number;
  createdAt: string;
}

/** The newest backup recorded in this database, if any. */
export async function newestBackup(database: Database): Promise<RecordedBackup | undefined> {
  const [row] = await rowsOf<{ file: string; bytes: string | number; created_at: string | Date }>(
    database.db,
    sql`select file, bytes, created_at from backups order by created_at desc, id desc limit 1`,
  );
  if (!row) return undefined;
  return {
    file: row.file,
    bytes: Number(row.bytes),
    createdAt: new Date(row.created_at).toISOString(),
  };
}
