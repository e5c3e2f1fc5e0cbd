import { formValues, readReviewInput } from "~/reviews/review-fields";
import { refused, type FormWrite } from "~/guard/form-write.server";
import { guardWrite, type WriteContext } from "~/guard/write-guard.server";
import { database } from "~/db/connection.server";
import { submitReview } from "./review-service.server";
import { keepPhotos, refuseNonPhotos, reviewBodyReader } from "./review-upload.server";
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
  const body = reviewBodyReader();
  try {
    return await writeWithPhotos(request, context, body, pageReviewKey);
  } finally {
    // Photos not kept by now (a refusal, a failure) are deleted; kept ones are already moved.
    await body.dropPhotos();
  }
}

async function writeWithPhotos(
  request: Request,
  context: WriteContext,
  body: ReturnType<typeof reviewBodyReader>,
  pageReviewKey?: string,
): Promise<FormWrite<ReviewOutcome>> {
  const guarded = await guardWrite(request, context, "reviews", body.read);
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
      if (!guarded.trapped)
        await keepPhotos(
          (await database()).db,
          result.review.id,
          body.photos(),
          guarded.body.value instanceof FormData ? guarded.body.value.get("photoAlt") : undefined,
          result.review.name,
        );
      return { outcome: result, status: 201 };
    case "invalid":
      return { outcome: { status: "invalid", errors: result.errors, values }, status: 422 };
    case "failed":
      return { outcome: { status: "failed", values }, status: 503 };
  }
}
