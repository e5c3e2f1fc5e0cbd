import { describe, expect, it } from "vitest";
import { localDate, periodLabel, trendPeriods } from "./trend-periods";

describe("trend periods", () => {
  it("counts twelve Monday-to-Sunday weeks up to the current one", () => {
    // Wednesday 25 November 2026, noon UTC.
    const periods = trendPeriods("week", new Date("2026-11-25T12:00:00Z"), "UTC");
    expect(periods.starts).toHaveLength(12);
    expect(periods.starts.at(-1)).toBe("2026-11-23");
    expect(periods.starts[0]).toBe("2026-09-07");
  });

  it("takes the week from the shop's zone: Monday 01:00 in UTC is still Sunday in New York", () => {
    const now = new Date("2026-11-23T01:00:00Z");
    expect(trendPeriods("week", now, "UTC").starts.at(-1)).toBe("2026-11-23");
    expect(trendPeriods("week", now, "America/New_York").starts.at(-1)).toBe("2026-11-16");
    expect(localDate(now, "Pacific/Auckland").toISOString().slice(0, 10)).toBe("2026-11-23");
  });

  it("counts twelve months across a year's end", () => {
    const periods = trendPeriods("month", new Date("2026-02-10T00:00:00Z"), "UTC");
    expect(periods.starts[0]).toBe("2025-03-01");
    expect(periods.starts.at(-1)).toBe("2026-02-01");
  });

  it("labels weeks by their Monday and months by name", () => {
    expect(periodLabel("week", "2026-09-07")).toBe("Sep 7");
    expect(periodLabel("month", "2026-01-01")).toBe("Jan 2026");
  });
});
