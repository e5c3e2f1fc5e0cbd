import { forgetReviews } from "~/reviews/review-cache.server";

// Kept summaries and first pages are dropped first, so whatever re-renders next reads afresh.
const changeListeners = new Set<(reviewKey: string) => void>([forgetReviews]);

/**
 * Calls `listener` with a product's review key whenever its reviews change, through this process
 * or (by the live channel's NOTIFY) another; "*" means any product's may have (after a lost LISTEN
 * connection is back).
 */
export function onReviewChange(listener: (reviewKey: string) => void): void {
  changeListeners.add(listener);
}

/**
 * Tells this process at once that a product's reviews changed (its own NOTIFY arrives a moment
 * later), so the visitor's next page load already shows the change. The composition root calls it
 * for every review topic the live channel hears of.
 */
export function announceReviewChange(reviewKey: string): void {
  for (const listener of changeListeners) listener(reviewKey);
}
