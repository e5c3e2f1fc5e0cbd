import { useEffect, useRef } from "react";
import type { LiveReviewChange, PublicReview } from "~/reviews/review-types";

/** A stream the server refused (busy, restarting) is tried again after about this long. */
const refusedRetryMilliseconds = 30_000;

/**
 * Subscribes to a product's live review stream from `sinceId` on; the browser reconnects by itself
 * after a dropped stream (sending Last-Event-ID), and the subscription closes when the page is left.
 * `onReply` receives a review already shown whose public reply the store set, changed or removed;
 * `onChange` a review taken off the store (hidden or deleted) or shown again.
 *
 * New reviews are caught up after a dropped stream (by id); removals are not (they carry no id),
 * so `onReconnect` runs each time the stream opens again after a drop: the page reloads its
 * reviews then, and nothing removed while it was away stays on it.
 */
export function useLiveReviews(
  reviewKey: string,
  sinceId: number,
  onReview: (review: PublicReview) => void,
  onReply?: (review: PublicReview) => void,
  onChange?: (change: LiveReviewChange) => void,
  onReconnect?: () => void,
) {
  const latest = useRef({ sinceId, onReview, onReply, onChange, onReconnect });
  useEffect(() => {
    latest.current = { sinceId, onReview, onReply, onChange, onReconnect };
  });

  useEffect(() => {
    if (typeof EventSource === "undefined") return;
    let since = latest.current.sinceId;
    let source: EventSource | undefined;
    let retry: ReturnType<typeof setTimeout> | undefined;
    let opened = false;
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
      for (const kind of ["removed", "restored"] as const) {
        current.addEventListener(kind, (event) => {
          try {
            const data = JSON.parse((event as MessageEvent<string>).data) as PublicReview;
            latest.current.onChange?.(
              kind === "removed"
                ? { kind, id: data.id, rating: data.rating }
                : { kind, review: data },
            );
          } catch {
            console.error("live reviews: ignoring a malformed event");
          }
        });
      }
      current.addEventListener("open", () => {
        // The first open is the page's own start; any later one follows a drop.
        if (opened) latest.current.onReconnect?.();
        opened = true;
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
