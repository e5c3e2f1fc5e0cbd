import { resolve } from "node:path";
import type { Command } from "commander";
import { readBackup } from "~/owner/backup/backup-file.server";
import type { BackupSummary } from "~/owner/backup/backup-operation.server";
import { defaultBackupFile, writeBackup } from "~/owner/backup/backup.server";
import { openRestoreTarget } from "~/owner/backup/restore-target.server";
import {
  differingTables,
  restoreBackup,
  storedRowCount,
  tableSums,
} from "~/owner/backup/restore.server";
import { OwnerError } from "~/owner/owner-types";
import type { OwnerClient } from "./owner-client";

/** Where the data is, as the environment says (DATABASE_URL, DATA_DIR, BACKUP_DIR). */
export interface StorageSettings {
  databaseUrl?: string;
  dataDir: string;
  backupDir: string;
}

export interface BackupCommandsIo {
  stdout(text: string): void;
  connect(): Promise<OwnerClient>;
  settings(): StorageSettings;
}

function size(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

const rowsIn = (tables: { rows: number }[]) => tables.reduce((sum, table) => sum + table.rows, 0);

function tableCounts(tables: { name: string; rows: number }[]): string {
  return tables.map((table) => `  ${table.name.padEnd(24)} ${table.rows}\n`).join("");
}

/** `backup`, `restore` and `migrate`: the store's data as one file, and back. */
export function addBackupCommands(program: Command, io: BackupCommandsIo): void {
  async function backupThroughStore(file: string, record = true): Promise<BackupSummary> {
    const client = await io.connect();
    try {
      return await client.run("backup", { file, record });
    } finally {
      await client.close();
    }
  }

  program
    .command("backup")
    .description("write a consistent backup of every table while the store runs; or check one")
    .argument("[file]", "where to write it (default: a new file in BACKUP_DIR)")
    .option("--verify <file>", "check a backup file: complete, every table's rows and checksum")
    .addHelpText(
      "after",
      "\nThe last line printed is the backup's path. Restore it with `npm run owner -- restore FILE`.\n",
    )
    .action(async (file: string | undefined, options: { verify?: string }) => {
      if (options.verify) {
        const path = resolve(options.verify);
        const manifest = await readBackup(path);
        io.stdout(
          `Complete and intact: a backup of ${manifest.createdAt} (schema ${manifest.schemaVersion.at(-1) ?? "none"}), ` +
            `${manifest.tables.length} tables, ${rowsIn(manifest.tables)} rows.\n` +
            tableCounts(manifest.tables) +
            `${path}\n`,
        );
        return;
      }
      const target = resolve(file ?? defaultBackupFile(io.settings().backupDir));
      const summary = await backupThroughStore(target);
      io.stdout(
        `Backed up ${rowsIn(summary.tables)} rows in ${summary.tables.length} tables ` +
          `(${size(summary.bytes)}), as of ${summary.createdAt}.\n${summary.file}\n`,
      );
    });

  program
    .command("restore")
    .description("restore a backup into an empty DATA_DIR, or an empty database at DATABASE_URL")
    .argument("<file>", "the backup")
    .option("--force", "replace a database that holds data (it is backed up first)")
    .addHelpText(
      "after",
      "\nStop the store first. The file is checked before anything changes, and the restore runs\n" +
        "in one transaction: if it stops half way, the target is as it was. A backup made by an older\n" +
        "version of the store is brought up to this version's schema.\n" +
        "  DATA_DIR=./data-restored npm run owner -- restore backups/verdant-roots-….backup.gz\n",
    )
    .action(async (file: string, options: { force?: boolean }) => {
      const settings = io.settings();
      const path = resolve(file);
      const manifest = await readBackup(path);
      const target = await openRestoreTarget({
        url: settings.databaseUrl,
        dataDir: settings.dataDir,
      });
      try {
        const held = await storedRowCount(target.database.db);
        if (held > 0 && !options.force) {
          throw new OwnerError(
            `${target.name} already holds data (${held} rows): nothing was changed. Restore into an ` +
              "empty one, or add --force to replace it (what it holds is backed up first).",
          );
        }
        if (held > 0) {
          const saved = await writeBackup(
            target.database,
            defaultBackupFile(settings.backupDir).replace(
              /\.backup\.gz$/,
              "-before-restore.backup.gz",
            ),
          );
          io.stdout(`Backed up what ${target.name} held to ${saved!.file}\n`);
        }
        const result = await restoreBackup(target.database, path, { replace: held > 0 });
        io.stdout(
          `Restored ${rowsIn(manifest.tables)} rows in ${manifest.tables.length} tables into ${target.name}, ` +
            `checked against the backup's checksums.\n` +
            (result.broughtForward.length
              ? `Brought forward to this version's schema: ${result.broughtForward.join(", ")}.\n`
              : "") +
            tableCounts(manifest.tables),
        );
      } finally {
        await target.close();
      }
    });

  program
    .command("migrate")
    .description("copy everything from the embedded database (DATA_DIR) to PostgreSQL")
    .requiredOption("--to <url>", "the PostgreSQL database, postgres://user:password@host:5432/db")
    .option("--force", "replace data the PostgreSQL database already holds (backed up first)")
    .addHelpText(
      "after",
      "\nIds, dates and sequences are kept. Running it again changes nothing; an interrupted run can\n" +
        "be run again (the copy is one transaction). Stop the store first so nothing written after\n" +
        "the copy is left behind, then start it with DATABASE_URL set to the same address.\n",
    )
    .action(async (options: { to: string; force?: boolean }) => {
      const settings = io.settings();
      if (settings.databaseUrl) {
        throw new OwnerError(
          "migrate copies the embedded database in DATA_DIR: unset DATABASE_URL for this command.",
        );
      }
      if (!/^postgres(ql)?:\/\//.test(options.to)) {
        throw new OwnerError(
          "--to must be a PostgreSQL address, postgres://user:password@host:5432/db",
        );
      }
      const file = defaultBackupFile(settings.backupDir).replace(
        /\.backup\.gz$/,
        "-migrate.backup.gz",
      );
      const summary = await backupThroughStore(file, false);
      io.stdout(`Copied the embedded database to ${summary.file}\n`);
      const manifest = await readBackup(summary.file);
      const target = await openRestoreTarget({ url: options.to, dataDir: settings.dataDir });
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
            defaultBackupFile(settings.backupDir).replace(
              /\.backup\.gz$/,
              "-before-migrate.backup.gz",
            ),
          );
          io.stdout(`Backed up what PostgreSQL held to ${saved!.file}\n`);
        }
        await restoreBackup(target.database, summary.file, { replace: held > 0 });
        io.stdout(
          `Copied ${rowsIn(manifest.tables)} rows in ${manifest.tables.length} tables to PostgreSQL; ` +
            "counts and checksums match.\n" +
            tableCounts(manifest.tables) +
            "Start the store with DATABASE_URL set to that address.\n",
        );
      } finally {
        await target.close();
      }
    });
}
