import { parse as parseCsv } from "csv-parse/sync";
import { isReviewKey, lookUpProduct } from "~/catalogue/lookup";
import { readReviewInput, reviewLimits, validateReview } from "~/reviews/review-fields";
import { OwnerError, type ImportRejection } from "./owner-types";
import { parseTimestamp } from "./timestamps";

/** The columns of the original store's `reviews` table that an import needs. */
const legacyReviewColumns = [
  "id",
  "product_id",
  "name",
  "rating",
  "review_text",
  "created_at",
] as const;

export type LegacyRecord = Record<string, unknown>;

export interface LegacyReview {
  row: number;
  legacyId: string;
  reviewKey: string;
  name: string;
  rating: number;
  reviewText: string;
  createdAt: Date;
}

/**
 * The original store kept reviews under review slugs; some of its keys are our product slugs or
 * old slugs (aliases). Each maps to the catalogue product's review key; anything else is unknown.
 */
export function reviewKeyForLegacyProduct(key: string): string | undefined {
  const slug = key.trim().toLowerCase();
  if (isReviewKey(slug)) return slug;
  const lookup = lookUpProduct(slug);
  return lookup.kind === "missing" ? undefined : lookup.product.reviewKey;
}

function looksLikeJson(fileName: string, text: string): boolean {
  if (/\.json$/i.test(fileName)) return true;
  if (/\.csv$/i.test(fileName)) return false;
  return /^\s*[[{]/.test(text);
}

function oneLine(error: unknown): string {
  return (error instanceof Error ? error.message : String(error)).split("\n")[0]!.trim();
}

/** The records of a CSV with a header row or a JSON array of objects; malformed → OwnerError. */
export function readLegacyRecords(fileName: string, text: string): LegacyRecord[] {
  if (looksLikeJson(fileName, text)) {
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch (error) {
      throw new OwnerError(`${fileName} is not valid JSON: ${oneLine(error)}`);
    }
    if (!Array.isArray(value)) {
      throw new OwnerError(`${fileName} must hold a JSON array of reviews.`);
    }
    return value.map((item): LegacyRecord =>
      item !== null && typeof item === "object" && !Array.isArray(item)
        ? (item as LegacyRecord)
        : {},
    );
  }
  let header: string[] = [];
  let records: LegacyRecord[];
  try {
    records = parseCsv(text, {
      bom: true,
      skip_empty_lines: true,
      columns: (names: string[]) => (header = names.map((name) => name.trim().toLowerCase())),
    }) as LegacyRecord[];
  } catch (error) {
    throw new OwnerError(`${fileName} is not a readable CSV file: ${oneLine(error)}`);
  }
  const missing = legacyReviewColumns.filter((column) => !header.includes(column));
  if (missing.length) {
    throw new OwnerError(
      `${fileName} has no ${missing.join(", ")} column${missing.length > 1 ? "s" : ""}: ` +
        `its first line must name the columns ${legacyReviewColumns.join(", ")}.`,
    );
  }
  return records;
}

function text(value: unknown): string {
  return typeof value === "string" || typeof value === "number" ? String(value).trim() : "";
}

/** The review form's own schema checks name, rating and text; its findings in the owner's words. */
function reviewReasons(name: string, rating: unknown, reviewText: string): string[] {
  const checked = validateReview({
    ...readReviewInput({ name, rating, reviewText }),
    reviewKey: "-",
  });
  if (checked.ok) return [];
  const column = { name: "name", reviewText: "review_text" } as const;
  const reasons: string[] = [];
  for (const field of ["name", "rating", "reviewText"] as const) {
    if (!checked.errors[field]) continue;
    if (field === "rating") {
      reasons.push("rating must be a whole number from 1 to 5");
      continue;
    }
    const value = field === "name" ? name : reviewText;
    const limit = reviewLimits[field];
    reasons.push(
      value.length > limit
        ? `${column[field]} is longer than ${limit.toLocaleString("en-US")} characters`
        : `${column[field]} is missing`,
    );
  }
  return reasons;
}

/** Checks one record; a rejection names every reason. */
export function checkLegacyReview(
  record: LegacyRecord,
  row: number,
): { ok: true; review: LegacyReview } | { ok: false; rejection: ImportRejection } {
  const reasons: string[] = [];
  const legacyId = text(record.id);
  if (!legacyId) reasons.push("id is missing");

  const legacyProductId = text(record.product_id);
  const reviewKey = legacyProductId ? reviewKeyForLegacyProduct(legacyProductId) : undefined;
  if (!legacyProductId) reasons.push("product_id is missing");
  else if (!reviewKey) {
    reasons.push(`product_id "${legacyProductId}" is not a product in our catalogue`);
  }

  const name = text(record.name);
  const reviewText = text(record.review_text);
  const ratingText = typeof record.rating === "number" ? record.rating : text(record.rating);
  const ratingReasons = reviewReasons(name, ratingText, reviewText);
  reasons.push(...ratingReasons);
  const stars = Number(ratingText);

  const createdText = text(record.created_at);
  const createdAt = createdText ? parseTimestamp(createdText) : undefined;
  if (!createdText) reasons.push("created_at is missing");
  else if (!createdAt) reasons.push("created_at must be a valid date");

  if (reasons.length || !reviewKey || !createdAt) {
    return { ok: false, rejection: { row, id: legacyId, reason: reasons.join("; ") } };
  }
  return {
    ok: true,
    review: { row, legacyId, reviewKey, name, rating: stars, reviewText, createdAt },
  };
}
