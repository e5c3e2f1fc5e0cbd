import { existsSync } from "node:fs";
import { isAbsolute } from "node:path";
import { z } from "zod";
import { read } from "~/owner/operation-kit.server";
import { OwnerError } from "~/owner/owner-types";
import { writeBackup } from "./backup.server";

export interface BackupSummary {
  file: string;
  bytes: number;
  createdAt: string;
  schemaVersion: string;
  tables: { name: string; rows: number }[];
  /** Review photo files in it. */
  photos: number;
}

/** The backups' owner operation (not written to the audit log). */
export const backupOperations = {
  /**
   * `npm run owner -- backup`: run by the store itself while it holds the embedded database (the
   * file is written by the store's process, as the same user), else by the command line.
   */
  backup: read(
    z.object({
      file: z.string().min(1).max(4096).refine(isAbsolute, "must be an absolute path"),
      /** A working copy (migrate's), not listed as the store's newest backup. */
      record: z.boolean().default(true),
    }),
    async (database, input): Promise<BackupSummary> => {
      if (existsSync(input.file)) {
        throw new OwnerError(`${input.file} already exists: name a new file for the backup.`);
      }
      const result = await writeBackup(database, input.file, { record: input.record });
      if (!result) throw new OwnerError("The backup was not written.");
      return {
        file: result.file,
        bytes: result.bytes,
        createdAt: result.manifest.createdAt,
        schemaVersion: result.manifest.schemaVersion.at(-1) ?? "",
        tables: result.manifest.tables.map(({ name, rows }) => ({ name, rows })),
        photos: result.manifest.photos?.files ?? 0,
      };
    },
  ),
};
