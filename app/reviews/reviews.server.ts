import { and, asc, desc, eq, getTableColumns, gt, isNull, sql, type SQL } from "drizzle-orm";
import type { Database, Db } from "~/db/database.server";
import { newestId } from "~/db/newest-id.server";
import { reviews, reviewSummaries, type Review, type ReviewSummaryRow } from "~/db/schema.server";
import type { ReviewInput } from "~/reviews/review-fields";
import { encodeCursor, type ReviewCursor } from "./review-cursor";
import {
  reviewsPageSize,
  summarize,
  type PublicReview,
  type ReviewPage,
  type ReviewSort,
  type ReviewSummary,
} from "./review-types";

export function toPublicReview(
  row: Pick<
    Review,
    | "id"
    | "reviewKey"
    | "name"
    | "rating"
    | "reviewText"
    | "createdAt"
    | "replyText"
    | "repliedAt"
    | "helpfulCount"
    | "verified"
    | "photos"
  >,
): PublicReview {
  return {
    id: row.id,
    reviewKey: row.reviewKey,
    name: row.name,
    rating: row.rating,
    reviewText: row.reviewText,
    createdAt: row.createdAt.toISOString(),
    helpful: row.helpfulCount,
    verified: row.verified,
    photos: row.photos,
    ...(row.replyText !== null && row.repliedAt !== null
      ? { reply: { text: row.replyText, repliedAt: row.repliedAt.toISOString() } }
      : {}),
  };
}

/** Reviews the public sees: a review the store owner has hidden appears nowhere. */
function publicReviewsWhere(...conditions: (SQL | undefined)[]) {
  return and(isNull(reviews.hiddenAt), ...conditions);
}

/** What cards need of every product's reviews: public counts per rating, and imports. */
export interface StoredRatings {
  summary: ReviewSummary;
  imported: boolean;
}

/** A product's summary, the newest public review's id, and whether the original reviews were imported. */
export interface StoredSummary extends StoredRatings {
  newestId: number;
}

function storedSummary(row: ReviewSummaryRow | undefined): StoredSummary {
  const counts = row ? [row.rating1, row.rating2, row.rating3, row.rating4, row.rating5] : [];
  return {
    summary: summarize(counts.map((count, index) => ({ rating: index + 1, count }))),
    newestId: row?.newestId ?? 0,
    imported: (row?.imported ?? 0) > 0,
  };
}

/**
 * A product's public counts per rating, its newest public review's id, and whether reviews from
 * the original store were imported for it (hidden ones included: hiding an imported review must
 * not bring the earlier figure back). One key lookup: `review_summaries` is kept by a trigger in
 * the transaction of every insert, hide, show and delete (migration 0007).
 */
export async function summarizeReviews(db: Db, reviewKey: string): Promise<StoredSummary> {
  const [row] = await db
    .select()
    .from(reviewSummaries)
    .where(eq(reviewSummaries.reviewKey, reviewKey));
  return storedSummary(row);
}

/** Every product's stored ratings by review key (products without reviews are left out). */
export async function summarizeAllReviews(db: Db): Promise<Map<string, StoredRatings>> {
  const rows = await db.select().from(reviewSummaries);
  const result = new Map<string, StoredRatings>();
  for (const row of rows) {
    const { summary, imported } = storedSummary(row);
    if (summary.count > 0 || imported) result.set(row.reviewKey, { summary, imported });
  }
  return result;
}

/**
 * Each sort as a descending key (lowest: the rating negated), each matching a partial index
 * (migrations 0002, 0007 and 0013), so "the reviews after a cursor" is one row comparison the index
 * answers with a range scan, however deep the page.
 */
const sortKeys: Record<ReviewSort, { order: SQL[]; after: (cursor: ReviewCursor) => SQL }> = {
  newest: {
    order: [desc(reviews.createdAt), desc(reviews.id)],
    after: ({ createdAt, id }) =>
      sql`(${reviews.createdAt}, ${reviews.id}) < (${createdAt}::timestamptz, ${id}::bigint)`,
  },
  highest: {
    order: [desc(reviews.rating), desc(reviews.createdAt), desc(reviews.id)],
    after: ({ rating, createdAt, id }) =>
      sql`(${reviews.rating}, ${reviews.createdAt}, ${reviews.id}) < (${rating}::integer, ${createdAt}::timestamptz, ${id}::bigint)`,
  },
  lowest: {
    order: [desc(sql`(- ${reviews.rating})`), desc(reviews.createdAt), desc(reviews.id)],
    after: ({ rating, createdAt, id }) =>
      sql`((- ${reviews.rating}), ${reviews.createdAt}, ${reviews.id}) < ((- ${rating}::integer), ${createdAt}::timestamptz, ${id}::bigint)`,
  },
  // The cursor's first number is the helpful count here (see `ReviewCursor`).
  helpful: {
    order: [desc(reviews.helpfulCount), desc(reviews.createdAt), desc(reviews.id)],
    after: ({ rating, createdAt, id }) =>
      sql`(${reviews.helpfulCount}, ${reviews.createdAt}, ${reviews.id}) < (${rating}::integer, ${createdAt}::timestamptz, ${id}::bigint)`,
  },
};

