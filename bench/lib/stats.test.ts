import { describe, expect, it } from "vitest";
import { distribution, median, percentile } from "./stats";

describe("stats", () => {
  it("takes nearest-rank percentiles", () => {
    const values = Array.from({ length: 100 }, (_, index) => 100 - index);
    expect(percentile(values, 0.5)).toBe(50);
    expect(percentile(values, 0.99)).toBe(99);
    expect(percentile(values, 1)).toBe(100);
    expect(percentile([7], 0.99)).toBe(7);
    expect(percentile([], 0.5)).toBeNaN();
  });

  it("takes the median of odd and even counts", () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });

  it("summarises a distribution", () => {
    expect(distribution([5, 1, 9])).toEqual({ count: 3, p50: 5, p99: 9, max: 9, min: 1 });
  });
});
