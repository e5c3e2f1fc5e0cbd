import { useCallback, useEffect, useState } from "react";
import { Link } from "react-router";
import type { Product } from "~/catalogue/product";
import { useHydrated } from "~/hooks/use-hydrated";
import { useLiveReviews } from "~/hooks/use-live-reviews";
import { trackLeftReview } from "~/integrations/klaviyo/klaviyo.client";
import { cn } from "~/lib/cn";
import { displayedRating, earlierRatings } from "~/reviews/ratings";
import {
  addToSummary,
  mergeReviews,
  reviewSorts,
  type PublicReview,
  type ReviewPage,
  type ReviewSort,
  type ReviewSummary as Summary,
} from "~/reviews/review-types";
import { buttonVariants } from "~/components/ui/button";
import { Toasts } from "~/components/ui/toasts";
import { ReviewForm } from "./review-form";
import { ReviewList } from "./review-list";
import { ReviewSummary } from "./review-summary";

const sortLabels: Record<ReviewSort, string> = {
  newest: "Newest",
  highest: "Highest rated",
  lowest: "Lowest rated",
};

function sortHref(sort: ReviewSort) {
  return sort === "newest" ? "?#reviews" : `?reviewSort=${sort}#reviews`;
}

/** The customer reviews section of a product page, live for every visitor of the product. */
export function ReviewsSection({
  product,
  initial,
  onSummaryChange,
}: {
  product: Product;
  initial: ReviewPage;
  /** Told the listed reviews' summary whenever it changes, so the page's other figures follow. */
  onSummaryChange?: (summary: Summary) => void;
}) {
  const hydrated = useHydrated();
  const [state, setState] = useState(initial);
  const [loadingMore, setLoadingMore] = useState(false);

  // New loader data: another sort, or a revalidation after submitting.
  const [seenInitial, setSeenInitial] = useState(initial);
  if (initial !== seenInitial) {
    setSeenInitial(initial);
    // The section is keyed by product, so only the sort can differ; the same sort keeps what is shown.
    setState(
      initial.sort === state.sort
        ? {
            ...initial,
            reviews: mergeReviews(state.reviews, initial.reviews, initial.sort),
            page: Math.max(state.page, initial.page),
          }
        : initial,
    );
  }

  const addReview = useCallback((review: PublicReview) => {
    setState((current) => {
      if (current.reviews.some((shown) => shown.id === review.id) || review.id <= current.newestId)
        return current;
      return {
        ...current,
        newestId: review.id,
        summary: addToSummary(current.summary, review.rating),
        reviews:
          current.sort === "newest"
            ? mergeReviews([review], current.reviews, "newest")
            : current.reviews,
      };
    });
  }, []);
  useLiveReviews(product.reviewKey, initial.newestId, addReview);
  useEffect(() => onSummaryChange?.(state.summary), [onSummaryChange, state.summary]);

  const showMore = async (event: React.MouseEvent) => {
    event.preventDefault();
    setLoadingMore(true);
    try {
      const params = new URLSearchParams({
        product: product.reviewKey,
        page: String(state.page + 1),
        sort: state.sort,
      });
      const response = await fetch(`/api/reviews?${params}`);
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      const next = (await response.json()) as ReviewPage;
      setState((current) => ({
        ...current,
        reviews: mergeReviews(current.reviews, next.reviews, current.sort),
        page: next.page,
        hasMore: next.hasMore,
      }));
    } catch (error) {
      console.error("Could not load more reviews", error);
    } finally {
      setLoadingMore(false);
    }
  };

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
        <ReviewSummary
          rating={displayedRating(earlierRatings(product, state), state.summary)}
          listed={state.summary}
        />
      </div>
      <div className="mt-10 grid gap-10 lg:grid-cols-[1fr_24rem]">
        <div>
          <nav
            aria-label="Sort reviews"
            className="flex flex-wrap items-center gap-2 border-b border-line pb-4"
          >
            <span className="text-sm font-semibold">Sort:</span>
            {reviewSorts.map((sort) => (
              <Link
                key={sort}
                to={sortHref(sort)}
                preventScrollReset
                replace
                aria-current={sort === state.sort ? "true" : undefined}
                className={cn(
                  "inline-flex min-h-11 items-center rounded-full border px-4 text-sm font-medium",
                  sort === state.sort
                    ? "border-button bg-button text-white"
                    : "border-line bg-surface hover:border-leaf",
                )}
              >
                {sortLabels[sort]}
              </Link>
            ))}
          </nav>
          <ReviewList reviews={state.reviews} />
          {state.hasMore ? (
            <Link
              to={`?${new URLSearchParams({ ...(state.sort === "newest" ? {} : { reviewSort: state.sort }), reviewPages: String(state.page + 1) })}#reviews`}
              preventScrollReset
              onClick={hydrated ? showMore : undefined}
              aria-disabled={loadingMore}
              className={buttonVariants({ variant: "outline", className: "mt-4" })}
            >
              {loadingMore ? "Loading..." : "Show more"}
            </Link>
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
