import type { Database } from "~/db/database.server";
import type { LiveReviewChange, PublicReview } from "./review-types";
import { findReview, newestReviewId, reviewsSince, type ReviewNotice } from "./reviews.server";
import { errorSummary, logger } from "~/lib/logger.server";

type Deliver = (review: PublicReview) => void;

/** Reviews read per query, when the feed or a subscriber catches up. */
export const catchUpPageSize = 100;

interface Subscriber {
  deliver: Deliver;
  /** The newest review id this subscriber has (it is sent only newer ones). */
  lastSent: number;
  /** Reviews pushed while the subscriber's own catch-up runs. */
  queued?: PublicReview[];
  /** Sent a review it already has again, when the store's public reply to it changed. */
  deliverReply?: Deliver;
  /** Told when a review it may show is taken off the store or shown again. */
  deliverChange?: (change: LiveReviewChange) => void;
}

/**
 * One review key with live subscribers in this process (a product's reviews, shared by the bundles
 * that show them).
 */
interface ReviewKeyFeed {
  subscribers: Set<Subscriber>;
  /** The newest review id read for this review key; the feed reads from here on each announcement. */
  mark: number;
  /** Resolves once `mark` holds the review key's newest review id at the first subscription. */
  ready: Promise<void>;
  reading?: Promise<void>;
  /** An announcement arrived while reading: read once more afterwards. */
  readAgain: boolean;
}

export interface LiveSubscription {
  /** Resolves once the subscriber has everything stored after its `sinceId` (it may reject). */
  caughtUp: Promise<void>;
  close(): void;
}

/**
 * Fans new reviews out to this process's live subscribers. Every process LISTENs on the review
 * channel, so a review stored through any process reaches subscribers on all of them.
 *
 * Delivery follows a cursor that cannot skip: a product's reviews are stored one at a time (see
 * `createReview`), so its ids commit in increasing order, and an announcement only tells the feed
 * to read the product's reviews after the newest id it has read. Announcements may be lost,
 * repeated or handled out of order; every review is still read once, in id order, and each
 * subscriber is sent each review once (only ids above the newest it has).
 */
export class LiveReviewFeed {
  private readonly feeds = new Map<string, ReviewKeyFeed>();
  private readonly changeListeners = new Set<(reviewKey: string) => void>();
  private unlisten?: () => Promise<void>;

  constructor(private readonly database: Database) {}

  async start(): Promise<void> {
    this.unlisten = await this.database.listen(
      this.database.reviewChannel,
      (payload) => this.announced(payload),
      () => this.restored(),
    );
  }

  async stop(): Promise<void> {
    await this.unlisten?.();
    this.unlisten = undefined;
  }

  /**
   * Sends `deliver` every public review of the product stored after `sinceId` (paging through
   * the database until current), then each new one as it is stored (`sinceId` 0: a page that
   * showed no reviews is sent every public one stored since). A value above the product's newest
   * review id counts as that id (client input never reaches anything shared).
   */
  subscribe(
    reviewKey: string,
    deliver: Deliver,
    sinceId = 0,
    deliverReply?: Deliver,
    deliverChange?: (change: LiveReviewChange) => void,
  ): LiveSubscription {
    const feed = this.feedFor(reviewKey);
    const subscriber: Subscriber = {
      deliver,
      lastSent: 0,
      queued: [],
      deliverReply,
      deliverChange,
    };
    feed.subscribers.add(subscriber);
    let closed = false;
    const caughtUp = (async () => {
      await feed.ready;
      let since = sinceId;
      if (since > feed.mark) {
        since = Math.min(since, await newestReviewId(this.database.db, reviewKey));
      }
      subscriber.lastSent = since;
      for (let page = catchUpPageSize; page === catchUpPageSize && !closed;) {
        const missed = await reviewsSince(
          this.database.db,
          reviewKey,
          subscriber.lastSent,
          catchUpPageSize,
        );
        for (const review of missed) sendNow(subscriber, review);
        page = missed.length;
      }
    })().finally(() => {
      const queued = subscriber.queued ?? [];
      subscriber.queued = undefined;
      for (const review of queued.sort((a, b) => a.id - b.id)) sendNow(subscriber, review);
    });
    return {
      caughtUp,
      close: () => {
        closed = true;
        feed.subscribers.delete(subscriber);
        if (feed.subscribers.size === 0 && this.feeds.get(reviewKey) === feed) {
          this.feeds.delete(reviewKey);
        }
      },
    };
  }

  /** Calls `listener` with the review key of every product whose reviews change. */
  onChange(listener: (reviewKey: string) => void): () => void {
    this.changeListeners.add(listener);
    return () => this.changeListeners.delete(listener);
  }

  subscriberCount(): number {
    let total = 0;
    for (const feed of this.feeds.values()) total += feed.subscribers.size;
    return total;
  }

