import { site } from "~/config/site";
import type { PublicReview } from "~/reviews/review-types";
import { StarRating } from "~/components/ui/star-rating";
import { HelpfulButton } from "./helpful-button";
import { LocalDate } from "./local-date";

export const noReviewsMessage = "No reviews yet. Be the first to leave a review!";

export function ReviewList({
  reviews,
  back = "/",
}: {
  reviews: readonly PublicReview[];
  /** The product page a vote without JavaScript returns to. */
  back?: string;
}) {
  if (reviews.length === 0) {
    return (
      <p className="rounded-2xl bg-mist px-6 py-10 text-center text-ink-soft">{noReviewsMessage}</p>
    );
  }
  return (
    <ol className="divide-y divide-line" aria-label="Reviews">
      {reviews.map((review) => (
        <li
          key={review.id}
          id={`review-${review.id}`}
          data-review-id={review.id}
          className="scroll-mt-4 py-5"
        >
          <article>
            <header className="flex flex-wrap items-center justify-between gap-2">
              <div className="flex items-center gap-3">
                <h3 className="font-sans font-semibold">{review.name}</h3>
                <StarRating rating={review.rating} />
              </div>
              <p className="text-sm text-ink-soft">
                <LocalDate iso={review.createdAt} />
              </p>
            </header>
            <p className="mt-2 break-words whitespace-pre-line text-ink-soft">
              {review.reviewText}
            </p>
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
            <HelpfulButton reviewId={review.id} helpful={review.helpful} back={back} />
          </article>
        </li>
      ))}
    </ol>
  );
}
