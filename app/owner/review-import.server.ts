import { inArray } from "drizzle-orm";
import type { Database } from "~/db/database.server";
import { reviews } from "~/db/schema.server";
import { announceReviewChanges, lockProductReviews } from "~/reviews/reviews.server";
import { checkLegacyReview, readLegacyRecords, type LegacyReview } from "./legacy-reviews.server";
import type { ImportReport, ImportRejection } from "./owner-types";

function chunks<T>(items: readonly T[], size: number): T[][] {
  const result: T[][] = [];
  for (let start = 0; start < items.length; start += size) {
    result.push(items.slice(start, start + size));
  }
  return result;
}

/**
 * Imports reviews exported from the original store. Every row is checked first; the good ones
 * not yet present (by their legacy id) are stored in one transaction with their original dates.
 * Imported reviews are not pushed to live visitors (they are history, not news), but every
 * process hears which products' reviews changed.
 */
export async function importReviews(
  database: Database,
  fileName: string,
  text: string,
  { batchSize = 500 }: { batchSize?: number } = {},
): Promise<ImportReport> {
  const records = readLegacyRecords(fileName, text);
  const rejected: ImportRejection[] = [];
  const good: LegacyReview[] = [];
  records.forEach((record, index) => {
    const checked = checkLegacyReview(record, index + 1);
    if (checked.ok) good.push(checked.review);
    else rejected.push(checked.rejection);
  });

  return database.db.transaction(async (tx) => {
    const present = new Set<string>();
    for (const ids of chunks(
      good.map((review) => review.legacyId),
      batchSize,
    )) {
      const rows = await tx
        .select({ legacyId: reviews.legacyId })
        .from(reviews)
        .where(inArray(reviews.legacyId, ids));
      for (const row of rows) if (row.legacyId) present.add(row.legacyId);
    }
    const fresh: LegacyReview[] = [];
    for (const review of good) {
      if (present.has(review.legacyId)) continue;
      present.add(review.legacyId); // a repeat later in the file is skipped too
      fresh.push(review);
    }
    // Imported reviews take ids too: in each product's write order, as the live feed reads them.
    await lockProductReviews(
      tx,
      fresh.map((review) => review.reviewKey),
    );
    let imported = 0;
    const changed: string[] = [];
    for (const batch of chunks(fresh, batchSize)) {
      const inserted = await tx
        .insert(reviews)
        .values(
          batch.map((review) => ({
            reviewKey: review.reviewKey,
            name: review.name,
            rating: review.rating,
            reviewText: review.reviewText,
            createdAt: review.createdAt,
            legacyId: review.legacyId,
          })),
        )
        .onConflictDoNothing({ target: reviews.legacyId })
        .returning({ reviewKey: reviews.reviewKey });
      imported += inserted.length;
      changed.push(...inserted.map((row) => row.reviewKey));
    }
    await announceReviewChanges(database, tx, changed);
    return { imported, skipped: good.length - imported, rejected };
  });
}
