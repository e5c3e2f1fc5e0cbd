import { resolve } from "node:path";
import type { Command } from "commander";
import { readBackup } from "~/owner/backup/backup-file.server";
import type { BackupSummary } from "~/owner/backup/backup-operation.server";
import { defaultBackupFile, writeBackup } from "~/owner/backup/backup.server";
import { openRestoreTarget } from "~/owner/backup/restore-target.server";
import { restoreBackup, storedRowCount } from "~/owner/backup/restore.server";
import { OwnerError } from "~/owner/owner-types";
import { rowsIn, size, tableCounts } from "./backup-views";
import { addMigrateCommand } from "./migrate-command";
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

/** `backup`, `restore` and `migrate`: the store's data as one file, and back. */
export function addBackupCommands(program: Command, io: BackupCommandsIo): void {
  addBackupCommand(program, io);
  addRestoreCommand(program, io);
  addMigrateCommand(program, io);
}

/** Runs the `backup` operation (in the store's process while it holds the embedded database). */
async function backupThroughStore(
  io: BackupCommandsIo,
  file: string,
  record = true,
): Promise<BackupSummary> {
  const client = await io.connect();
  try {
    return await client.run("backup", { file, record });
  } finally {
    await client.close();
  }
}

/** `backup`: a new backup file, or (--verify) an existing one checked. */
function addBackupCommand(program: Command, io: BackupCommandsIo): void {
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
            `${manifest.tables.length} tables, ${rowsIn(manifest.tables)} rows, ` +
            `${manifest.photos?.files ?? 0} photo files.\n` +
            tableCounts(manifest.tables) +
            `${path}\n`,
        );
        return;
      }
      const target = resolve(file ?? defaultBackupFile(io.settings().backupDir));
      const summary = await backupThroughStore(io, target);
      io.stdout(
        `Backed up ${rowsIn(summary.tables)} rows in ${summary.tables.length} tables and ` +
          `${summary.photos} photo files ` +
          `(${size(summary.bytes)}), as of ${summary.createdAt}.\n${summary.file}\n`,
      );
    });
}

/** `restore`: a backup into an empty database (or, with --force, one backed up first). */
function addRestoreCommand(program: Command, io: BackupCommandsIo): void {
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
    .action((file: string, options: { force?: boolean }) =>
      restore(io, resolve(file), options.force === true),
    );
}

/** Restores the backup at `path` into the database the settings name, and says what it did. */
async function restore(io: BackupCommandsIo, path: string, force: boolean): Promise<void> {
  const settings = io.settings();
  const manifest = await readBackup(path);
  const target = await openRestoreTarget({
    url: settings.databaseUrl,
    dataDir: settings.dataDir,
  });
  try {
    const held = await storedRowCount(target.database.db);
    if (held > 0 && !force) {
      throw new OwnerError(
        `${target.name} already holds data (${held} rows): nothing was changed. Restore into an ` +
          "empty one, or add --force to replace it (what it holds is backed up first).",
      );
    }
    if (held > 0) {
      const saved = await writeBackup(
        target.database,
        defaultBackupFile(settings.backupDir).replace(/\.backup\.gz$/, "-before-restore.backup.gz"),
      );
      io.stdout(`Backed up what ${target.name} held to ${saved!.file}\n`);
    }
    const result = await restoreBackup(target.database, path, { replace: held > 0 });
    io.stdout(
      `Restored ${rowsIn(manifest.tables)} rows in ${manifest.tables.length} tables into ${target.name}, ` +
        `and ${manifest.photos?.files ?? 0} photo files, checked against the backup's checksums.\n` +
        (result.broughtForward.length
          ? `Brought forward to this version's schema: ${result.broughtForward.join(", ")}.\n`
          : "") +
        (result.erasedAgain
          ? `Erased again, as the erasure ledger asks: ${result.erasedAgain} ${result.erasedAgain === 1 ? "person" : "people"} erased since this backup was taken.\n`
          : "") +
        tableCounts(manifest.tables),
    );
  } finally {
    await target.close();
  }
}
