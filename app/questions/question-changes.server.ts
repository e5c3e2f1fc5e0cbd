import { productsWithReviewKey } from "~/catalogue/lookup";
import { productPath } from "~/catalogue/product";

// What this process does when a product's public questions change (an answer given, edited,
// removed; a question hidden or shown): the composition root drops the kept copies of the pages
// showing them.
const changeListeners = new Set<(reviewKey: string) => void>();

/** Calls `listener` with the review key whose public questions changed. */
export function onQuestionChange(listener: (reviewKey: string) => void): () => void {
  changeListeners.add(listener);
  return () => changeListeners.delete(listener);
}

/** Tells this process that a product's public questions changed (call it after the commit). */
export function announceQuestionChange(reviewKey: string): void {
  for (const listener of changeListeners) listener(reviewKey);
}

/** The pages showing a product's questions: the product pages sharing its review key. */
export function pagesShowingQuestions(reviewKey: string): string[] {
  return productsWithReviewKey(reviewKey).map(productPath);
}
