import type { Request, Response } from "express";
import { isReviewKey } from "~/catalogue/lookup";
import type { Database } from "~/db/database.server";
import type { LiveReviewFeed } from "~/reviews/live-feed.server";
import type { PublicReview } from "~/reviews/review-types";
import { reviewsSince } from "~/reviews/reviews.server";
import { errorSummary, logger } from "~/lib/logger.server";

export const heartbeatMilliseconds = 15_000;
const reconnectMilliseconds = 3_000;

function eventFor(review: PublicReview): string {
  return `id: ${review.id}\nevent: review\ndata: ${JSON.stringify(review)}\n\n`;
}

function parseSince(value: unknown): number {
  const number = typeof value === "string" ? Number.parseInt(value, 10) : Number.NaN;
  return Number.isSafeInteger(number) && number > 0 ? number : 0;
}

/**
 * Server-Sent Events: each new review of one product, pushed as it is stored. A client opens the
 * stream with `?since=` (the newest review it rendered); a reconnecting client sends
 * `Last-Event-ID`; both first receive what they missed, from the database.
 */
export function reviewStreamHandler(
  getDatabase: () => Promise<Database>,
  getFeed: () => Promise<LiveReviewFeed>,
) {
  const open = new Set<Response>();
  // One timer for every open stream (thousands of streams, one interval).
  const heartbeat = setInterval(() => {
    for (const response of open) response.write(": heartbeat\n\n");
  }, heartbeatMilliseconds);
  heartbeat.unref();

  const handler = async (request: Request, response: Response) => {
    const productId = request.params.key;
    if (!isReviewKey(productId)) {
      response.status(404).json({ error: "Unknown product." });
      return;
    }
    let lastSent = parseSince(request.get("Last-Event-ID") ?? request.query.since);

    response.writeHead(200, {
      "Content-Type": "text/event-stream; charset=utf-8",
      "Cache-Control": "no-cache, no-transform",
      "X-Accel-Buffering": "no",
      Connection: "keep-alive",
    });
    response.write(`retry: ${reconnectMilliseconds}\n\n`);
    open.add(response);

    // Reviews that arrive while the catch-up query runs wait here, so none is lost or repeated.
    let pending: PublicReview[] | undefined = [];
    const send = (review: PublicReview) => {
      if (pending) pending.push(review);
      else if (review.id > lastSent) {
        lastSent = review.id;
        response.write(eventFor(review));
      }
    };
    const feed = await getFeed();
    const unsubscribe = feed.subscribe(productId, send, lastSent);
    request.on("close", () => {
      unsubscribe();
      open.delete(response);
    });

    let missed: PublicReview[] = [];
    if (lastSent > 0) {
      try {
        missed = await reviewsSince((await getDatabase()).db, productId, lastSent);
      } catch (error) {
        // The stream stays open: new reviews still arrive, and the client retries on reconnect.
        logger.error({ event: "live_reviews_catch_up_failed", ...errorSummary(error) });
      }
    }
    const queued = pending;
    pending = undefined;
    for (const review of [...missed, ...queued].sort((a, b) => a.id - b.id)) send(review);
  };

  /** Ends every open stream (at shutdown), so clients reconnect to another process. */
  const closeAll = () => {
    clearInterval(heartbeat);
    for (const response of open) response.end();
    open.clear();
  };

  return { handler, closeAll };
}
