import { isReviewKey } from "~/catalogue/lookup";
import { database } from "~/db/connection.server";
import type { FieldErrors } from "~/forms/field-errors";
import { validateReview, type ReviewField } from "~/reviews/review-fields";
import type { PublicReview } from "./review-types";
import { announceReviewChange } from "~/reviews/live/live-feed-instance.server";
import { createReview, nextReviewIdLookalike } from "./reviews.server";
import { errorSummary, logger } from "~/lib/logger.server";
import { alertOwner, isLowRating } from "~/outbox/owner-alerts.server";
import type { Db } from "~/db/database.server";

/**
 * The owner's alert about a 1- or 2-star review, written once the review is stored (the review's
 * own write stays one statement); a failure to write it is logged and the review stands.
 */
async function alertLowReview(db: Db, reviewId: number): Promise<void> {
  try {
    await alertOwner(db, { about: "low-review", reviewId });
  } catch (error) {
    logger.error({ event: "owner_alert_not_stored", ...errorSummary(error) });
  }
}

export type SubmitReviewResult =
  | { status: "created"; review: PublicReview }
  | { status: "invalid"; errors: FieldErrors<ReviewField> }
  | { status: "failed" };

/**
 * Validates and stores a review (only under a known product's review key). A `trapped` post (its
 * honeypot filled) is validated the same way and answered the same way, with an id like the next
 * one, but nothing is stored or announced.
 */
export async function submitReview(
  input: unknown,
  { trapped = false, verified = false }: { trapped?: boolean; verified?: boolean } = {},
): Promise<SubmitReviewResult> {
  const checked = validateReview(input);
  if (!checked.ok) return { status: "invalid", errors: checked.errors };
  if (!isReviewKey(checked.value.reviewKey)) {
    return {
      status: "invalid",
      errors: { reviewKey: "Reviews can only be left for products in our catalogue." },
    };
  }
  try {
    if (trapped) {
      const id = await nextReviewIdLookalike((await database()).db);
      return {
        status: "created",
        review: {
          id,
          ...checked.value,
          createdAt: new Date().toISOString(),
          helpful: 0,
          verified: false,
          photos: [],
        },
      };
    }
    const stored = await database();
    const review = await createReview(stored, checked.value, { verified });
    announceReviewChange(review.reviewKey);
    if (isLowRating(review.rating)) await alertLowReview(stored.db, review.id);
    return { status: "created", review };
  } catch (error) {
    logger.error({ event: "review_not_stored", ...errorSummary(error) });
    return { status: "failed" };
  }
}
