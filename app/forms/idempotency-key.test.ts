import { describe, expect, it } from "vitest";
import { newIdempotencyKey, readIdempotencyKey } from "./idempotency-key";

describe("idempotency keys", () => {
  it("makes a new random key each time, one the store accepts", () => {
    const first = newIdempotencyKey();
    expect(first).toMatch(/^[0-9a-f]{32}$/);
    expect(newIdempotencyKey()).not.toBe(first);
    expect(readIdempotencyKey(first)).toBe(first);
  });

  it("reads none from nothing, and refuses what is not a key", () => {
    expect(readIdempotencyKey(undefined)).toBeUndefined();
    expect(readIdempotencyKey("")).toBeUndefined();
    expect(readIdempotencyKey(null)).toBeUndefined();
    expect(readIdempotencyKey("has space")).toBeNull();
    expect(readIdempotencyKey("é")).toBeNull();
    expect(readIdempotencyKey("x".repeat(256))).toBeNull();
    expect(readIdempotencyKey(42)).toBeNull();
    expect(readIdempotencyKey("9f1c-retry_2")).toBe("9f1c-retry_2");
  });
});
