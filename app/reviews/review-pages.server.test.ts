import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type Database } from "~/db/database.server";
import { reviews } from "~/db/schema.server";
import { openTestDatabase, suiteTestDatabase, testDatabaseKinds } from "~/db/test-database";
import { deleteReview, setReviewHidden } from "~/owner/owner-reviews.server";
import { LiveReviewFeed } from "~/reviews/live/live-feed.server";
import { createReviewCache } from "./review-cache.server";
import { decodeCursor } from "./review-cursor";
import {
  mergeReviews,
  reviewSorts,
  reviewsPageSize,
  summarize,
  type PublicReview,
  type ReviewSort,
} from "./review-types";
import { createReview, listReviews, summarizeReviews } from "./reviews.server";

/** Every public review of a product, walked page by page through the cursors the pages give. */
async function walk(
  database: Database,
  reviewKey: string,
  sort: ReviewSort,
  between: () => Promise<unknown> = async () => undefined,
): Promise<PublicReview[]> {
  const seen: PublicReview[] = [];
  let page = await listReviews(database.db, reviewKey, { sort });
  for (let pages = 1; ; pages++) {
    expect(pages).toBeLessThan(100);
    expect(page.reviews.length).toBeLessThanOrEqual(reviewsPageSize);
    seen.push(...page.reviews);
    if (!page.nextCursor) {
      expect(page.hasMore).toBe(false);
      return seen;
    }
    expect(page.reviews).toHaveLength(reviewsPageSize);
    await between();
    const decoded = decodeCursor(page.nextCursor, sort);
    if (!decoded.ok) throw new Error(decoded.error);
    page = await listReviews(database.db, reviewKey, { sort, after: decoded.cursor });
  }
}

/** The order a plain ORDER BY gives (no cursor), to compare the walk with. */
async function ordered(database: Database, reviewKey: string, sort: ReviewSort) {
  const order = {
    newest: sql`created_at desc, id desc`,
    highest: sql`rating desc, created_at desc, id desc`,
    lowest: sql`rating asc, created_at desc, id desc`,
    helpful: sql`helpful_count desc, created_at desc, id desc`,
  }[sort];
  const result = (await database.db.execute(
    sql`select id from reviews where product_id = ${reviewKey} and hidden_at is null order by ${order}`,
  )) as unknown as { rows: { id: number | string }[] };
  return result.rows.map((row) => Number(row.id));
}

/** The summary counted afresh from the reviews (what the maintained one must always equal). */
async function countedSummary(database: Database, reviewKey: string) {
  const result = (await database.db.execute(sql`
    select rating, count(*)::int as count, max(id) as newest from reviews
    where product_id = ${reviewKey} and hidden_at is null group by rating`)) as unknown as {
    rows: { rating: number; count: number; newest: number | string }[];
  };
  const imported = (await database.db.execute(
    sql`select exists (select 1 from reviews where product_id = ${reviewKey} and legacy_id is not null) as imported`,
  )) as unknown as { rows: { imported: boolean }[] };
  return {
    summary: summarize(result.rows.map((row) => ({ rating: row.rating, count: row.count }))),
    newestId: Math.max(0, ...result.rows.map((row) => Number(row.newest))),
    imported: imported.rows[0]!.imported,
  };
}

