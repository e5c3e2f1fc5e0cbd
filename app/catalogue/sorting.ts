import { choiceGuard, type ChoiceValue } from "./choices";
import { figuresOf, type FiguresBySlug } from "./figures";
import type { Product } from "./product";

/** The figures "Top Rated" sorts by: the rating shoppers see. */
type RatingsBySlug = Readonly<Record<string, { average: number; count: number } | undefined>>;

export const sortOptions = [
  { value: "manual", label: "Featured" },
  { value: "price-low", label: "Price: Low to High" },
  { value: "price-high", label: "Price: High to Low" },
  { value: "rating", label: "Top Rated" },
  { value: "newest", label: "Newest" },
] as const;

export type SortOrder = ChoiceValue<typeof sortOptions>;

export const isSortOrder = choiceGuard(sortOptions);

/**
 * A sorted copy; "manual" keeps the listing's own order. Ties keep listing order. Prices are the
 * ones the cards show: Shopify's figures where known, else the catalogue's.
 */
export function sortProducts(
  products: readonly Product[],
  order: SortOrder,
  ratings: RatingsBySlug,
  figures: FiguresBySlug | null = null,
): Product[] {
  const price = (product: Product) => figuresOf(product, figures).price;
  const average = (product: Product) => ratings[product.slug]?.average ?? 0;
  const count = (product: Product) => ratings[product.slug]?.count ?? 0;
  const sorted = [...products];
  switch (order) {
    case "manual":
      return sorted;
    case "price-low":
      return sorted.sort((a, b) => price(a) - price(b));
    case "price-high":
      return sorted.sort((a, b) => price(b) - price(a));
    case "rating":
      return sorted.sort((a, b) => average(b) - average(a) || count(b) - count(a));
    case "newest":
      return sorted.sort((a, b) => b.launched.localeCompare(a.launched));
  }
}
