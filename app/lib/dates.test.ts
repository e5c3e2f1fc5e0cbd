import { describe, expect, it } from "vitest";
import { formatDate } from "./dates";

/** Every day of 2024–2027, at its first and last millisecond in UTC. */
const days = Array.from({ length: 1461 }, (_, index) => Date.UTC(2024, 0, 1) + index * 86_400_000)
  .flatMap((day) => [day, day + 86_399_999])
  .map((at) => new Date(at));

describe("formatDate", () => {
  it.each(["medium", "long"] as const)("writes every day as Intl's en-US %s date", (style) => {
    const utc = new Intl.DateTimeFormat("en-US", { dateStyle: style, timeZone: "UTC" });
    const local = new Intl.DateTimeFormat("en-US", { dateStyle: style });
    for (const date of days) {
      if (formatDate(date, style) !== utc.format(date)) {
        expect(formatDate(date, style), date.toISOString()).toBe(utc.format(date));
      }
      if (formatDate(date, style, "local") !== local.format(date)) {
        expect(formatDate(date, style, "local"), date.toISOString()).toBe(local.format(date));
      }
    }
  });
});
