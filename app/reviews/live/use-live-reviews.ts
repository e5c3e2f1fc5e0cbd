import { useLiveTopic } from "~/live/use-live-topic";
import type { LiveReviewChange, PublicReview } from "~/reviews/review-types";

/**
 * Subscribes to a product's live review stream from `sinceId` on (see `useLiveTopic`).
 * `onReply` receives a review already shown whose public reply the store set, changed or removed;
 * `onChange` a review taken off the store (hidden or deleted) or shown again; `onReconnect` runs
 * when the stream opens again after a drop (the page reloads its reviews: removals carry no id).
 */
export function useLiveReviews(
  reviewKey: string,
  sinceId: number,
  onReview: (review: PublicReview) => void,
  onReply?: (review: PublicReview) => void,
  onChange?: (change: LiveReviewChange) => void,
  onReconnect?: () => void,
) {
  useLiveTopic(
    `/api/reviews/${encodeURIComponent(reviewKey)}/stream`,
    sinceId,
    {
      review: (data) => onReview(data as PublicReview),
      reply: (data) => onReply?.(data as PublicReview),
      removed(data) {
        const { id, rating } = data as { id: number; rating: number };
        onChange?.({ kind: "removed", id, rating });
      },
      restored: (data) => onChange?.({ kind: "restored", review: data as PublicReview }),
    },
    onReconnect,
  );
}
