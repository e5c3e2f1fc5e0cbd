import { Suspense } from "react";
import { site } from "~/config/site";
import { lazyAfterInteractive } from "~/integrations/after-interactive";
import type { PublicReview } from "~/reviews/review-types";
import { StarRating } from "~/ui/star-rating";
import { HelpfulButton } from "~/reviews/helpful-votes/helpful-button";
import { LocalDate } from "~/ui/local-date";
import { useOwnVotes } from "~/reviews/helpful-votes/use-own-votes";

/**
 * A review's photos hydrate once the page is interactive and the browser idle: the server's HTML
 * shows the thumbnails at once, each a link to the full photo until the gallery's code has come,
 * which is neither in the page's first script nor fetched while the rest of the page hydrates.
 */
const ReviewPhotos = lazyAfterInteractive(() =>
  import("~/reviews/photos/review-photos").then((module) => module.ReviewPhotos),
);

export const noReviewsMessage = "No reviews yet. Be the first to leave a review!";
const noVerifiedReviewsMessage = "No reviews from verified buyers yet.";

/** What the "Verified buyer" badge means, said once beside the list and named by every badge. */
export const verifiedBuyerExplanation =
  "Verified buyer: the reviewer bought this product from us and posted the review through a link we emailed them after delivery.";
export const verifiedExplanationId = "verified-buyer-explanation";

/** The "Verified buyer" badge; its meaning is the explanation beside the list. */
function VerifiedBadge() {
  return (
    <span
      data-verified-buyer
      aria-describedby={verifiedExplanationId}
      title={verifiedBuyerExplanation}
      className="inline-flex items-center gap-1 rounded-full bg-mist px-2.5 py-0.5 text-xs font-semibold text-leaf-strong"
    >
      <svg aria-hidden="true" viewBox="0 0 16 16" className="size-3.5 fill-current">
        <path d="M8 0l2 2.3 3-.3.3 3L16 8l-2.7 3 .3 3-3 .3L8 16l-2.3-2.7-3 .3-.3-3L0 8l2.7-3-.3-3 3 .3zm-1.2 10.6l5-5-1-1-4 4-1.8-1.8-1 1z" />
      </svg>
      Verified buyer
    </span>
  );
}

export function ReviewList({
  reviews,
  back = "/",
  verifiedOnly = false,
  emptyMessage = true,
}: {
  reviews: readonly PublicReview[];
  /** The product page a vote without JavaScript returns to. */
  back?: string;
  /** The list is filtered to verified buyers (its empty state says so). */
  verifiedOnly?: boolean;
  /** False where the summary above already says there are no reviews yet. */
  emptyMessage?: boolean;
}) {
  const ownVotes = useOwnVotes(reviews.map((review) => review.id));
  if (reviews.length === 0) {
    if (!emptyMessage) return null;
    return (
      <p className="rounded-2xl bg-mist px-6 py-10 text-center text-ink-soft">
        {verifiedOnly ? noVerifiedReviewsMessage : noReviewsMessage}
      </p>
    );
  }
  return (
    <ol className="divide-y divide-line" aria-label="Reviews">
      {reviews.map((review) => (
        <li
          key={review.id}
          id={`review-${review.id}`}
          data-review-id={review.id}
          className="scroll-mt-4 overflow-clip py-5 [overflow-wrap:anywhere] [overflow-clip-margin:6px]"
        >
          <article>
            <header className="flex flex-wrap items-center justify-between gap-2">
              <div className="flex min-w-0 flex-wrap items-center gap-3">
                <h3 className="min-w-0 font-sans font-semibold">{review.name}</h3>
                <StarRating rating={review.rating} />
                {review.verified ? <VerifiedBadge /> : null}
              </div>
              <p className="text-sm text-ink-soft">
                <LocalDate iso={review.createdAt} />
              </p>
            </header>
            <p className="mt-2 break-words whitespace-pre-line text-ink-soft">
              {review.reviewText}
            </p>
            {review.photos.length ? (
              <Suspense fallback={null}>
                <ReviewPhotos photos={review.photos} />
              </Suspense>
            ) : null}
            {review.reply ? (
              <aside
                aria-label={`Response from ${site.brandName}`}
                data-review-reply
                className="mt-3 rounded-2xl border-l-4 border-leaf bg-mist px-4 py-3"
              >
                <p className="text-sm font-semibold">
                  Response from {site.brandName}{" "}
                  <span className="font-normal text-ink-soft">
                    · <LocalDate iso={review.reply.repliedAt} />
                  </span>
                </p>
                <p className="mt-1 break-words whitespace-pre-line text-ink-soft">
                  {review.reply.text}
                </p>
              </aside>
            ) : null}
            <HelpfulButton
              reviewId={review.id}
              helpful={review.helpful}
              back={back}
              votedBefore={ownVotes.has(review.id)}
            />
          </article>
        </li>
      ))}
    </ol>
  );
}
