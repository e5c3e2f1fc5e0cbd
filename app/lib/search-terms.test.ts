import { describe, expect, it } from "vitest";
import { normalizeQuery, searchPath } from "../search/search-query";
import { searchTerm, singular } from "./search-terms";

describe("search terms", () => {
  it("folds plurals to the singular", () => {
    expect(singular("cleanses")).toBe("cleanse");
    expect(singular("berries")).toBe("berry");
    expect(singular("glasses")).toBe("glass");
    expect(singular("omegas")).toBe("omega");
    expect(singular("mucus")).toBe("mucus");
    expect(singular("stress")).toBe("stress");
    expect(singular("analysis")).toBe("analysis");
    expect(singular("gas")).toBe("gas");
  });

  it("lower-cases, removes accents and drops stop words and single letters", () => {
    expect(searchTerm("Açaí")).toBe("acai");
    expect(searchTerm("Vitamins")).toBe("vitamin");
    expect(searchTerm("the")).toBeNull();
    expect(searchTerm("s")).toBeNull();
  });
});

describe("search query", () => {
  it("trims, single-spaces and cuts the query at 100 characters", () => {
    expect(normalizeQuery("  magnesium \n  sleep ")).toBe("magnesium sleep");
    expect(normalizeQuery("x".repeat(300))).toHaveLength(100);
    expect(normalizeQuery(null)).toBe("");
  });

  it("builds the search page address", () => {
    expect(searchPath("lion's mane & co")).toBe("/search?q=lion's%20mane%20%26%20co");
    expect(searchPath("")).toBe("/search");
  });
});