/** The creation time to the microsecond, as a cursor carries it (a JavaScript Date keeps milliseconds). */
const createdAtExact = sql<string>`to_char(${reviews.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/** One page of a product's public reviews, and the cursor of the page after it. */
interface ReviewSlice {
  reviews: PublicReview[];
  hasMore: boolean;
  /** Where the next page starts, or null on the last page. */
  nextCursor: string | null;
}

export interface ReviewPosition {
  sort?: ReviewSort;
  /** The reviews after this cursor (of the same sort). */
  after?: ReviewCursor;
  /** Without a cursor: the page counted from the first (an OFFSET, dearer the deeper it goes). */
  page?: number;
  /** Only reviews from verified buyers. */
  verifiedOnly?: boolean;
}

/** What a public review is made of, and the creation time as a cursor carries it. */
const pageColumns = {
  id: reviews.id,
  reviewKey: reviews.reviewKey,
  name: reviews.name,
  rating: reviews.rating,
  reviewText: reviews.reviewText,
  createdAt: reviews.createdAt,
  replyText: reviews.replyText,
  repliedAt: reviews.repliedAt,
  helpfulCount: reviews.helpfulCount,
  verified: reviews.verified,
  photos: reviews.photos,
  createdAtExact,
};

/**
 * A cursor whose values are the prepared query's placeholders (filled from the real cursor when it
 * runs): `sortKeys` builds its comparison from these as from any cursor, hence the casts.
 */
const cursorPlaceholders: ReviewCursor = {
  sort: "newest",
  rating: sql.placeholder("rating") as unknown as number,
  createdAt: sql.placeholder("createdAt") as unknown as string,
  id: sql.placeholder("id") as unknown as number,
};

/**
 * The page query of each sort, after a cursor or from an offset, prepared once per database: the
 * list is the store's busiest read, and a prepared query is not built again for every page (on
 * PostgreSQL the server keeps its plan per connection, too).
 */
function pageQuery(db: Db, sort: ReviewSort, afterCursor: boolean, verifiedOnly: boolean) {
  const keys = sortKeys[sort];
  return db
    .select(pageColumns)
    .from(reviews)
    .where(
      publicReviewsWhere(
        eq(reviews.reviewKey, sql.placeholder("reviewKey")),
        afterCursor ? keys.after(cursorPlaceholders) : undefined,
        verifiedOnly ? eq(reviews.verified, true) : undefined,
      ),
    )
    .orderBy(...keys.order)
    .limit(reviewsPageSize + 1)
    .offset(sql.placeholder("offset"))
    .prepare(
      `reviews_page_${sort}_${afterCursor ? "after" : "offset"}${verifiedOnly ? "_verified" : ""}`,
    );
}
type PageQuery = ReturnType<typeof pageQuery>;
const pageQueries = new WeakMap<Db, Map<string, PageQuery>>();

function preparedPageQuery(
  db: Db,
  sort: ReviewSort,
  afterCursor: boolean,
  verifiedOnly: boolean,
): PageQuery {
  let queries = pageQueries.get(db);
  if (!queries) pageQueries.set(db, (queries = new Map()));
  const name = `${sort} ${afterCursor} ${verifiedOnly}`;
  let query = queries.get(name);
  if (!query) queries.set(name, (query = pageQuery(db, sort, afterCursor, verifiedOnly)));
  return query;
}

/** One page of a product's public reviews in `sort` order: one indexed query. */
async function listReviewSlice(
  db: Db,
  reviewKey: string,
  { sort = "newest", after, page = 1, verifiedOnly = false }: ReviewPosition = {},
): Promise<ReviewSlice> {
  const rows = await preparedPageQuery(db, sort, Boolean(after), verifiedOnly).execute({
    reviewKey,
    offset: after ? 0 : (page - 1) * reviewsPageSize,
    ...(after ? { rating: after.rating, createdAt: after.createdAt, id: after.id } : {}),
  });
  const listed = rows.slice(0, reviewsPageSize);
  const last = listed.at(-1);
  const hasMore = rows.length > reviewsPageSize;
  return {
    reviews: listed.map(toPublicReview),
    hasMore,
    nextCursor:
      hasMore && last
        ? encodeCursor({
            sort,
            rating: sort === "helpful" ? last.helpfulCount : last.rating,
            createdAt: last.createdAtExact,
            id: last.id,
          })
        : null,
  };
}

/** A page of a product's reviews (see `listReviewSlice`) with the product's summary. */
export async function listReviews(
  db: Db,
  reviewKey: string,
  {
    summaryOf = summarizeReviews,
    ...position
  }: ReviewPosition & {
    /** Where the summary comes from (the server passes its cache). */
    summaryOf?: (db: Db, reviewKey: string) => Promise<StoredSummary>;
  } = {},
): Promise<ReviewPage> {
  const [slice, { summary, newestId, imported }] = await Promise.all([
    listReviewSlice(db, reviewKey, position),
    summaryOf(db, reviewKey),
  ]);
  return {
    ...slice,
    newestId,
    summary,
    imported,
    sort: position.sort ?? "newest",
    verifiedOnly: position.verifiedOnly ?? false,
  };
}

export interface ReviewNotice {
  /** The new review, or 0: reviews changed with nothing new to push (hidden, shown, deleted, imported). */
  id: number;
  reviewKey: string;
  /** A review whose public reply was set, changed or removed: pushed again to those who have it. */
  replied?: number;
  /** A public review taken off the store (hidden or deleted), with its rating for the summaries. */
  removed?: { id: number; rating: number };
  /** A hidden review shown again. */
  restored?: number;
}

/**
 * Tells every process that the reviews under these review keys changed without a new review to
 * push, so whatever shows them (cached pages) is refreshed. Sent when the surrounding transaction
 * commits.
 */
export async function announceReviewChanges(
  database: Pick<Database, "reviewChannel">,
  db: Db,
  reviewKeys: Iterable<string>,
): Promise<void> {
  for (const reviewKey of new Set(reviewKeys)) {
    const notice: ReviewNotice = { id: 0, reviewKey };
    await db.execute(sql`select pg_notify(${database.reviewChannel}, ${JSON.stringify(notice)})`);
  }
}

/**
 * Tells every process that a public review was taken off the store, or a hidden one shown again,
 * so open pages drop or regain it (sent at commit, with the transaction's change).
 */
export async function announceReviewVisibility(
  database: Pick<Database, "reviewChannel">,
  db: Db,
  review: Pick<Review, "id" | "reviewKey" | "rating">,
  change: "removed" | "restored",
): Promise<void> {
  const notice: ReviewNotice =
    change === "removed"
      ? { id: 0, reviewKey: review.reviewKey, removed: { id: review.id, rating: review.rating } }
      : { id: 0, reviewKey: review.reviewKey, restored: review.id };
  await db.execute(sql`select pg_notify(${database.reviewChannel}, ${JSON.stringify(notice)})`);
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
export async function lockProductReviews(db: Db, reviewKeys: Iterable<string>): Promise<void> {
  // Always in the same order, so two transactions locking several products cannot deadlock.
  for (const reviewKey of [...new Set(reviewKeys)].sort()) {
    await db.execute(
      sql`select pg_advisory_xact_lock(${productWriteLock}, hashtext(${reviewKey}))`,
    );
  }
}

/** The statement that stores a review (see `createReview`), prepared once per database. */
function createReviewStatement(database: Database) {
  const reviewKey = sql.placeholder("reviewKey");
  return database.db
    .insert(reviews)
    .values({
      // OFFSET 0 keeps the lock in a subquery of its own, evaluated before the id is drawn.
      id: sql`(select nextval(pg_get_serial_sequence('reviews', 'id')) from (select pg_advisory_xact_lock(${productWriteLock}, hashtext(${reviewKey})) offset 0) as locked)`,
      reviewKey,
      name: sql.placeholder("name"),
      rating: sql.placeholder("rating"),
      reviewText: sql.placeholder("reviewText"),
      verified: sql.placeholder("verified"),
    })
    .returning({
      ...getTableColumns(reviews),
      announced: sql`pg_notify(${database.reviewChannel}, json_build_object('id', ${reviews.id}, 'reviewKey', ${reviews.reviewKey})::text)`,
    })
    .prepare("create_review");
}
/** Building the statement for every write took a tenth of its time on PostgreSQL. */
const createStatements = new WeakMap<Database, ReturnType<typeof createReviewStatement>>();

/**
 * Stores a review and announces it on the review channel, in one statement (its own transaction,
 * one round trip): the product's lock (see `lockProductReviews`) is taken before the id is drawn
 * and held until the commit, and the NOTIFY in RETURNING is sent at that commit. Holding the lock
 * across several round trips made every other write of the product wait for them.
 */
export async function createReview(
  database: Database,
  input: ReviewInput,
  { verified = false }: { verified?: boolean } = {},
): Promise<PublicReview> {
  let statement = createStatements.get(database);
  if (!statement) createStatements.set(database, (statement = createReviewStatement(database)));
  const [row] = await statement.execute({
    reviewKey: input.reviewKey,
    name: input.name,
    rating: input.rating,
    reviewText: input.reviewText,
    verified,
  });
  return toPublicReview(row!);
}

/** A public review by id: the live feed loads each announced review so, and never pushes a hidden one. */
export async function findReview(db: Db, id: number): Promise<PublicReview | undefined> {
  const [row] = await db
    .select()
    .from(reviews)
    .where(publicReviewsWhere(eq(reviews.id, id)));
  return row ? toPublicReview(row) : undefined;
}

/** The id the next stored review would get, about: what a trapped post is told it got. */
export async function nextReviewIdLookalike(db: Db): Promise<number> {
  return (await newestId(db, reviews, reviews.id)) + 1;
}

/** A product's newest review id (hidden ones included), or 0. */
export async function newestReviewId(db: Db, reviewKey: string): Promise<number> {
  return newestId(db, reviews, reviews.id, eq(reviews.reviewKey, reviewKey));
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
