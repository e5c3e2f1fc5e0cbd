/** Who a product is made for; drives the MEN / WOMEN / UNISEX badge everywhere. */
export type Audience = "men" | "women" | "unisex";

/** The shopping lists a product can appear on besides Home. */
export type Listing = "mens-health" | "womens-health";

/** One catalogue record: the single source of truth for every page that shows the product. */
export interface Product {
  slug: string;
  name: string;
  /** Older slugs that answer 301 to this product's canonical page. */
  aliases: readonly string[];
  /** Price in US dollars. */
  price: number;
  /**
   * A former price the owner really charged, shown struck through beside the price: set only
   * where the owner makes that comparison (no record does today). With Shopify configured,
   * Shopify's compare-at price is used instead.
   */
  compareAtPrice?: number;
  /** Category shown on Home's catalogue cards. */
  category: string;
  /** Category shown on the men's and women's pages, where it differs. */
  listingCategory?: string;
  /** Name shown on the men's and women's pages, where it differs. */
  listingName?: string;
  audience: Audience;
  rating: number;
  reviewCount: number;
  /** Key under which this product's reviews are stored (the original store's review slug). */
  reviewKey: string;
  /** Number of artwork images (2 or 3), served as /images/products/{slug}-{n}.svg. */
  imageCount: 2 | 3;
  /** Numeric Shopify product id; a placeholder until a store is configured. */
  shopifyProductId: number;
  /** Date the product joined the catalogue, ISO yyyy-mm-dd; drives "newest" sorting. */
  launched: string;
}

export const productImageWidth = 800;
export const productImageHeight = 800;

export function productImages(product: Pick<Product, "slug" | "imageCount">): string[] {
  return Array.from(
    { length: product.imageCount },
    (_, index) => `/images/products/${product.slug}-${index + 1}.svg`,
  );
}

/**
 * Widths of the images product cards show: each product's first image as WebP, generated before
 * every build (generators/card-images.ts), so a grid of cards is decoded off the page's main thread.
 */
export const cardImageWidths = [400, 800] as const;

export function cardImage(
  product: Pick<Product, "slug">,
  width: (typeof cardImageWidths)[number],
): string {
  return `/images/products/cards/${product.slug}-${width}.webp`;
}

export function productPath(product: Pick<Product, "slug">): string {
  return `/products/${product.slug}`;
}

/** The DOM id of the container the buy widget mounts into. */
export function buyWidgetContainerId(product: Pick<Product, "slug">): string {
  return `product-component-${product.slug}`;
}
