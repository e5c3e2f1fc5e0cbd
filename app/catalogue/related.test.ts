import { describe, expect, it } from "vitest";
import { catalogue } from "./catalogue";
import { benefitKeywords, rankRelated, relatedness, type RelatedCandidate } from "./related";
import { relatedProducts } from "./related-products";

const candidate = (
  slug: string,
  audience: RelatedCandidate["audience"],
  category: string,
  benefits: string[] = [],
): RelatedCandidate => ({ slug, audience, category, benefits });

describe("related products ranking", () => {
  const target = candidate("target", "men", "Energy", [
    "Supports stamina",
    "Promotes restful sleep",
  ]);

  it("ranks same audience and same category first, then shared benefits", () => {
    const ranked = rankRelated(target, [
      candidate("unisex-energy", "unisex", "Energy"),
      candidate("men-sleep", "men", "Herbs", ["Supports deep sleep"]),
      candidate("men-energy", "men", "Energy"),
      candidate("men-unrelated", "men", "Herbs", ["Supports joints"]),
    ]);
    expect(ranked.map((entry) => entry.slug)).toEqual(["men-energy", "men-sleep", "unisex-energy"]);
  });

  it("never suggests the product itself or the opposite audience", () => {
    const ranked = rankRelated(target, [
      { ...target },
      candidate("women-energy", "women", "Energy", ["Supports stamina"]),
    ]);
    expect(ranked).toEqual([]);
    expect(relatedness(target, candidate("women-energy", "women", "Energy"))).toBeUndefined();
  });

  it("keeps catalogue order between equally related products and stops at four", () => {
    const same = ["a", "b", "c", "d", "e"].map((slug) => candidate(slug, "men", "Energy"));
    expect(rankRelated(target, same).map((entry) => entry.slug)).toEqual(["a", "b", "c", "d"]);
  });

  it("ignores words every benefit line uses", () => {
    expect([
      ...benefitKeywords(["Supports healthy energy levels", "Helps maintain joints"]),
    ]).toEqual(["energy", "joint"]);
  });
});

describe("related products of the catalogue", () => {
  const slugs = new Set(catalogue.map((product) => product.slug));

  it.each(catalogue.map((product) => [product.slug, product] as const))(
    "%s has one to four related products, never itself, all in the catalogue",
    (slug, product) => {
      const related = relatedProducts(product);
      expect(related.length).toBeGreaterThanOrEqual(1);
      expect(related.length).toBeLessThanOrEqual(4);
      expect(related.map((entry) => entry.slug)).not.toContain(slug);
      for (const entry of related) expect(slugs.has(entry.slug)).toBe(true);
      expect(new Set(related.map((entry) => entry.slug)).size).toBe(related.length);
    },
  );

  it("suggests same-audience products of the same category first", () => {
    const boneRock = catalogue.find((product) => product.slug === "bone-rock")!;
    const first = relatedProducts(boneRock)[0]!;
    expect(first.audience).toBe("men");
    expect(first.category).toBe("Men's Health");
  });
});
