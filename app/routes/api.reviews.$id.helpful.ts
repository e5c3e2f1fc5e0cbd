import type { Route } from "./+types/api.reviews.$id.helpful";
import { helpfulVoteAnswer } from "~/reviews/helpful-votes/helpful-write.server";

// GET has nothing to show: a vote is a POST.
export function loader() {
  return Response.json({ error: "Use POST to vote." }, { status: 405, headers: { Allow: "POST" } });
}

/**
 * POST /api/reviews/:id/helpful: counts the client's "helpful" vote on a review, once. JSON (or a
 * fetcher's form post) gets `{helpful, counted}`; a browser's own form post (no JavaScript) is sent
 * back to the review on its product page.
 */
export async function action({ request, context, params }: Route.ActionArgs) {
  return helpfulVoteAnswer(request, context, params.id);
}
