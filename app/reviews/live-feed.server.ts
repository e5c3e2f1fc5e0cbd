import type { Database } from "~/db/database.server";
import type { PublicReview } from "./review-types";
import { findReview, type ReviewNotice } from "./reviews.server";
import { errorSummary, logger } from "~/lib/logger.server";

type Deliver = (review: PublicReview) => void;

/**
 * Fans new reviews out to this process's live subscribers. Every process LISTENs on the review
 * channel, so a review stored through any process reaches subscribers on all of them.
 */
export class LiveReviewFeed {
  private readonly subscribers = new Map<string, Set<Deliver>>();
  private readonly changeListeners = new Set<(productId: string) => void>();
  private unlisten?: () => Promise<void>;

  constructor(private readonly database: Database) {}

  async start(): Promise<void> {
    this.unlisten = await this.database.listen(this.database.reviewChannel, (payload) => {
      void this.deliver(payload);
    });
  }

  async stop(): Promise<void> {
    await this.unlisten?.();
    this.unlisten = undefined;
  }

  subscribe(productId: string, deliver: Deliver): () => void {
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
      if (review) for (const deliver of set) deliver(review);
    } catch (error) {
      logger.error({ event: "live_reviews_load_failed", ...errorSummary(error) });
    }
  }
}
