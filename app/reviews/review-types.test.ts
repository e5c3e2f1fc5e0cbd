import { describe, expect, it } from "vitest";
import { addToSummary, mergeReviews, summarize, type PublicReview } from "./review-types";

describe("review summary", () => {
  it("counts, averages to one decimal and spreads by rating", () => {
    expect(
      summarize([
        { rating: 5, count: 2 },
        { rating: 4, count: 1 },
      ]),
    ).toEqual({ count: 3, average: 4.7, distribution: { 1: 0, 2: 0, 3: 0, 4: 1, 5: 2 } });
  });

  it("is zero when there are no reviews", () => {
    expect(summarize([])).toEqual({
      count: 0,
      average: 0,
      distribution: { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 },
    });
  });
});

describe("adding a live review to the summary", () => {
  it("updates count, average and distribution", () => {
    const before = summarize([{ rating: 5, count: 1 }]);
    expect(addToSummary(before, 2)).toEqual({
      count: 2,
      average: 3.5,
      distribution: { 1: 0, 2: 1, 3: 0, 4: 0, 5: 1 },
    });
  });
});

describe("merging review lists", () => {
  const review = (id: number, rating: number, day: number): PublicReview => ({
    id,
    reviewKey: "p",
    name: `r${id}`,
    rating,
    reviewText: "t",
    createdAt: `2026-01-${String(day).padStart(2, "0")}T00:00:00.000Z`,
    helpful: 0,
    verified: false,
    photos: [],
  });

  it("keeps each review once, newest first", () => {
    const merged = mergeReviews(
      [review(1, 5, 1), review(2, 3, 2)],
      [review(3, 4, 3), review(2, 3, 2)],
      "newest",
    );
    expect(merged.map((r) => r.id)).toEqual([3, 2, 1]);
  });

  it("orders by rating for highest and lowest, newest first within a rating", () => {
    const list = [review(1, 5, 1), review(2, 3, 2), review(3, 5, 3)];
    expect(mergeReviews(list, [], "highest").map((r) => r.id)).toEqual([3, 1, 2]);
    expect(mergeReviews(list, [], "lowest").map((r) => r.id)).toEqual([2, 3, 1]);
  });
});
