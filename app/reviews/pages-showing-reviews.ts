import {
  detoxCollection,
  longevityCollection,
  reproductiveHealthCollection,
} from "~/catalogue/collections";
import { productsWithReviewKey } from "~/catalogue/lookup";
import { productPath } from "~/catalogue/product";

/** Pages of product cards: each card shows its product's rating, which counts stored reviews. */
const cardPages = [
  "/",
  "/mens-health",
  "/womens-health",
  ...[reproductiveHealthCollection, detoxCollection, longevityCollection].map((page) => page.path),
];

/**
 * The pages that show a product's reviews or rating, so a kept copy of them is stale once its
 * reviews change: the product pages sharing the review key, and every page of product cards.
 * "*" (any product's reviews may have changed) means every page.
 */
export function pagesShowingReviews(reviewKey: string): string[] | "every page" {
  if (reviewKey === "*") return "every page";
  return [...productsWithReviewKey(reviewKey).map(productPath), ...cardPages];
}
