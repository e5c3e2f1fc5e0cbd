import type { Request, Response } from "express";
import { isReviewKey } from "~/catalogue/lookup";
import type { LiveReviewFeed, LiveSubscription } from "~/reviews/live-feed.server";
import type { PublicReview } from "~/reviews/review-types";
import { errorSummary, logger } from "~/lib/logger.server";

export const heartbeatMilliseconds = 15_000;
const reconnectMilliseconds = 3_000;
/** How long a refused client waits before it tries again. */
export const refusedRetryMilliseconds = 30_000;

export interface StreamLimits {
  /** Open streams one client address may hold (a shopper with a few tabs open). */
  perClient: number;
  /** Open streams this process holds at most. */
  total: number;
  /** A stream is ended after this long; the client reconnects with Last-Event-ID, losing nothing. */
  maxAgeMs: number;
}

function eventFor(review: PublicReview): string {
  return `id: ${review.id}\nevent: review\ndata: ${JSON.stringify(review)}\n\n`;
}

/** A review again, with the store's reply changed: no id, so a reconnect's Last-Event-ID is kept. */
function replyEventFor(review: PublicReview): string {
  return `event: reply\ndata: ${JSON.stringify(review)}\n\n`;
}

function parseSince(value: unknown): number {
  const number = typeof value === "string" ? Number.parseInt(value, 10) : Number.NaN;
  return Number.isSafeInteger(number) && number > 0 ? number : 0;
}

/** One client address per machine: an IPv4 client of a dual-stack server counts by its own address. */
function clientAddress(request: Request): string {
  const address = request.ip ?? request.socket.remoteAddress ?? "unknown";
  return address.startsWith("::ffff:") ? address.slice(7) : address;
}

/** A refusal an EventSource understands: a status, Retry-After, and an SSE `retry:` hint. */
function refuse(response: Response, status: 429 | 503, message: string): void {
  const seconds = Math.ceil(refusedRetryMilliseconds / 1000);
  response
    .status(status)
    .set({
      "Content-Type": "text/event-stream; charset=utf-8",
      "Cache-Control": "no-store",
      "Retry-After": String(seconds),
    })
    .end(`retry: ${refusedRetryMilliseconds}\n: ${message}\n\n`);
}

interface OpenStream {
  response: Response;
  client: string;
}

/**
 * Server-Sent Events: each new review of one product, pushed as it is stored. A client opens the
 * stream with `?since=` (the newest review it rendered); a reconnecting client sends
 * `Last-Event-ID`; both first receive what they missed, from the database (see LiveReviewFeed).
 * Streams are capped per client address and per process, and each ends after `maxAgeMs`.
 */
export function reviewStreamHandler(getFeed: () => Promise<LiveReviewFeed>, limits: StreamLimits) {
  const open = new Set<OpenStream>();
  const perClient = new Map<string, number>();
  let closing = false;
  // One timer for every open stream (thousands of streams, one interval).
  const heartbeat = setInterval(() => {
    for (const stream of open) {
      if (stream.response.headersSent) stream.response.write(": heartbeat\n\n");
    }
  }, heartbeatMilliseconds);
  heartbeat.unref();

  const handler = async (request: Request, response: Response) => {
    const reviewKey = request.params.reviewKey;
    if (!isReviewKey(reviewKey)) {
      response.status(404).json({ error: "Unknown product." });
      return;
    }
    if (closing) return refuse(response, 503, "The store is restarting.");
    if (open.size >= limits.total) {
      logger.warn({ event: "live_streams_full", open: open.size });
      return refuse(response, 503, "Too many live streams on this server.");
    }
    const client = clientAddress(request);
    if ((perClient.get(client) ?? 0) >= limits.perClient) {
      logger.warn({ event: "live_streams_per_client", limit: limits.perClient });
      return refuse(response, 429, "Too many live streams from this address.");
    }

    // The stream counts (and is cleaned up) from here on, whatever happens while it starts.
    const stream: OpenStream = { response, client };
    open.add(stream);
    perClient.set(client, (perClient.get(client) ?? 0) + 1);
    const live: { subscription?: LiveSubscription; maxAge?: ReturnType<typeof setTimeout> } = {};
    let released = false;
    const release = () => {
      if (released) return;
      released = true;
      clearTimeout(live.maxAge);
      live.subscription?.close();
      open.delete(stream);
      const count = (perClient.get(client) ?? 1) - 1;
      if (count > 0) perClient.set(client, count);
      else perClient.delete(client);
    };
    request.on("close", release);
    response.on("close", release);

    let feed: LiveReviewFeed;
    try {
      feed = await getFeed();
    } catch (error) {
      logger.warn({ event: "live_reviews_unavailable", ...errorSummary(error) });
      release();
      if (!response.headersSent && !response.writableEnded) {
        refuse(response, 503, "Live reviews are unavailable for a moment.");
      }
      return;
    }
    if (released || response.writableEnded) return; // the client left, or the store began to close, while waiting

    response.writeHead(200, {
      "Content-Type": "text/event-stream; charset=utf-8",
      "Cache-Control": "no-cache, no-transform",
      "X-Accel-Buffering": "no",
    });
    response.write(`retry: ${reconnectMilliseconds}\n\n`);
    const subscription = feed.subscribe(
      reviewKey,
      (review) => response.write(eventFor(review)),
      parseSince(request.get("Last-Event-ID") ?? request.query.since),
      (review) => response.write(replyEventFor(review)),
    );
    live.subscription = subscription;
    subscription.caughtUp.catch((error: unknown) => {
      // Ending the stream makes the client reconnect (with Last-Event-ID) and catch up then.
      logger.error({ event: "live_reviews_catch_up_failed", ...errorSummary(error) });
      response.end();
    });
    live.maxAge = setTimeout(() => response.end(), limits.maxAgeMs);
    live.maxAge.unref();
  };

  /** Ends every open stream and refuses new ones (at shutdown), so clients reconnect elsewhere. */
  const closeAll = () => {
    closing = true;
    clearInterval(heartbeat);
    for (const stream of [...open]) {
      if (stream.response.headersSent) stream.response.end();
      else refuse(stream.response, 503, "The store is restarting.");
    }
    open.clear();
    perClient.clear();
  };

  return { handler, closeAll, openCount: () => open.size };
}
