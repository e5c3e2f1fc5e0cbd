import { parse as parseCsv } from "csv-parse/sync";
import { isReviewKey, lookUpProduct } from "~/catalogue/lookup";
import { reviewLimits } from "~/forms/review";
import { OwnerError, type ImportRejection } from "./owner-types";
import { parseTimestamp } from "./timestamps";

/** The columns of the original store's `reviews` table that an import needs. */
export const legacyReviewColumns = [
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
  productId: string;
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

function rating(value: unknown): number | undefined {
  const number =
    typeof value === "number" ? value : /^\s*\d+\s*$/.test(text(value)) ? Number(value) : NaN;
  return Number.isInteger(number) && number >= 1 && number <= 5 ? number : undefined;
}

/** Checks one record; a rejection names every reason. */
export function checkLegacyReview(
  record: LegacyRecord,
  row: number,
): { ok: true; review: LegacyReview } | { ok: false; rejection: ImportRejection } {
  const reasons: string[] = [];
  const legacyId = text(record.id);
  if (!legacyId) reasons.push("id is missing");

  const productKey = text(record.product_id);
  const productId = productKey ? reviewKeyForLegacyProduct(productKey) : undefined;
  if (!productKey) reasons.push("product_id is missing");
  else if (!productId) reasons.push(`product_id "${productKey}" is not a product in our catalogue`);

  const name = text(record.name);
  if (!name) reasons.push("name is missing");
  else if (name.length > reviewLimits.name)
    reasons.push(`name is longer than ${reviewLimits.name} characters`);

  const stars = rating(record.rating);
  if (stars === undefined) reasons.push("rating must be a whole number from 1 to 5");

  const reviewText = text(record.review_text);
  if (!reviewText) reasons.push("review_text is missing");
  else if (reviewText.length > reviewLimits.reviewText)
    reasons.push(
      `review_text is longer than ${reviewLimits.reviewText.toLocaleString("en-US")} characters`,
    );

  const createdText = text(record.created_at);
  const createdAt = createdText ? parseTimestamp(createdText) : undefined;
  if (!createdText) reasons.push("created_at is missing");
  else if (!createdAt) reasons.push("created_at must be a valid date");

  if (reasons.length || !productId || stars === undefined || !createdAt) {
    return { ok: false, rejection: { row, id: legacyId, reason: reasons.join("; ") } };
  }
  return {
    ok: true,
    review: { row, legacyId, productId, name, rating: stars, reviewText, createdAt },
  };
}
