import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import type { Database } from "~/db/database.server";
import { reviews, reviewVotes } from "~/db/schema.server";
import { digestKey, voterDigest } from "~/db/store-secret.server";
import { announceReviewReply } from "~/reviews/reviews.server";

export type HelpfulVote =
  | { status: "counted" | "repeated"; reviewId: number; reviewKey: string; helpful: number }
  | { status: "missing" };

/**
 * Counts one client's "helpful" vote on a public review, once: a second vote from the same client
 * (by any URL, any spelling) changes nothing. The vote keeps a keyed digest of the client's
 * rate-limit key (its IPv4 address or IPv6 /56 block), never the address: without the store's key
 * no list of guessed addresses can be checked against it. A counted vote is announced like a reply, so the live
 * feed pushes the review again with its new count and cached pages are refreshed.
 */
export async function voteHelpful(
  database: Database,
  reviewId: number,
  clientKey: string,
): Promise<HelpfulVote> {
  return database.db.transaction(async (tx) => {
    const voter = voterDigest(await digestKey(tx), clientKey);
    const [review] = await tx
      .select({ id: reviews.id, reviewKey: reviews.reviewKey, helpful: reviews.helpfulCount })
      .from(reviews)
      .where(and(eq(reviews.id, reviewId), isNull(reviews.hiddenAt)));
    if (!review) return { status: "missing" } as const;
    const inserted = await tx
      .insert(reviewVotes)
      .values({ reviewId, voter })
      .onConflictDoNothing()
      .returning({ reviewId: reviewVotes.reviewId });
    if (!inserted.length) {
      return { status: "repeated", reviewId, reviewKey: review.reviewKey, helpful: review.helpful };
    }
    const [updated] = await tx
      .update(reviews)
      .set({ helpfulCount: sql`${reviews.helpfulCount} + 1` })
      .where(eq(reviews.id, reviewId))
      .returning({ helpful: reviews.helpfulCount });
    await announceReviewReply(database, tx, { id: reviewId, reviewKey: review.reviewKey });
    return {
      status: "counted",
      reviewId,
      reviewKey: review.reviewKey,
      helpful: updated!.helpful,
    };
  });
}

/** The most reviews one question about a visitor's own votes may name (a page of reviews and more). */
export const votesAskedAtMost = 100;

/**
 * Which of the given reviews this client has already voted helpful: the same keyed digest that
 * makes a repeated vote count as nothing, so a reloaded page can show the vote as given.
 */
export async function reviewsVotedBy(
  database: Database,
  clientKey: string,
  reviewIds: readonly number[],
): Promise<number[]> {
  if (reviewIds.length === 0) return [];
  const voter = voterDigest(await digestKey(database.db), clientKey);
  const rows = await database.db
    .select({ reviewId: reviewVotes.reviewId })
    .from(reviewVotes)
    .where(and(eq(reviewVotes.voter, voter), inArray(reviewVotes.reviewId, [...reviewIds])));
  return rows.map((row) => row.reviewId).sort((a, b) => a - b);
}
