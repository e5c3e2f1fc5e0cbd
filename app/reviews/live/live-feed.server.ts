import type { Database } from "~/db/database.server";
import { isReviewKey } from "~/catalogue/lookup";
import {
  LiveChannel,
  type LiveChange,
  type LiveSubscription,
  type LiveTopics,
} from "~/live/index.server";
import type { LiveReviewChange, PublicReview } from "~/reviews/review-types";
import {
  findReview,
  newestReviewId,
  reviewsSince,
  type ReviewNotice,
} from "~/reviews/reviews.server";

export { catchUpPageSize } from "~/live/index.server";
export type { LiveSubscription };

type Deliver = (review: PublicReview) => void;

/**
 * Reviews on the live channel: topic `reviews:<reviewKey>`, announced on the review channel in the
 * transaction that stores, hides, shows, deletes or replies to a review (see reviews.server.ts),
 * streamed at `/api/reviews/:reviewKey/stream` as `review` events (new reviews, by id), `reply`
 * (a review again, its public reply changed), `removed` (id and rating) and `restored` (the review).
 */
export const liveReviews: LiveTopics<PublicReview, ReviewNotice> = {
  feature: "reviews",
  channel: "review_inserted",
  streamPath: "/api/reviews/:reviewKey/stream",
  keyParam: "reviewKey",
  rowEvent: "review",
  isKey: isReviewKey,
  keyOf: (notice) => (typeof notice?.reviewKey === "string" ? notice.reviewKey : undefined),
  newestId: newestReviewId,
  rowsAfter: reviewsSince,
  changesIn(db, reviewKey, notice) {
    if (notice.removed) {
      // Sent to subscribers that may show it (at or below the newest id they were sent). Removals
      // carry no event id: a client away when one happened reloads its reviews on reconnecting.
      const { id, rating } = notice.removed;
      return [{ event: "removed", data: { id, rating }, aboutId: id }];
    }
    const id = notice.replied ?? notice.restored;
    if (!id) return [];
    // The review as the public sees it now (a hidden one is not sent); a reply goes only to
    // subscribers past their catch-up (those still catching up read it fresh).
    return findReview(db, id).then((review): LiveChange[] =>
      review && review.reviewKey === reviewKey
        ? [
            notice.replied
              ? { event: "reply", data: review, aboutId: id, skipCatchingUp: true }
              : { event: "restored", data: review, aboutId: id },
          ]
        : [],
    );
  },
};

/** A change event of the review topics as the review list takes it. */
function reviewChange(change: LiveChange): LiveReviewChange | undefined {
  if (change.event === "removed") {
    const { id, rating } = change.data as { id: number; rating: number };
    return { kind: "removed", id, rating };
  }
  if (change.event === "restored") return { kind: "restored", review: change.data as PublicReview };
  return undefined;
}

/**
 * A live channel carrying reviews alone, with review-shaped callbacks, where only reviews are
 * followed (the review feed's tests, on databases of their own). The store's own channel carries
 * every feature (`liveChannel()` in `~/live/index.server`).
 */
export class LiveReviewFeed {
  readonly channel: LiveChannel;

  constructor(database: Database) {
    this.channel = new LiveChannel(database, [liveReviews]);
  }

  start(): Promise<void> {
    return this.channel.start();
  }

  stop(): Promise<void> {
    return this.channel.stop();
  }

  /**
   * Sends `deliver` every public review of the product stored after `sinceId`, then each new one;
   * `deliverReply` a review it has again when its public reply changed, `deliverChange` one taken
   * off the store or shown again.
   */
  subscribe(
    reviewKey: string,
    deliver: Deliver,
    sinceId = 0,
    deliverReply?: Deliver,
    deliverChange?: (change: LiveReviewChange) => void,
  ): LiveSubscription {
    return this.channel.subscribe(
      liveReviews.feature,
      reviewKey,
      {
        row: (row) => deliver(row as PublicReview),
        change(change) {
          if (change.event === "reply") deliverReply?.(change.data as PublicReview);
          const reviewChanged = reviewChange(change);
          if (reviewChanged) deliverChange?.(reviewChanged);
        },
      },
      sinceId,
    );
  }

  /** Calls `listener` with the review key of every product whose reviews change ("*": any). */
  onChange(listener: (reviewKey: string) => void): () => void {
    return this.channel.onChange((topic) => listener(topic.key));
  }

  subscriberCount(): number {
    return this.channel.subscriberCount(liveReviews.feature);
  }
}
