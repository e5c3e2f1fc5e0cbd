import { rm } from "node:fs/promises";
import type { Command } from "commander";
import { lockHolder } from "~/db/data-dir-lock.server";
import { checkPostgresReachable, PostgresUnreachableError } from "~/db/postgres-reachable.server";
import { readBackup } from "~/owner/backup/backup-file.server";
import { defaultBackupFile, writeBackup } from "~/owner/backup/backup.server";
import { openRestoreTarget } from "~/owner/backup/restore-target.server";
import {
  differingTables,
  restoreBackup,
  storedRowCount,
  tableSums,
} from "~/owner/backup/restore.server";
import { OwnerError } from "~/owner/owner-types";
import { rowsIn, tableCounts } from "./backup-views";
import type { OwnerClient } from "./owner-client";

interface MigrateIo {
  stdout(text: string): void;
  connect(): Promise<OwnerClient>;
  settings(): { databaseUrl?: string; dataDir: string; backupDir: string };
}

function storeRunning(dataDir: string): OwnerError | undefined {
  const holder = lockHolder(dataDir);
  if (holder === undefined) return undefined;
  return new OwnerError(
    `The store (pid ${holder}) is running on ${dataDir}: stop it first, so that nothing written ` +
      "after the copy is left behind; then run migrate again, and start the store with " +
      "DATABASE_URL set.",
  );
}

/** The checks made before anything is written: the store stopped, PostgreSQL reachable. */
async function checkBeforeCopying(settings: { databaseUrl?: string; dataDir: string }, to: string) {
  if (settings.databaseUrl) {
    throw new OwnerError(
      "migrate copies the embedded database in DATA_DIR: unset DATABASE_URL for this command.",
    );
  }
  if (!/^postgres(ql)?:\/\//.test(to)) {
    throw new OwnerError(
      "--to must be a PostgreSQL address, postgres://user:password@host:5432/db",
    );
  }
  const running = storeRunning(settings.dataDir);
  if (running) throw running;
  try {
    await checkPostgresReachable(to);
  } catch (error) {
    if (error instanceof PostgresUnreachableError) {
      throw new OwnerError(`${error.message} Nothing was copied.`);
    }
    throw error;
  }
}

/**
 * `migrate --to URL`: the embedded database, whole, into PostgreSQL. It runs only while no store
 * holds DATA_DIR, and holds it itself until done, so no write can land after the copy; the
 * working copy it reads from is removed unless the copy was made.
 */
export function addMigrateCommand(program: Command, io: MigrateIo): void {
  program
    .command("migrate")
    .description("copy everything from the embedded database (DATA_DIR) to PostgreSQL")
    .requiredOption("--to <url>", "the PostgreSQL database, postgres://user:password@host:5432/db")
    .option("--force", "replace data the PostgreSQL database already holds (backed up first)")
    .addHelpText(
      "after",
      "\nStop the store first (migrate refuses while it runs). Ids, dates, sequences and review\n" +
        "photos are kept. Running it again changes nothing; an interrupted run can be run again (the\n" +
        "copy is one transaction). Then start the store with DATABASE_URL set to the same address.\n",
    )
    .action(async (options: { to: string; force?: boolean }) => {
      const settings = io.settings();
      await checkBeforeCopying(settings, options.to);
      const client = await io.connect();
      try {
        // A store that started meanwhile: the connection went through it, not to DATA_DIR.
        const running = storeRunning(settings.dataDir);
        if (running) throw running;
        await copyToPostgres(client, io, settings.backupDir, options);
      } finally {
        await client.close();
      }
    });
}

async function copyToPostgres(
  client: OwnerClient,
  io: MigrateIo,
  backupDir: string,
  options: { to: string; force?: boolean },
): Promise<void> {
  const file = defaultBackupFile(backupDir).replace(/\.backup\.gz$/, "-migrate.backup.gz");
  const summary = await client.run("backup", { file, record: false });
  let copied = false;
  try {
    const manifest = await readBackup(summary.file);
    const target = await openRestoreTarget({ url: options.to, dataDir: "" });
    try {
      const held = await storedRowCount(target.database.db);
      if (held > 0) {
        const sums = await target.database.db.transaction((tx) =>
          tableSums(
            tx,
            manifest.tables.map((table) => table.name),
          ),
        );
        const differing = differingTables(manifest, sums);
        if (!differing.length) {
          io.stdout(
            `PostgreSQL already holds exactly this data (${rowsIn(manifest.tables)} rows, every ` +
              "table's checksum equal): nothing changed.\n",
          );
          return;
        }
        if (!options.force) {
          throw new OwnerError(
            `The PostgreSQL database holds other data (different: ${differing.join(", ")}); nothing ` +
              "was changed. Add --force to replace it (it is backed up first).",
          );
        }
        const saved = await writeBackup(
          target.database,
          defaultBackupFile(backupDir).replace(/\.backup\.gz$/, "-before-migrate.backup.gz"),
        );
        io.stdout(`Backed up what PostgreSQL held to ${saved!.file}\n`);
      }
      await restoreBackup(target.database, summary.file, { replace: held > 0 });
      copied = true;
      io.stdout(
        `Copied ${rowsIn(manifest.tables)} rows in ${manifest.tables.length} tables and ` +
          `${manifest.photos?.files ?? 0} photo files to PostgreSQL; counts and checksums match.\n` +
          tableCounts(manifest.tables) +
          `The copy it was made from: ${summary.file}\n` +
          "Start the store with DATABASE_URL set to that address.\n",
      );
    } finally {
      await target.close();
    }
  } finally {
    if (!copied) await rm(summary.file, { force: true });
  }
}
