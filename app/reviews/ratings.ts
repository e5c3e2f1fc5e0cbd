import type { Product } from "~/catalogue/product";
import { summarize, type ReviewSummary } from "./review-types";

const emptySummary = summarize([]);

/**
 * Ratings the store collected before this site (the catalogue's rating and review count): they
 * count towards a product's figures, but there is no text to list for them.
 */
export interface EarlierRatings {
  count: number;
  /** Their average, as the catalogue records it. */
  average: number;
}

/** The one rating a shopper sees for a product, on cards, the product summary and its reviews. */
export interface DisplayedRating {
  /** Average of every counted rating, rounded to one decimal; 0 when there are none. */
  average: number;
  /** Every counted rating: the earlier ones and the reviews listed on the page. */
  count: number;
  /** Of those, the reviews listed on the page (published reviews stored here). */
  listed: number;
  /** Of those, the earlier ratings that are not listed individually (0 when there are none). */
  earlier: number;
}

/**
 * A product's earlier ratings, or null once its original reviews have been imported (they are
 * then listed one by one, so the earlier figure would count them twice).
 */
export function earlierRatings(
  product: Pick<Product, "rating" | "reviewCount">,
  { imported }: { imported: boolean },
): EarlierRatings | null {
  if (imported || product.reviewCount <= 0) return null;
  return { count: product.reviewCount, average: product.rating };
}

/** The earlier ratings and the listed reviews, counted together. */
export function displayedRating(
  earlier: EarlierRatings | null,
  listed: ReviewSummary,
): DisplayedRating {
  const earlierCount = earlier?.count ?? 0;
  const listedStars = Object.entries(listed.distribution).reduce(
    (sum, [stars, count]) => sum + Number(stars) * count,
    0,
  );
  const count = earlierCount + listed.count;
  const stars = listedStars + (earlier ? earlier.average * earlier.count : 0);
  return {
    average: count ? Math.round((stars / count) * 10) / 10 : 0,
    count,
    listed: listed.count,
    earlier: earlierCount,
  };
}

/** Each product's displayed rating, by product slug (what catalogue cards show). */
export type CatalogueRatings = Record<string, DisplayedRating>;

/** Every product's displayed rating from the stored ratings by review key. */
export function catalogueRatings(
  products: readonly Pick<Product, "slug" | "reviewKey" | "rating" | "reviewCount">[],
  stored: ReadonlyMap<string, { summary: ReviewSummary; imported: boolean }>,
): CatalogueRatings {
  return Object.fromEntries(
    products.map((product) => {
      const found = stored.get(product.reviewKey);
      const earlier = earlierRatings(product, { imported: found?.imported ?? false });
      return [product.slug, displayedRating(earlier, found?.summary ?? emptySummary)];
    }),
  );
}

/** Whether two summaries count the same reviews per star (however they were built). */
export function sameSummary(a: ReviewSummary, b: ReviewSummary): boolean {
  return ([1, 2, 3, 4, 5] as const).every(
    (stars) => a.distribution[stars] === b.distribution[stars],
  );
}
