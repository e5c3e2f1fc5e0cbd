import type { ReviewSort } from "./review-types";

/**
 * Where a page of reviews ends, in one sort: the last listed review's sort key (its rating for
 * highest and lowest, its helpful count for most helpful, its creation time to the microsecond)
 * and its id, which breaks every tie.
 * The next page is every review that sorts after it, so reviews added or hidden meanwhile never
 * make a page repeat or skip one that was already there.
 */
export interface ReviewCursor {
  sort: ReviewSort;
  /** 1–5 for highest and lowest; the helpful count for helpful; ignored (0) for newest. */
  rating: number;
  /** UTC, microsecond precision as the database stores it: 2026-11-23T04:00:00.123456Z. */
  createdAt: string;
  id: number;
}

const sortCodes: Record<ReviewSort, string> = {
  newest: "n",
  highest: "h",
  lowest: "l",
  helpful: "p",
};

/** What the first number of a cursor may be in each sort. */
const keyPatterns: Record<ReviewSort, RegExp> = {
  newest: /^0$/,
  highest: /^[1-5]$/,
  lowest: /^[1-5]$/,
  helpful: /^(0|[1-9]\d{0,8})$/,
};
const sortsByCode = new Map(Object.entries(sortCodes).map(([sort, code]) => [code, sort]));

/** The creation time as the cursor carries it (what `to_char(… 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')` gives). */
const cursorTimePattern = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;

function toBase64Url(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = "";
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replaceAll("+", "-").replaceAll("/", "_").replace(/=+$/, "");
}

function fromBase64Url(text: string): string | undefined {
  if (!/^[A-Za-z0-9_-]+$/.test(text)) return undefined;
  try {
    const binary = atob(text.replaceAll("-", "+").replaceAll("_", "/"));
    return new TextDecoder("utf-8", { fatal: true }).decode(
      Uint8Array.from(binary, (char) => char.charCodeAt(0)),
    );
  } catch {
    return undefined;
  }
}

/** The opaque text a cursor travels as (URL-safe). */
export function encodeCursor(cursor: ReviewCursor): string {
  const rating = cursor.sort === "newest" ? 0 : cursor.rating;
  return toBase64Url(`${sortCodes[cursor.sort]}~${rating}~${cursor.createdAt}~${cursor.id}`);
}

export type DecodedCursor = { ok: true; cursor: ReviewCursor } | { ok: false; error: string };

const invalid = (error: string): DecodedCursor => ({ ok: false, error });

/**
 * Reads a cursor made by `encodeCursor` for `sort`. Anything else (edited, truncated, made for
 * another sort) is refused with a message saying so.
 */
export function decodeCursor(text: string, sort: ReviewSort): DecodedCursor {
  const decoded = text.length <= 200 ? fromBase64Url(text) : undefined;
  const parts = decoded?.split("~");
  if (!parts || parts.length !== 4) return invalid("cursor is not one this store gave out.");
  const [code, ratingText, createdAt, idText] = parts as [string, string, string, string];
  const cursorSort = sortsByCode.get(code) as ReviewSort | undefined;
  if (!cursorSort) return invalid("cursor is not one this store gave out.");
  if (cursorSort !== sort) {
    return invalid(`cursor belongs to the ${cursorSort} order, not ${sort}.`);
  }
  const rating = Number(ratingText);
  const ratingOk = keyPatterns[sort].test(ratingText);
  const id = Number(idText);
  const timeOk = cursorTimePattern.test(createdAt) && !Number.isNaN(Date.parse(createdAt));
  if (!ratingOk || !timeOk || !/^[1-9]\d{0,15}$/.test(idText) || !Number.isSafeInteger(id)) {
    return invalid("cursor is not one this store gave out.");
  }
  return { ok: true, cursor: { sort, rating, createdAt, id } };
}
