import { readFileSync } from "node:fs";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "~/db/database.server";
import { reviews } from "~/db/schema.server";
import { openTestDatabase, testDatabaseKinds } from "~/db/test-database";
import { listReviews, type ReviewNotice } from "~/reviews/reviews.server";
import { runOwnerOperation } from "./owner-operations.server";
import { OwnerError, type ImportReport } from "./owner-types";
import { importReviews } from "./review-import.server";

const fixture = (name: string) =>
  readFileSync(new URL(`../../tests/fixtures/${name}`, import.meta.url), "utf8");

/** What the sample export holds: 6 good rows, a repeat of row 1, and 5 bad rows. */
const expectedFirstImport: ImportReport = {
  imported: 6,
  skipped: 1,
  rejected: [
    { row: 7, id: "abc", reason: "rating must be a whole number from 1 to 5" },
    { row: 8, id: "3f2b6c1e-8d4a-4b7e-9a51-0c2d7e6f1a08", reason: "name is missing" },
    {
      row: 9,
      id: "3f2b6c1e-8d4a-4b7e-9a51-0c2d7e6f1a09",
      reason: 'product_id "magic-beans" is not a product in our catalogue',
    },
    {
      row: 10,
      id: "3f2b6c1e-8d4a-4b7e-9a51-0c2d7e6f1a10",
      reason: "created_at must be a valid date",
    },
    { row: 12, id: "", reason: "id is missing" },
  ],
};

describe.each(testDatabaseKinds)("importing legacy reviews on %s", (kind) => {
  describe.each(["legacy-reviews.csv", "legacy-reviews.json"])("from %s", (fileName) => {
    let database: Database;
    const importFile = (name: string, text: string) =>
      runOwnerOperation(database, "import-reviews", { fileName: name, text }, "test");

    beforeAll(async () => {
      database = await openTestDatabase(kind);
    }, 60_000);
    afterAll(async () => {
      await database.close();
    });

    it("imports exactly the good rows, under our review keys, with their original dates", async () => {
      const notices: ReviewNotice[] = [];
      const unlisten = await database.listen(database.reviewChannel, (payload) =>
        notices.push(JSON.parse(payload)),
      );
      expect(await importFile(fileName, fixture(fileName))).toEqual(expectedFirstImport);
      // Each changed product is announced once, with no review to push live.
      await expect
        .poll(() => notices.map((notice) => `${notice.id} ${notice.reviewKey}`).sort())
        .toEqual([
          "0 peruvian-ginseng",
          "0 sea-horse-power",
          "0 second-round",
          "0 vital-eggplant-crown",
        ]);
      await unlisten();

      const stored = await runOwnerOperation(database, "list-reviews", {}, "test");
      expect(
        stored
          .map((r) => [r.legacyId, r.reviewKey, r.name, r.rating, r.createdAt])
          .sort((a, b) => String(a[4]).localeCompare(String(b[4]))),
      ).toEqual([
        [
          "3f2b6c1e-8d4a-4b7e-9a51-0c2d7e6f1a01",
          "peruvian-ginseng",
          "Marcus T.",
          5,
          "2024-03-01T12:34:56.789Z",
        ],
        [
          "3f2b6c1e-8d4a-4b7e-9a51-0c2d7e6f1a02",
          "vital-eggplant-crown",
          "Dee",
          4,
          "2024-04-02T08:00:00.000Z",
        ],
        [
          "3f2b6c1e-8d4a-4b7e-9a51-0c2d7e6f1a03",
          "second-round",
          'Ray "Big R" Jones',
          5,
          "2024-05-10T09:15:00.000Z",
        ],
        [
          "3f2b6c1e-8d4a-4b7e-9a51-0c2d7e6f1a04",
          "second-round",
          "Lena",
          3,
          "2024-06-11T22:00:00.000Z",
        ],
        ["1042", "sea-horse-power", "Omar", 5, "2024-07-04T00:00:00.000Z"],
        ["1043", "vital-eggplant-crown", "Nia", 5, "2024-09-09T09:09:09.000Z"],
      ]);
      const multiLine = stored.find((r) => r.legacyId?.endsWith("a03"));
      expect(multiLine?.reviewText).toBe("Good, honest product.\nSecond bottle already.");

      // Imported reviews are public, in their place by date.
      const page = await listReviews(database.db, "second-round");
      expect(page.reviews.map((r) => r.name)).toEqual(["Lena", 'Ray "Big R" Jones']);
      expect(page.summary).toMatchObject({ count: 2, average: 4 });
    });

    it("changes nothing when the same export is imported again", async () => {
      const before = await database.db.$count(reviews);
      expect(await importFile(fileName, fixture(fileName))).toEqual({
        ...expectedFirstImport,
        imported: 0,
        skipped: 7,
      });
      expect(await database.db.$count(reviews)).toBe(before);
    });

    it("refuses a malformed file whole, writing nothing", async () => {
      const before = await database.db.$count(reviews);
      const malformed: [string, string, RegExp][] = [
        ["broken.json", '[{"id": 1,', /broken\.json is not valid JSON/],
        ["object.json", '{"id": 1}', /must hold a JSON array/],
        [
          "headers.csv",
          "id,name,rating\n9,Al,5\n",
          /no product_id, review_text, created_at columns/,
        ],
        ["empty.csv", "", /no id, product_id, name, rating, review_text, created_at columns/],
        [
          "ragged.csv",
          'id,product_id,name,rating,review_text,created_at\n9,bone-rock,Al,5,"Unclosed,2024-01-01\n',
          /ragged\.csv is not a readable CSV file/,
        ],
        [
          "short-row.csv",
          "id,product_id,name,rating,review_text,created_at\n9,bone-rock,Al,5,Fine,2024-01-01\n10,bone-rock\n",
          /short-row\.csv is not a readable CSV file/,
        ],
      ];
      for (const [name, text, message] of malformed) {
        const attempt = importFile(name, text);
        await expect(attempt, name).rejects.toBeInstanceOf(OwnerError);
        await expect(importFile(name, text), name).rejects.toThrow(message);
      }
      expect(await database.db.$count(reviews)).toBe(before);
    });
  });

  it("rolls back every row when storing fails part way", async () => {
    const database = await openTestDatabase(kind);
    try {
      // A rule the import cannot see coming: the database refuses Omar's row, in the third batch.
      await database.db.execute(
        sql.raw("alter table reviews add constraint no_omar check (name <> 'Omar')"),
      );
      await expect(
        importReviews(database, "legacy-reviews.csv", fixture("legacy-reviews.csv"), {
          batchSize: 2,
        }),
      ).rejects.toThrow();
      expect(await database.db.$count(reviews)).toBe(0);
    } finally {
      await database.close();
    }
  }, 60_000);

  it("skips a review imported from an earlier, different export", async () => {
    const database = await openTestDatabase(kind);
    try {
      await runOwnerOperation(
        database,
        "import-reviews",
        {
          fileName: "legacy-reviews.csv",
          text: fixture("legacy-reviews.csv"),
        },
        "test",
      );
      const report = await runOwnerOperation(
        database,
        "import-reviews",
        {
          fileName: "legacy-reviews.json",
          text: fixture("legacy-reviews.json"),
        },
        "test",
      );
      expect(report).toMatchObject({ imported: 0, skipped: 7 });
    } finally {
      await database.close();
    }
  }, 60_000);
});
