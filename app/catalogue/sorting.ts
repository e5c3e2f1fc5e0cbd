import type { Product } from "./product";

export const sortOptions = [
  { value: "manual", label: "Featured" },
  { value: "price-low", label: "Price: Low to High" },
  { value: "price-high", label: "Price: High to Low" },
  { value: "rating", label: "Top Rated" },
  { value: "newest", label: "Newest" },
] as const;

export type SortOrder = (typeof sortOptions)[number]["value"];

export function isSortOrder(value: string | null | undefined): value is SortOrder {
  return sortOptions.some((option) => option.value === value);
}

/** A sorted copy; "manual" keeps the listing's own order. Ties keep listing order. */
export function sortProducts(products: readonly Product[], order: SortOrder): Product[] {
  const sorted = [...products];
  switch (order) {
    case "manual":
      return sorted;
    case "price-low":
      return sorted.sort((a, b) => a.price - b.price);
    case "price-high":
      return sorted.sort((a, b) => b.price - a.price);
    case "rating":
      return sorted.sort((a, b) => b.rating - a.rating || b.reviewCount - a.reviewCount);
    case "newest":
      return sorted.sort((a, b) => b.launched.localeCompare(a.launched));
  }
}
