import { productsWithReviewKey } from "~/catalogue/lookup";
import { productPath } from "~/catalogue/product";

// What this process does when a product's public questions change (an answer given, edited,
// removed; a question hidden or shown), told at once by the owner's operation in this process and
// by the live channel's NOTIFY in every process: the composition root drops the kept copies of the
// pages showing them.
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

/**
 * The pages showing a product's questions: the product pages sharing its review key. "*" (any
 * product's may have changed) means every page.
 */
export function pagesShowingQuestions(reviewKey: string): string[] | "every page" {
  if (reviewKey === "*") return "every page";
  return productsWithReviewKey(reviewKey).map(productPath);
}
