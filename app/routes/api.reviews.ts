import type { Route } from "./+types/api.reviews";
import { isReviewKey } from "~/catalogue/lookup";
import { database } from "~/db/connection.server";
import { readReviewInput } from "~/forms/review";
import { caughtInTrap } from "~/lib/bot-trap.server";
import { jsonError, readRequestBody } from "~/lib/request-body.server";
import { isReviewSort } from "~/reviews/review-types";
import { submitReview } from "~/reviews/review-service.server";
import { listReviews } from "~/reviews/reviews.server";
import { cachedSummary } from "~/reviews/summary-cache.server";
import { errorSummary, logger } from "~/lib/logger.server";

// GET /api/reviews?product=KEY&page=1&sort=newest
export async function loader({ request }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const product = params.get("product");
  if (!isReviewKey(product)) return jsonError(404, "Unknown product.");
  const page = Number(params.get("page") ?? "1");
  if (!Number.isSafeInteger(page) || page < 1 || page > 10_000)
    return jsonError(400, "page must be a whole number from 1.");
  const sort = params.get("sort") ?? "newest";
  if (!isReviewSort(sort)) return jsonError(400, "sort must be newest, highest or lowest.");
  try {
    return Response.json(
      await listReviews((await database()).db, product, { page, sort, summaryOf: cachedSummary }),
    );
  } catch (error) {
    logger.error({ event: "reviews_unreadable", ...errorSummary(error) });
    return jsonError(503, "Reviews are unavailable right now. Please try again shortly.");
  }
}

// POST /api/reviews {productId, name, rating, reviewText}
export async function action({ request }: Route.ActionArgs) {
  if (request.method !== "POST") return jsonError(405, "Use POST to submit a review.");
  const body = await readRequestBody(request);
  if (!body.ok) return jsonError(body.status, body.error);
  const input = readReviewInput(body.value);
  if (caughtInTrap("review", body.value)) {
    return Response.json({ id: 0, ...input, createdAt: new Date().toISOString() }, { status: 201 });
  }
  const result = await submitReview(input);
  switch (result.status) {
    case "created":
      return Response.json(result.review, { status: 201 });
    case "invalid":
      return jsonError(422, "Please correct the highlighted fields.", result.errors);
    case "failed":
      return jsonError(503, "Failed to submit review. Please try again.");
  }
}
