import { formValues, readReviewInput } from "~/reviews/review-fields";
import { refused, type FormWrite } from "~/guard/form-write.server";
import { guardWrite, shopForm, type WriteContext } from "~/guard/write-guard.server";
import { database } from "~/db/connection.server";
import { submitReview } from "./review-service.server";
import { refuseNonPhotos, withReviewBody, type ReviewBody } from "./review-upload.server";
import type { ReviewOutcome } from "./review-types";

/**
 * The one way a review is written, for the product page's action (with or without JavaScript) and
 * the JSON API alike: the write guard, then validation and storage. On a product page the product
 * comes from the page, never from the body.
 */
export function writeReview(
  request: Request,
  context: WriteContext,
  pageReviewKey?: string,
): Promise<FormWrite<ReviewOutcome>> {
  return withReviewBody((body) => writeWithPhotos(request, context, body, pageReviewKey));
}

async function writeWithPhotos(
  request: Request,
  context: WriteContext,
  body: ReviewBody,
  pageReviewKey?: string,
): Promise<FormWrite<ReviewOutcome>> {
  const guarded = await guardWrite(request, context, shopForm("reviews", body.read));
  if (!guarded.ok) {
    return refused(guarded, guarded.body && formValues(readReviewInput(guarded.body.value)));
  }
  const input = readReviewInput(guarded.body.value);
  if (pageReviewKey) input.reviewKey = pageReviewKey;
  const values = formValues(input);
  const notPhotos = await refuseNonPhotos(body.photos(), values);
  if (notPhotos) return notPhotos;
  // A trapped post is checked and answered like any other; it is only never stored.
  const result = await submitReview(input, { trapped: guarded.trapped });
  switch (result.status) {
    case "created":
      if (!guarded.trapped) {
        await body.keepPhotos((await database()).db, result.review, guarded.body.value);
      }
      return { outcome: result, status: 201 };
    case "invalid":
      return { outcome: { status: "invalid", errors: result.errors, values }, status: 422 };
    case "failed":
      return { outcome: { status: "failed", values }, status: 503 };
  }
}
