import type { ReviewSummary as Summary } from "~/reviews/review-types";
import { StarRating } from "~/components/ui/star-rating";

/** Average with one decimal, 'Based on {n} reviews', and a 5-to-1-star distribution chart. */
export function ReviewSummary({ summary }: { summary: Summary }) {
  return (
    <div className="flex flex-col gap-6 sm:flex-row sm:items-center sm:gap-10">
      <div className="flex items-center gap-4">
        <span className="text-5xl font-semibold">{summary.average.toFixed(1)}</span>
        <div>
          <StarRating rating={summary.average} />
          <p className="mt-1 text-sm text-ink-soft">Based on {summary.count} reviews</p>
        </div>
      </div>
      <dl className="grid w-full max-w-sm gap-1.5">
        {([5, 4, 3, 2, 1] as const).map((stars) => {
          const count = summary.distribution[stars];
          const share = summary.count ? Math.round((count / summary.count) * 100) : 0;
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
    </div>
  );
}
