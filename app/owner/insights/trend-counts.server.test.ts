/**
 * The counts the database keeps per period (migration 0021) against the rows counted afresh: after
 * reviews, sign-ups, messages and review requests are written, reviews hidden, shown, deleted and a
 * buyer erased, the console's trends equal what a full count of the rows finds, in every zone.
 */
import { sql, type SQL } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { catalogue } from "~/catalogue/catalogue";
import type { Database, Db } from "~/db/database.server";
import { openTestDatabase, testDatabaseKinds } from "~/db/test-database";
import { deleteReview, setReviewHidden } from "~/owner/owner-reviews.server";
import { erasePersonalData } from "~/owner/owner-privacy.server";
import {
  claimReviewLink,
  issueReviewLinks,
  settleReviewLink,
} from "~/reviews/requests/review-requests.server";
import { createReview } from "~/reviews/reviews.server";
import { shopTrends } from "./shop-trends.server";
import { trendPeriods, type TrendUnit } from "./trend-periods";

type Row = Record<string, string | number | null>;

async function rows(db: Db, query: SQL): Promise<Row[]> {
  return ((await db.execute(query)) as unknown as { rows: Row[] }).rows;
}

/**
 * The trends counted from the rows themselves, as the overview counted them before the kept
 * counts: each row's period found with `width_bucket` among the periods' first moments in the zone.
 */
async function countedAfresh(db: Db, unit: TrendUnit, now: Date, timeZone: string) {
  const { starts } = trendPeriods(unit, now, timeZone);
  const bucket = sql`width_bucket(created_at, (select array_agg(start::timestamp at time zone ${timeZone} order by start) from unnest(${`{${starts.join(",")}}`}::date[]) as start))`;
  const since = sql`(${starts[0]}::timestamp at time zone ${timeZone})`;
  const [reviewRows, signUps, messages, requests] = await Promise.all([
    rows(
      db,
      sql`select ${bucket} as period, rating, count(*)::int as count from reviews
        where hidden_at is null and created_at >= ${since} group by 1, 2`,
    ),
    rows(
      db,
      sql`select ${bucket} as period, count(*)::int as count from newsletter_subscribers
        where created_at >= ${since} group by 1`,
    ),
    rows(
      db,
      sql`select ${bucket} as period, count(*)::int as count from contact_submissions
        where created_at >= ${since} group by 1`,
    ),
    rows(
      db,
      sql`select ${bucket} as period, count(distinct order_id)::int as sent,
          count(review_id)::int as reviewed
        from review_requests where created_at >= ${since} group by 1`,
    ),
  ]);
  const sum = (list: Row[], period: number, column = "count") =>
    list
      .filter((row) => Number(row.period) === period)
      .reduce((total, row) => total + Number(row[column]), 0);
  const ratingCounts = [1, 2, 3, 4, 5].map((stars) =>
    reviewRows
      .filter((row) => Number(row.rating) === stars)
      .reduce((total, row) => total + Number(row.count), 0),
  );
  const periods = starts.map((start, index) => {
    const ofPeriod = reviewRows.filter((row) => Number(row.period) === index + 1);
    const reviews = sum(ofPeriod, index + 1);
    const stars = ofPeriod.reduce(
      (total, row) => total + Number(row.rating) * Number(row.count),
      0,
    );
    return {
      start,
      reviews,
      averageRating: reviews ? Math.round((stars / reviews) * 10) / 10 : null,
      signUps: sum(signUps, index + 1),
      messages: sum(messages, index + 1),
      requestsSent: sum(requests, index + 1, "sent"),
      reviewsFromRequests: sum(requests, index + 1, "reviewed"),
    };
  });
  return { periods, ratingCounts };
}

