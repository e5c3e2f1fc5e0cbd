import type { Route } from "./+types/api.reviews";
import { isReviewKey } from "~/catalogue/lookup";
import { database } from "~/db/connection.server";
import { jsonAnswer } from "~/lib/form-write.server";
import { errorSummary, logger } from "~/lib/logger.server";
import { isReviewSort } from "~/reviews/review-types";
import { writeReview } from "~/reviews/review-write.server";
import { listReviews } from "~/reviews/reviews.server";
import { cachedSummary } from "~/reviews/summary-cache.server";

const jsonError = (status: number, error: string) => Response.json({ error }, { status });

// GET /api/reviews?reviewKey=KEY&page=1&sort=newest
export async function loader({ request }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const reviewKey = params.get("reviewKey");
  if (!isReviewKey(reviewKey)) return jsonError(404, "Unknown product.");
  const page = Number(params.get("page") ?? "1");
  if (!Number.isSafeInteger(page) || page < 1 || page > 10_000)
    return jsonError(400, "page must be a whole number from 1.");
  const sort = params.get("sort") ?? "newest";
  if (!isReviewSort(sort)) return jsonError(400, "sort must be newest, highest or lowest.");
  try {
    return Response.json(
      await listReviews((await database()).db, reviewKey, { page, sort, summaryOf: cachedSummary }),
    );
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
