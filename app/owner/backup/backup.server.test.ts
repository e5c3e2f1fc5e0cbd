import { mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gunzipSync, gzipSync } from "node:zlib";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { saveContactMessage } from "~/contact/contact-messages.server";
import { openDatabase, type Database } from "~/db/database.server";
import { migrate, migrations } from "~/db/migrate.server";
import { openTestDatabase, testDatabaseKinds } from "~/db/test-database";
import { subscribe } from "~/newsletter/subscribers.server";
import { setReviewReply } from "~/owner/owner-reviews.server";
import { createReview } from "~/reviews/reviews.server";
import { readBackup } from "./backup-file.server";
import { writeBackup } from "./backup.server";
import { restoreBackup, tableSums, TargetNotEmptyError } from "./restore.server";
import { rowsOf } from "./store-tables.server";

let directory: string;
beforeAll(async () => {
  directory = await mkdtemp(join(tmpdir(), "backup-test-"));
});
afterAll(async () => {
  await rm(directory, { recursive: true, force: true });
});

async function addOwner(database: Database) {
  await database.db.execute(sql`insert into people (name) values ('Ada Owner')`);
  await database.db.execute(
    sql`insert into passkeys (id, person_id, public_key, counter, transports, name)
        select 'cred-1', id, '\\x0102feff'::bytea, 7, 'internal', 'Laptop' from people`,
  );
}

