import { describe, expect, it } from "vitest";
import { catalogue } from "./catalogue";
import { orderForAllTab } from "./ordering";

describe("all-tab ordering", () => {
  it("leads with the five fixed products, then interleaves men, women, unisex, unisex", () => {
    expect(orderForAllTab(catalogue).map((p) => p.name)).toEqual([
      "Bone Rock",
      "Supreme Lungs",
      "Masculine Multivitamin",
      "Black Seed + Omegas",
      "Deep Waters",
      "Sink Deep",
      "Ladies 1st",
      "Moringa Leaf",
      "Lion's Mane",
      "Pure Seed",
      "Women's Kit",
      "Probiotics Complex",
      "Peruvian Ginseng Plus",
      "Prosta-Zinc",
      "Iron Clad",
      "Sea Horse Power",
      "African Yohimbe Bark",
      "Mane Crown Vitamins",
      "Mane Crown Growth Serum",
      "Tongkat Ali",
      "Mane Crown Bundle",
      "Hair, Skin and Nails Formula",
      "Vital Eggplant Cream",
      "Organic Greens",
      "Waste Away",
      "The Dominance Bundle",
      "Organic Vitamin C",
      "Anti-Viral Cleanse",
      "2ND ROUND",
      "B Ready",
      "Uro Flow",
      "Hepatic Support",
      "Lymphatic Flush",
      "Magnesium 300",
      "Total Body Sweep Cleanse",
      "Brain Fuel",
      "Vasculaid",
      "Mucus Broom",
    ]);
  });

  it("orders a filtered subset without losing or repeating products", () => {
    const subset = catalogue.filter((p) => p.price < 30);
    const ordered = orderForAllTab(subset);
    expect(new Set(ordered)).toEqual(new Set(subset));
    expect(ordered).toHaveLength(subset.length);
  });
});
