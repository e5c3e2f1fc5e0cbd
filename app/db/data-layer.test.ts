import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { saveContactMessage } from "~/contact/contact-messages.server";
import { subscribe } from "~/newsletter/subscribers.server";
import {
  createReview,
  listReviews,
  reviewsSince,
  type ReviewNotice,
} from "~/reviews/reviews.server";
import { decodeCursor } from "~/reviews/review-cursor";
import type { Database } from "./database.server";
import { migrate } from "./migrate.server";
import { contactSubmissions, newsletterSubscribers, reviews } from "./schema.server";
import { openTestDatabase, testDatabaseKinds } from "./test-database";

describe.each(testDatabaseKinds)("data layer on %s", (kind) => {
  let database: Database;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
  });
  afterAll(async () => {
    await database.close();
  });

  const review = (reviewKey: string, rating: number, name = "Sam") =>
    createReview(database, { reviewKey, name, rating, reviewText: `Rated ${rating}` });

  it("migrations are idempotent", async () => {
    expect(await migrate(database)).toEqual([]);
  });

  it("lists a product's reviews newest first, with count and one-decimal average", async () => {
    await review("ordering", 5, "first");
    await review("ordering", 4, "second");
    await review("ordering", 4, "third");
    await review("other-product", 1);
    const page = await listReviews(database.db, "ordering");
    expect(page.reviews.map((r) => r.name)).toEqual(["third", "second", "first"]);
    expect(page.summary).toEqual({
      count: 3,
      average: 4.3,
      distribution: { 1: 0, 2: 0, 3: 0, 4: 2, 5: 1 },
    });
    expect(page.hasMore).toBe(false);
    expect(page.newestId).toBe(page.reviews[0]!.id);
  });

  it("sorts by highest and lowest rating", async () => {
    const highest = await listReviews(database.db, "ordering", { sort: "highest" });
    expect(highest.reviews.map((r) => r.rating)).toEqual([5, 4, 4]);
    const lowest = await listReviews(database.db, "ordering", { sort: "lowest" });
    expect(lowest.reviews.map((r) => r.name)).toEqual(["third", "second", "first"]);
  });

  it("paginates 20 a page", async () => {
    for (let i = 0; i < 45; i++) await review("paged", (i % 5) + 1, `r${i}`);
    const first = await listReviews(database.db, "paged");
    const third = await listReviews(database.db, "paged", { page: 3 });
    expect(first.reviews).toHaveLength(20);
    expect(first.reviews[0]!.name).toBe("r44");
    expect(first.hasMore).toBe(true);
    expect(third.reviews.map((r) => r.name)).toEqual(["r4", "r3", "r2", "r1", "r0"]);
    expect(third.hasMore).toBe(false);
    expect(first.summary.count).toBe(45);
    const decoded = decodeCursor(first.nextCursor!, "newest");
    const second = await listReviews(database.db, "paged", {
      after: decoded.ok ? decoded.cursor : undefined,
    });
    expect(second.reviews[0]!.name).toBe("r24");
    expect(second.hasMore).toBe(true);
    expect(third.nextCursor).toBeNull();
  });

  it("refuses a rating outside 1–5 with the CHECK constraint", async () => {
    for (const rating of [0, 6]) {
      await expect(
        database.db
          .insert(reviews)
          .values({ reviewKey: "check", name: "x", rating, reviewText: "x" }),
      ).rejects.toThrow();
    }
    expect((await listReviews(database.db, "check")).summary.count).toBe(0);
  });

  it("stores an empty phone as NULL", async () => {
    const saved = await saveContactMessage(database.db, {
      name: "Ada",
      email: "ada@example.com",
      phone: "",
      message: "Hi",
    });
    expect(saved.phone).toBeNull();
    const withPhone = await saveContactMessage(database.db, {
      name: "Bo",
      email: "bo@example.com",
      phone: "313 555 0100",
      message: "Hi",
    });
    expect(withPhone.phone).toBe("313 555 0100");
    expect(await database.db.$count(contactSubmissions)).toBe(2);
  });

  it("keeps one row when the same email signs up twice, in any letter case", async () => {
    expect(await subscribe(database.db, "Ada@Example.com")).toEqual({ created: true });
    expect(await subscribe(database.db, "ada@example.com")).toEqual({ created: false });
    expect(await database.db.$count(newsletterSubscribers)).toBe(1);
  });

  it("announces each new review with NOTIFY after it is stored", async () => {
    const notices: ReviewNotice[] = [];
    const unlisten = await database.listen(database.reviewChannel, (payload) =>
      notices.push(JSON.parse(payload)),
    );
    const stored = await review("notify", 5);
    await expect
      .poll(() => notices, { timeout: 2000 })
      .toEqual([{ id: stored.id, reviewKey: "notify" }]);
    await unlisten();
  });

  it("finds what a live client missed since a review id", async () => {
    const a = await review("since", 3, "a");
    await review("since", 4, "b");
    await review("since", 5, "c");
    expect((await reviewsSince(database.db, "since", a.id)).map((r) => r.name)).toEqual(["b", "c"]);
  });

  it("rolls back a review whose announcement fails", async () => {
    await expect(
      database.db.transaction(async (tx) => {
        await tx
          .insert(reviews)
          .values({ reviewKey: "rollback", name: "x", rating: 3, reviewText: "x" });
        await tx.execute(sql`select 1/0`);
      }),
    ).rejects.toThrow();
    expect((await listReviews(database.db, "rollback")).summary.count).toBe(0);
  });
});
