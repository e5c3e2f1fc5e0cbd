import type { Route } from "./+types/api.reviews";
import { isReviewKey } from "~/catalogue/lookup";
import { database } from "~/db/connection.server";
import { jsonAnswer } from "~/lib/form-write.server";
import { errorSummary, logger } from "~/lib/logger.server";
import { reviewCache } from "~/reviews/review-cache.server";
import { decodeCursor, type ReviewCursor } from "~/reviews/review-cursor";
import { isReviewSort } from "~/reviews/review-types";
import { writeReview } from "~/reviews/review-write.server";

const jsonError = (status: number, error: string) => Response.json({ error }, { status });

/**
 * GET /api/reviews?reviewKey=KEY&sort=newest&cursor=… — a page of a product's public reviews and
 * its summary. The answer's `nextCursor` asks for the page after it (null on the last page);
 * `page=N` (without a cursor) still counts pages from the first, at a cost that grows with N.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const reviewKey = params.get("reviewKey");
  if (!isReviewKey(reviewKey)) return jsonError(404, "Unknown product.");
  const sort = params.get("sort") ?? "newest";
  if (!isReviewSort(sort)) return jsonError(400, "sort must be newest, highest or lowest.");
  const cursorText = params.get("cursor");
  const pageText = params.get("page");
  if (cursorText !== null && pageText !== null) {
    return jsonError(400, "Give either cursor or page, not both.");
  }
  const page = Number(pageText ?? "1");
  if (!/^\d+$/.test(pageText ?? "1") || !Number.isSafeInteger(page) || page < 1 || page > 10_000)
    return jsonError(400, "page must be a whole number from 1 to 10000.");
  let after: ReviewCursor | undefined;
  if (cursorText !== null) {
    const decoded = decodeCursor(cursorText, sort);
    if (!decoded.ok) return jsonError(400, `Invalid cursor: ${decoded.error}`);
    after = decoded.cursor;
  }
  try {
    const listed = await reviewCache.page((await database()).db, reviewKey, { sort, after, page });
    return Response.json(pageText === null ? listed : { ...listed, page });
  } catch (error) {
    logger.error({ event: "reviews_unreadable", ...errorSummary(error) });
    return jsonError(503, "Reviews are unavailable right now. Please try again shortly.");
  }
}

// POST /api/reviews {reviewKey, name, rating, reviewText}: the review form's own write, as JSON.
export async function action({ request, context }: Route.ActionArgs) {
  return jsonAnswer(
    await writeReview(request, context),
    (outcome) => outcome.review,
    "Failed to submit review. Please try again.",
  );
}
