import { useCallback, useEffect, useRef, useState } from "react";
import { Link, useFetcher, useRevalidator } from "react-router";
import { productPath, type Product } from "~/catalogue/product";
import { useLiveReviews } from "~/reviews/live/use-live-reviews";
import { trackLeftReview } from "~/integrations/klaviyo/klaviyo.client";
import { cn } from "~/lib/cn";
import { displayedRating, earlierRatings } from "~/reviews/ratings";
import {
  addToSummary,
  appendReviews,
  mergeReviews,
  removeFromSummary,
  reviewSorts,
  type LiveReviewChange,
  type PublicReview,
  type ReviewPage,
  type ReviewSort,
  type ReviewSummary as Summary,
} from "~/reviews/review-types";
import { buttonVariants } from "~/ui/button";
import { Toasts } from "~/ui/toasts";
import { ReviewForm } from "./review-form";
import { ReviewList, verifiedBuyerExplanation, verifiedExplanationId } from "./review-list";
import { earlierRatingsOnlyMessage, ReviewSummary } from "./review-summary";

const sortLabels: Record<ReviewSort, string> = {
  newest: "Newest",
  highest: "Highest rated",
  lowest: "Lowest rated",
  helpful: "Most helpful",
};

function reviewsSearch(sort: ReviewSort, verifiedOnly: boolean, cursor?: string) {
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
 * The customer reviews section of a product page, live for every visitor of the product. Sort is a
 * link (`?reviewSort=`) the page's loader reads. "Show more" is a link to the page after the last
 * listed review (`?reviewCursor=`): without JavaScript the server answers it with that page (and a
 * way back to the first); with JavaScript a fetcher loads the same URL and appends its reviews.
 */
export function ReviewsSection({
  product,
  initial,
  continued = false,
  onSummaryChange,
}: {
  product: Product;
  initial: ReviewPage;
  /** The loader's page follows a cursor (a no-JavaScript "Show more"), not the first page. */
  continued?: boolean;
  /** Told the listed reviews' summary whenever it changes, so the page's other figures follow. */
  onSummaryChange?: (summary: Summary) => void;
}) {
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

  // Reviews stored after the loader's newest one are not in its list or its summary yet.
  const arrived = live.filter((review) => review.id > initial.newestId);
  // A list of verified buyers' reviews takes only theirs of the live ones.
  const arrivedListed = initial.verifiedOnly
    ? arrived.filter((review) => review.verified)
    : arrived;
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
  const rating = displayedRating(earlierRatings(product, initial), summary);

  return (
    <section
      id="reviews"
      data-review-key={product.reviewKey}
      aria-labelledby="reviews-heading"
      className="mx-auto max-w-7xl scroll-mt-4 px-4 py-14 sm:px-6"
    >
      {/* Toasts belong to the review form, so only product pages download them. */}
      <Toasts />
      <h2 id="reviews-heading" className="text-3xl font-semibold sm:text-4xl">
        Customer Reviews
      </h2>
      <div className="mt-6">
        <ReviewSummary rating={rating} listed={summary} />
      </div>
      {/* minmax(0, …): a wide control (the photo picker) never widens the column past the screen. */}
      <div className="mt-10 grid grid-cols-[minmax(0,1fr)] gap-10 lg:grid-cols-[minmax(0,1fr)_24rem]">
        <div className="min-w-0">
          <nav
            aria-label="Sort reviews"
            className="flex flex-wrap items-center gap-2 border-b border-line pb-4"
          >
            <span className="text-sm font-semibold">Sort:</span>
            {reviewSorts.map((sort) => (
              <Link
                key={sort}
                to={`${reviewsSearch(sort, initial.verifiedOnly)}#reviews`}
                preventScrollReset
                replace
                aria-current={sort === initial.sort ? "true" : undefined}
                className={cn(
                  "inline-flex min-h-11 items-center rounded-full border px-4 text-sm font-medium",
                  sort === initial.sort
                    ? "border-button bg-button text-white"
                    : "border-line bg-surface hover:border-leaf",
                )}
              >
                {sortLabels[sort]}
              </Link>
            ))}
          </nav>
          {continued ? (
            <p className="mt-4 text-sm text-ink-soft">
              Showing more reviews.{" "}
              <Link
                to={`${reviewsSearch(initial.sort, initial.verifiedOnly)}#reviews`}
                className="font-medium text-ink underline"
              >
                Back to the first reviews
              </Link>
            </p>
          ) : null}
          <div className="mt-4 flex flex-wrap items-center gap-x-4 gap-y-2">
            <Link
              to={`${reviewsSearch(initial.sort, !initial.verifiedOnly)}#reviews`}
              preventScrollReset
              replace
              className={cn(
                "inline-flex min-h-11 items-center gap-2 rounded-full border px-4 text-sm font-medium",
                initial.verifiedOnly
                  ? "border-button bg-button text-white"
                  : "border-line bg-surface hover:border-leaf",
              )}
            >
              {initial.verifiedOnly ? "Show all reviews" : "Verified buyers only"}
            </Link>
            <p id={verifiedExplanationId} className="max-w-prose text-sm text-ink-soft">
              {verifiedBuyerExplanation}
            </p>
          </div>
          <ReviewList
            reviews={reviews}
            back={productPath(product)}
            verifiedOnly={initial.verifiedOnly}
            // With only earlier ratings counted, the summary's message is the empty state.
            emptyMessage={initial.verifiedOnly || earlierRatingsOnlyMessage(rating) === null}
          />
          {shown.nextCursor ? (
            <a
              href={`${reviewsSearch(initial.sort, initial.verifiedOnly, shown.nextCursor)}#reviews`}
              aria-disabled={loadingMore}
              onClick={(event) => {
                // With JavaScript, append the next page instead of leaving this one.
                event.preventDefault();
                if (!loadingMore)
                  fetcher.load(
                    `${productPath(product)}${reviewsSearch(initial.sort, initial.verifiedOnly, shown.nextCursor!)}`,
                  );
              }}
              className={buttonVariants({ variant: "outline", className: "mt-4" })}
            >
              {loadingMore ? "Loading..." : "Show more"}
            </a>
          ) : null}
        </div>
        <div className="h-fit rounded-3xl border border-line bg-surface p-6 shadow-sm">
          <ReviewForm
            reviewKey={product.reviewKey}
            onCreated={(review) => {
              addReview(review);
              trackLeftReview(review);
            }}
          />
        </div>
      </div>
    </section>
  );
}
