import { mkdir, rename, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import type { Database, Db } from "~/db/database.server";
import { databaseLedger, erasureLedgerFile } from "../erasure-ledger.server";
import { reapplyErasures } from "./reapply-erasures.server";
import { migrate, migrations } from "~/db/migrate.server";
import { photoDir } from "~/reviews/photos/review-photos.server";
import {
  BadBackupError,
  readBackup,
  TableSum,
  type BackupManifest,
  type KeptFile,
} from "./backup-file.server";
import { rebuildDerivedRows } from "./derived-rows.server";
import {
  migrationsTable,
  quoted,
  rowsOf,
  storeTables,
  tablePages,
  type SqlRunner,
} from "./store-tables.server";

/**
 * Writes a backup's photos into the photo directory, each under a temporary name first, so a
 * file is there whole or not at all; `removeWritten` takes them away again if the restore fails.
 */
class PhotoFiles {
  private readonly written: string[] = [];
  constructor(private readonly directory: string) {}

  async write(photo: KeptFile): Promise<void> {
    if (!this.written.length) await mkdir(this.directory, { recursive: true, mode: 0o700 });
    const path = join(this.directory, photo.name);
    const temporary = `${path}.restoring-${process.pid}`;
    await writeFile(temporary, photo.data, { mode: 0o600 });
    await rename(temporary, path);
    this.written.push(path);
  }

  async removeWritten(): Promise<void> {
    await Promise.all(this.written.map((path) => rm(path, { force: true })));
  }
}

/** The restore target holds data and `--force` was not given. */
export class TargetNotEmptyError extends Error {
  override name = "TargetNotEmptyError";
}

/** Rows inserted per statement while a backup is loaded. */
const rowsPerInsert = 1_000;

/** How many rows the store's tables hold (0: a new or never-used database, safe to restore into). */
export async function storedRowCount(runner: SqlRunner): Promise<number> {
  let total = 0;
  for (const table of await storeTables(runner)) {
    const [row] = await rowsOf<{ count: string | number }>(
      runner,
      sql.raw(`select count(*) as count from ${quoted(table.name)}`),
    );
    total += Number(row?.count ?? 0);
  }
  return total;
}

/** Each table's row count and checksum as a backup would record them now. */
export async function tableSums(
  runner: SqlRunner,
  names?: string[],
): Promise<Map<string, { rows: number; sha256: string }>> {
  await runner.execute(sql`set local timezone to 'UTC'`);
  const sums = new Map<string, { rows: number; sha256: string }>();
  for (const table of await storeTables(runner)) {
    if (names && !names.includes(table.name)) continue;
    const sum = new TableSum();
    for await (const rows of tablePages(runner, table, 5_000)) {
      for (const row of rows) sum.add(row);
    }
    sums.set(table.name, { rows: sum.rows, sha256: sum.digest() });
  }
  return sums;
}

/** The tables whose rows differ from the manifest's (count or checksum); empty when all agree. */
export function differingTables(
  manifest: BackupManifest,
  sums: Map<string, { rows: number; sha256: string }>,
): string[] {
  return manifest.tables
    .filter((table) => {
      const sum = sums.get(table.name);
      return !sum || sum.rows !== table.rows || sum.sha256 !== table.sha256;
    })
    .map((table) => table.name);
}

/** Drops every table, view, sequence, function and type in the schema (a restore starts clean). */
async function clearSchema(tx: SqlRunner): Promise<void> {
  const objects = await rowsOf<{ statement: string }>(
    tx,
    sql`select format('drop %s if exists %s cascade',
          case c.relkind when 'v' then 'view' when 'm' then 'materialized view'
            when 'S' then 'sequence' else 'table' end,
          quote_ident(c.relname)) as statement
        from pg_class c
        where c.relnamespace = current_schema()::regnamespace and c.relkind in ('r', 'p', 'v', 'm', 'S')
        order by c.relkind <> 'v', c.relkind <> 'm', c.relkind = 'S'`,
  );
  for (const { statement } of objects) await tx.execute(sql.raw(statement));
  const routines = await rowsOf<{ statement: string }>(
    tx,
    sql`select format('drop routine if exists %s cascade', p.oid::regprocedure) as statement
        from pg_proc p where p.pronamespace = current_schema()::regnamespace`,
  );
  for (const { statement } of routines) await tx.execute(sql.raw(statement));
  const types = await rowsOf<{ statement: string }>(
    tx,
    sql`select format('drop type if exists %s cascade', quote_ident(t.typname)) as statement
        from pg_type t
        where t.typnamespace = current_schema()::regnamespace and t.typtype in ('e', 'd', 'r')`,
  );
  for (const { statement } of types) await tx.execute(sql.raw(statement));
}

/** Sets every serial or identity column's sequence so the next id follows the largest stored. */
async function followLargestIds(tx: SqlRunner): Promise<void> {
  const columns = await rowsOf<{ table: string; column: string; sequence: string }>(
    tx,
    sql`select table_name as "table", column_name as "column",
          pg_get_serial_sequence(quote_ident(table_name), column_name) as sequence
        from information_schema.columns
        where table_schema = current_schema()
          and pg_get_serial_sequence(quote_ident(table_name), column_name) is not null`,
  );
  for (const { table, column, sequence } of columns) {
    await tx.execute(
      sql`select setval(${sequence}::regclass,
            coalesce((select max(${sql.raw(quoted(column))}) from ${sql.raw(quoted(table))}), 0) + 1,
            false)`,
    );
  }
}

/** Checks a backup's schema version is one this store knows how to bring forward. */
function knownSchema(file: string, manifest: BackupManifest): string | undefined {
  const known = new Set(migrations.map((migration) => migration.name));
  const unknown = manifest.schemaVersion.filter((name) => !known.has(name));
  if (unknown.length) {
    throw new BadBackupError(
      `${file} comes from a newer version of the store (its schema has ${unknown.join(", ")}, ` +
        "unknown here): update this copy of the store first, then restore.",
    );
  }
  return manifest.schemaVersion.at(-1);
}

export interface RestoreResult {
  manifest: BackupManifest;
  /** Migrations applied after the rows were loaded (an older backup brought forward). */
  broughtForward: string[];
  /** People erased after the backup was taken, erased again from its rows (the erasure ledger). */
  erasedAgain: number;
}

/**
 * Restores a backup into `database`, which must hold no rows unless `replace` is set (the caller
 * backs up what it replaces first). All in one transaction: an interrupted restore leaves the
 * target as it was. The file is checked against its manifest before anything is changed; the
 * schema is built up to the backup's migrations, the rows loaded (triggers off: derived rows come
 * from the backup, then are rebuilt), checked again against the manifest, the remaining
 * migrations applied, every erasure in the erasure ledger re-applied, and every sequence set past
 * the largest id.
 */
export async function restoreBackup(
  database: Database,
  file: string,
  {
    replace = false,
    photos = photoDir(),
    ledgerFile = erasureLedgerFile(),
  }: {
    replace?: boolean;
    photos?: string;
    /** The erasure ledger's file beside the backups (BACKUP_DIR's). */
    ledgerFile?: string;
  } = {},
): Promise<RestoreResult> {
  const manifest = await readBackup(file);
  const through = knownSchema(file, manifest);
  const photoFiles = new PhotoFiles(photos);
  try {
    return await loadRows(database, file, manifest, { through, replace, photoFiles, ledgerFile });
  } catch (error) {
    await photoFiles.removeWritten();
    throw error;
  }
}

async function loadRows(
  database: Database,
  file: string,
  manifest: BackupManifest,
  {
    through,
    replace,
    photoFiles,
    ledgerFile,
  }: { through?: string; replace: boolean; photoFiles: PhotoFiles; ledgerFile: string },
): Promise<RestoreResult> {
  return database.db.transaction(async (tx) => {
    if (!replace && (await storedRowCount(tx)) > 0) {
      throw new TargetNotEmptyError("The target database holds data.");
    }
    // Erasures the replaced data knew of are re-applied to the restored rows too.
    const carried = await databaseLedger(tx as unknown as Db);
    await clearSchema(tx);
    const inTransaction: Database = { ...database, db: tx as unknown as Database["db"] };
    if (through) await migrate(inTransaction, { through });
    else
      await tx.execute(
        sql.raw(
          `create table ${migrationsTable} (name text primary key, applied_at timestamptz not null default now())`,
        ),
      );

    const tables = await storeTables(tx);
    for (const table of tables) {
      await tx.execute(sql.raw(`alter table ${quoted(table.name)} disable trigger user`));
    }
    let batch: string[] = [];
    let insert = "";
    const flush = async () => {
      if (!batch.length) return;
      const rows = `[${batch.join(",")}]`;
      await tx.execute(sql`${sql.raw(insert)}${rows}::json)`);
      batch = [];
    };
    await readBackup(file, {
      async onTable(name, columns) {
        await flush();
        const list = columns.map(quoted).join(", ");
        insert =
          `insert into ${quoted(name)} (${list}) overriding system value ` +
          `select ${list} from json_populate_recordset(null::${quoted(name)}, `;
      },
      async onRow(_name, row) {
        batch.push(row);
        if (batch.length >= rowsPerInsert) await flush();
      },
      onPhoto: (photo) => photoFiles.write(photo),
    });
    await flush();

    const differing = differingTables(
      manifest,
      await tableSums(
        tx,
        manifest.tables.map((table) => table.name),
      ),
    );
    if (differing.length) {
      throw new Error(`The restored rows differ from the backup in ${differing.join(", ")}.`);
    }
    for (const table of tables) {
      await tx.execute(sql.raw(`alter table ${quoted(table.name)} enable trigger user`));
    }
    const broughtForward = await migrate(inTransaction);
    // Before the store serves: nobody erased since the backup was taken comes back with it.
    const erasedAgain = await reapplyErasures(tx as unknown as Db, carried, ledgerFile);
    await rebuildDerivedRows(tx);
    await followLargestIds(tx);
    return { manifest, broughtForward, erasedAgain };
  });
}
