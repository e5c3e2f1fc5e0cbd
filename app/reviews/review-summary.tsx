import type { DisplayedRating } from "~/reviews/ratings";
import type { ReviewSummary as Summary } from "~/reviews/review-types";
import { StarRating } from "~/ui/star-rating";
import { noReviewsMessage } from "./review-list";

/** "1 review" / "3 reviews". */
function reviewsWord(count: number) {
  return count === 1 ? "1 review" : `${count} reviews`;
}

/**
 * While no review is listed but earlier ratings are counted: the one message shown beside the
 * figure, saying where the figure comes from and inviting the first review. Null otherwise.
 */
export function earlierRatingsOnlyMessage({
  count,
  listed,
  earlier,
}: DisplayedRating): string | null {
  if (earlier === 0 || listed > 0) return null;
  const counted =
    count === 1
      ? "The 1 rating given before reviews were published on this site is counted in this average."
      : `The ${count} ratings given before reviews were published on this site are counted in this average.`;
  return `${counted} ${noReviewsMessage}`;
}

/** In plain words: how many counted ratings are not listed one by one, beside listed reviews. */
export function earlierRatingsNote({ count, listed, earlier }: DisplayedRating): string | null {
  if (earlier === 0 || listed === 0) return null;
  const why =
    "were given before reviews were published on this site, so they are counted here but not listed individually.";
  const shown = listed === 1 ? "The review below is" : `The ${listed} reviews below are`;
  return `${earlier} of these ${count} ratings ${why} ${shown} shown in full.`;
}

/**
 * The product's displayed rating: average with one decimal, 'Based on {n} reviews', a note on
 * earlier ratings that are counted but not listed, and a 5-to-1-star chart of the listed reviews.
 * While only earlier ratings are counted, one message beside the figure says so and invites the
 * first review (the list below then says nothing more).
 */
export function ReviewSummary({ rating, listed }: { rating: DisplayedRating; listed: Summary }) {
  const onlyEarlier = earlierRatingsOnlyMessage(rating);
  const note = earlierRatingsNote(rating);
  // Earlier ratings came without their stars, so the chart shows the listed reviews only.
  const showChart = rating.earlier === 0 || rating.listed > 0;
  return (
    <div className="flex flex-col gap-6 sm:flex-row sm:items-center sm:gap-10">
      <div className="flex items-center gap-4">
        <span className="text-5xl font-semibold" data-rating-average>
          {rating.average.toFixed(1)}
        </span>
        <div>
          <StarRating rating={rating.average} />
          <p className="mt-1 text-sm text-ink-soft">Based on {rating.count} reviews</p>
        </div>
      </div>
      {onlyEarlier ? (
        <p data-reviews-empty className="max-w-md rounded-2xl bg-mist px-5 py-4 text-ink-soft">
          {onlyEarlier}
        </p>
      ) : null}
      {note || showChart ? (
        <div className="grid w-full max-w-sm gap-3">
          {note ? <p className="text-sm text-ink-soft">{note}</p> : null}
          {showChart && rating.earlier ? (
            <p className="text-sm font-semibold">
              Stars in the {reviewsWord(listed.count)} listed here
            </p>
          ) : null}
          {showChart ? (
            <dl className="grid gap-1.5">
              {([5, 4, 3, 2, 1] as const).map((stars) => {
                const count = listed.distribution[stars];
                const share = listed.count ? Math.round((count / listed.count) * 100) : 0;
                return (
                  <div
                    key={stars}
                    className="grid grid-cols-[4.5rem_1fr_2.5rem] items-center gap-2 text-sm"
                  >
                    <dt className="text-ink-soft">{stars === 1 ? "1 star" : `${stars} stars`}</dt>
                    <dd className="h-2.5 overflow-hidden rounded-full bg-mist" aria-hidden="true">
                      <span
                        className="block h-full rounded-full bg-amber-400"
                        style={{ width: `${share}%` }}
                      />
                    </dd>
                    <dd className="text-right text-ink-soft">{count}</dd>
                  </div>
                );
              })}
            </dl>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
