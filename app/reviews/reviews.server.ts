import { and, asc, count, desc, eq, gt, isNotNull, isNull, max, sql, type SQL } from "drizzle-orm";
import type { Database, Db } from "~/db/database.server";
import { reviews, type Review } from "~/db/schema.server";
import type { ReviewInput } from "~/forms/review";
import {
  reviewsPageSize,
  summarize,
  type PublicReview,
  type ReviewPage,
  type ReviewSort,
  type ReviewSummary,
} from "./review-types";

export function toPublicReview(row: Review): PublicReview {
  return {
    id: row.id,
    reviewKey: row.reviewKey,
    name: row.name,
    rating: row.rating,
    reviewText: row.reviewText,
    createdAt: row.createdAt.toISOString(),
    ...(row.replyText !== null && row.repliedAt !== null
      ? { reply: { text: row.replyText, repliedAt: row.repliedAt.toISOString() } }
      : {}),
  };
}

const orderings = {
  newest: [desc(reviews.createdAt), desc(reviews.id)],
  highest: [desc(reviews.rating), desc(reviews.createdAt), desc(reviews.id)],
  lowest: [asc(reviews.rating), desc(reviews.createdAt), desc(reviews.id)],
} satisfies Record<ReviewSort, unknown[]>;

/** Reviews the public sees: a review the store owner has hidden appears nowhere. */
function publicReviewsWhere(...conditions: SQL[]) {
  return and(isNull(reviews.hiddenAt), ...conditions);
}

/**
 * Whether reviews imported from the original store exist for the product, hidden ones included
 * (hiding an imported review must not bring the earlier figure back).
 */
async function hasImportedReviews(db: Db, reviewKey: string): Promise<boolean> {
  const rows = await db
    .select({ id: reviews.id })
    .from(reviews)
    .where(and(eq(reviews.reviewKey, reviewKey), isNotNull(reviews.legacyId)))
    .limit(1);
  return rows.length > 0;
}

/** Counts per rating, the newest review's id, and whether the original reviews were imported. */
export async function summarizeReviews(
  db: Db,
  reviewKey: string,
): Promise<{ summary: ReviewSummary; newestId: number; imported: boolean }> {
  const [rows, imported] = await Promise.all([
    db
      .select({ rating: reviews.rating, count: count(), newestId: max(reviews.id) })
      .from(reviews)
      .where(publicReviewsWhere(eq(reviews.reviewKey, reviewKey)))
      .groupBy(reviews.rating),
    hasImportedReviews(db, reviewKey),
  ]);
  return {
    summary: summarize(rows.map((row) => ({ rating: row.rating, count: Number(row.count) }))),
    newestId: Math.max(0, ...rows.map((row) => Number(row.newestId ?? 0))),
    imported,
  };
}

/** What cards need of every product's reviews: public counts per rating, and imports. */
export interface StoredRatings {
  summary: ReviewSummary;
  imported: boolean;
}

/** Every product's stored ratings by review key (products without reviews are left out). */
export async function summarizeAllReviews(db: Db): Promise<Map<string, StoredRatings>> {
  const [counts, importedRows] = await Promise.all([
    db
      .select({ reviewKey: reviews.reviewKey, rating: reviews.rating, count: count() })
      .from(reviews)
      .where(publicReviewsWhere())
      .groupBy(reviews.reviewKey, reviews.rating),
    db
      .selectDistinct({ reviewKey: reviews.reviewKey })
      .from(reviews)
      .where(isNotNull(reviews.legacyId)),
  ]);
  const imported = new Set(importedRows.map((row) => row.reviewKey));
  const countsByProduct = new Map<string, { rating: number; count: number }[]>();
  for (const row of counts) {
    const list = countsByProduct.get(row.reviewKey) ?? [];
    list.push({ rating: row.rating, count: Number(row.count) });
    countsByProduct.set(row.reviewKey, list);
  }
  const result = new Map<string, StoredRatings>();
  for (const reviewKey of new Set([...countsByProduct.keys(), ...imported])) {
    result.set(reviewKey, {
      summary: summarize(countsByProduct.get(reviewKey) ?? []),
      imported: imported.has(reviewKey),
    });
  }
  return result;
}

/**
 * A product's reviews from `page` on, `pageCount` pages of them (a page without JavaScript shows
 * every page up to the one asked for), with the product's summary.
 */
