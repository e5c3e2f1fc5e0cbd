import { useCallback, useEffect, useRef, useState } from "react";
import { useFetcher, useRevalidator } from "react-router";
import { productPath, type Product } from "~/catalogue/product";
import { useLiveReviews } from "~/reviews/live/use-live-reviews";
import {
  addToSummary,
  appendReviews,
  mergeReviews,
  removeFromSummary,
  type LiveReviewChange,
  type PublicReview,
  type ReviewPage,
  type ReviewSort,
  type ReviewSummary,
} from "~/reviews/review-types";

/** The search of a reviews link: the sort, the verified filter and the page's cursor. */
export function reviewsSearch(sort: ReviewSort, verifiedOnly: boolean, cursor?: string) {
  const params = new URLSearchParams();
  if (sort !== "newest") params.set("reviewSort", sort);
  if (verifiedOnly) params.set("reviewFilter", "verified");
  if (cursor) params.set("reviewCursor", cursor);
  return `?${params}`;
}

/** Pages appended by "Show more" to the page the loader gave (`base`). */
interface MorePages {
  base: ReviewPage;
  reviews: PublicReview[];
  nextCursor: string | null;
}

const nothingMore = (base: ReviewPage): MorePages => ({
  base,
  reviews: [],
  nextCursor: base.nextCursor,
});

/**
 * The pages "Show more" appends to the loader's page, loaded by a fetcher: the reviews, the
 * cursor of the page after them, and how to load it.
 */
function useMorePages(product: Product, initial: ReviewPage) {
  const fetcher = useFetcher<{ reviews: ReviewPage }>();
  const [more, setMore] = useState<MorePages>(() => nothingMore(initial));
  // A new page from the loader (another sort, a review posted) starts the list afresh.
  const shown = more.base === initial ? more : nothingMore(initial);
  const applied = useRef<unknown>(undefined);
  useEffect(() => {
    const loaded = fetcher.data?.reviews;
    if (!loaded || applied.current === fetcher.data) return;
    applied.current = fetcher.data;
    setMore((current) => {
      const from = current.base === initial ? current : nothingMore(initial);
      if (loaded.sort !== initial.sort || loaded.verifiedOnly !== initial.verifiedOnly) return from;
      return {
        base: initial,
        reviews: appendReviews(from.reviews, loaded.reviews),
        nextCursor: loaded.nextCursor,
      };
    });
  }, [fetcher.data, initial]);
  const loadingMore = fetcher.state !== "idle";
  const loadMore = (cursor: string) => {
    if (!loadingMore)
      void fetcher.load(
        `${productPath(product)}${reviewsSearch(initial.sort, initial.verifiedOnly, cursor)}`,
      );
  };
  return { shown, loadingMore, loadMore };
}

/** What happened to the listed reviews while the page was open, told by the live feed. */
function useLiveChanges(product: Product, initial: ReviewPage) {
  const [live, setLive] = useState<PublicReview[]>([]);
  const addReview = useCallback((review: PublicReview) => {
    setLive((current) =>
      current.some((shown) => shown.id === review.id) ? current : [review, ...current],
    );
  }, []);
  // Reviews shown whose public reply changed while the page was open, as they are now.
  const [replied, setReplied] = useState<ReadonlyMap<number, PublicReview>>(new Map());
  const updateReply = useCallback((review: PublicReview) => {
    setReplied((current) => new Map(current).set(review.id, review));
  }, []);
  // Reviews taken off the store (hidden or deleted) or shown again while the page was open, in
  // the order they happened, for the page the loader gave (a new page starts afresh).
  const [changes, setChanges] = useState<{ base: ReviewPage; list: LiveReviewChange[] }>(() => ({
    base: initial,
    list: [],
  }));
  const changed = changes.base === initial ? changes.list : [];
  const applyChange = useCallback(
    (change: LiveReviewChange) => {
      setChanges((current) => ({
        base: initial,
        list: current.base === initial ? [...current.list, change] : [change],
      }));
    },
    [initial],
  );
  // Removals made while the stream was down are not replayed: reload the reviews instead.
  const revalidator = useRevalidator();
  const reload = useCallback(() => void revalidator.revalidate(), [revalidator]);
  useLiveReviews(product.reviewKey, initial.newestId, addReview, updateReply, applyChange, reload);
  return { live, replied, changed, addReview };
}

/**
 * The summary of the reviews as they are now (the loader's, with the reviews that arrived, were
 * removed or were shown again since), and which reviews were removed or shown again.
 */
function summaryNow(initial: ReviewPage, arrived: PublicReview[], changed: LiveReviewChange[]) {
  let summary = arrived.reduce((sum, review) => addToSummary(sum, review.rating), initial.summary);
  const removed = new Set<number>();
  const restored = new Map<number, PublicReview>();
  for (const change of changed) {
    if (change.kind === "removed") {
      summary = removeFromSummary(summary, change.rating);
      removed.add(change.id);
      restored.delete(change.id);
    } else {
      summary = addToSummary(summary, change.review.rating);
      removed.delete(change.review.id);
      if (!initial.verifiedOnly || change.review.verified) {
        restored.set(change.review.id, change.review);
      }
    }
  }
  return { summary, removed, restored };
}

/**
 * The state of a product page's reviews section: the loader's page, the pages "Show more" added
 * and what the live feed told since, as the reviews to list and their summary.
 */
export function useReviewsSection({
  product,
  initial,
  continued,
  onSummaryChange,
}: {
  product: Product;
  initial: ReviewPage;
  continued: boolean;
  onSummaryChange?: (summary: ReviewSummary) => void;
}) {
  const { shown, loadingMore, loadMore } = useMorePages(product, initial);
  const { live, replied, changed, addReview } = useLiveChanges(product, initial);

  // Reviews stored after the loader's newest one are not in its list or its summary yet.
  const arrived = live.filter((review) => review.id > initial.newestId);
  // A list of verified buyers' reviews takes only theirs of the live ones.
  const arrivedListed = initial.verifiedOnly
    ? arrived.filter((review) => review.verified)
    : arrived;
  const { summary, removed, restored } = summaryNow(initial, arrived, changed);
  const listed = appendReviews(initial.reviews, shown.reviews);
  // Live reviews are the newest: they open the first page of the newest sort, nowhere else. A
  // review shown again goes back in its place among those listed.
  const merged =
    initial.sort === "newest" && !continued
      ? mergeReviews(arrivedListed, listed, "newest")
      : listed;
  const reviews = (
    restored.size ? mergeReviews(merged, [...restored.values()], initial.sort) : merged
  )
    .filter((review) => !removed.has(review.id))
    .map((review) => replied.get(review.id) ?? review);
  useEffect(() => onSummaryChange?.(summary), [onSummaryChange, summary]);
  return { reviews, summary, nextCursor: shown.nextCursor, loadingMore, loadMore, addReview };
}
