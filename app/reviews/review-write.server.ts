import { formValues, readReviewInput } from "~/forms/review";
import { refused, type FormWrite } from "~/lib/form-write.server";
import { guardWrite, type WriteContext } from "~/lib/write-guard.server";
import { submitReview } from "./review-service.server";
import type { ReviewOutcome } from "./review-types";

/**
 * The one way a review is written, for the product page's action (with or without JavaScript) and
 * the JSON API alike: the write guard, then validation and storage. On a product page the product
 * comes from the page, never from the body.
 */
export async function writeReview(
  request: Request,
  context: WriteContext,
  pageReviewKey?: string,
): Promise<FormWrite<ReviewOutcome>> {
  const guarded = await guardWrite(request, context, "reviews");
  if (!guarded.ok) {
    return refused(guarded, guarded.body && formValues(readReviewInput(guarded.body.value)));
  }
  const input = readReviewInput(guarded.body.value);
  if (pageReviewKey) input.reviewKey = pageReviewKey;
  const values = formValues(input);
  if (guarded.trapped) {
    const review = {
      id: 0,
      reviewKey: String(input.reviewKey),
      ...values,
      createdAt: new Date().toISOString(),
      helpful: 0,
      verified: false,
    };
    return { outcome: { status: "created", review }, status: 201 };
  }
  const result = await submitReview(input);
  switch (result.status) {
    case "created":
      return { outcome: result, status: 201 };
    case "invalid":
      return { outcome: { status: "invalid", errors: result.errors, values }, status: 422 };
    case "failed":
      return { outcome: { status: "failed", values }, status: 503 };
  }
}
