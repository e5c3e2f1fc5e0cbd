import { Link } from "react-router";
import { productPath, type Product } from "~/catalogue/product";
import { trackLeftReview } from "~/integrations/klaviyo/klaviyo.client";
import { cn } from "~/lib/cn";
import { displayedRating, earlierRatings } from "~/reviews/ratings";
import {
  reviewSorts,
  type ReviewPage,
  type ReviewSort,
  type ReviewSummary as Summary,
} from "~/reviews/review-types";
import { buttonVariants } from "~/ui/button";
import { Toasts } from "~/ui/toasts";
import { ReviewForm } from "./review-form";
import { ReviewList, verifiedBuyerExplanation, verifiedExplanationId } from "./review-list";
import { earlierRatingsOnlyMessage, ReviewSummary } from "./review-summary";
import { reviewsSearch, useReviewsSection } from "./use-reviews-section";

const sortLabels: Record<ReviewSort, string> = {
  newest: "Newest",
  highest: "Highest rated",
  lowest: "Lowest rated",
  helpful: "Most helpful",
};

/** A pill link's look: filled while it is the one chosen. */
const pillClass = (chosen: boolean) =>
  chosen ? "border-button bg-button text-white" : "border-line bg-surface hover:border-leaf";

/** The sort links over the list, the chosen one marked as current. */
function ReviewSortLinks({ page }: { page: ReviewPage }) {
  return (
    <nav
      aria-label="Sort reviews"
      className="flex flex-wrap items-center gap-2 border-b border-line pb-4"
    >
      <span className="text-sm font-semibold">Sort:</span>
      {reviewSorts.map((sort) => (
        <Link
          key={sort}
          to={`${reviewsSearch(sort, page.verifiedOnly)}#reviews`}
          preventScrollReset
          replace
          aria-current={sort === page.sort ? "true" : undefined}
          className={cn(
            "inline-flex min-h-11 items-center rounded-full border px-4 text-sm font-medium",
            pillClass(sort === page.sort),
          )}
        >
          {sortLabels[sort]}
        </Link>
      ))}
    </nav>
  );
}

/**
 * Under the sort: the way back to the first reviews (on a later page), then the link between
 * all reviews and verified buyers' only, with what a verified buyer is.
 */
function ReviewFilterLinks({ page, continued }: { page: ReviewPage; continued: boolean }) {
  return (
    <>
      {continued ? (
        <p className="mt-4 text-sm text-ink-soft">
          Showing more reviews.{" "}
          <Link
            to={`${reviewsSearch(page.sort, page.verifiedOnly)}#reviews`}
            className="font-medium text-ink underline"
          >
            Back to the first reviews
          </Link>
        </p>
      ) : null}
      <div className="mt-4 flex flex-wrap items-center gap-x-4 gap-y-2">
        <Link
          to={`${reviewsSearch(page.sort, !page.verifiedOnly)}#reviews`}
          preventScrollReset
          replace
          className={cn(
            "inline-flex min-h-11 items-center gap-2 rounded-full border px-4 text-sm font-medium",
            pillClass(page.verifiedOnly),
          )}
        >
          {page.verifiedOnly ? "Show all reviews" : "Verified buyers only"}
        </Link>
        <p id={verifiedExplanationId} className="max-w-prose text-sm text-ink-soft">
          {verifiedBuyerExplanation}
        </p>
      </div>
    </>
  );
}

/**
 * "Show more": a link to the page after the last listed review; with JavaScript it appends that
 * page instead of leaving this one.
 */
function ShowMoreLink({
  page,
  cursor,
  loading,
  load,
}: {
  page: ReviewPage;
  cursor: string;
  loading: boolean;
  load: (cursor: string) => void;
}) {
  return (
    <a
      href={`${reviewsSearch(page.sort, page.verifiedOnly, cursor)}#reviews`}
      aria-disabled={loading}
      onClick={(event) => {
        event.preventDefault();
        load(cursor);
      }}
      className={buttonVariants({ variant: "outline", className: "mt-4" })}
    >
      {loading ? "Loading..." : "Show more"}
    </a>
  );
}

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
  const { reviews, summary, nextCursor, loadingMore, loadMore, addReview } = useReviewsSection({
    product,
    initial,
    continued,
    onSummaryChange,
  });
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
          <ReviewSortLinks page={initial} />
          <ReviewFilterLinks page={initial} continued={continued} />
          <ReviewList
            reviews={reviews}
            back={productPath(product)}
            verifiedOnly={initial.verifiedOnly}
            // With only earlier ratings counted, the summary's message is the empty state.
            emptyMessage={initial.verifiedOnly || earlierRatingsOnlyMessage(rating) === null}
          />
          {nextCursor ? (
            <ShowMoreLink
              page={initial}
              cursor={nextCursor}
              loading={loadingMore}
              load={loadMore}
            />
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
