import { describe, expect, it } from "vitest";
import { catalogue } from "./catalogue";
import { categoryListingPath, matchesSearch } from "./search";

const names = (query: string) =>
  catalogue.filter((p) => matchesSearch(p, query)).map((p) => p.name);

describe("search", () => {
  it("matches the name case-insensitively", () => {
    expect(names("MANE CROWN")).toEqual([
      "Mane Crown Vitamins",
      "Mane Crown Growth Serum",
      "Mane Crown Bundle",
    ]);
  });

  it("matches the category", () => {
    expect(names("respiratory")).toEqual(["Supreme Lungs", "Mucus Broom"]);
  });

  it("matches a substring in the middle of a word", () => {
    expect(names("ngkat")).toEqual(["Tongkat Ali"]);
  });

  it("treats blank text as no filter and finds nothing for unknown text", () => {
    expect(names("   ")).toHaveLength(38);
    expect(names("zzz")).toEqual([]);
  });

  it("lists every product on its category's page", () => {
    for (const product of catalogue) {
      const url = new URL(categoryListingPath(product.category), "http://shop.test");
      expect(url.pathname).toBe("/");
      const query = url.searchParams.get("q")!;
      expect(query).toBe(product.category);
      expect(names(query)).toContain(product.name);
    }
  });
});
