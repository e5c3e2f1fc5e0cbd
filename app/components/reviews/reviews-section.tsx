import { useCallback, useEffect, useState } from "react";
import { Link, useNavigation } from "react-router";
import type { Product } from "~/catalogue/product";
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

function reviewsHref(sort: ReviewSort, pages = 1) {
  const params = new URLSearchParams();
  if (sort !== "newest") params.set("reviewSort", sort);
  if (pages > 1) params.set("reviewPages", String(pages));
  return `?${params}#reviews`;
}

/**
 * The customer reviews section of a product page, live for every visitor of the product. Sort and
 * "Show more" are links (`?reviewSort=`, `?reviewPages=`): the page's loader reads them, with or
 * without JavaScript; the only state here is the reviews that arrived live since the page loaded.
 */
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
  const navigation = useNavigation();
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
  useLiveReviews(product.reviewKey, initial.newestId, addReview, updateReply);

  // Reviews stored after the loader's newest one are not in its list or its summary yet.
  const arrived = live.filter((review) => review.id > initial.newestId);
  const summary = arrived.reduce(
    (sum, review) => addToSummary(sum, review.rating),
    initial.summary,
  );
  const reviews = (
    initial.sort === "newest" ? mergeReviews(arrived, initial.reviews, "newest") : initial.reviews
  ).map((review) => replied.get(review.id) ?? review);
  useEffect(() => onSummaryChange?.(summary), [onSummaryChange, summary]);
  const loadingMore =
    navigation.state === "loading" &&
    new URLSearchParams(navigation.location.search).get("reviewPages") === String(initial.page + 1);

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
          rating={displayedRating(earlierRatings(product, initial), summary)}
          listed={summary}
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
                to={reviewsHref(sort)}
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
          <ReviewList reviews={reviews} />
          {initial.hasMore ? (
            <Link
              to={reviewsHref(initial.sort, initial.page + 1)}
              preventScrollReset
              replace
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
