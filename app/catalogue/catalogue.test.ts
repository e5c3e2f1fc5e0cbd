import { describe, expect, it } from "vitest";
import { catalogue } from "./catalogue";
import { lookUpProduct } from "./lookup";

// Each product's price, and the rating and review count the original store showed where it did.
const cataloguePrices: Record<string, number> = {
  "Bone Rock": 59.99,
  "Moringa Leaf": 19.99,
  "Lion's Mane": 21.99,
  "Probiotics Complex": 29.99,
  "Peruvian Ginseng Plus": 34.99,
  "Masculine Multivitamin": 37.99,
  "Sink Deep": 37.99,
  "Pure Seed": 44.99,
  "Iron Clad": 27.99,
  "Deep Waters": 35.99,
  "Sea Horse Power": 50,
  "Vital Eggplant Cream": 60,
  "2ND ROUND": 47.99,
  "The Dominance Bundle": 119,
  "Prosta-Zinc": 29.99,
  "African Yohimbe Bark": 19.99,
  "Tongkat Ali": 19.99,
  "Ladies 1st": 35.99,
  "Women's Kit": 79.99,
  "Mane Crown Vitamins": 34.99,
  "Mane Crown Growth Serum": 39.99,
  "Mane Crown Bundle": 59.99,
  "Hair, Skin and Nails Formula": 27.99,
  "Organic Greens": 35.99,
  "Waste Away": 39.99,
  "Organic Vitamin C": 29.99,
  "Anti-Viral Cleanse": 119.99,
  "B Ready": 32.99,
  "Supreme Lungs": 29.99,
  "Uro Flow": 27.99,
  "Black Seed + Omegas": 31.99,
  "Hepatic Support": 21.99,
  "Lymphatic Flush": 22.99,
  "Magnesium 300": 24.99,
  "Total Body Sweep Cleanse": 124.99,
  "Brain Fuel": 27.99,
  Vasculaid: 28.99,
  "Mucus Broom": 28.99,
};

const originalRatings: Record<string, [number, number]> = {
  "Bone Rock": [5, 89],
  "Moringa Leaf": [4.8, 247],
  "Lion's Mane": [4.7, 189],
  "Probiotics Complex": [4.9, 312],
  "Peruvian Ginseng Plus": [4.6, 156],
  "Masculine Multivitamin": [4.9, 156],
  "Sink Deep": [4.8, 124],
  "Pure Seed": [4.8, 124],
  "Iron Clad": [4.8, 126],
  "Black Seed + Omegas": [4.7, 198],
  "Hepatic Support": [4.5, 156],
  "Lymphatic Flush": [4.4, 134],
  "Magnesium 300": [4.6, 187],
  "Total Body Sweep Cleanse": [4.7, 145],
  "Brain Fuel": [4.6, 178],
  Vasculaid: [4.5, 156],
  "Mucus Broom": [4.4, 134],
  "2ND ROUND": [5, 3],
  "Vital Eggplant Cream": [5, 2],
};

describe("catalogue", () => {
  it("holds the 38 products at their catalogue prices", () => {
    expect(Object.fromEntries(catalogue.map((p) => [p.name, p.price]))).toEqual(cataloguePrices);
  });

  it("keeps the original store's ratings and review counts, and the rest within 4.4–5 and 1–267", () => {
    for (const product of catalogue) {
      const given = originalRatings[product.name];
      if (given) expect([product.rating, product.reviewCount], product.name).toEqual(given);
      else {
        expect(product.rating).toBeGreaterThanOrEqual(4.4);
        expect(product.rating).toBeLessThanOrEqual(5);
        expect(product.reviewCount).toBeGreaterThanOrEqual(1);
        expect(product.reviewCount).toBeLessThanOrEqual(267);
      }
    }
  });

  it("holds one price per product: no record makes a compare-at comparison", () => {
    expect(catalogue.filter((p) => p.compareAtPrice !== undefined)).toEqual([]);
    expect(catalogue.find((p) => p.slug === "ladies-1st")?.price).toBe(35.99);
    expect(catalogue.find((p) => p.slug === "womens-kit")?.price).toBe(79.99);
  });

  it("has unique slugs, review keys and Shopify ids", () => {
    for (const key of ["slug", "reviewKey", "shopifyProductId"] as const) {
      expect(new Set(catalogue.map((p) => p[key])).size).toBe(38);
    }
  });

  it("keeps the original store's review keys", () => {
    const keys = Object.fromEntries(catalogue.map((p) => [p.slug, p.reviewKey]));
    expect(keys["peruvian-ginseng-plus"]).toBe("peruvian-ginseng");
    expect(keys["2nd-round"]).toBe("second-round");
    expect(keys["gun-massage"]).toBe("vital-eggplant-crown");
    expect(keys["bone-rock"]).toBe("bone-rock");
  });
});

describe("product lookup", () => {
  it("finds canonical slugs", () => {
    expect(lookUpProduct("bone-rock")).toMatchObject({
      kind: "found",
      product: { name: "Bone Rock" },
    });
  });

  it.each([
    ["vital-eggplant-crown", "gun-massage"],
    ["tpg-hound", "2nd-round"],
    ["2pg-hound", "2nd-round"],
    ["second-round", "2nd-round"],
  ])("resolves the alias %s to %s", (alias, canonical) => {
    expect(lookUpProduct(alias)).toMatchObject({ kind: "alias", product: { slug: canonical } });
  });

  it("reports unknown slugs", () => {
    expect(lookUpProduct("no-such-product")).toEqual({ kind: "missing" });
  });
});
