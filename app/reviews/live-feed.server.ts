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

/** One product with live subscribers in this process. */
interface ProductFeed {
  subscribers: Set<Subscriber>;
  /** The newest review id read for this product; the feed reads from here on each announcement. */
  mark: number;
  /** Resolves once `mark` holds the product's newest review id at the first subscription. */
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
  private readonly products = new Map<string, ProductFeed>();
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
    const product = this.productFeed(reviewKey);
    const subscriber: Subscriber = {
      deliver,
      lastSent: 0,
      queued: [],
      deliverReply,
      deliverChange,
    };
    product.subscribers.add(subscriber);
    let closed = false;
    const caughtUp = (async () => {
      await product.ready;
      let since = sinceId;
      if (since > product.mark) {
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
        product.subscribers.delete(subscriber);
        if (product.subscribers.size === 0 && this.products.get(reviewKey) === product) {
          this.products.delete(reviewKey);
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
    for (const product of this.products.values()) total += product.subscribers.size;
    return total;
  }

  private productFeed(reviewKey: string): ProductFeed {
    const existing = this.products.get(reviewKey);
    if (existing) return existing;
    const product: ProductFeed = {
      subscribers: new Set(),
      mark: 0,
      readAgain: false,
      ready: Promise.resolve(),
    };
    product.ready = newestReviewId(this.database.db, reviewKey).then(
      (newest) => {
        product.mark = Math.max(product.mark, newest);
      },
      (error: unknown) => {
        // Its subscribers' catch-up fails too (they end and reconnect); the next one starts afresh.
        if (this.products.get(reviewKey) === product) this.products.delete(reviewKey);
        throw error;
      },
    );
    product.ready.catch(() => undefined);
    this.products.set(reviewKey, product);
    return product;
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

  /** Reads the product's reviews after its mark and pushes them; one reader per product at a time. */
  private read(reviewKey: string): void {
    const product = this.products.get(reviewKey);
    if (!product) return;
    if (product.reading) {
      product.readAgain = true;
      return;
    }
    product.reading = (async () => {
      await product.ready;
      do {
        product.readAgain = false;
        for (let page = catchUpPageSize; page === catchUpPageSize;) {
          const stored = await reviewsSince(
            this.database.db,
            reviewKey,
            product.mark,
            catchUpPageSize,
          );
          for (const review of stored) {
            product.mark = Math.max(product.mark, review.id);
            for (const subscriber of product.subscribers) send(subscriber, review);
          }
          page = stored.length;
        }
      } while (product.readAgain);
    })()
      .catch((error: unknown) => {
        // The next announcement (or the LISTEN connection's return) reads again from the mark.
        logger.error({ event: "live_reviews_load_failed", ...errorSummary(error) });
      })
      .finally(() => {
        product.reading = undefined;
      });
  }

  /**
   * The store's reply to a review changed: subscribers that already have the review are sent it
   * again, as it is now (a hidden review is not sent; those still catching up read it fresh).
   */
  private pushReply(reviewKey: string, id: number): void {
    const product = this.products.get(reviewKey);
    if (!product) return;
    findReview(this.database.db, id)
      .then((review) => {
        if (!review || review.reviewKey !== reviewKey) return;
        for (const subscriber of product.subscribers) {
          if (!subscriber.queued && review.id <= subscriber.lastSent) {
            subscriber.deliverReply?.(review);
          }
        }
      })
      .catch((error: unknown) => {
        logger.error({ event: "live_reviews_reply_load_failed", ...errorSummary(error) });
      });
  }

  /**
   * A public review was hidden or deleted: subscribers that may show it (it is at or below the
   * newest id they were sent) drop it. Removals carry no event id: a client that was away when one
   * happened reloads its reviews on reconnecting (see `useLiveReviews`).
   */
  private pushRemoval(reviewKey: string, removed: { id: number; rating: number }): void {
    const product = this.products.get(reviewKey);
    if (!product) return;
    const change: LiveReviewChange = { kind: "removed", id: removed.id, rating: removed.rating };
    for (const subscriber of product.subscribers) {
      if (removed.id <= subscriber.lastSent) subscriber.deliverChange?.(change);
    }
  }

  /**
   * A hidden review was shown again: subscribers past its id get it back (those still below it
   * read it in order, as any review).
   */
  private pushRestored(reviewKey: string, id: number): void {
    const product = this.products.get(reviewKey);
    if (!product) return;
    findReview(this.database.db, id)
      .then((review) => {
        if (!review || review.reviewKey !== reviewKey) return;
        const change: LiveReviewChange = { kind: "restored", review };
        for (const subscriber of product.subscribers) {
          if (review.id <= subscriber.lastSent) subscriber.deliverChange?.(change);
        }
      })
      .catch((error: unknown) => {
        logger.error({ event: "live_reviews_restore_load_failed", ...errorSummary(error) });
      });
  }

  /** After the LISTEN connection was lost and is back: read what was stored meanwhile. */
  private restored(): void {
    // Changes announced while it was away were missed: whatever is derived from reviews is stale.
    for (const listener of this.changeListeners) listener("*");
    for (const reviewKey of this.products.keys()) this.read(reviewKey);
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
