import { database } from "~/db/connection.server";
import { processSlot } from "~/lib/process-slot.server";
import { LiveReviewFeed } from "./live-feed.server";
import { forgetReviews } from "./review-cache.server";

const slot = processSlot<LiveReviewFeed>("__liveReviewFeed");
// Kept summaries and first pages are dropped first, so whatever re-renders next reads afresh.
const changeListeners = new Set<(reviewKey: string) => void>([forgetReviews]);

/**
 * Calls `listener` with a product's review key whenever its reviews change, on whichever feed
 * this process runs; "*" means any product's may have (after a lost LISTEN connection is back).
 */
export function onReviewChange(listener: (reviewKey: string) => void): void {
  changeListeners.add(listener);
}

/**
 * Tells this process at once that a product's reviews changed (its own NOTIFY arrives a moment
 * later), so the visitor's next page load already shows the change.
 */
export function announceReviewChange(reviewKey: string): void {
  for (const listener of changeListeners) listener(reviewKey);
}

/** This process's live review feed, listening once the database is open. */
export function liveReviewFeed(): Promise<LiveReviewFeed> {
  return slot.get(async () => {
    const feed = new LiveReviewFeed(await database());
    feed.onChange(announceReviewChange);
    await feed.start();
    return feed;
  });
}

export async function stopLiveReviewFeed(): Promise<void> {
  const current = slot.take();
  if (current) await (await current.catch(() => undefined))?.stop();
}
