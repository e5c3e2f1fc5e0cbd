import { describe, expect, it } from "vitest";
import {
  hasAttemptLeft,
  longestRetryAfterMs,
  parseRetryAfter,
  retryDelay,
  type RetryPolicy,
} from "./retry-schedule";

const policy: RetryPolicy = { maxAttempts: 5, firstDelayMs: 1_000, maxDelayMs: 10_000 };

describe("the wait before the next attempt", () => {
  it("doubles with each failed attempt, up to the cap", () => {
    const full = (attempt: number) => retryDelay(attempt, policy, { random: () => 1 });
    expect([1, 2, 3, 4, 5, 6].map(full)).toEqual([1_000, 2_000, 4_000, 8_000, 10_000, 10_000]);
  });

  it("is jittered between half and all of the backoff", () => {
    expect(retryDelay(3, policy, { random: () => 0 })).toBe(2_000);
    expect(retryDelay(3, policy, { random: () => 0.5 })).toBe(3_000);
    const seen = new Set(Array.from({ length: 50 }, () => retryDelay(3, policy)));
    expect(seen.size).toBeGreaterThan(1);
    for (const delay of seen) expect(delay).toBeGreaterThanOrEqual(2_000);
  });

  it("never comes before the receiver's Retry-After, within a day", () => {
    expect(retryDelay(1, policy, { retryAfterMs: 30_000, random: () => 1 })).toBe(30_000);
    expect(retryDelay(4, policy, { retryAfterMs: 100, random: () => 1 })).toBe(8_000);
    expect(retryDelay(1, policy, { retryAfterMs: 10 * longestRetryAfterMs })).toBe(
      longestRetryAfterMs,
    );
  });

  it("stops after the last attempt", () => {
    expect(hasAttemptLeft(4, policy)).toBe(true);
    expect(hasAttemptLeft(5, policy)).toBe(false);
  });
});

describe("Retry-After", () => {
  const now = Date.parse("2026-05-01T12:00:00Z");
  it("reads seconds and HTTP dates", () => {
    expect(parseRetryAfter("7", now)).toBe(7_000);
    expect(parseRetryAfter("Fri, 01 May 2026 12:00:30 GMT", now)).toBe(30_000);
    expect(parseRetryAfter("Fri, 01 May 2026 11:00:00 GMT", now)).toBe(0);
  });
  it("ignores what it cannot read", () => {
    expect(parseRetryAfter(null, now)).toBeUndefined();
    expect(parseRetryAfter("soon", now)).toBeUndefined();
    expect(parseRetryAfter("-3", now)).toBeUndefined();
  });
});
