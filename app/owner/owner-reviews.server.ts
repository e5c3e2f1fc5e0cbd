import {
  and,
  desc,
  eq,
  getTableColumns,
  gte,
  isNotNull,
  isNull,
  lt,
  sql,
  type SQL,
} from "drizzle-orm";
import type { Database, Db } from "~/db/database.server";
import { diseaseClaimWords } from "~/lib/disease-claims";
import { reviewPhotos, reviews, type Review } from "~/db/schema.server";
import {
  announceReviewChanges,
  announceReviewReply,
  announceReviewVisibility,
  toPublicReview,
} from "~/reviews/reviews.server";
import { photoKeysOf, removePhotoFiles } from "~/reviews/photos/review-photos.server";
import type { OwnerReview } from "./owner-types";

export function toOwnerReview(row: Review): OwnerReview {
  return {
    ...toPublicReview(row),
    hidden: row.hiddenAt !== null,
    hiddenAt: row.hiddenAt?.toISOString() ?? null,
    legacyId: row.legacyId,
    claims: { review: diseaseClaimWords(row.reviewText), reply: diseaseClaimWords(row.replyText) },
  };
}

export interface ReviewFilter {
  /** A review key. */
  reviewKey?: string;
  rating?: number;
  since?: Date;
  /** Written before this time. */
  until?: Date;
  /** Only hidden reviews (true) or only shown ones (false). */
  hidden?: boolean;
  /** Only verified buyers' reviews. */
  verified?: boolean;
  /** At most this many (the newest). */
  limit?: number;
  /** Skips this many of the newest first (the console's later pages). */
  offset?: number;
}

/** Every review, hidden ones included, newest first. */
export async function listAllReviews(db: Db, filter: ReviewFilter = {}): Promise<OwnerReview[]> {
  const conditions: SQL[] = [];
  if (filter.reviewKey !== undefined) conditions.push(eq(reviews.reviewKey, filter.reviewKey));
  if (filter.rating !== undefined) conditions.push(eq(reviews.rating, filter.rating));
  if (filter.since) conditions.push(gte(reviews.createdAt, filter.since));
  if (filter.until) conditions.push(lt(reviews.createdAt, filter.until));
  if (filter.verified) conditions.push(eq(reviews.verified, true));
  if (filter.hidden !== undefined) {
    conditions.push(filter.hidden ? isNotNull(reviews.hiddenAt) : isNull(reviews.hiddenAt));
  }
  const query = db
    .select({
      ...getTableColumns(reviews),
      photosWaiting: sql<number>`(select count(*)::int from ${reviewPhotos} where ${reviewPhotos.reviewId} = ${reviews.id} and ${reviewPhotos.status} = 'pending')`,
    })
    .from(reviews)
    .where(and(...conditions))
    .orderBy(desc(reviews.createdAt), desc(reviews.id));
  const limited = filter.limit === undefined ? query : query.limit(filter.limit);
  const rows = filter.offset ? await limited.offset(filter.offset) : await limited;
  return rows.map(({ photosWaiting, ...row }) => ({
    ...toOwnerReview(row),
    photosWaiting: Number(photosWaiting),
  }));
}

export async function findAnyReview(db: Db, id: number): Promise<OwnerReview | undefined> {
  const [row] = await db.select().from(reviews).where(eq(reviews.id, id));
  return row ? toOwnerReview(row) : undefined;
}

/**
 * Hides a review from every public view (page, counts, JSON-LD, live feed) or shows it again.
 * Hiding a hidden review keeps the time it was first hidden. Every process hears of the change.
 */
export async function setReviewHidden(
  database: Database,
  id: number,
  hidden: boolean,
): Promise<OwnerReview | undefined> {
  return database.db.transaction(async (tx) => {
    // Locked until the commit, so two changes to one review announce what each really changed.
    const [before] = await tx
      .select({ hiddenAt: reviews.hiddenAt })
      .from(reviews)
      .where(eq(reviews.id, id))
      .for("update");
    if (!before) return undefined;
    const [row] = await tx
      .update(reviews)
      .set({ hiddenAt: hidden ? sql`coalesce(${reviews.hiddenAt}, now())` : null })
      .where(eq(reviews.id, id))
      .returning();
    if (!row) return undefined;
    const wasPublic = before.hiddenAt === null;
    // Open product pages drop the review (or get it back) and their figures follow; cached pages
    // are dropped on either notice.
    if (wasPublic === hidden) {
      await announceReviewVisibility(database, tx, row, hidden ? "removed" : "restored");
    } else {
      await announceReviewChanges(database, tx, [row.reviewKey]);
    }
    return toOwnerReview(row);
  });
}

/** Removes a review for good, and its photos' files; answers the removed review. */
export async function deleteReview(
  database: Database,
  id: number,
): Promise<OwnerReview | undefined> {
  const deleted = await database.db.transaction(async (tx) => {
    // Its photos' rows go with it (ON DELETE CASCADE); their files once that is committed.
    const photoKeys = await photoKeysOf(tx, [id]);
    const [row] = await tx.delete(reviews).where(eq(reviews.id, id)).returning();
    if (!row) return undefined;
    // A hidden review was on no page already: only cached pages need a word.
    if (row.hiddenAt === null) await announceReviewVisibility(database, tx, row, "removed");
    else await announceReviewChanges(database, tx, [row.reviewKey]);
    return { review: toOwnerReview(row), photoKeys };
  });
  if (!deleted) return undefined;
  await removePhotoFiles(deleted.photoKeys);
  return deleted.review;
}

/**
 * Sets, replaces or (with null) removes the store's public reply to a review. Every process hears
 * of it: cached pages are dropped and shoppers with the page open see the reply arrive.
 */
export async function setReviewReply(
  database: Database,
  id: number,
  text: string | null,
): Promise<OwnerReview | undefined> {
  return database.db.transaction(async (tx) => {
    const [row] = await tx
      .update(reviews)
      .set(
        text === null
          ? { replyText: null, repliedAt: null }
          : { replyText: text, repliedAt: sql`now()` },
      )
      .where(eq(reviews.id, id))
      .returning();
    if (row) await announceReviewReply(database, tx, row);
    return row ? toOwnerReview(row) : undefined;
  });
}
