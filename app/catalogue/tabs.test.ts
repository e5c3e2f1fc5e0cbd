import { describe, expect, it } from "vitest";
import { catalogue } from "./catalogue";
import { isInTab, type CatalogueTabId } from "./tabs";

function namesIn(tab: CatalogueTabId): string[] {
  return catalogue.filter((product) => isInTab(product, tab)).map((product) => product.name);
}

const menOnly = [
  "Bone Rock",
  "Masculine Multivitamin",
  "Sink Deep",
  "Pure Seed",
  "Prosta-Zinc",
  "African Yohimbe Bark",
  "Tongkat Ali",
  "Vital Eggplant Cream",
  "The Dominance Bundle",
  "2ND ROUND",
];
const womenOnly = ["Deep Waters", "Ladies 1st", "Women's Kit"];

describe("catalogue tabs", () => {
  it("all holds every product", () => {
    expect(namesIn("all")).toHaveLength(38);
  });

  it("mens health holds men's and unisex products", () => {
    const expected = catalogue.map((p) => p.name).filter((name) => !womenOnly.includes(name));
    expect(namesIn("mens-health")).toEqual(expected);
    expect(namesIn("mens-health")).toHaveLength(35);
  });

  it("womens health holds women's and unisex products", () => {
    const expected = catalogue.map((p) => p.name).filter((name) => !menOnly.includes(name));
    expect(namesIn("womens-health")).toEqual(expected);
    expect(namesIn("womens-health")).toHaveLength(28);
  });

  it("reproductive health is the fixed list of 12", () => {
    expect(new Set(namesIn("reproductive-health"))).toEqual(
      new Set([
        "Sink Deep",
        "Pure Seed",
        "Sea Horse Power",
        "Vital Eggplant Cream",
        "2ND ROUND",
        "The Dominance Bundle",
        "Bone Rock",
        "Deep Waters",
        "Ladies 1st",
        "Women's Kit",
        "African Yohimbe Bark",
        "Tongkat Ali",
      ]),
    );
  });

  it("detox holds the four cleanses", () => {
    expect(new Set(namesIn("detox"))).toEqual(
      new Set(["Total Body Sweep Cleanse", "Lymphatic Flush", "Anti-Viral Cleanse", "Waste Away"]),
    );
  });

  it("longevity holds longevity, supplements, cognitive and immune support categories", () => {
    expect(namesIn("longevity")).toEqual([
      "Lion's Mane",
      "Organic Vitamin C",
      "Uro Flow",
      "Black Seed + Omegas",
      "Brain Fuel",
    ]);
  });
});
