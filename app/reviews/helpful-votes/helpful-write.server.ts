import { database } from "~/db/connection.server";
import { errorSummary, logger } from "~/lib/logger.server";
import { clientKey, guardWrite, shopForm, type WriteContext } from "~/guard/write-guard.server";
import { reviewsVotedBy, voteHelpful, votesAskedAtMost } from "./helpful-votes.server";
import { announceReviewChange } from "~/reviews/live/live-feed-instance.server";

/** Where a browser's own vote (no JavaScript) goes back to: a product page of this store, or home. */
function voteReturnPath(back: unknown): string {
  return typeof back === "string" && /^\/products\/[a-z0-9-]{1,100}$/.test(back) ? back : "/";
}

/** The review ids of `?ids=1,2,3`, or undefined when the list is not that. */
export function askedReviewIds(value: string | null): number[] | undefined {
  if (value === null || value === "") return [];
  const parts = value.split(",");
  if (parts.length > votesAskedAtMost || !parts.every((part) => /^[1-9]\d{0,15}$/.test(part))) {
    return undefined;
  }
  const ids = parts.map(Number);
  return ids.every(Number.isSafeInteger) ? [...new Set(ids)] : undefined;
}

/**
 * The answer to `GET /api/reviews/helpful-votes?ids=…`: which of those reviews the visitor has
 * already voted helpful (`{voted: [ids]}`), for this visitor only and never cached.
 */
export async function ownVotesAnswer(request: Request, context: WriteContext): Promise<Response> {
  const headers = { "Cache-Control": "private, no-store" };
  const ids = askedReviewIds(new URL(request.url).searchParams.get("ids"));
  if (!ids) {
    return Response.json(
      { error: `Give at most ${votesAskedAtMost} review ids, separated by commas.` },
      { status: 400, headers },
    );
  }
  try {
    const voted = await reviewsVotedBy(await database(), clientKey(context.clientAddress), ids);
    return Response.json({ voted }, { headers });
  } catch (error) {
    logger.error({ event: "helpful_votes_not_read", ...errorSummary(error) });
    return Response.json({ error: "Votes could not be read right now." }, { status: 503, headers });
  }
}

/** Whether the post is the browser's own form submission (it then expects a page back). */
function wantsPage(request: Request): boolean {
  return (
    request.headers.get("sec-fetch-mode") === "navigate" ||
    (request.headers.get("accept") ?? "").includes("text/html")
  );
}

/** The answer to `POST /api/reviews/:id/helpful` (see the route). */
export async function helpfulVoteAnswer(
  request: Request,
  context: WriteContext,
  idParam: string | undefined,
): Promise<Response> {
  const guarded = await guardWrite(request, context, shopForm("helpful"));
  if (!guarded.ok) {
    const { status, message, headers } = guarded.rejection;
    return Response.json({ error: message }, { status, headers });
  }
  const id = Number(idParam);
  if (!/^[1-9]\d{0,15}$/.test(idParam ?? "") || !Number.isSafeInteger(id)) {
    return Response.json({ error: "No such review." }, { status: 404 });
  }
  const body = guarded.body.value;
  const back = voteReturnPath(body instanceof FormData ? body.get("back") : body.back);
  if (guarded.trapped) return Response.json({ error: "No such review." }, { status: 404 });
  try {
    const vote = await voteHelpful(await database(), id, clientKey(context.clientAddress));
    if (vote.status === "missing") {
      return Response.json({ error: "No such review." }, { status: 404 });
    }
    // This process forgets its cached pages at once; the others when the NOTIFY arrives.
    if (vote.status === "counted") announceReviewChange(vote.reviewKey);
    if (wantsPage(request)) {
      return new Response(null, {
        status: 303,
        headers: { Location: `${back}#review-${vote.reviewId}` },
      });
    }
    return Response.json({
      id: vote.reviewId,
      helpful: vote.helpful,
      counted: vote.status === "counted",
    });
  } catch (error) {
    logger.error({ event: "helpful_vote_not_stored", ...errorSummary(error) });
    return Response.json(
      { error: "Your vote could not be counted right now. Please try again shortly." },
      { status: 503 },
    );
  }
}
