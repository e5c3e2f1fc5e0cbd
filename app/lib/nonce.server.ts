import { randomBytes } from "node:crypto";

/**
 * Pages render with this placeholder as their script nonce; the server swaps in a fresh random
 * nonce for every response, so a cached page never reuses one. It is random per process, so no
 * visitor can type it, and it is replaced only in the nonce attribute of script and link tags (see
 * `withNonce`), never in text.
 */
export const noncePlaceholder = `placeholder${randomBytes(18).toString("hex")}`;

// React puts the nonce on its script tags and on the module preload links that go with them.
const placedNonce = new RegExp(`(<(?:script|link)\\b[^>]*? nonce=")${noncePlaceholder}(")`, "g");

/** The rendered page with `nonce` in the nonce attribute of the script and link tags React rendered. */
export function withNonce(html: string, nonce: string): string {
  return html.replace(
    placedNonce,
    (_match, before: string, after: string) => before + nonce + after,
  );
}
