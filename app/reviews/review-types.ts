import type { FormOutcome } from "~/forms/form-outcome";
import type { ReviewField } from "~/reviews/review-rules";

/** The store's public reply to a review, shown under it. */
interface ReviewReply {
  text: string;
  /** ISO 8601. */
  repliedAt: string;
}

/** An approved review photo: its file key, alt text and gallery size in pixels. */
export interface ReviewPhotoRef {
  key: string;
  alt: string;
  width: number;
  height: number;
}

/** A review as the page and the API show it. */
export interface PublicReview {
  id: number;
  reviewKey: string;
  name: string;
  rating: number;
  reviewText: string;
  /** ISO 8601. */
  createdAt: string;
  /** How many readers said the review helped them. */
  helpful: number;
  /** Posted through a review link emailed to the buyer after an order of the product. */
  verified: boolean;
  /** The review's photos the store approved (thumbnail and gallery sizes by `photoUrl` in `photos/review-photos.tsx`). */
  photos: ReviewPhotoRef[];
  /** Present only when the store has replied. */
  reply?: ReviewReply;
}

export interface ReviewSummary {
  count: number;
  /** Average rating rounded to one decimal; 0 when there are no reviews. */
  average: number;
  /** Number of reviews per star rating, 5 down to 1. */
  distribution: Record<1 | 2 | 3 | 4 | 5, number>;
}

export const reviewSorts = ["newest", "highest", "lowest", "helpful"] as const;
export type ReviewSort = (typeof reviewSorts)[number];

export function isReviewSort(value: unknown): value is ReviewSort {
  return reviewSorts.includes(value as ReviewSort);
}

export const reviewsPageSize = 20;

export interface ReviewPage {
  reviews: PublicReview[];
  /** Id of the product's newest stored review (0 if none): where a live feed picks up. */
  newestId: number;
  summary: ReviewSummary;
  /**
   * Whether the product's reviews from the original store have been imported: they are then
   * listed here, and the catalogue's earlier figure no longer counts (see `~/reviews/ratings`).
   */
  imported: boolean;
  sort: ReviewSort;
  /** Only reviews from verified buyers are listed (the summary still counts every review). */
  verifiedOnly: boolean;
  hasMore: boolean;
  /** Opaque: where the next page starts (`?cursor=` in the API, `?reviewCursor=` on the page); null on the last. */
  nextCursor: string | null;
}

export function summarize(countsByRating: { rating: number; count: number }[]): ReviewSummary {
  const distribution = { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 };
  for (const { rating, count } of countsByRating) {
    if (rating >= 1 && rating <= 5) distribution[rating as 1 | 2 | 3 | 4 | 5] += count;
  }
  const count = Object.values(distribution).reduce((sum, n) => sum + n, 0);
  const total = Object.entries(distribution).reduce(
    (sum, [rating, n]) => sum + Number(rating) * n,
    0,
  );
  return { count, average: count ? Math.round((total / count) * 10) / 10 : 0, distribution };
}

export function emptyReviewPage(sort: ReviewSort = "newest"): ReviewPage {
  return {
    reviews: [],
    newestId: 0,
    summary: summarize([]),
    imported: false,
    sort,
    verifiedOnly: false,
    hasMore: false,
    nextCursor: null,
  };
}

/** The summary after one more review with this rating. */
export function addToSummary(summary: ReviewSummary, rating: number): ReviewSummary {
  return summarize(
    Object.entries(summary.distribution)
      .map(([stars, count]) => ({ rating: Number(stars), count }))
      .concat({ rating, count: 1 }),
  );
}

/** The summary after a review with this rating is taken away (hidden or deleted). */
export function removeFromSummary(summary: ReviewSummary, rating: number): ReviewSummary {
  return summarize(
    Object.entries(summary.distribution).map(([stars, count]) => ({
      rating: Number(stars),
      count: Number(stars) === rating ? Math.max(0, count - 1) : count,
    })),
  );
}

/**
 * A change to a review the page may already show: taken off the store (hidden by the owner or
 * deleted), or shown again. A removal carries the rating, so the summary follows without the
 * review itself.
 */
export type LiveReviewChange =
  { kind: "removed"; id: number; rating: number } | { kind: "restored"; review: PublicReview };

const comparators: Record<ReviewSort, (a: PublicReview, b: PublicReview) => number> = {
  newest: (a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id,
  highest: (a, b) => b.rating - a.rating || b.createdAt.localeCompare(a.createdAt) || b.id - a.id,
  lowest: (a, b) => a.rating - b.rating || b.createdAt.localeCompare(a.createdAt) || b.id - a.id,
  helpful: (a, b) => b.helpful - a.helpful || b.createdAt.localeCompare(a.createdAt) || b.id - a.id,
};

/** Both lists' reviews, each once, in the order of `sort`. */
export function mergeReviews(
  current: readonly PublicReview[],
  incoming: readonly PublicReview[],
  sort: ReviewSort,
): PublicReview[] {
  const byId = new Map<number, PublicReview>();
  for (const review of [...current, ...incoming]) byId.set(review.id, review);
  return [...byId.values()].sort(comparators[sort]);
}

/** The listed reviews followed by the incoming ones not listed yet, each in its own order. */
export function appendReviews(
  listed: readonly PublicReview[],
  incoming: readonly PublicReview[],
): PublicReview[] {
  const ids = new Set(listed.map((review) => review.id));
  return [...listed, ...incoming.filter((review) => !ids.has(review.id))];
}

/** What the review form shows again when a review was not stored. */
export interface ReviewFormValues {
  name: string;
  rating: number;
  reviewText: string;
}

/** The product page action's answer to the review form. */
export type ReviewOutcome = FormOutcome<
  /** `photosWaiting`: photos received with the review, shown once the owner approves them. */
  { status: "created"; review: PublicReview; photosWaiting?: number },
  ReviewField,
  ReviewFormValues
>;
