import { readdirSync, rmSync, statSync } from "node:fs";
import { join } from "node:path";
import type { Database } from "~/db/database.server";
import { errorSummary, logger } from "~/lib/logger.server";
import { partialWriter } from "./backup-file.server";
import { BackupFailedError, defaultBackupFile, writeBackup } from "./backup.server";
import { isProcessRunning } from "~/lib/process-running.server";

export interface BackupSchedule {
  dir: string;
  everyHours: number;
  keep: number;
}

/** Scheduled backups in `dir`, newest first (names hold the time, so name order is time order). */
function scheduledBackupFiles(dir: string): string[] {
  try {
    return readdirSync(dir)
      .filter((name) => /^verdant-roots-[\dTZ-]+\.backup\.gz$/.test(name))
      .sort()
      .reverse()
      .map((name) => join(dir, name));
  } catch {
    return [];
  }
}

/**
 * Keeps the newest `keep` scheduled backups and removes older ones, and removes temporary files
 * left by a backup whose process died (never one still being written).
 */
export function rotateBackups(dir: string, keep: number): string[] {
  const removed = scheduledBackupFiles(dir).slice(keep);
  for (const file of removed) rmSync(file, { force: true });
  try {
    for (const name of readdirSync(dir)) {
      const pid = partialWriter(name);
      if (pid !== undefined && !isProcessRunning(pid) && statSync(join(dir, name)).isFile()) {
        rmSync(join(dir, name), { force: true });
        removed.push(join(dir, name));
      }
    }
  } catch {
    // No directory yet: nothing to remove.
  }
  return removed;
}

/** One scheduled run: a backup if one is due (no other process took one), then rotation. */
async function runScheduledBackup(
  database: Database,
  schedule: BackupSchedule,
  now = new Date(),
): Promise<void> {
  const intervalMs = schedule.everyHours * 3_600_000;
  const started = Date.now();
  // "Due" a little early, so a timer that fires a moment before the interval is up still counts.
  const result = await writeBackup(database, defaultBackupFile(schedule.dir, now), {
    onlyIfDueMs: intervalMs * 0.9,
  });
  if (!result) return;
  const removed = rotateBackups(schedule.dir, schedule.keep);
  logger.info({
    event: "backup_written",
    file: result.file,
    bytes: result.bytes,
    rows: result.manifest.tables.reduce((sum, table) => sum + table.rows, 0),
    ms: Date.now() - started,
    removed: removed.length,
  });
}

let timer: ReturnType<typeof setInterval> | undefined;
let running: Promise<void> | undefined;

/**
 * Starts scheduled backups (BACKUP_EVERY_HOURS; 0: none). Every process may run the timer: on
 * PostgreSQL the backup itself takes an advisory lock and looks at the newest recorded backup, so
 * one process writes each one. The first check comes a minute after start, then at least every
 * 15 minutes (sooner for short intervals), so a restart never delays a due backup by long.
 */
export function startBackupSchedule(
  database: () => Promise<Database>,
  schedule: BackupSchedule,
): void {
  if (timer || schedule.everyHours <= 0) return;
  const intervalMs = schedule.everyHours * 3_600_000;
  const checkMs = Math.max(1_000, Math.min(intervalMs / 2, 15 * 60_000));
  const tick = () => {
    if (running) return;
    running = database()
      .then((opened) => runScheduledBackup(opened, schedule))
      .catch((error: unknown) => {
        // A backup that failed while written has logged why; this is the database not opening.
        if (error instanceof BackupFailedError) return;
        logger.error({ event: "backup_failed", dir: schedule.dir, ...errorSummary(error) });
      })
      .finally(() => {
        running = undefined;
      });
  };
  const first = setTimeout(tick, Math.min(60_000, checkMs));
  first.unref();
  timer = setInterval(tick, checkMs);
  timer.unref();
}

/** At shutdown: no new scheduled backup; one being written is finished first. */
export async function stopBackupSchedule(): Promise<void> {
  clearInterval(timer);
  timer = undefined;
  await running;
}
