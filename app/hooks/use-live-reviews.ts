import { useEffect, useRef } from "react";
import type { PublicReview } from "~/reviews/review-types";

/** A stream the server refused (busy, restarting) is tried again after about this long. */
const refusedRetryMilliseconds = 30_000;

/**
 * Subscribes to a product's live review stream from `sinceId` on; the browser reconnects by itself
 * after a dropped stream (sending Last-Event-ID), and the subscription closes when the page is left.
 * `onReply` receives a review already shown whose public reply the store set, changed or removed.
 */
export function useLiveReviews(
  reviewKey: string,
  sinceId: number,
  onReview: (review: PublicReview) => void,
  onReply?: (review: PublicReview) => void,
) {
  const latest = useRef({ sinceId, onReview, onReply });
  useEffect(() => {
    latest.current = { sinceId, onReview, onReply };
  });

  useEffect(() => {
    if (typeof EventSource === "undefined") return;
    let since = latest.current.sinceId;
    let source: EventSource | undefined;
    let retry: ReturnType<typeof setTimeout> | undefined;
    const connect = () => {
      const url = `/api/reviews/${encodeURIComponent(reviewKey)}/stream?since=${since}`;
      const current = new EventSource(url);
      source = current;
      current.addEventListener("review", (event) => {
        const message = event as MessageEvent<string>;
        const id = Number(message.lastEventId);
        if (Number.isSafeInteger(id) && id > since) since = id;
        try {
          latest.current.onReview(JSON.parse(message.data) as PublicReview);
        } catch {
          console.error("live reviews: ignoring a malformed event");
        }
      });
      current.addEventListener("reply", (event) => {
        try {
          latest.current.onReply?.(
            JSON.parse((event as MessageEvent<string>).data) as PublicReview,
          );
        } catch {
          console.error("live reviews: ignoring a malformed event");
        }
      });
      current.addEventListener("error", () => {
        // A refused stream (429/503) is closed for good by the browser: try again later, from
        // the newest review received.
        if (current.readyState !== EventSource.CLOSED) return;
        const jitter = Math.random() * refusedRetryMilliseconds * 0.5;
        retry = setTimeout(connect, refusedRetryMilliseconds + jitter);
      });
    };
    connect();
    return () => {
      clearTimeout(retry);
      source?.close();
    };
  }, [reviewKey]);
}
