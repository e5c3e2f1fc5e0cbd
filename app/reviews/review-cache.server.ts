import type { Db } from "~/db/database.server";
import { GenerationalCache } from "~/lib/generational-cache";
import type { ReviewCursor } from "./review-cursor";
import type { ReviewPage, ReviewSort } from "./review-types";
import {
  listReviews,
  summarizeAllReviews,
  summarizeReviews,
  type StoredRatings,
  type StoredSummary,
} from "./reviews.server";

/**
 * What this process keeps of the reviews between changes: each product's summary, the first page
 * of each sort, and every product's ratings for catalogue cards. `forget` drops a product's (and
 * the cards'); it runs when this process stores a review and when any process's NOTIFY arrives
 * (see `live-feed-instance.server.ts`), so every process drops them on the same announcement.
 */
export function createReviewCache() {
  const summaries = new GenerationalCache<StoredSummary>();
  const firstPages = new GenerationalCache<ReviewPage>();
  const allRatings = new GenerationalCache<Map<string, StoredRatings>>();

  const summary = async (db: Db, reviewKey: string): Promise<StoredSummary> =>
    summaries.get(reviewKey, "", () => summarizeReviews(db, reviewKey));

  return {
    summary,

    /**
     * A page of a product's reviews: the first page of a sort from memory, any other (after a
     * cursor, or by page number) with one indexed query and the kept summary.
     */
    async page(
      db: Db,
      reviewKey: string,
      {
        sort = "newest",
        after,
        page = 1,
        verifiedOnly = false,
      }: { sort?: ReviewSort; after?: ReviewCursor; page?: number; verifiedOnly?: boolean },
    ): Promise<ReviewPage> {
      if (!after && page === 1) {
        return firstPages.get(reviewKey, verifiedOnly ? `${sort} verified` : sort, () =>
          listReviews(db, reviewKey, { sort, verifiedOnly, summaryOf: summary }),
        );
      }
      return listReviews(db, reviewKey, { sort, after, page, verifiedOnly, summaryOf: summary });
    },

    /** Every product's stored ratings (what catalogue cards show). */
    async allRatings(db: Db): Promise<Map<string, StoredRatings>> {
      return allRatings.get("*", "", () => summarizeAllReviews(db));
    },

    /** Forgets a product's summary and first pages, or every product's ("*"); the cards' either way. */
    forget(reviewKey: string): void {
      summaries.forget(reviewKey);
      firstPages.forget(reviewKey);
      allRatings.forget("*");
    },
  };
}

export type ReviewCache = ReturnType<typeof createReviewCache>;

/** This process's review cache. */
export const reviewCache: ReviewCache = createReviewCache();

/** Forgets what this process keeps of a product's reviews ("*": of every product's). */
export function forgetReviews(reviewKey: string): void {
  reviewCache.forget(reviewKey);
}
