import { describe, expect, it } from "vitest";
import { catalogue } from "~/catalogue/catalogue";
import { requiredDosagePhrases } from "./dosage";
import { fdaDisclaimer } from "./product-page";
import { findProductPage, productPageSlugs } from "./product-pages";

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
