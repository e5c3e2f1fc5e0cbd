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

/** One row of the counts the database keeps per period (migration 0021's `trend_counts`). */
interface CountRow {
  period: string;
  series: "reviews" | "sign_ups" | "messages" | "requests_sent" | "reviews_from_requests";
  rating: number;
  count: number;
}

/**
 * The periods' counts, read from `trend_counts` (kept by triggers in the transaction of every
 * write, so a trend is at most 12 periods × 9 rows whatever the shop's size). Counts are kept in
 * one zone: the first visit in another zone has them recounted in it (once, holding writers off).
 */
async function periodCounts(db: Db, periods: TrendPeriods): Promise<CountRow[]> {
  const read = () =>
    rows(
      db,
      sql`select period::text as period, series, rating, count from trend_counts
        where zone = ${periods.timeZone} and unit = ${periods.unit}
          and period between ${periods.starts[0]}::date and ${periods.starts.at(-1)}::date
          and count <> 0`,
    );
  // Counts of a zone exist only while it is the kept one: finding any is one query.
  let found = await read();
  if (!found.length) {
    await db.execute(sql`select trend_counts_keep_zone(${periods.timeZone})`);
    found = await read();
  }
  return found.map((row) => ({
    period: String(row.period),
    series: String(row.series) as CountRow["series"],
    rating: Number(row.rating),
    count: Number(row.count),
  }));
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

const countOf = (list: CountRow[], series: CountRow["series"]) =>
  list.filter((row) => row.series === series).reduce((total, row) => total + row.count, 0);

/**
 * The console's trends: the last 12 weeks (or months) in the shop's time zone, every period listed
 * (those with nothing in them as zeros), and the products by rating.
 */
export async function shopTrends(
  db: Db,
  { unit, now = new Date(), timeZone }: { unit: TrendUnit; now?: Date; timeZone: string },
): Promise<ShopTrends> {
  const periods = trendPeriods(unit, now, timeZone);
  const [counts, products] = await Promise.all([periodCounts(db, periods), productRatings(db)]);
  const ratingCounts: ShopTrends["ratingCounts"] = [0, 0, 0, 0, 0];
  for (const row of counts) {
    if (row.series !== "reviews") continue;
    const index = row.rating - 1;
    ratingCounts[index] = (ratingCounts[index] ?? 0) + row.count;
  }
  return {
    ...periods,
    products,
    ratingCounts,
    periods: periods.starts.map((start) => {
      const ofPeriod = counts.filter((row) => row.period === start);
      const reviews = countOf(ofPeriod, "reviews");
      const stars = ofPeriod
        .filter((row) => row.series === "reviews")
        .reduce((sum, row) => sum + row.rating * row.count, 0);
      return {
        start,
        reviews,
        averageRating: reviews ? Math.round((stars / reviews) * 10) / 10 : null,
        signUps: countOf(ofPeriod, "sign_ups"),
        messages: countOf(ofPeriod, "messages"),
        requestsSent: countOf(ofPeriod, "requests_sent"),
        reviewsFromRequests: countOf(ofPeriod, "reviews_from_requests"),
      };
    }),
  };
}
