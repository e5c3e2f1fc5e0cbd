import type { Route } from "./+types/api.reviews.helpful-votes";
import { ownVotesAnswer } from "~/reviews/helpful-votes/helpful-write.server";

/**
 * GET /api/reviews/helpful-votes?ids=1,2,3: which of those reviews this visitor has already voted
 * helpful, so a reloaded product page shows the vote as given.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  return ownVotesAnswer(request, context);
}

/** Votes are cast at /api/reviews/:id/helpful; this address only answers GET. */
export function action() {
  return Response.json(
    { error: "Use POST /api/reviews/:id/helpful to vote." },
    { status: 405, headers: { Allow: "GET, HEAD" } },
  );
}
