import { describe, expect, it } from "vitest";
import { catalogue } from "~/catalogue/catalogue";
import { fdaDisclaimer } from "./product-page";
import { findProductPage, productPageSlugs } from "./product-pages";

/**
 * Each product's dosage copy: its directions must contain every phrase listed for it.
 * Kept in this test so a writer sees exactly what the directions must say.
 */
const requiredDosagePhrases: Record<string, readonly string[]> = {
  "bone-rock": ["Take 3 capsules daily"],
  "masculine-multivitamin": ["Take 3 capsules daily"],
  "sink-deep": ["Take 3 capsules daily"],
  "pure-seed": ["Take 3 capsules daily"],
  "deep-waters": ["Take 3 capsules daily"],
  "sea-horse-power": ["Take 3 capsules daily"],
  "supreme-lungs": ["Take 3 capsules daily"],
  "moringa-leaf": ["Take 2 capsules daily"],
  "lions-mane": ["Take 2 capsules daily"],
  "peruvian-ginseng-plus": ["Take 2 capsules daily"],
  "iron-clad": ["Take 2 capsules daily"],
  "hepatic-support": ["Take 2 capsules daily", "30 days minimum"],
  "lymphatic-flush": ["Take 2 capsules daily", "4 to 6 weeks"],
  "brain-fuel": ["Take 2 capsules daily"],
  vasculaid: ["Take 2 capsules daily"],
  "mucus-broom": ["Take 2 capsules daily", "up to 3 as needed"],
  "probiotics-complex": ["Take 1 capsule daily"],
  "magnesium-300": ["Take 1 capsule daily"],
  "african-yohimbe-bark": ["Take 1 to 2 capsules daily"],
  "tongkat-ali": ["Take 1 to 2 capsules daily"],
  "black-seed-omegas": ["Take 2 softgels daily"],
  "mane-crown-serum": ["Apply 1 to 2 ml twice daily"],
  "organic-greens": ["Mix one scoop in 8 to 10 oz of liquid"],
  "2nd-round": ["Take 3 capsules 45 minutes after a meal, one hour before activity"],
  "gun-massage": ["Apply for ten minutes, daily at bedtime"],
  "total-body-cleanse": [
    "5 formulas",
    "5 capsules",
    "7 AM, 9 AM, 11 AM, 2 PM and 5 PM",
    "night",
    "2 to 4 times a year",
    "3.2 oz",
  ],
  "prosta-zinc": ["Take 2 capsules daily"],
  "ladies-1st": ["Take 2 capsules daily"],
  "womens-kit": ["Take 2 capsules daily", "Take 3 capsules daily"],
  "mane-crown-vitamins": ["Take 2 capsules daily"],
  "mane-crown-bundle": ["Take 2 capsules daily", "Apply 1 to 2 ml twice daily"],
  "dominance-bundle": ["Take 3 capsules daily"],
  "hair-skin-nails": ["Take 2 capsules daily"],
  "waste-away": ["Take 2 capsules daily"],
  "organic-vitamin-c": ["Take 2 capsules daily"],
  "anti-viral-cleanse": ["Take 2 capsules daily"],
  "b-ready": ["Take 2 capsules daily"],
  "uno-flow": ["Take 2 capsules daily"],
};

// Structure/function claims only: these words never appear in product copy.
const diseaseClaim =
  /\b(cures?|cured|curing|treats?|treated|treating|treatment|prevents?|prevented|preventing|prevention|heals?|healed|healing|diagnos\w*)\b/i;

function allCopy(slug: string): string {
  return JSON.stringify(findProductPage(slug));
}

describe("product page content", () => {
  it("exists for every catalogue product", () => {
    expect(productPageSlugs().sort()).toEqual(catalogue.map((p) => p.slug).sort());
  });

  it.each(catalogue.map((p) => [p.slug]))("%s has five benefits and the safety line", (slug) => {
    const page = findProductPage(slug)!;
    expect(page.benefits).toHaveLength(5);
    expect(page.safety).toMatch(/pregnant or breastfeeding/i);
    expect(page.safety).toMatch(/children under 12/i);
    expect(page.highlights).toHaveLength(3);
  });

  it.each(catalogue.map((p) => [p.slug]))("%s directions carry its dosage copy", (slug) => {
    const phrases = requiredDosagePhrases[slug];
    expect(phrases, `no dosage phrases listed for ${slug}`).toBeDefined();
    for (const phrase of phrases!) expect(findProductPage(slug)!.directions).toContain(phrase);
  });

  it.each(catalogue.map((p) => [p.slug]))("%s makes no disease claims", (slug) => {
    const copy = allCopy(slug).replaceAll(fdaDisclaimer, "");
    expect(copy).not.toMatch(diseaseClaim);
  });

  it("keeps the pages without some sections as data", () => {
    for (const slug of ["womens-kit", "anti-viral-cleanse"]) {
      expect(findProductPage(slug)!.ingredientsText).toBeUndefined();
      expect(findProductPage(slug)!.keyIngredients).toBeUndefined();
    }
    const sweep = findProductPage("total-body-cleanse")!;
    expect(sweep.showInformation).toBe(false);
    expect(sweep.keyIngredients).toBeUndefined();
    const cream = findProductPage("gun-massage")!;
    expect(cream.showInformation).toBe(false);
    expect(cream.banner).toBeUndefined();
    expect(cream.featureBlock?.heading).toBe("Premium Ingredients for Male Enhancement");
    expect(findProductPage("moringa-leaf")!.buyControl).toBe("own");
    expect(findProductPage("sink-deep")!.widgetSpacing).toBe("flush");
  });

  it("gives every other page its full set of sections", () => {
    const exceptions = new Set([
      "womens-kit",
      "anti-viral-cleanse",
      "total-body-cleanse",
      "gun-massage",
    ]);
    for (const product of catalogue.filter((p) => !exceptions.has(p.slug))) {
      const page = findProductPage(product.slug)!;
      expect(page.showInformation, product.slug).toBe(true);
      expect(page.ingredientsText, product.slug).toBeDefined();
      expect(page.keyIngredients, product.slug).toBeDefined();
      expect(page.banner, product.slug).toBeDefined();
    }
  });
});
