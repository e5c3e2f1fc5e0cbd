import type { Db } from "~/db/database.server";
import { summarizeAllReviews, summarizeReviews } from "./reviews.server";

type Summary = Awaited<ReturnType<typeof summarizeReviews>>;
type AllSummaries = Awaited<ReturnType<typeof summarizeAllReviews>>;

const summaries = new Map<string, Promise<Summary>>();
let allSummaries: Promise<AllSummaries> | undefined;

/**
 * A product's review summary, counted once and kept until its reviews change (counting every
 * review of a product on each request is the costly part of a reviews page).
 */
export function cachedSummary(db: Db, reviewKey: string): Promise<Summary> {
  let summary = summaries.get(reviewKey);
  if (!summary) {
    summary = summarizeReviews(db, reviewKey);
    summaries.set(reviewKey, summary);
    summary.catch(() => summaries.delete(reviewKey));
  }
  return summary;
}

/**
 * Every product's stored ratings (what catalogue cards show), counted once and kept until any
 * product's reviews change.
 */
export function cachedAllSummaries(db: Db): Promise<AllSummaries> {
  if (!allSummaries) {
    const counting = summarizeAllReviews(db);
    allSummaries = counting;
    counting.catch(() => {
      if (allSummaries === counting) allSummaries = undefined;
    });
  }
  return allSummaries;
}

/** Forgets one product's summary, or every summary ("*"); either way the catalogue's too. */
export function forgetSummary(reviewKey: string): void {
  allSummaries = undefined;
  if (reviewKey === "*") summaries.clear();
  else summaries.delete(reviewKey);
}
