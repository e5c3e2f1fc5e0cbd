import type { Route } from "./+types/api.reviews";
import { jsonAnswer } from "~/guard/form-write.server";
import { reviewListAnswer } from "~/reviews/review-list-answer.server";
import { writeReview } from "~/reviews/review-write.server";

/**
 * GET /api/reviews: a page of a product's reviews (see `reviewListAnswer`). The store's server
 * answers the canonical path itself, ahead of Express (app/reviews/review-list-handler.server.ts); this loader answers
 * every other spelling the router accepts (`/API/Reviews`, `/api/reviews/`), with the same answer.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const answer = await reviewListAnswer(new URL(request.url).searchParams, context.clientAddress);
  return Response.json(answer.body, { status: answer.status, headers: answer.headers });
}

// POST /api/reviews {reviewKey, name, rating, reviewText}: the review form's own write, as JSON.
export async function action({ request, context }: Route.ActionArgs) {
  return jsonAnswer(
    await writeReview(request, context),
    (outcome) => outcome.review,
    "Failed to submit review. Please try again.",
  );
}
