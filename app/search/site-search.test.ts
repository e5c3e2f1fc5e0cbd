import { describe, expect, it } from "vitest";
import { catalogue } from "~/catalogue/catalogue";
import { findProductPage } from "~/content/product-pages";
import { productIngredientTexts, siteSearchDocuments } from "./search-documents";
import { createSiteSearch, typingErrorsAllowed } from "./site-search";
import type { SearchResults } from "./search-query";

const search = createSiteSearch(siteSearchDocuments());

const titles = (results: SearchResults, kind: string) =>
  results.groups
    .find((group) => group.kind === kind)
    ?.hits.map((hit) => hit.title.map((segment) => segment.text).join("")) ?? [];

describe("site search ranking", () => {
  it("puts the product named by the query first", () => {
    expect(titles(search("magnesium", { perKind: 5 }), "product")[0]).toBe("Magnesium 300");
    expect(titles(search("bone rock", { perKind: 5 }), "product")[0]).toBe("Bone Rock");
    expect(titles(search("lion's mane", { perKind: 5 }), "product")[0]).toBe("Lion's Mane");
  });

  it("groups products, articles and FAQ answers in that order, best first", () => {
    const results = search("energy", { perKind: 5 });
    expect(results.groups.map((group) => group.kind)).toEqual(["product", "article"]);
    expect(titles(results, "article")[0]).toBe(
      "Sustainable Energy: Natural Alternatives to Caffeine",
    );
    expect(search("shipping", { perKind: 5 }).groups.map((group) => group.kind)).toEqual([
      "article",
      "faq",
    ]);
  });

  it("finds FAQ answers", () => {
    const results = search("shipping", { perKind: 5 });
    expect(titles(results, "faq")).toContain("How long does shipping take?");
    expect(titles(results, "faq")[0]).toMatch(/shipping/i);
  });

  it("searches category, audience and benefits", () => {
    expect(titles(search("respiratory", { perKind: 10 }), "product")).toEqual(
      expect.arrayContaining(["Supreme Lungs", "Mucus Broom"]),
    );
    expect(titles(search("restful sleep", { perKind: 5 }), "product")).toContain("Magnesium 300");
  });

  it("caps each group but counts every match", () => {
    const results = search("supports", { perKind: 2 });
    const products = results.groups.find((group) => group.kind === "product")!;
    expect(products.hits).toHaveLength(2);
    expect(products.total).toBeGreaterThan(2);
  });

  it("prefers documents matching every word, and falls back to any word", () => {
    expect(titles(search("magnesium zzzqqq", { perKind: 5 }), "product")[0]).toBe("Magnesium 300");
  });

  it("returns nothing for an empty or meaningless query, without failing", () => {
    expect(search("   ", { perKind: 5 }).groups).toEqual([]);
    expect(search("xqzvw", { perKind: 5 }).groups).toEqual([]);
    expect(search("<script>alert(1)</script>".repeat(20), { perKind: 5 }).query).toHaveLength(100);
    expect(() => search("((*?[", { perKind: 5 })).not.toThrow();
  });
});

describe("site search by ingredient", () => {
  // Every product whose page lists Ashwagandha: on a key-ingredient card or in its ingredients.
  const listing = catalogue
    .filter((product) =>
      productIngredientTexts(findProductPage(product.slug)).some((text) =>
        /ashwagandha/i.test(text),
      ),
    )
    .map((product) => product.name);

  it("finds every product that lists an ingredient, spelled right or a letter off", () => {
    expect(listing).toEqual(
      expect.arrayContaining([
        "Bone Rock",
        "Deep Waters",
        "Masculine Multivitamin",
        "The Dominance Bundle",
      ]),
    );
    for (const query of ["ashwagandha", "ashwaganda", "Ashwagandha root"]) {
      const found = titles(search(query, { perKind: 50 }), "product");
      expect(found, query).toEqual(expect.arrayContaining(listing));
    }
  });

  it("shows the ingredient's words in the snippet when only the ingredients matched", () => {
    const hit = search("ashwagandha", { perKind: 50 }).groups[0]!.hits.find((found) =>
      found.title.every((segment) => !segment.match),
    )!;
    expect(hit.snippet.some((segment) => segment.match && /ashwagandha/i.test(segment.text))).toBe(
      true,
    );
  });
});

describe("site search tolerance", () => {
  it("finds a product through a typo", () => {
    expect(titles(search("magnesim", { perKind: 5 }), "product")[0]).toBe("Magnesium 300");
    expect(titles(search("probiotcs", { perKind: 5 }), "product")[0]).toBe("Probiotics Complex");
  });

  it("allows typing errors by word length, so a short word is never taken for another", () => {
    expect([typingErrorsAllowed("sleep"), typingErrorsAllowed("magnesim")]).toEqual([0, 1]);
    expect(typingErrorsAllowed("ashwaganda")).toBe(2);
    expect(titles(search("sleep", { perKind: 10 }), "product")).not.toContain(
      "Total Body Sweep Cleanse",
    );
    expect(titles(search("ashwaganda", { perKind: 5 }), "product").length).toBeGreaterThan(0);
  });

  it("finds singular words from plurals and the other way round", () => {
    const cleanses = titles(search("cleanses", { perKind: 10 }), "product");
    expect(cleanses).toEqual(
      expect.arrayContaining(["Total Body Sweep Cleanse", "Anti-Viral Cleanse"]),
    );
    expect(titles(search("probiotic", { perKind: 5 }), "product")[0]).toBe("Probiotics Complex");
  });

  it("matches while the word is still being typed", () => {
    expect(titles(search("magn", { perKind: 5 }), "product")[0]).toBe("Magnesium 300");
  });

  it("marks the words that matched, including the typo's correction", () => {
    const hit = search("magnesim", { perKind: 5 }).groups[0]!.hits[0]!;
    expect(hit.title).toEqual([{ text: "Magnesium", match: true }, { text: " 300" }]);
    expect(hit.snippet.some((segment) => segment.match && /magnesium/i.test(segment.text))).toBe(
      true,
    );
  });
});

describe("site search speed", () => {
  it("answers a query in a few milliseconds once the index is built", () => {
    const queries = ["magnesium", "shipping", "cleanses", "magnesim", "energy", "sleep", "men"];
    for (const query of queries) search(query, { perKind: 5 });
    const times: number[] = [];
    for (let round = 0; round < 10; round += 1) {
      for (const query of queries) {
        const started = performance.now();
        search(query, { perKind: 5 });
        times.push(performance.now() - started);
      }
    }
    times.sort((a, b) => a - b);
    expect(times[Math.floor(times.length / 2)]).toBeLessThan(5);
  });
});

describe("a product hit's price line", () => {
  const detailOf = (results: SearchResults) =>
    results.groups.find((group) => group.kind === "product")?.hits[0]?.detail;

  it("shows the catalogue's price without Shopify's figures", () => {
    expect(detailOf(search("bone rock", { perKind: 1 }))).toBe("Men's Health · MEN · $59.99");
  });

  it("shows Shopify's price, and says when Shopify reports it sold out", () => {
    const figures = { "bone-rock": { price: 52.5, availableForSale: true } };
    expect(detailOf(search("bone rock", { perKind: 1, figures }))).toBe(
      "Men's Health · MEN · $52.50",
    );
    const soldOut = { "bone-rock": { price: 52.5, availableForSale: false } };
    expect(detailOf(search("bone rock", { perKind: 1, figures: soldOut }))).toBe(
      "Men's Health · MEN · $52.50 · Sold out",
    );
  });
});
