import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "~/db/database.server";
import { openTestDatabase, testDatabaseKinds } from "~/db/test-database";
import { shopTrends } from "./shop-trends.server";

// Wednesday 25 November 2026, 15:00 UTC: the current week started on Monday 23 November.
const now = new Date("2026-11-25T15:00:00Z");

describe.each(testDatabaseKinds)("the shop's trends on %s", (kind) => {
  let database: Database;
  const review = (product: string, rating: number, at: string, hidden = false) =>
    database.db
      .execute(sql`insert into reviews (product_id, name, rating, review_text, created_at, hidden_at)
      values (${product}, 'Shopper', ${rating}, 'Fine.', ${at}::timestamptz, ${hidden ? at : null}::timestamptz)`);

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    // This week (from Monday 23 November): 5 and 4 stars, and a hidden 1 that counts nowhere.
    await review("bone-rock", 5, "2026-11-23T09:00:00Z");
    await review("bone-rock", 4, "2026-11-24T09:00:00Z");
    await review("bone-rock", 1, "2026-11-24T10:00:00Z", true);
    // Sunday 22 November 23:30 in New York is Monday 04:30 UTC: last week there, this week in UTC.
    await review("peruvian-ginseng", 2, "2026-11-23T04:30:00Z");
    // Three weeks back (week of 2 November): one 3-star review; the weeks between have none.
    await review("peruvian-ginseng", 3, "2026-11-04T12:00:00Z");
    // Before the twelve weeks (they start on 7 September): counted by product only.
    await review("bone-rock", 1, "2026-09-06T12:00:00Z");
    await database.db.execute(sql`insert into newsletter_subscribers (email, created_at) values
      ('a@example.com', '2026-11-24T08:00:00Z'), ('b@example.com', '2026-11-10T08:00:00Z'),
      ('c@example.com', '2026-11-11T08:00:00Z')`);
    await database.db.execute(sql`insert into contact_submissions (name, email, message, created_at)
      values ('Ada', 'ada@example.com', 'Hello', '2026-11-16T00:30:00Z')`);
    await database.db.execute(sql`insert into shop_orders (id, shopify_order_id, review_keys) values
      (1, '1001', '{bone-rock,peruvian-ginseng}'), (2, '1002', '{bone-rock}')`);
    await database.db.execute(sql`insert into review_requests
      (order_id, review_key, token_hash, created_at, expires_at, review_id) values
      (1, 'bone-rock', 'h1', '2026-11-17T10:00:00Z', '2027-01-01Z', 1),
      (1, 'peruvian-ginseng', 'h2', '2026-11-17T10:00:00Z', '2027-01-01Z', null),
      (2, 'bone-rock', 'h3', '2026-11-18T10:00:00Z', '2027-01-01Z', null)`);
  }, 60_000);
  afterAll(async () => {
    await database.close();
  });

  it("counts every week in UTC, the empty ones as zeros", async () => {
    const trends = await shopTrends(database.db, { unit: "week", now, timeZone: "UTC" });
    expect(trends.starts).toHaveLength(12);
    const byStart = Object.fromEntries(trends.periods.map((period) => [period.start, period]));
    expect(byStart["2026-11-23"]).toMatchObject({ reviews: 3, averageRating: 3.7, signUps: 1 });
    expect(byStart["2026-11-16"]).toMatchObject({
      reviews: 0,
      averageRating: null,
      messages: 1,
      requestsSent: 2,
      reviewsFromRequests: 1,
    });
    expect(byStart["2026-11-09"]).toMatchObject({ reviews: 0, signUps: 2 });
    expect(byStart["2026-11-02"]).toMatchObject({ reviews: 1, averageRating: 3 });
    expect(byStart["2026-09-07"]).toMatchObject({ reviews: 0, signUps: 0, messages: 0 });
    expect(trends.periods.reduce((sum, period) => sum + period.reviews, 0)).toBe(4);
    expect(trends.ratingCounts).toEqual([0, 1, 1, 1, 1]);
  });

  it("counts in the shop's zone: a late Sunday evening in New York belongs to that week", async () => {
    const trends = await shopTrends(database.db, {
      unit: "week",
      now,
      timeZone: "America/New_York",
    });
    const byStart = Object.fromEntries(trends.periods.map((period) => [period.start, period]));
    expect(byStart["2026-11-23"]).toMatchObject({ reviews: 2, averageRating: 4.5 });
    // The 2-star review, and the message sent at 19:30 on Sunday 15 November there.
    expect(byStart["2026-11-16"]).toMatchObject({ reviews: 1, averageRating: 2, messages: 0 });
    expect(byStart["2026-11-09"]).toMatchObject({ messages: 1 });
  });

  it("counts twelve months, and lists products lowest rated first", async () => {
    const trends = await shopTrends(database.db, { unit: "month", now, timeZone: "UTC" });
    expect(trends.starts[0]).toBe("2025-12-01");
    const november = trends.periods.at(-1)!;
    expect(november).toMatchObject({ start: "2026-11-01", reviews: 4, signUps: 3 });
    expect(trends.periods.find((period) => period.start === "2026-09-01")?.reviews).toBe(1);
    expect(trends.ratingCounts).toEqual([1, 1, 1, 1, 1]);
    expect(
      trends.products.map(({ reviewKey, reviews, averageRating }) => [
        reviewKey,
        reviews,
        averageRating,
      ]),
    ).toEqual([
      ["peruvian-ginseng", 2, 2.5],
      ["bone-rock", 3, 3.3],
    ]);
    expect(trends.products[0]!.name).not.toBe("peruvian-ginseng");
  });
});
