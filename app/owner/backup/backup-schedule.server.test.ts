import { mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { backupsOverdue } from "~/owner/owner-overview.server";
import { rotateBackups } from "./backup-schedule.server";

const dir = mkdtempSync(join(tmpdir(), "rotate-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("scheduled backups", () => {
  it("keeps the newest BACKUP_KEEP, other files and live partial files", () => {
    for (let day = 1; day <= 5; day++) {
      writeFileSync(join(dir, `verdant-roots-2026-01-0${day}T03-00-00Z.backup.gz`), "");
    }
    writeFileSync(join(dir, "verdant-roots-2026-01-01T01-00-00Z-before-restore.backup.gz"), "");
    // Partial files as this version names them (process, then a count) and as earlier ones did.
    writeFileSync(join(dir, `.verdant-roots-x.backup.gz.partial-${process.pid}-1`), "");
    writeFileSync(join(dir, `.verdant-roots-w.backup.gz.partial-${process.pid}`), "");
    writeFileSync(join(dir, ".verdant-roots-y.backup.gz.partial-999999999-3"), "");
    writeFileSync(join(dir, ".verdant-roots-z.backup.gz.partial-999999999"), "");
    rotateBackups(dir, 2);
    expect(readdirSync(dir).sort()).toEqual([
      `.verdant-roots-w.backup.gz.partial-${process.pid}`,
      `.verdant-roots-x.backup.gz.partial-${process.pid}-1`,
      "verdant-roots-2026-01-01T01-00-00Z-before-restore.backup.gz",
      "verdant-roots-2026-01-04T03-00-00Z.backup.gz",
      "verdant-roots-2026-01-05T03-00-00Z.backup.gz",
    ]);
  });

  it("is overdue when no backup is newer than two intervals", () => {
    const now = new Date("2026-01-10T00:00:00Z");
    expect(backupsOverdue(undefined, 24, now)).toBe(true);
    expect(backupsOverdue(new Date("2026-01-08T01:00:00Z"), 24, now)).toBe(false);
    expect(backupsOverdue(new Date("2026-01-07T23:00:00Z"), 24, now)).toBe(true);
  });
});
