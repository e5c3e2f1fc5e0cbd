import { pagePath } from "~/config/navigation";
import type { CatalogueTabId } from "./tabs";

/** A category page that opens the product browser on a preset tab. */
export interface Collection {
  path: string;
  tab: CatalogueTabId;
  heading: string;
  intro: string;
  title: string;
  description: string;
}

export const reproductiveHealthCollection: Collection = {
  path: "/reproductive-health",
  tab: "reproductive-health",
  heading: "Reproductive Health",
  intro:
    "Herbal formulas for men and women that support vitality, desire and healthy reproductive function, made with time-honored botanicals.",
  title: "Reproductive Health Supplements",
  description:
    "Herbal reproductive health supplements for men and women: vitality, libido, fertility and performance support from trusted botanicals.",
};

export const detoxCollection: Collection = {
  path: "/detox",
  tab: "detox",
  heading: "Detox & Cleanse",
  intro:
    "Gentle, plant-based cleanses that support your body's own detox pathways, digestion and lymphatic flow.",
  title: "Detox & Cleanse Supplements",
  description:
    "Herbal detox and cleanse supplements: Total Body Sweep Cleanse, Lymphatic Flush, Waste Away and more to support your body's natural cleansing.",
};

export const longevityCollection: Collection = {
  path: "/longevity",
  tab: "longevity",
  heading: "Longevity & Wellness",
  intro:
    "Everyday formulas for focus, immune support and healthy aging, so you can keep feeling like yourself for years to come.",
  title: "Longevity & Wellness Supplements",
  description:
    "Longevity and wellness supplements for focus, memory, immune support and healthy aging, made from organic herbs and botanicals.",
};

export const collections: readonly Collection[] = [
  reproductiveHealthCollection,
  detoxCollection,
  longevityCollection,
];

/** The collection whose page a URL path shows. */
export function collectionAt(pathname: string): Collection | undefined {
  const path = pagePath(pathname);
  return collections.find((collection) => collection.path === path);
}
