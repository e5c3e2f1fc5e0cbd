import { describe, expect, it } from "vitest";
import { longDate, mediumDate } from "./dates";

/** Every day of 2024–2027, at its first and last millisecond in UTC. */
const days = Array.from({ length: 1461 }, (_, index) => Date.UTC(2024, 0, 1) + index * 86_400_000)
  .flatMap((day) => [day, day + 86_399_999])
  .map((at) => new Date(at));

/** Checks every day, failing on the first that differs (one assertion, not thousands). */
function expectEveryDay(ours: (date: Date) => string, intl: Intl.DateTimeFormat) {
  const differing = days.find((date) => ours(date) !== intl.format(date));
  expect(differing && [differing.toISOString(), ours(differing)]).toBeUndefined();
}

describe("mediumDate", () => {
  it("writes every day as Intl's en-US medium date, in UTC and in the local time zone", () => {
    expectEveryDay(
      mediumDate,
      new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeZone: "UTC" }),
    );
    expectEveryDay(
      (date) => mediumDate(date, "local"),
      new Intl.DateTimeFormat("en-US", { dateStyle: "medium" }),
    );
  });
});

describe("longDate", () => {
  it("writes every day as Intl's en-US long date in UTC", () => {
    expectEveryDay(
      longDate,
      new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "UTC" }),
    );
  });
});
