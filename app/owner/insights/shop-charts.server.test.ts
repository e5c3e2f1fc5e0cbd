import { describe, expect, it } from "vitest";
import { shopCharts } from "./shop-charts.server";
import type { ShopTrends } from "./shop-trends.server";
import { trendPeriods } from "./trend-periods";

const periods = trendPeriods("week", new Date("2026-11-25T12:00:00Z"), "UTC");
const trends: ShopTrends = {
  ...periods,
  ratingCounts: [1, 0, 2, 3, 6],
  products: [],
  periods: periods.starts.map((start, index) => ({
    start,
    reviews: index === 11 ? 8 : index === 3 ? 4 : 0,
    averageRating: index === 11 ? 4.5 : index === 3 ? 3 : null,
    signUps: index,
    messages: index % 2,
    requestsSent: index === 10 ? 5 : 0,
    reviewsFromRequests: index === 10 ? 2 : 0,
  })),
};

describe("the overview's charts", () => {
  const charts = shopCharts(trends);
  const reviews = charts.find((chart) => chart.id === "reviews")!;

  it("describes each chart with its main figures", () => {
    expect(charts.map((chart) => chart.title)).toEqual([
      "Reviews per week and their average rating",
      "Rating distribution",
      "Sign-ups and contact messages per week",
      "Review requests sent and reviews written from them",
    ]);
    expect(reviews.description).toBe(
      "12 reviews in the last 12 weeks, most in the week of Nov 23 (8). Average rating 3 in the first week with reviews, 4.5 in the latest.",
    );
    expect(charts[3]!.description).toBe(
      "5 review requests sent in the last 12 weeks; 2 reviews written from them.",
    );
  });

  it("draws a bar per period, taller for more, and the rating's line only where there are reviews", () => {
    const bars = reviews.bars;
    expect(bars).toHaveLength(12);
    expect(bars[11]!.height).toBeGreaterThan(bars[3]!.height);
    expect(bars[3]!.height).toBeCloseTo(bars[11]!.height / 2, 0);
    expect(bars[0]!.height).toBe(0);
    expect(reviews.lines[0]!.points).toHaveLength(2);
    expect(reviews.lines[0]!.d).toMatch(/^M[\d.]+,[\d.]+/);
    expect(reviews.valueTicks.every((tick) => /^\d+$/.test(tick.label))).toBe(true);
    expect(reviews.rightTicks.map((tick) => tick.label)).toContain("5");
  });

  it("gives the same figures as a table, a row per period", () => {
    expect(reviews.table.head).toEqual(["", "Reviews", "Average rating"]);
    expect(reviews.table.rows[0]).toEqual(["Week of Sep 7", "0", "–"]);
    expect(reviews.table.rows[11]).toEqual(["Week of Nov 23", "8", "4.5"]);
    expect(charts[1]!.table.rows).toEqual([
      ["1 star", "1"],
      ["2 stars", "0"],
      ["3 stars", "2"],
      ["4 stars", "3"],
      ["5 stars", "6"],
    ]);
  });
});
