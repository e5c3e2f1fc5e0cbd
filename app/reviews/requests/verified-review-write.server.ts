import { database } from "~/db/connection.server";
import { validateReview } from "~/reviews/review-fields";
import type { FormWrite } from "~/guard/form-write.server";
import type { WriteContext } from "~/guard/write-guard.server";
import { submitReview } from "~/reviews/review-service.server";
import type { ReviewOutcome } from "~/reviews/review-types";
import { guardedReviewPost, refuseNonPhotos } from "~/reviews/review-upload.server";
import { claimReviewLink, openReviewLink, settleReviewLink } from "./review-requests.server";

const linkUsedMessage =
  "This review link has already been used or has expired. You can still review the product on its page.";

/**
 * A review posted through an emailed review link: the write guard and the review's own checks as
 * on the product page, then the link is taken (once: a used or expired link is refused with 410)
 * and the review stored as a verified buyer's. A review that is not stored gives the link back.
 */
export function writeVerifiedReview(
  request: Request,
  context: WriteContext,
  token: string,
): Promise<FormWrite<ReviewOutcome>> {
  return guardedReviewPost(request, context, async ({ input, values, body, posted, trapped }) => {
    const linkUsed = {
      outcome: { status: "rejected", message: linkUsedMessage, values },
      status: 410,
    } as const;
    const db = (await database()).db;
    const link = await openReviewLink(db, token);
    if (link.state !== "open") return linkUsed;
    input.reviewKey = link.request.reviewKey;
    const checked = validateReview(input);
    if (!checked.ok) {
      return { outcome: { status: "invalid", errors: checked.errors, values }, status: 422 };
    }
    if (trapped) return linkUsed;
    const notPhotos = await refuseNonPhotos(body.photos(), posted, values);
    if (notPhotos) return notPhotos;
    const claimed = await claimReviewLink(db, token);
    if (!claimed) return linkUsed;
    const result = await submitReview(input, { verified: true });
    switch (result.status) {
      case "created":
        await settleReviewLink(db, claimed.id, result.review.id);
        await body.keepPhotos(db, result.review, posted);
        return { outcome: { ...result, photosWaiting: body.photos().length }, status: 201 };
      case "invalid":
        await settleReviewLink(db, claimed.id, null);
        return { outcome: { status: "invalid", errors: result.errors, values }, status: 422 };
      case "failed":
        await settleReviewLink(db, claimed.id, null).catch(() => undefined);
        return { outcome: { status: "failed", values }, status: 503 };
    }
  });
}
