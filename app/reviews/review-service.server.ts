import { isReviewKey } from "~/catalogue/lookup";
import { database } from "~/db/connection.server";
import type { FieldErrors } from "~/forms/field-errors";
import { validateReview, type ReviewField } from "~/forms/review";
import type { PublicReview } from "./review-types";
import { announceReviewChange } from "./live-feed-instance.server";
import { createReview } from "./reviews.server";
import { errorSummary, logger } from "~/lib/logger.server";

export type SubmitReviewResult =
  | { status: "created"; review: PublicReview }
  | { status: "invalid"; errors: FieldErrors<ReviewField> }
  | { status: "failed" };

/** Validates and stores a review (only under a known product's review key). */
export async function submitReview(
  input: unknown,
  options: { verified?: boolean } = {},
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
    const review = await createReview(await database(), checked.value, options);
    announceReviewChange(review.reviewKey);
    return { status: "created", review };
  } catch (error) {
    logger.error({ event: "review_not_stored", ...errorSummary(error) });
    return { status: "failed" };
  }
}