describe.each(testDatabaseKinds)("backup and restore on %s", (kind) => {
  let source: Database;
  const opened: Database[] = [];
  const fresh = async () => {
    // A second test database, then emptied: restore builds its schema from the backup.
    const database = await openTestDatabase(kind);
    opened.push(database);
    return database;
  };

  beforeAll(async () => {
    source = await openTestDatabase(kind);
    opened.push(source);
    const first = await createReview(source, {
      reviewKey: "peruvian-ginseng",
      name: 'Sam "Quotes" O\'Neil',
      rating: 5,
      reviewText: "Line one\nline two, ünïcödé ✓",
    });
    await createReview(source, {
      reviewKey: "peruvian-ginseng",
      name: "Kim",
      rating: 2,
      reviewText: "Meh",
    });
    await setReviewReply(source, first.id, "Thank you!");
    await saveContactMessage(source.db, {
      name: "Lee",
      email: "lee@example.com",
      phone: "",
      message: "Hello",
    });
    await subscribe(source.db, "sign@example.com");
    await addOwner(source);
  });
  afterAll(async () => {
    for (const database of opened) await database.close();
  });

  it("writes a verified backup and restores every table row by row, sequences past the largest id", async () => {
    const file = join(directory, `${kind}-round.backup.gz`);
    const result = await writeBackup(source, file);
    expect(result?.file).toBe(file);
    const manifest = await readBackup(file);
    expect(manifest.schemaVersion).toEqual(migrations.map((migration) => migration.name));
    expect(manifest.tables.find((table) => table.name === "reviews")?.rows).toBe(2);
    expect(manifest.tables.find((table) => table.name === "passkeys")?.rows).toBe(1);

    const target = await fresh();
    await restoreBackup(target, file);
    const names = manifest.tables.map((table) => table.name);
    const restored = await target.db.transaction((tx) => tableSums(tx, names));
    for (const table of manifest.tables) {
      expect(restored.get(table.name), table.name).toEqual({
        rows: table.rows,
        sha256: table.sha256,
      });
    }
    const [key] = await rowsOf<{ public_key: string }>(
      target.db,
      sql`select encode(public_key, 'hex') as public_key from passkeys`,
    );
    expect(key?.public_key).toBe("0102feff");
    const next = await createReview(target, {
      reviewKey: "peruvian-ginseng",
      name: "New",
      rating: 4,
      reviewText: "After",
    });
    const [largest] = await rowsOf<{ id: string }>(
      source.db,
      sql`select max(id) as id from reviews`,
    );
    expect(next.id).toBe(Number(largest!.id) + 1);
    const [summary] = await rowsOf<{ rating_4: number; rating_5: number; rating_2: number }>(
      target.db,
      sql`select rating_2, rating_4, rating_5 from review_summaries where product_id = 'peruvian-ginseng'`,
    );
    expect(summary).toMatchObject({ rating_2: 1, rating_4: 1, rating_5: 1 });
  });

  it("refuses a target that holds data unless told to replace it", async () => {
    const file = join(directory, `${kind}-refuse.backup.gz`);
    await writeBackup(source, file);
    const target = await fresh();
    await subscribe(target.db, "already@example.com");
    await expect(restoreBackup(target, file)).rejects.toThrow(TargetNotEmptyError);
    const [kept] = await rowsOf<{ count: string }>(
      target.db,
      sql`select count(*) as count from newsletter_subscribers`,
    );
    expect(Number(kept!.count)).toBe(1);
    await restoreBackup(target, file, { replace: true });
    const [emails] = await rowsOf<{ email: string }>(
      target.db,
      sql`select email from newsletter_subscribers`,
    );
    expect(emails?.email).toBe("sign@example.com");
  });

  it("refuses a truncated or altered backup, changing nothing", async () => {
    const file = join(directory, `${kind}-bad.backup.gz`);
    await writeBackup(source, file);
    const bytes = await readFile(file);
    const truncated = join(directory, `${kind}-truncated.backup.gz`);
    await writeFile(truncated, bytes.subarray(0, Math.floor(bytes.length * 0.7)));
    await expect(readBackup(truncated)).rejects.toThrow(/cut short/);
    const altered = join(directory, `${kind}-altered.backup.gz`);
    await writeFile(
      altered,
      gzipSync(gunzipSync(bytes).toString("utf8").replace('"Meh"', '"Wow"')),
    );
    await expect(readBackup(altered)).rejects.toThrow(/reviews does not match its checksum/);
    const target = await fresh();
    await expect(restoreBackup(target, altered)).rejects.toThrow(/altered/);
    await expect(restoreBackup(target, truncated)).rejects.toThrow(/cut short/);
  });

  it("keeps the cut consistent while four writers post reviews", async () => {
    const file = join(directory, `${kind}-busy.backup.gz`);
    const acknowledged: number[] = [];
    const writer = async (n: number) => {
      for (let i = 0; i < 15; i++) {
        const review = await createReview(source, {
          reviewKey: `busy-${n % 2}`,
          name: `Writer ${n}`,
          rating: (i % 5) + 1,
          reviewText: `Review ${i}`,
        });
        acknowledged.push(review.id);
      }
    };
    const writers = [0, 1, 2, 3].map(writer);
    while (acknowledged.length < 8) await new Promise((resolve) => setTimeout(resolve, 5));
    const before = [...acknowledged];
    await writeBackup(source, file);
    await Promise.all(writers);

    const target = await fresh();
    await restoreBackup(target, file);
    const ids = new Set(
      (await rowsOf<{ id: string }>(target.db, sql`select id from reviews`)).map((row) =>
        Number(row.id),
      ),
    );
    expect(before.length).toBeGreaterThan(0);
    for (const id of before) expect(ids.has(id)).toBe(true);
    // The summaries the backup carried agree with its reviews.
    const manifest = await readBackup(file);
    const text = gunzipSync(await readFile(file)).toString("utf8");
    expect(manifest.tables.find((table) => table.name === "reviews")!.rows).toBe(ids.size);
    const disagreeing = await rowsOf<{ product_id: string }>(
      target.db,
      sql`select s.product_id from review_summaries s
          left join (select product_id, count(*) filter (where hidden_at is null) as shown
                     from reviews group by product_id) r using (product_id)
          where s.rating_1 + s.rating_2 + s.rating_3 + s.rating_4 + s.rating_5 <> coalesce(r.shown, 0)`,
    );
    expect(disagreeing).toEqual([]);
    expect(
      text.split("\n").filter((line) => line.includes('"product_id": "busy-')).length,
    ).toBeGreaterThan(0);
  });

  it("writes two backups of the same second in one process (a scheduled one, the owner's) side by side", async () => {
    const file = join(directory, `${kind}-same-second.backup.gz`);
    const both = await Promise.all([writeBackup(source, file), writeBackup(source, file)]);
    expect(both.map((result) => result?.file)).toEqual([file, file]);
    expect((await readBackup(file)).tables.length).toBeGreaterThan(0);
    expect((await readdir(directory)).filter((name) => name.includes(".partial-"))).toEqual([]);
  });

  it("brings an older backup's schema forward", async () => {
    // A database as the store had it before review summaries (0007) and every later migration:
    // migrated through 0006 only, so no later table or column exists in it.
    const older = await openDatabase({});
    opened.push(older);
    await migrate(older, { through: "0006_owner_console" });
    await older.db.execute(
      sql`insert into reviews (product_id, name, rating, review_text) values ('bone-rock', 'Old', 3, 'Then')`,
    );
    const file = join(directory, `${kind}-older.backup.gz`);
    await writeBackup(older, file);
    const manifest = await readBackup(file);
    expect(manifest.schemaVersion.at(-1)! < "0007").toBe(true);
    const target = await fresh();
    const { broughtForward } = await restoreBackup(target, file);
    expect(broughtForward.length).toBeGreaterThan(0);
    const [summary] = await rowsOf<{ rating_3: number }>(
      target.db,
      sql`select rating_3 from review_summaries where product_id = 'bone-rock'`,
    );
    expect(summary?.rating_3).toBe(1);
    expect(await migrate(target)).toEqual([]);
  });
});

describe("restore into a new embedded database", () => {
  it("builds the schema from nothing", async () => {
    const source = await openTestDatabase("pglite");
    await createReview(source, { reviewKey: "x", name: "A", rating: 5, reviewText: "B" });
    const file = join(directory, "nothing.backup.gz");
    await writeBackup(source, file);
    await source.close();
    const target = await openDatabase({});
    await restoreBackup(target, file);
    const [row] = await rowsOf<{ count: string }>(
      target.db,
      sql`select count(*) as count from reviews`,
    );
    expect(Number(row!.count)).toBe(1);
    await target.close();
  });
});
