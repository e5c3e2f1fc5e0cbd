/**
 * An idempotency key names one post however often it is sent: the forms send one in a hidden
 * field, the JSON API takes the `Idempotency-Key` header. A retry with the same key (and the same
 * fields) is answered as the first post was, and stores nothing again.
 */
export const idempotencyKeyField = "idempotencyKey";
export const idempotencyKeyHeader = "Idempotency-Key";

/** Visible ASCII, 1 to 255 characters (a UUID, or any client's own scheme). */
const keyPattern = /^[\x21-\x7e]{1,255}$/;

export const invalidIdempotencyKeyMessage =
  "The Idempotency-Key must be 1 to 255 visible ASCII characters.";

/** A new random key (128 bits, hex); `getRandomValues` works on plain http too. */
export function newIdempotencyKey(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
}

/** The key sent, if any: undefined when none was sent, null when what was sent is not a key. */
export function readIdempotencyKey(value: unknown): string | undefined | null {
  if (value === undefined || value === null || value === "") return undefined;
  return typeof value === "string" && keyPattern.test(value) ? value : null;
}
