import { pagePath } from "~/config/navigation";
import { productsBySlugs } from "./lookup";
import type { Audience, Listing, Product } from "./product";

/** The men's or women's page: every product for one audience, with search and sort. */
interface ListingPage {
  id: Listing;
  path: string;
  heading: string;
  subtitle: string;
  searchPlaceholder: string;
  title: string;
  description: string;
  products: Product[];
}

export const mensHealthListing: ListingPage = {
  id: "mens-health",
  path: "/mens-health",
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
  path: "/womens-health",
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

export const listings: readonly ListingPage[] = [mensHealthListing, womensHealthListing];

/** The listing whose page a URL path shows. */
export function listingAt(pathname: string): ListingPage | undefined {
  const path = pagePath(pathname);
  return listings.find((listing) => listing.path === path);
}

const badgeLabels: Record<Audience, string> = { men: "MEN", women: "WOMEN", unisex: "UNISEX" };

/** The badge a card shows: the product's audience tag in capitals. */
export function audienceBadge(product: Pick<Product, "audience">): string {
  return badgeLabels[product.audience];
}
