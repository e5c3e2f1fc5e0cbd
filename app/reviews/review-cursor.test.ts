import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { decodeCursor, encodeCursor, type ReviewCursor } from "./review-cursor";
import { reviewSorts } from "./review-types";

const cursor = (overrides: Partial<ReviewCursor> = {}): ReviewCursor => ({
  sort: "highest",
  rating: 4,
  createdAt: "2026-11-23T04:00:00.123456Z",
  id: 1234,
  ...overrides,
});

describe("review cursors", () => {
  it("read back what they were made from, for every sort", () => {
    const times = fc
      .date({ min: new Date("2000-01-01"), max: new Date("2999-12-31"), noInvalidDate: true })
      .chain((date) =>
        fc
          .integer({ min: 0, max: 999 })
          .map((micro) => date.toISOString().replace(/Z$/, `${String(micro).padStart(3, "0")}Z`)),
      );
    fc.assert(
      fc.property(
        fc.constantFrom(...reviewSorts),
        fc.integer({ min: 1, max: 5 }),
        times,
        fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER }),
        (sort, rating, createdAt, id) => {
          const made = { sort, rating: sort === "newest" ? 0 : rating, createdAt, id };
          const text = encodeCursor(made);
          expect(text).toMatch(/^[A-Za-z0-9_-]+$/);
          expect(decodeCursor(text, sort)).toEqual({ ok: true, cursor: made });
        },
      ),
    );
  });

  it("carry the microseconds a timestamp column holds (a Date would drop them)", () => {
    const decoded = decodeCursor(encodeCursor(cursor()), "highest");
    expect(decoded.ok && decoded.cursor.createdAt).toBe("2026-11-23T04:00:00.123456Z");
  });

  it("refuse a cursor made for another sort, saying which", () => {
    expect(decodeCursor(encodeCursor(cursor({ sort: "lowest" })), "highest")).toEqual({
      ok: false,
      error: "cursor belongs to the lowest order, not highest.",
    });
  });

  it("refuse anything they did not make", () => {
    const made = (text: string) => Buffer.from(text).toString("base64url");
    for (const text of [
      "",
      "not a cursor",
      "%%%",
      "a".repeat(300),
      made("h~4~2026-11-23T04:00:00.123456Z"),
      made("h~6~2026-11-23T04:00:00.123456Z~1"),
      made("h~0~2026-11-23T04:00:00.123456Z~1"),
      made("n~3~2026-11-23T04:00:00.123456Z~1"),
      made("h~4~2026-11-23T04:00:00.123Z~1"),
      made("h~4~2026-13-45T04:00:00.123456Z~1"),
      made("h~4~2026-11-23T04:00:00.123456Z~0"),
      made("h~4~2026-11-23T04:00:00.123456Z~-5"),
      made("h~4~2026-11-23T04:00:00.123456Z~99999999999999999999"),
      made("x~4~2026-11-23T04:00:00.123456Z~1"),
      made("h~4~2026-11-23T04:00:00.123456Z~1~extra"),
      encodeCursor(cursor()).slice(0, 20),
    ]) {
      const decoded = decodeCursor(text, "highest");
      expect(decoded.ok, text).toBe(false);
      expect(!decoded.ok && decoded.error).toMatch(/cursor/);
    }
  });
});
