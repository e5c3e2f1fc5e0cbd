import { sql, type SQL } from "drizzle-orm";
import { productsWithReviewKey } from "~/catalogue/lookup";
import type { Db } from "~/db/database.server";
import { trendPeriods, type TrendPeriods, type TrendUnit } from "./trend-periods";

/** One period's figures, in the order of `TrendPeriods.starts`. */
interface PeriodFigures {
  /** The period's first day in the shop's zone, YYYY-MM-DD. */
  start: string;
  reviews: number;
  /** Average rating of the period's reviews, to one decimal; null without reviews. */
  averageRating: number | null;
  signUps: number;
  messages: number;
  /** Review request emails sent in the period (one per order). */
  requestsSent: number;
  /** Reviews written through the links of the requests sent in the period. */
  reviewsFromRequests: number;
}

export interface ProductRating {
  reviewKey: string;
  name: string;
  reviews: number;
  averageRating: number;
}

export interface ShopTrends extends TrendPeriods {
  periods: PeriodFigures[];
  /** Public reviews of the whole span by stars, 1 to 5. */
  ratingCounts: [number, number, number, number, number];
  /** Every reviewed product, lowest average first (the most reviewed first among equals). */
  products: ProductRating[];
}

type Row = Record<string, string | number | null>;

async function rows(db: Db, query: SQL): Promise<Row[]> {
  const result = (await db.execute(query)) as unknown as { rows: Row[] };
  return result.rows;
}

/**
 * Which period `column` falls in, 1 for the first: a binary search among the periods' first moments
 * in the shop's zone (worked out once per query), so a review written at 23:30 on a Sunday in New
 * York is in that week whatever the time in UTC, and no row needs a date computed for it.
 */
function periodOf(column: SQL, periods: TrendPeriods): SQL {
  const starts = `{${periods.starts.join(",")}}`;
  return sql`width_bucket(${column}, (select array_agg(start::timestamp at time zone ${periods.timeZone} order by start) from unnest(${starts}::date[]) as start))`;
}

/** Per period: public reviews by stars, sign-ups, messages and review requests. */
async function periodRows(db: Db, periods: TrendPeriods) {
  const period = periodOf(sql`created_at`, periods);
  const since = sql`(${periods.starts[0]}::timestamp at time zone ${periods.timeZone})`;
  const [reviews, signUps, messages, requests] = await Promise.all([
    rows(
      db,
      sql`select ${period} as period, rating, count(*)::int as count from reviews
        where hidden_at is null and created_at >= ${since} group by 1, 2`,
    ),
    rows(
      db,
      sql`select ${period} as period, count(*)::int as count
        from newsletter_subscribers where created_at >= ${since} group by 1`,
    ),
    rows(
      db,
      sql`select ${period} as period, count(*)::int as count
        from contact_submissions where created_at >= ${since} group by 1`,
    ),
    rows(
      db,
      sql`select ${period} as period,
          count(distinct order_id)::int as sent, count(review_id)::int as reviewed
        from review_requests where created_at >= ${since} group by 1`,
    ),
  ]);
  return { reviews, signUps, messages, requests };
}

/** Every reviewed product's public reviews and average, from the summaries kept per product. */
async function productRatings(db: Db): Promise<ProductRating[]> {
  const summaries = await rows(
    db,
    sql`select product_id as key, rating_1 + rating_2 + rating_3 + rating_4 + rating_5 as count,
        (rating_1 + 2 * rating_2 + 3 * rating_3 + 4 * rating_4 + 5 * rating_5) as stars
      from review_summaries where rating_1 + rating_2 + rating_3 + rating_4 + rating_5 > 0`,
  );
  return summaries
    .map((row) => {
      const reviewKey = String(row.key);
      const reviews = Number(row.count);
      return {
        reviewKey,
        name: productsWithReviewKey(reviewKey)[0]?.name ?? reviewKey,
        reviews,
        averageRating: Math.round((Number(row.stars) / reviews) * 10) / 10,
      };
    })
    .sort(
      (a, b) =>
        a.averageRating - b.averageRating || b.reviews - a.reviews || a.name.localeCompare(b.name),
    );
}

const countIn = (list: Row[], period: number, column = "count") =>
  list
    .filter((row) => Number(row.period) === period)
    .reduce((total, row) => total + Number(row[column]), 0);

/**
 * The console's trends: the last 12 weeks (or months) in the shop's time zone, every period listed
 * (those with nothing in them as zeros), and the products by rating.
 */
export async function shopTrends(
  db: Db,
  { unit, now = new Date(), timeZone }: { unit: TrendUnit; now?: Date; timeZone: string },
): Promise<ShopTrends> {
  const periods = trendPeriods(unit, now, timeZone);
  const [found, products] = await Promise.all([periodRows(db, periods), productRatings(db)]);
  const ratingCounts: ShopTrends["ratingCounts"] = [0, 0, 0, 0, 0];
  for (const row of found.reviews) {
    const index = Number(row.rating) - 1;
    ratingCounts[index] = (ratingCounts[index] ?? 0) + Number(row.count);
  }
  return {
    ...periods,
    products,
    ratingCounts,
    periods: periods.starts.map((start, index) => {
      const number = index + 1;
      const ofPeriod = found.reviews.filter((row) => Number(row.period) === number);
      const reviews = countIn(ofPeriod, number);
      const stars = ofPeriod.reduce((sum, row) => sum + Number(row.rating) * Number(row.count), 0);
      return {
        start,
        reviews,
        averageRating: reviews ? Math.round((stars / reviews) * 10) / 10 : null,
        signUps: countIn(found.signUps, number),
        messages: countIn(found.messages, number),
        requestsSent: countIn(found.requests, number, "sent"),
        reviewsFromRequests: countIn(found.requests, number, "reviewed"),
      };
    }),
  };
}