describe.each(testDatabaseKinds)("review pages on %s", (kind) => {
  const database = suiteTestDatabase(kind);

  /**
   * 95 reviews in ties: five creation times shared by many reviews (two of them a microsecond
   * apart, inside one millisecond), every rating at each, and a few hidden.
   */
  async function seedTies(reviewKey: string) {
    const times = [
      "2026-01-01T00:00:00.000000Z",
      "2026-01-02T00:00:00.000000Z",
      "2026-01-02T00:00:00.000001Z",
      "2026-01-03T12:00:00.500000Z",
      "2026-01-04T00:00:00.000000Z",
    ];
    await database.db.insert(reviews).values(
      Array.from({ length: 95 }, (_, n) => ({
        reviewKey,
        name: `Tied ${n}`,
        rating: 1 + ((n * 7) % 5),
        reviewText: "Tied",
        createdAt: sql`${times[n % times.length]!}::timestamptz`,
        hiddenAt: n % 11 === 3 ? new Date() : null,
        helpfulCount: (n * 3) % 4,
      })),
    );
  }

  it.each(reviewSorts)(
    "walks every public review once, in order, by cursor (%s, ties and hidden reviews)",
    async (sort) => {
      const reviewKey = `walk-${sort}`;
      await seedTies(reviewKey);
      const walked = await walk(database, reviewKey, sort);
      const ids = walked.map((review) => review.id);
      expect(new Set(ids).size).toBe(ids.length);
      expect(ids).toEqual(await ordered(database, reviewKey, sort));
      expect(ids.length).toBe(95 - 9);
      // The browser's own order (live reviews, appended pages) agrees wherever milliseconds differ.
      const distinct = walked.filter((review) => !review.createdAt.startsWith("2026-01-02"));
      expect(mergeReviews([], distinct, sort).map((review) => review.id)).toEqual(
        distinct.map((review) => review.id),
      );
    },
  );

  it.each(reviewSorts)(
    "misses and repeats nothing while reviews are written between pages (%s)",
    async (sort) => {
      const reviewKey = `walk-busy-${sort}`;
      await seedTies(reviewKey);
      const before = new Set(await ordered(database, reviewKey, sort));
      const written: number[] = [];
      let n = 0;
      const walked = await walk(database, reviewKey, sort, async () => {
        // Writers race the next page's query.
        const writes = Array.from({ length: 3 }, () =>
          createReview(database, {
            reviewKey,
            name: `Meanwhile ${n}`,
            rating: 1 + (n++ % 5),
            reviewText: "Written during the walk",
          }).then((review) => written.push(review.id)),
        );
        await Promise.all(writes.slice(0, 1));
        void Promise.all(writes);
      });
      const ids = walked.map((review) => review.id);
      expect(new Set(ids).size).toBe(ids.length);
      for (const id of before) expect(ids).toContain(id);
      const allowed = new Set([...before, ...written]);
      for (const id of ids) expect(allowed.has(id)).toBe(true);
      // What was walked keeps the sort's order, new reviews included.
      const order = await ordered(database, reviewKey, sort);
      expect(ids).toEqual(order.filter((id) => ids.includes(id)));
    },
  );

  it("keeps each product's summary equal to a fresh count through writes, hides, shows, deletes and imports", async () => {
    const reviewKey = "summary-kept";
    const check = async () =>
      expect(await summarizeReviews(database.db, reviewKey)).toEqual(
        await countedSummary(database, reviewKey),
      );
    await check();
    const stored: number[] = [];
    for (let n = 0; n < 12; n++) {
      const review = await createReview(database, {
        reviewKey,
        name: `S${n}`,
        rating: 1 + (n % 5),
        reviewText: "Counted",
      });
      stored.push(review.id);
    }
    await check();
    // The newest public one hidden: the newest id steps back; shown again: forward.
    await setReviewHidden(database, stored.at(-1)!, true);
    await check();
    await setReviewHidden(database, stored[2]!, true);
    await check();
    await setReviewHidden(database, stored.at(-1)!, false);
    await check();
    await deleteReview(database, stored.at(-1)!);
    await check();
    await deleteReview(database, stored[2]!); // a hidden one
    await check();
    await database.db.insert(reviews).values({
      reviewKey,
      name: "Imported",
      rating: 5,
      reviewText: "From the original store",
      legacyId: `legacy-${kind}-1`,
    });
    await check();
    const [imported] = await database.db
      .select({ id: reviews.id })
      .from(reviews)
      .where(eq(reviews.legacyId, `legacy-${kind}-1`));
    await setReviewHidden(database, imported!.id, true);
    await check();
    expect((await summarizeReviews(database.db, reviewKey)).imported).toBe(true);
    // A review moved to another product leaves one summary for the other.
    await database.db
      .update(reviews)
      .set({ reviewKey: "summary-moved", rating: 2 })
      .where(eq(reviews.id, stored[0]!));
    await check();
    expect(await summarizeReviews(database.db, "summary-moved")).toEqual(
      await countedSummary(database, "summary-moved"),
    );
    await database.db.delete(reviews).where(eq(reviews.reviewKey, reviewKey));
    await check();
  });

  it("serves a first page from memory until a change is announced, and never keeps one read before it", async () => {
    const cache = createReviewCache();
    const reviewKey = "cached-first";
    await createReview(database, { reviewKey, name: "One", rating: 5, reviewText: "First" });
    const first = await cache.page(database.db, reviewKey, { sort: "newest" });
    expect(first.summary.count).toBe(1);
    // Stored behind the store's back (no announcement): the kept page still answers.
    await database.db
      .insert(reviews)
      .values({ reviewKey, name: "Quiet", rating: 3, reviewText: "x" });
    expect(await cache.page(database.db, reviewKey, { sort: "newest" })).toBe(first);
    // A rebuild under way when a change is announced is answered, but not kept.
    const during = cache.page(database.db, reviewKey, { sort: "highest" });
    cache.forget(reviewKey);
    await during;
    const after = await cache.page(database.db, reviewKey, { sort: "newest" });
    expect(after.summary.count).toBe(2);
    expect(after.reviews.map((review) => review.name)).toEqual(["Quiet", "One"]);
  });
});

describe.runIf(process.env.DATABASE_URL)("review cache across processes on PostgreSQL", () => {
  let database: Database;
  let other: Database;
  let feed: LiveReviewFeed;

  beforeAll(async () => {
    database = await openTestDatabase("postgres");
    other = await openDatabase({
      url: process.env.DATABASE_URL,
      schema: database.reviewChannel.replace("review_inserted_", ""),
    });
  }, 60_000);
  afterAll(async () => {
    await feed?.stop();
    await other?.close();
    await database?.close();
  });

  it("drops another process's kept pages and summary on the NOTIFY of a write, a hide and a delete", async () => {
    const reviewKey = "two-processes";
    // The other process: its own connections, cache and LISTEN, as the store wires them.
    const cache = createReviewCache();
    feed = new LiveReviewFeed(other);
    feed.onChange((changed) => cache.forget(changed));
    await feed.start();
    const read = (sort: ReviewSort = "newest") => cache.page(other.db, reviewKey, { sort });
    const count = async () => (await read()).summary.count;

    const a = await createReview(database, { reviewKey, name: "A", rating: 4, reviewText: "x" });
    await expect.poll(count).toBe(1);
    const kept = await read("lowest");
    await database.db
      .insert(reviews)
      .values({ reviewKey, name: "Quiet", rating: 1, reviewText: "x" });
    expect(await read("lowest")).toBe(kept); // nothing announced: still kept

    const b = await createReview(database, { reviewKey, name: "B", rating: 2, reviewText: "x" });
    await expect.poll(count).toBe(3);
    expect((await read("lowest")).reviews.map((review) => review.name)).toEqual([
      "Quiet",
      "B",
      "A",
    ]);
    await setReviewHidden(database, b.id, true);
    await expect.poll(count).toBe(2);
    expect((await read()).newestId).toBeGreaterThan(a.id);
    await deleteReview(database, a.id);
    await expect
      .poll(async () => (await read("highest")).reviews.map((r) => r.name))
      .toEqual(["Quiet"]);
  });
});
