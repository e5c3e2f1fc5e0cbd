import { describe, expect, it } from "vitest";
import { catalogueRatings, displayedRating, earlierRatings, sameSummary } from "./ratings";
import { addToSummary, summarize } from "./review-types";

const none = summarize([]);

describe("earlier ratings", () => {
  it("are the catalogue's figures until the product's reviews are imported", () => {
    const product = { rating: 4.8, reviewCount: 247 };
    expect(earlierRatings(product, { imported: false })).toEqual({ count: 247, average: 4.8 });
    expect(earlierRatings(product, { imported: true })).toBeNull();
  });

  it("are none for a product without any", () => {
    expect(earlierRatings({ rating: 0, reviewCount: 0 }, { imported: false })).toBeNull();
  });
});

describe("the displayed rating", () => {
  it("is the earlier figure alone while no review is listed", () => {
    expect(displayedRating({ count: 89, average: 5 }, none)).toEqual({
      average: 5,
      count: 89,
      listed: 0,
      earlier: 89,
    });
  });

  it("counts the listed reviews with the earlier ratings", () => {
    // 89 ratings of 5 and one of 1: (445 + 1) / 90 = 4.955…
    const rating = displayedRating({ count: 89, average: 5 }, addToSummary(none, 1));
    expect(rating).toEqual({ average: 5, count: 90, listed: 1, earlier: 89 });
    // 3 of 5 and two of 1: 17 / 5 = 3.4
    const listed = summarize([{ rating: 1, count: 2 }]);
    expect(displayedRating({ count: 3, average: 5 }, listed)).toEqual({
      average: 3.4,
      count: 5,
      listed: 2,
      earlier: 3,
    });
  });

  it("averages the exact listed stars, not their rounded average", () => {
    // Listed: 5, 4, 4 (exact 4.333…, rounded 4.3); earlier: 2 at 5 → 23 / 5 = 4.6
    const listed = summarize([
      { rating: 5, count: 1 },
      { rating: 4, count: 2 },
    ]);
    expect(displayedRating({ count: 2, average: 5 }, listed).average).toBe(4.6);
  });

  it("is the listed reviews alone without earlier ratings", () => {
    const listed = summarize([
      { rating: 5, count: 2 },
      { rating: 4, count: 1 },
    ]);
    expect(displayedRating(null, listed)).toEqual({
      average: 4.7,
      count: 3,
      listed: 3,
      earlier: 0,
    });
  });

  it("is zero with nothing to count", () => {
    expect(displayedRating(null, none)).toEqual({ average: 0, count: 0, listed: 0, earlier: 0 });
  });
});

describe("catalogue ratings", () => {
  const products = [
    { slug: "bone-rock", reviewKey: "bone-rock", rating: 5, reviewCount: 89 },
    { slug: "peruvian-ginseng-plus", reviewKey: "peruvian-ginseng", rating: 4.6, reviewCount: 156 },
    { slug: "moringa-leaf", reviewKey: "moringa-leaf", rating: 4.8, reviewCount: 247 },
  ];

  it("finds each product's stored reviews under its review key and drops imported earlier figures", () => {
    const stored = new Map([
      ["peruvian-ginseng", { summary: summarize([{ rating: 4, count: 4 }]), imported: false }],
      ["moringa-leaf", { summary: summarize([{ rating: 5, count: 2 }]), imported: true }],
    ]);
    expect(catalogueRatings(products, stored)).toEqual({
      "bone-rock": { average: 5, count: 89, listed: 0, earlier: 89 },
      // (4.6 × 156 + 16) / 160 = 4.585 → 4.6
      "peruvian-ginseng-plus": { average: 4.6, count: 160, listed: 4, earlier: 156 },
      "moringa-leaf": { average: 5, count: 2, listed: 2, earlier: 0 },
    });
  });
});

describe("same summary", () => {
  it("compares the counts per star, not the objects", () => {
    const one = summarize([{ rating: 4, count: 2 }]);
    expect(sameSummary(one, addToSummary(addToSummary(none, 4), 4))).toBe(true);
    expect(sameSummary(one, addToSummary(one, 4))).toBe(false);
    expect(sameSummary(one, summarize([{ rating: 5, count: 2 }]))).toBe(false);
  });
});
