import type { Product } from "./product";

/** What a shopper is charged and whether they can buy: Shopify's figures, or the catalogue's. */
export interface ProductFigures {
  /** Price in US dollars. */
  price: number;
  /** A former price shown struck through; only where set, and higher than the price. */
  compareAtPrice?: number;
  /** False when every variant is sold out: the product says "Sold out" and offers no buy button. */
  availableForSale: boolean;
  /** How Shopify sells it (its variant, stock and subscriptions); absent without Shopify. */
  purchase?: PurchaseOptions;
}

/** One delivery frequency of a subscription, priced as Shopify computes it. */
export interface SubscriptionChoice {
  /** The selling plan's Storefront id, sent with the cart line. */
  id: string;
  /** The plan's name as the merchant wrote it, e.g. "Delivered every 30 days". */
  name: string;
  /** What each delivery costs on this plan. */
  pricePerDelivery: number;
  /** What the same delivery costs as a one-time purchase. */
  oneTimePrice: number;
}

/** What the cart needs of a product Shopify sells: its variant, stock and selling plans. */
export interface PurchaseOptions {
  /** The variant a line is added with (the catalogue sells one variant per product). */
  variantId: string;
  /** How many Shopify says can be bought; null where the store does not share its stock. */
  quantityAvailable: number | null;
  /** The selling plans offered for it (subscribe & save); empty for one-time purchase only. */
  subscriptions: SubscriptionChoice[];
}

/** A subscription's saving in whole percent, from Shopify's two prices. */
export function savingPercent(
  choice: Pick<SubscriptionChoice, "pricePerDelivery" | "oneTimePrice">,
) {
  if (choice.oneTimePrice <= 0 || choice.pricePerDelivery >= choice.oneTimePrice) return 0;
  return Math.round((1 - choice.pricePerDelivery / choice.oneTimePrice) * 100);
}

/** Figures by product slug, as the server last read them from Shopify. */
export type FiguresBySlug = Readonly<Record<string, ProductFigures>>;

/** The catalogue record's own figures (Shopify not configured, or not reached yet). */
function catalogueFigures(product: Pick<Product, "price" | "compareAtPrice">): ProductFigures {
  return {
    price: product.price,
    ...(product.compareAtPrice !== undefined && product.compareAtPrice > product.price
      ? { compareAtPrice: product.compareAtPrice }
      : {}),
    availableForSale: true,
  };
}

/** A product's figures: Shopify's when known, otherwise the catalogue's. */
export function figuresOf(
  product: Product,
  known: FiguresBySlug | null | undefined,
): ProductFigures {
  return known?.[product.slug] ?? catalogueFigures(product);
}

/** The product record carrying these figures (its price and compare-at price replaced). */
export function withFigures(product: Product, figures: ProductFigures): Product {
  const { compareAtPrice: _dropped, ...rest } = product;
  return {
    ...rest,
    price: figures.price,
    ...(figures.compareAtPrice !== undefined ? { compareAtPrice: figures.compareAtPrice } : {}),
  };
}

/** Whether two sets of figures say the same thing (so the page cache is only dropped on a change). */
export function sameFigures(a: FiguresBySlug | null, b: FiguresBySlug | null): boolean {
  if (a === b) return true;
  if (!a || !b) return false;
  const keys = Object.keys(a);
  if (keys.length !== Object.keys(b).length) return false;
  return keys.every((slug) => {
    const x = a[slug];
    const y = b[slug];
    return (
      !!x &&
      !!y &&
      x.price === y.price &&
      x.compareAtPrice === y.compareAtPrice &&
      x.availableForSale === y.availableForSale &&
      JSON.stringify(x.purchase) === JSON.stringify(y.purchase)
    );
  });
}

/** Figures for product cards: prices and availability only (what the cart needs stays on the server). */
export function cardFigures(figures: FiguresBySlug | null): FiguresBySlug | null {
  if (!figures) return null;
  return Object.fromEntries(
    Object.entries(figures).map(([slug, { purchase: _cartOnly, ...card }]) => [slug, card]),
  );
}
