import { choiceGuard, type ChoiceValue } from "./choices";
import type { Product } from "./product";
import { catalogueTabs } from "./tab-list";

export { catalogueTabs };

export type CatalogueTabId = ChoiceValue<typeof catalogueTabs>;

export const isCatalogueTab = choiceGuard(catalogueTabs);

/** The reproductive tab is a fixed list of names. */
const reproductiveHealthNames: readonly string[] = [
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
];

const detoxNames: readonly string[] = [
  "Total Body Sweep Cleanse",
  "Lymphatic Flush",
  "Anti-Viral Cleanse",
  "Waste Away",
];

const longevityCategoryWords = ["longevity", "supplements", "cognitive", "immune support"];

/**
 * Whether a product belongs on a catalogue tab: men's and women's include unisex products,
 * reproductive and detox are fixed lists, longevity matches category words.
 */
export function isInTab(product: Product, tab: CatalogueTabId): boolean {
  switch (tab) {
    case "all":
      return true;
    case "mens-health":
      return product.audience === "men" || product.audience === "unisex";
    case "womens-health":
      return product.audience === "women" || product.audience === "unisex";
    case "reproductive-health":
      return reproductiveHealthNames.includes(product.name);
    case "detox":
      return detoxNames.includes(product.name);
    case "longevity": {
      const category = product.category.toLowerCase();
      return longevityCategoryWords.some((word) => category.includes(word));
    }
  }
}
