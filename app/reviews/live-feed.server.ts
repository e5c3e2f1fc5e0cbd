import type { Database } from "~/db/database.server";
import type { PublicReview } from "./review-types";
import { findReview, reviewsSince, type ReviewNotice } from "./reviews.server";
import { errorSummary, logger } from "~/lib/logger.server";

type Deliver = (review: PublicReview) => void;

/**
 * Fans new reviews out to this process's live subscribers. Every process LISTENs on the review
 * channel, so a review stored through any process reaches subscribers on all of them.
 */
export class LiveReviewFeed {
  private readonly subscribers = new Map<string, Set<Deliver>>();
  private readonly changeListeners = new Set<(productId: string) => void>();
  /** Per product, the newest review id subscribers are known to have (where catch-up starts). */
  private readonly highWater = new Map<string, number>();
  private unlisten?: () => Promise<void>;

  constructor(private readonly database: Database) {}

  async start(): Promise<void> {
    this.unlisten = await this.database.listen(
      this.database.reviewChannel,
      (payload) => void this.deliver(payload),
      () => void this.catchUp(),
    );
  }

  async stop(): Promise<void> {
    await this.unlisten?.();
    this.unlisten = undefined;
  }

  /** `sinceId`: the newest review this subscriber already has. */
  subscribe(productId: string, deliver: Deliver, sinceId = 0): () => void {
    this.raiseHighWater(productId, sinceId);
    let set = this.subscribers.get(productId);
    if (!set) this.subscribers.set(productId, (set = new Set()));
    set.add(deliver);
    return () => {
      set.delete(deliver);
      if (set.size === 0) this.subscribers.delete(productId);
    };
  }

  /** Calls `listener` with the review key of every product whose reviews change. */
  onChange(listener: (productId: string) => void): () => void {
    this.changeListeners.add(listener);
    return () => this.changeListeners.delete(listener);
  }

  subscriberCount(): number {
    let total = 0;
    for (const set of this.subscribers.values()) total += set.size;
    return total;
  }

  private async deliver(payload: string): Promise<void> {
    let notice: ReviewNotice;
    try {
      notice = JSON.parse(payload) as ReviewNotice;
    } catch {
      logger.warn({ event: "live_reviews_bad_notification" });
      return;
    }
    for (const listener of this.changeListeners) listener(notice.productId);
    const set = this.subscribers.get(notice.productId);
    if (!set?.size) return;
    try {
      const review = await findReview(this.database.db, notice.id);
      if (review) this.push(review);
    } catch (error) {
      logger.error({ event: "live_reviews_load_failed", ...errorSummary(error) });
    }
  }

  private push(review: PublicReview): void {
    this.raiseHighWater(review.productId, review.id);
    for (const deliver of this.subscribers.get(review.productId) ?? []) deliver(review);
  }

  private raiseHighWater(productId: string, id: number): void {
    if (id > (this.highWater.get(productId) ?? 0)) this.highWater.set(productId, id);
  }

  /** After the LISTEN connection was lost and is back: push what was stored meanwhile. */
  private async catchUp(): Promise<void> {
    // Changes announced while it was away were missed: whatever is derived from reviews is stale.
    for (const listener of this.changeListeners) listener("*");
    for (const productId of this.subscribers.keys()) {
      try {
        const missed = await reviewsSince(
          this.database.db,
          productId,
          this.highWater.get(productId) ?? 0,
        );
        for (const review of missed) this.push(review);
      } catch (error) {
        logger.error({ event: "live_reviews_catch_up_failed", ...errorSummary(error) });
      }
    }
  }
}