  private feedFor(reviewKey: string): ReviewKeyFeed {
    const existing = this.feeds.get(reviewKey);
    if (existing) return existing;
    const feed: ReviewKeyFeed = {
      subscribers: new Set(),
      mark: 0,
      readAgain: false,
      ready: Promise.resolve(),
    };
    feed.ready = newestReviewId(this.database.db, reviewKey).then(
      (newest) => {
        feed.mark = Math.max(feed.mark, newest);
      },
      (error: unknown) => {
        // Its subscribers' catch-up fails too (they end and reconnect); the next one starts afresh.
        if (this.feeds.get(reviewKey) === feed) this.feeds.delete(reviewKey);
        throw error;
      },
    );
    feed.ready.catch(() => undefined);
    this.feeds.set(reviewKey, feed);
    return feed;
  }

  private announced(payload: string): void {
    let notice: ReviewNotice;
    try {
      notice = JSON.parse(payload) as ReviewNotice;
    } catch {
      logger.warn({ event: "live_reviews_bad_notification" });
      return;
    }
    for (const listener of this.changeListeners) listener(notice.reviewKey);
    if (notice.replied) this.pushReply(notice.reviewKey, notice.replied);
    if (notice.removed) this.pushRemoval(notice.reviewKey, notice.removed);
    if (notice.restored) this.pushRestored(notice.reviewKey, notice.restored);
    // Imported reviews are announced without an id; they are read (and pushed) all the same.
    this.read(notice.reviewKey);
  }

  /** Reads the review key's reviews after its mark and pushes them; one reader per key at a time. */
  private read(reviewKey: string): void {
    const feed = this.feeds.get(reviewKey);
    if (!feed) return;
    if (feed.reading) {
      feed.readAgain = true;
      return;
    }
    feed.reading = (async () => {
      await feed.ready;
      do {
        feed.readAgain = false;
        for (let page = catchUpPageSize; page === catchUpPageSize;) {
          const stored = await reviewsSince(
            this.database.db,
            reviewKey,
            feed.mark,
            catchUpPageSize,
          );
          for (const review of stored) {
            feed.mark = Math.max(feed.mark, review.id);
            for (const subscriber of feed.subscribers) send(subscriber, review);
          }
          page = stored.length;
        }
      } while (feed.readAgain);
    })()
      .catch((error: unknown) => {
        // The next announcement (or the LISTEN connection's return) reads again from the mark.
        logger.error({ event: "live_reviews_load_failed", ...errorSummary(error) });
      })
      .finally(() => {
        feed.reading = undefined;
      });
  }

  /**
   * The store's reply to a review changed: subscribers that already have the review are sent it
   * again, as it is now (a hidden review is not sent; those still catching up read it fresh).
   */
  private pushReply(reviewKey: string, id: number): void {
    this.withPublicReview(reviewKey, id, "live_reviews_reply_load_failed", (review, feed) => {
      for (const subscriber of feed.subscribers) {
        if (!subscriber.queued && review.id <= subscriber.lastSent) {
          subscriber.deliverReply?.(review);
        }
      }
    });
  }

  /**
   * A public review was hidden or deleted: subscribers that may show it (it is at or below the
   * newest id they were sent) drop it. Removals carry no event id: a client that was away when one
   * happened reloads its reviews on reconnecting (see `useLiveReviews`).
   */
  private pushRemoval(reviewKey: string, removed: { id: number; rating: number }): void {
    const feed = this.feeds.get(reviewKey);
    if (!feed) return;
    const change: LiveReviewChange = { kind: "removed", id: removed.id, rating: removed.rating };
    for (const subscriber of feed.subscribers) {
      if (removed.id <= subscriber.lastSent) subscriber.deliverChange?.(change);
    }
  }

  /**
   * A hidden review was shown again: subscribers past its id get it back (those still below it
   * read it in order, as any review).
   */
  private pushRestored(reviewKey: string, id: number): void {
    this.withPublicReview(reviewKey, id, "live_reviews_restore_load_failed", (review, feed) => {
      const change: LiveReviewChange = { kind: "restored", review };
      for (const subscriber of feed.subscribers) {
        if (review.id <= subscriber.lastSent) subscriber.deliverChange?.(change);
      }
    });
  }

  /**
   * Reads review `id` as the public sees it and hands it to `use` with its key's feed: only while
   * the key has subscribers here, and only if the review is public and still under that key. A
   * failed read is logged as `failedEvent`.
   */
  private withPublicReview(
    reviewKey: string,
    id: number,
    failedEvent: string,
    use: (review: PublicReview, feed: ReviewKeyFeed) => void,
  ): void {
    const feed = this.feeds.get(reviewKey);
    if (!feed) return;
    findReview(this.database.db, id)
      .then((review) => {
        if (review && review.reviewKey === reviewKey) use(review, feed);
      })
      .catch((error: unknown) => {
        logger.error({ event: failedEvent, ...errorSummary(error) });
      });
  }

  /** After the LISTEN connection was lost and is back: read what was stored meanwhile. */
  private restored(): void {
    // Changes announced while it was away were missed: whatever is derived from reviews is stale.
    for (const listener of this.changeListeners) listener("*");
    for (const reviewKey of this.feeds.keys()) this.read(reviewKey);
  }
}

function send(subscriber: Subscriber, review: PublicReview): void {
  if (subscriber.queued) subscriber.queued.push(review);
  else sendNow(subscriber, review);
}

function sendNow(subscriber: Subscriber, review: PublicReview): void {
  if (review.id <= subscriber.lastSent) return;
  subscriber.lastSent = review.id;
  subscriber.deliver(review);
}
