import { randomBytes } from "node:crypto";
import { createWriteStream } from "node:fs";
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { finished } from "node:stream/promises";
import { createGzip, gunzipSync, gzipSync } from "node:zlib";
import { sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { Database } from "~/db/database.server";
import { openTestDatabase, testDatabaseKinds } from "~/db/test-database";
import { logger } from "~/lib/logger.server";
import { createReview } from "~/reviews/reviews.server";
import { mountFullFilesystem } from "../../../tests/harness/full-filesystem";
import { readBackup } from "./backup-file.server";
import { BackupFailedError, writeBackup } from "./backup.server";
import { restoreBackup } from "./restore.server";
import { rowsOf } from "./store-tables.server";

let directory: string;
beforeAll(async () => {
  directory = await mkdtemp(join(tmpdir(), "backup-faults-"));
});
afterAll(async () => {
  await rm(directory, { recursive: true, force: true });
});
afterEach(() => vi.restoreAllMocks());

/** A review with one approved photo (both sizes' files in `photos`); answers the file names. */
async function reviewWithPhoto(database: Database, photos: string): Promise<string[]> {
  const review = await createReview(database, {
    reviewKey: "bone-rock",
    name: "Pia",
    rating: 5,
    reviewText: "With a photo",
  });
  const key = randomBytes(16).toString("hex");
  await database.db.execute(
    sql`insert into review_photos (review_id, file_key, alt, width, height, status)
        values (${review.id}, ${key}, 'The jar', 800, 600, 'approved')`,
  );
  await mkdir(photos, { recursive: true });
  const names = [`${key}-l.webp`, `${key}-s.webp`];
  for (const name of names) await writeFile(join(photos, name), randomBytes(50_000));
  return names;
}

describe.each(testDatabaseKinds)("whole backups on %s", (kind) => {
  const opened: Database[] = [];
  const open = async () => {
    const database = await openTestDatabase(kind);
    opened.push(database);
    return database;
  };
  afterAll(async () => {
    for (const database of opened) await database.close();
  });

  it("holds every photo's file; verify checks them; restore brings them back byte for byte", async () => {
    const source = await open();
    const photos = join(directory, `${kind}-photos`);
    const names = await reviewWithPhoto(source, photos);
    const file = join(directory, `${kind}-photos.backup.gz`);
    await writeBackup(source, file, { photos });
    const manifest = await readBackup(file);
    expect(manifest.photos).toMatchObject({ files: 2, bytes: 100_000 });

    const target = await open();
    const restored = join(directory, `${kind}-restored-photos`);
    await restoreBackup(target, file, { replace: true, photos: restored });
    for (const name of names) {
      expect(await readFile(join(restored, name))).toEqual(await readFile(join(photos, name)));
    }
    expect((await readdir(restored)).sort()).toEqual([...names].sort());

    // One photo's bytes changed in the file: refused, naming the photo.
    const text = gunzipSync(await readFile(file)).toString("utf8");
    const altered = join(directory, `${kind}-photo-altered.backup.gz`);
    const line = text.split("\n").find((entry) => entry.startsWith('{"file":'))!;
    const changed = JSON.parse(line) as { data: string };
    changed.data = Buffer.from("not the photo").toString("base64");
    await writeFile(altered, gzipSync(text.replace(line, JSON.stringify(changed))));
    await expect(readBackup(altered)).rejects.toThrow(/photo .* does not match its checksum/);
  }, 180_000);

  it("into a full file system: fails within seconds, leaves no file, logs why, the database answers meanwhile", async (context) => {
    const full = mountFullFilesystem();
    if ("unavailable" in full) {
      context.skip(full.unavailable);
      return;
    }
    try {
      const source = await open();
      await source.db.execute(
        sql`insert into reviews (product_id, name, rating, review_text)
            select 'bone-rock', 'Writer ' || n, 1 + n % 5, md5(n::text) || repeat(' text', 40)
            from generate_series(1, 5000) as n`,
      );
      const failed = vi.spyOn(logger, "error");
      // The embedded database's snapshot holds it while its files are copied: not for a full disk.
      const snapshot = source.snapshot ? vi.spyOn(source, "snapshot") : undefined;
      const started = Date.now();
      const backup = writeBackup(source, join(full.dir, "backups", "full.backup.gz"));
      // The store's own reads and writes go on while the backup runs and fails.
      const answered = (async () => {
        const begun = Date.now();
        await createReview(source, {
          reviewKey: "bone-rock",
          name: "Meanwhile",
          rating: 4,
          reviewText: "Posted during the backup",
        });
        await rowsOf(source.db, sql`select count(*) from reviews`);
        return Date.now() - begun;
      })();
      await expect(backup).rejects.toThrow(BackupFailedError);
      await expect(backup).rejects.toThrow(/no space left on device/i);
      // The first line is refused before anything is read; bounded with room for a 2-core machine
      // shared with other work.
      expect(Date.now() - started).toBeLessThan(30_000);
      expect(snapshot?.mock.calls ?? []).toEqual([]);
      expect(await answered).toBeLessThan(5_000);
      expect(await readdir(join(full.dir, "backups")).catch(() => [])).toEqual([]);
      expect(failed).toHaveBeenCalledWith(
        expect.objectContaining({ event: "backup_failed", code: "ENOSPC" }),
      );
      // Nothing of the failed backup is held: the next one, with space, is written.
      full.free();
      const second = await writeBackup(source, join(full.dir, "second.backup.gz"));
      expect(second?.manifest.tables.find((table) => table.name === "reviews")?.rows).toBe(5001);
      await rm(second!.file);
    } finally {
      full.unmount();
    }
  }, 180_000);
});

describe("a backup whose directory is removed while it is written", () => {
  it("fails, logs backup_failed and leaves nothing that looks complete", async () => {
    const source = await openTestDatabase("pglite");
    const gone = join(directory, "gone");
    await mkdir(gone);
    const failed = vi.spyOn(logger, "error");
    const backup = writeBackup(source, join(gone, "gone.backup.gz"));
    // Awaited from the start: it may fail while the directory is still being removed.
    const refused = expect(backup).rejects.toThrow(BackupFailedError);
    await rm(gone, { recursive: true });
    await refused;
    expect(failed).toHaveBeenCalledWith(expect.objectContaining({ event: "backup_failed" }));
    await source.close();
  }, 180_000);
});

/** A gzip file of `header` then `lines` lines of `line` (or one line of `size` zeros). */
async function bomb(name: string, body: { line: string; lines: number } | { zeros: number }) {
  const file = join(directory, name);
  const gzip = createGzip({ level: 9 });
  const written = finished(gzip.pipe(createWriteStream(file)));
  gzip.write(`${JSON.stringify({ format: "verdant-roots-backup", version: 2 })}\n`);
  gzip.write(`${JSON.stringify({ table: "reviews", columns: ["id"] })}\n`);
  if ("zeros" in body) {
    const chunk = Buffer.alloc(1024 * 1024, 48);
    for (let written = 0; written < body.zeros; written += chunk.length) {
      if (!gzip.write(chunk)) await new Promise((resolve) => gzip.once("drain", resolve));
    }
  } else {
    const block = `${body.line}\n`.repeat(10_000);
    for (let index = 0; index < body.lines; index += 10_000) {
      if (!gzip.write(block)) await new Promise((resolve) => gzip.once("drain", resolve));
    }
  }
  gzip.end();
  await written;
  return file;
}

describe("a decompression bomb", () => {
  it("one endless line is refused with a clear message, never read into memory", async () => {
    const file = await bomb("line.backup.gz", { zeros: 300 * 1024 * 1024 });
    await expect(readBackup(file)).rejects.toThrow(
      /line longer than 32 MB .*refused as a decompression bomb/,
    );
  });

  it("endless short lines are refused past the expansion limit; a restore changes nothing", async () => {
    const file = await bomb("lines.backup.gz", { line: '{"id": 1}', lines: 12_000_000 });
    await expect(readBackup(file)).rejects.toThrow(
      /expands to more than 64 MB .*refused as a decompression bomb/,
    );
    const target = await openTestDatabase("pglite");
    await expect(restoreBackup(target, file, { replace: true })).rejects.toThrow(/bomb/);
    const [count] = await rowsOf<{ count: string }>(
      target.db,
      sql`select count(*) as count from reviews`,
    );
    expect(Number(count!.count)).toBe(0);
    await target.close();
  }, 180_000);
});
