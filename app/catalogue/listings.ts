import { productsBySlugs } from "./lookup";
import type { Audience, Listing, Product } from "./product";

interface ListingPage {
  id: Listing;
  heading: string;
  subtitle: string;
  searchPlaceholder: string;
  title: string;
  description: string;
  products: Product[];
}

export const mensHealthListing: ListingPage = {
  id: "mens-health",
  heading: "MEN'S HEALTH SUPPLEMENTS",
  subtitle:
    "Premium organic supplements designed to support men's vitality, strength, and overall wellness",
  searchPlaceholder: "Search men's health products...",
  title: "Men's Health Supplements",
  description:
    "Herbal supplements for men: vitality, strength, testosterone, prostate and reproductive support, in vegetable capsules.",
  products: productsBySlugs([
    "sink-deep",
    "masculine-multivitamin",
    "bone-rock",
    "pure-seed",
    "gun-massage",
    "2nd-round",
    "dominance-bundle",
    "prosta-zinc",
    "african-yohimbe-bark",
    "tongkat-ali",
  ]),
};

export const womensHealthListing: ListingPage = {
  id: "womens-health",
  heading: "WOMEN'S HEALTH SUPPLEMENTS",
  subtitle:
    "Premium organic supplements designed to support women's balance, beauty, and overall wellness",
  searchPlaceholder: "Search women's health products...",
  title: "Women's Health Supplements",
  description:
    "Herbal supplements for women: daily multivitamins, libido support, hair, skin and nails care, and thoughtful bundles.",
  products: productsBySlugs([
    "iron-clad",
    "deep-waters",
    "ladies-1st",
    "womens-kit",
    "mane-crown-vitamins",
    "mane-crown-serum",
    "mane-crown-bundle",
    "hair-skin-nails",
  ]),
};

const badgeLabels: Record<Audience, string> = { men: "MEN", women: "WOMEN", unisex: "UNISEX" };

/** The badge a card shows: the product's audience tag in capitals. */
export function audienceBadge(product: Pick<Product, "audience">): string {
  return badgeLabels[product.audience];
}