export async function listReviews(
  db: Db,
  reviewKey: string,
  {
    page = 1,
    sort = "newest",
    pageCount = 1,
    summaryOf = summarizeReviews,
  }: {
    page?: number;
    sort?: ReviewSort;
    pageCount?: number;
    /** Where the summary comes from (the server passes its cache). */
    summaryOf?: typeof summarizeReviews;
  } = {},
): Promise<ReviewPage> {
  const size = reviewsPageSize * pageCount;
  const [rows, { summary, newestId, imported }] = await Promise.all([
    db
      .select()
      .from(reviews)
      .where(publicReviewsWhere(eq(reviews.reviewKey, reviewKey)))
      .orderBy(...orderings[sort])
      .limit(size + 1)
      .offset((page - 1) * reviewsPageSize),
    summaryOf(db, reviewKey),
  ]);
  return {
    reviews: rows.slice(0, size).map(toPublicReview),
    newestId,
    summary,
    imported,
    page: page + pageCount - 1,
    sort,
    hasMore: rows.length > size,
  };
}

export interface ReviewNotice {
  /** The new review, or 0: reviews changed with nothing new to push (hidden, shown, deleted, imported). */
  id: number;
  reviewKey: string;
  /** A review whose public reply was set, changed or removed: pushed again to those who have it. */
  replied?: number;
}

/**
 * Tells every process that these products' reviews changed without a new review to push, so
 * whatever shows them (cached pages) is refreshed. Sent when the surrounding transaction commits.
 */
export async function announceReviewChanges(
  database: Pick<Database, "reviewChannel">,
  db: Db,
  productIds: Iterable<string>,
): Promise<void> {
  for (const reviewKey of new Set(productIds)) {
    const notice: ReviewNotice = { id: 0, reviewKey };
    await db.execute(sql`select pg_notify(${database.reviewChannel}, ${JSON.stringify(notice)})`);
  }
}

/** Tells every process that the store's reply to this review changed (sent at commit). */
export async function announceReviewReply(
  database: Pick<Database, "reviewChannel">,
  db: Db,
  review: Pick<Review, "id" | "reviewKey">,
): Promise<void> {
  const notice: ReviewNotice = { id: 0, reviewKey: review.reviewKey, replied: review.id };
  await db.execute(sql`select pg_notify(${database.reviewChannel}, ${JSON.stringify(notice)})`);
}

// Namespace of the transaction-scoped advisory locks that order each product's review inserts.
const productWriteLock = 72_657;

/**
 * Stores one product's reviews one transaction at a time: the transaction holds this lock from
 * before its ids are drawn until it commits, so a product's review ids commit in increasing order
 * and the live feed's "after the newest id read" cursor never skips one committed late.
 * Different products never wait for each other (two products sharing a hash only share a queue).
 */
export async function lockProductReviews(db: Db, productIds: Iterable<string>): Promise<void> {
  // Always in the same order, so two transactions locking several products cannot deadlock.
  for (const reviewKey of [...new Set(productIds)].sort()) {
    await db.execute(
      sql`select pg_advisory_xact_lock(${productWriteLock}, hashtext(${reviewKey}))`,
    );
  }
}

/** Stores a review and announces it on the review channel in the same transaction. */
export async function createReview(database: Database, input: ReviewInput): Promise<PublicReview> {
  const row = await database.db.transaction(async (tx) => {
    await lockProductReviews(tx, [input.reviewKey]);
    const [inserted] = await tx
      .insert(reviews)
      .values({
        reviewKey: input.reviewKey,
        name: input.name,
        rating: input.rating,
        reviewText: input.reviewText,
      })
      .returning();
    const notice: ReviewNotice = { id: inserted!.id, reviewKey: inserted!.reviewKey };
    await tx.execute(sql`select pg_notify(${database.reviewChannel}, ${JSON.stringify(notice)})`);
    return inserted!;
  });
  return toPublicReview(row);
}

/** A public review by id: the live feed loads each announced review so, and never pushes a hidden one. */
export async function findReview(db: Db, id: number): Promise<PublicReview | undefined> {
  const [row] = await db
    .select()
    .from(reviews)
    .where(publicReviewsWhere(eq(reviews.id, id)));
  return row ? toPublicReview(row) : undefined;
}

/** A product's newest review id (hidden ones included), or 0. */
export async function newestReviewId(db: Db, reviewKey: string): Promise<number> {
  const [row] = await db
    .select({ newest: max(reviews.id) })
    .from(reviews)
    .where(eq(reviews.reviewKey, reviewKey));
  return Number(row?.newest ?? 0);
}

/** Reviews of a product stored after `sinceId`, oldest first (what a live client missed). */
export async function reviewsSince(
  db: Db,
  reviewKey: string,
  sinceId: number,
  limit = 100,
): Promise<PublicReview[]> {
  const rows = await db
    .select()
    .from(reviews)
    .where(publicReviewsWhere(eq(reviews.reviewKey, reviewKey), gt(reviews.id, sinceId)))
    .orderBy(asc(reviews.id))
    .limit(limit);
  return rows.map(toPublicReview);
}
