import type { FormWrite } from "~/guard/form-write.server";
import type { WriteContext } from "~/guard/write-guard.server";
import { database } from "~/db/connection.server";
import { writeOnce } from "~/guard/idempotent-write.server";
import { submitReview } from "./review-service.server";
import { guardedReviewPost, refuseNonPhotos } from "./review-upload.server";
import type { ReviewOutcome } from "./review-types";

/**
 * The one way a review is written, for the product page's action (with or without JavaScript) and
 * the JSON API alike: the write guard, then validation and storage. On a product page the product
 * comes from the page, never from the body. A post sent again with its idempotency key is
 * answered as the first was and stored once.
 */
export function writeReview(
  request: Request,
  context: WriteContext,
  pageReviewKey?: string,
): Promise<FormWrite<ReviewOutcome>> {
  return guardedReviewPost(request, context, async ({ input, values, body, posted, trapped }) => {
    if (pageReviewKey) input.reviewKey = pageReviewKey;
    const notPhotos = await refuseNonPhotos(body.photos(), posted, values);
    if (notPhotos) return notPhotos;
    const keyed = { kind: "review" as const, request, posted, fields: input };
    return writeOnce(keyed, store, ({ message, status }) => ({
      outcome: { status: "rejected", message, values },
      status,
    }));

    async function store(): Promise<FormWrite<ReviewOutcome>> {
      // A trapped post is checked and answered like any other; it is only never stored.
      const result = await submitReview(input, { trapped });
      switch (result.status) {
        case "created":
          if (!trapped) await body.keepPhotos((await database()).db, result.review, posted);
          return { outcome: { ...result, photosWaiting: body.photos().length }, status: 201 };
        case "invalid":
          return { outcome: { status: "invalid", errors: result.errors, values }, status: 422 };
        case "failed":
          return { outcome: { status: "failed", values }, status: 503 };
      }
    }
  });
}
