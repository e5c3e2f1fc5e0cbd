import { useEffect, useRef } from "react";
import type { PublicReview } from "~/reviews/review-types";

/**
 * Subscribes to a product's live review stream from `sinceId` on; the browser reconnects by itself
 * (sending Last-Event-ID) and the subscription closes when the page is left.
 */
export function useLiveReviews(
  productId: string,
  sinceId: number,
  onReview: (review: PublicReview) => void,
) {
  const latest = useRef({ sinceId, onReview });
  useEffect(() => {
    latest.current = { sinceId, onReview };
  });

  useEffect(() => {
    if (typeof EventSource === "undefined") return;
    const url = `/api/reviews/${encodeURIComponent(productId)}/stream?since=${latest.current.sinceId}`;
    const source = new EventSource(url);
    source.addEventListener("review", (event) => {
      try {
        latest.current.onReview(JSON.parse((event as MessageEvent<string>).data) as PublicReview);
      } catch {
        console.error("live reviews: ignoring a malformed event");
      }
    });
    return () => source.close();
  }, [productId]);
}