/** A small deterministic sequence (a linear congruential generator), so failures repeat. */
function sequence(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

/** The zone the counts are kept in while the writes happen; the others are recounted on a switch. */
const keptZone = "America/New_York";
const otherZones = ["UTC", "Asia/Kolkata"];
const units: TrendUnit[] = ["week", "month"];
const keys = [...new Set(catalogue.map((product) => product.reviewKey))].slice(0, 6);

describe.each(testDatabaseKinds)("the trends' kept counts on %s", (kind) => {
  let database: Database;
  const now = new Date();

  const keepZone = (zone: string) =>
    database.db.execute(sql`select trend_counts_keep_zone(${zone})`);

  /**
   * The kept zone first: its counts were kept by the triggers through the writes. Then the other
   * zones (each recounted when the overview asks for it), and back to the kept zone.
   */
  async function expectCountsMatchRows(label: string) {
    const [zone] = await rows(database.db, sql`select zone from trend_zones`);
    expect(zone?.zone, label).toBe(keptZone);
    for (const timeZone of [keptZone, ...otherZones]) {
      for (const unit of units) {
        const kept = await shopTrends(database.db, { unit, now, timeZone });
        const afresh = await countedAfresh(database.db, unit, now, timeZone);
        expect(kept.periods, `${label}: ${unit}s in ${timeZone}`).toEqual(afresh.periods);
        expect(kept.ratingCounts, `${label}: stars in ${timeZone}`).toEqual(afresh.ratingCounts);
      }
    }
    await keepZone(keptZone);
  }

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    // The writes below are counted in New York by the triggers.
    await keepZone(keptZone);
    const random = sequence(kind === "pglite" ? 7 : 11);
    const minutesAgo = () => Math.floor(random() * 420 * 24 * 60);
    // Reviews over the last 14 months, some hidden from the start, and a few on the minutes
    // around local midnights between a Sunday and a Monday (New York's and Kolkata's).
    const values = Array.from({ length: 400 }, (_, index) => {
      const product = keys[index % keys.length]!;
      const rating = 1 + Math.floor(random() * 5);
      const hidden = random() < 0.1;
      return sql`(${product}, 'Shopper', ${rating}, 'Seeded.', now() - make_interval(mins => ${minutesAgo()}), ${hidden ? sql`now()` : sql`null`})`;
    });
    await database.db.execute(
      sql`insert into reviews (product_id, name, rating, review_text, created_at, hidden_at) values ${sql.join(values, sql`, `)}`,
    );
    await database.db
      .execute(sql`insert into reviews (product_id, name, rating, review_text, created_at)
      select ${keys[0]}, 'Night owl', 1 + g % 5, 'At midnight.',
        (date_trunc('week', now() at time zone zone) - interval '7 days' + make_interval(mins => m))
          at time zone zone
      from (values ('America/New_York'), ('Asia/Kolkata')) as z (zone),
        generate_series(-2, 1) as m, generate_series(1, 2) as g`);
    await database.db.execute(sql`insert into newsletter_subscribers (email, created_at)
      select 'reader-' || g || '@example.com', now() - make_interval(mins => (g * 7919) % 604800)
      from generate_series(1, 80) as g`);
    await database.db.execute(sql`insert into contact_submissions (name, email, message, created_at)
      select 'Writer', 'writer-' || g || '@example.com', 'Hello.', now() - make_interval(mins => (g * 6271) % 604800)
      from generate_series(1, 50) as g`);
    // Orders with two links each: older ones written with SQL (one of them with its links sent
    // on two days), recent ones through the store's own code.
    await database.db.execute(sql`insert into shop_orders (shopify_order_id, email, review_keys)
      select 'order-' || g, 'buyer-' || g || '@example.com', ${`{${keys[0]},${keys[1]}}`}::text[]
      from generate_series(1, 24) as g`);
    await database.db.execute(sql`insert into review_requests
        (order_id, review_key, token_hash, created_at, expires_at)
      select o.id, o.review_keys[k], 'old-' || o.id || '-' || k,
        now() - make_interval(days => (o.id::int * 13) % 380, hours => case when o.id % 5 = 0 then k * 30 else 0 end),
        now() + interval '30 days'
      from shop_orders o, generate_series(1, 2) as k where o.id % 2 = 0`);
    const orders = await rows(
      database.db,
      sql`select id, review_keys from shop_orders where id % 2 = 1 order by id`,
    );
    for (const order of orders) {
      const { links } = await issueReviewLinks(
        database.db,
        { id: Number(order.id), reviewKeys: [keys[0]!, keys[1]!] },
        30,
      );
      if (Number(order.id) % 3 === 0) continue;
      const claimed = (await claimReviewLink(database.db, links[0]!.token))!;
      const review = await createReview(
        database,
        { reviewKey: keys[0]!, name: "Buyer", rating: 4, reviewText: "Through the link." },
        { verified: true },
      );
      await settleReviewLink(database.db, claimed.id, review.id);
    }
    // Older links used for reviews too.
    await database.db.execute(sql`update review_requests set used_at = now(),
        review_id = (select min(id) from reviews where rating = 5)
      where token_hash like 'old-%-1' and order_id % 4 = 0`);
  }, 120_000);

  afterAll(async () => {
    await database.close();
  });

  it("equal the rows counted afresh after writes, in every zone and period", async () => {
    await expectCountsMatchRows("after writes");
  });

  it("follow reviews hidden, shown again and deleted", async () => {
    const some = await rows(database.db, sql`select id from reviews order by id limit 60`);
    const ids = some.map((row) => Number(row.id));
    for (const id of ids.slice(0, 20)) await setReviewHidden(database, id, true);
    for (const id of ids.slice(10, 15)) await setReviewHidden(database, id, false);
    for (const id of ids.slice(30, 45)) await deleteReview(database, id);
    // A reviewed link's review deleted: the link stays, its review goes (ON DELETE SET NULL).
    const [linked] = await rows(
      database.db,
      sql`select review_id from review_requests where review_id is not null order by id limit 1`,
    );
    await deleteReview(database, Number(linked!.review_id));
    await expectCountsMatchRows("after hiding, showing and deleting");
  });

  it("follow a buyer's erasure (orders, links, reviews, messages and sign-up)", async () => {
    const [buyer] = await rows(
      database.db,
      sql`select o.email from shop_orders o join review_requests q on q.order_id = o.id
        where q.review_id is not null order by o.id limit 1`,
    );
    const email = String(buyer!.email);
    await database.db.execute(sql`insert into contact_submissions (name, email, message, created_at)
      values ('Buyer', ${email}, 'Where is my order?', now() - interval '20 days')`);
    await database.db.execute(sql`insert into newsletter_subscribers (email, created_at)
      values (${email}, now() - interval '40 days')`);
    const before = await shopTrends(database.db, { unit: "month", now, timeZone: keptZone });
    const erased = await erasePersonalData(database.db, email);
    expect(erased).toMatchObject({ orders: 1, messages: 1 });
    const after = await shopTrends(database.db, { unit: "month", now, timeZone: keptZone });
    const total = (trends: typeof before, field: "messages" | "signUps" | "requestsSent") =>
      trends.periods.reduce((sum, period) => sum + period[field], 0);
    expect(total(after, "messages")).toBe(total(before, "messages") - 1);
    expect(total(after, "signUps")).toBe(total(before, "signUps") - 1);
    expect(total(after, "requestsSent")).toBe(total(before, "requestsSent") - 1);
    await expectCountsMatchRows("after an erasure");
  });

  it("are the same as a full recount of the rows", async () => {
    const keptRows = () =>
      rows(
        database.db,
        sql`select zone, unit, period::text, series, rating, count from trend_counts
          where count <> 0 order by 1, 2, 3, 4, 5`,
      );
    const kept = await keptRows();
    expect(new Set(kept.map((row) => row.zone))).toEqual(new Set([keptZone]));
    await database.db.execute(sql`select trend_counts_recount()`);
    expect(await keptRows()).toEqual(kept);
  });

  it("are kept in one zone at a time: the overview's zone", async () => {
    await shopTrends(database.db, { unit: "week", now, timeZone: "Asia/Kolkata" });
    const zonesKept = await rows(
      database.db,
      sql`select distinct zone from trend_zones union select distinct zone from trend_counts`,
    );
    expect(zonesKept.map((row) => row.zone)).toEqual(["Asia/Kolkata"]);
  });
});
