import type { Db } from "~/db/database.server";
import { summarizeReviews } from "./reviews.server";

type Summary = Awaited<ReturnType<typeof summarizeReviews>>;

const summaries = new Map<string, Promise<Summary>>();

/**
 * A product's review summary, counted once and kept until its reviews change (counting every
 * review of a product on each request is the costly part of a reviews page).
 */
export function cachedSummary(db: Db, productId: string): Promise<Summary> {
  let summary = summaries.get(productId);
  if (!summary) {
    summary = summarizeReviews(db, productId);
    summaries.set(productId, summary);
    summary.catch(() => summaries.delete(productId));
  }
  return summary;
}

/** Forgets one product's summary, or every summary ("*"). */
export function forgetSummary(productId: string): void {
  if (productId === "*") summaries.clear();
  else summaries.delete(productId);
}
