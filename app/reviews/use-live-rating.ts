import { useCallback, useState } from "react";
import type { Product } from "~/catalogue/product";
import { displayedRating, earlierRatings, sameSummary } from "./ratings";
import type { ReviewPage, ReviewSummary } from "./review-types";

/**
 * The rating a product page shows: the reviews section's summary (it updates live), the loader's
 * until the section reports a different one; `onSummaryChange` is what the section reports to.
 */
export function useLiveRating(
  product: Pick<Product, "slug" | "rating" | "reviewCount">,
  reviews: Pick<ReviewPage, "summary" | "imported">,
) {
  const [live, setLive] = useState<{ slug: string; summary: ReviewSummary }>();
  const summary = live?.slug === product.slug ? live.summary : reviews.summary;
  const rating = displayedRating(earlierRatings(product, reviews), summary);
  // Keeps the state while the counts are those shown: a new but equal summary (the section's
  // first report, when hydration ends, among them) must not render the whole page again.
  const onSummaryChange = useCallback(
    (next: ReviewSummary) =>
      setLive((current) => {
        const shown = current?.slug === product.slug ? current.summary : reviews.summary;
        return sameSummary(shown, next) ? current : { slug: product.slug, summary: next };
      }),
    [product.slug, reviews.summary],
  );
  return { rating, onSummaryChange };
}
