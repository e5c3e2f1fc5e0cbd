import { maxLineQuantity } from "./demo-cart";

/** One line of the cart as the drawer and the /cart page show it. */
export interface CartLineView {
  /** The line's id: Shopify's cart line id, or the product's slug in the demo cart. */
  id: string;
  /** The catalogue product's slug; null for a line Shopify holds that the catalogue does not. */
  slug: string | null;
  name: string;
  /** The product's first image; null when the catalogue has none for the line. */
  image: string | null;
  /** The subscription's plan name, e.g. "Delivered every 30 days"; null for a one-time purchase. */
  plan: string | null;
  unitPrice: number;
  lineTotal: number;
  quantity: number;
  /** The most this line may hold: the stock Shopify reports, and never more than 99. */
  maxQuantity: number;
  /** What the cart said about this line on the last change (not enough stock, out of stock). */
  warning: string | null;
}

/** The cart as every screen shows it, whichever cart (Shopify's or the demo's) holds it. */
export interface CartView {
  kind: "shopify" | "demo";
  lines: CartLineView[];
  /** How many items: the header's count. */
  count: number;
  subtotal: number;
  /** Where Checkout sends the shopper: Shopify's checkout for this cart; null in the demo. */
  checkoutUrl: string | null;
}

/** What a cart change came to: the cart after it, and anything the shopper should read. */
export interface CartAnswer {
  cart: CartView;
  /** A message about the change as a whole (a refused change, the demo's checkout). */
  notice: string | null;
  /** The slug just added, so its page can say "Added to cart". */
  added: string | null;
}

export function emptyCart(kind: CartView["kind"]): CartView {
  return { kind, lines: [], count: 0, subtotal: 0, checkoutUrl: null };
}

/** The largest quantity a line may be set to, given the stock Shopify reports (null: unknown). */
export function lineLimit(quantityAvailable: number | null | undefined): number {
  if (quantityAvailable === null || quantityAvailable === undefined) return maxLineQuantity;
  return Math.max(0, Math.min(maxLineQuantity, quantityAvailable));
}

/** Dollars summed in cents, so 0.1 + 0.2 stays 0.3. */
export function sumMoney(amounts: readonly number[]): number {
  return amounts.reduce((sum, amount) => sum + Math.round(amount * 100), 0) / 100;
}

export interface FreeShippingProgress {
  reached: boolean;
  /** Dollars still to add; 0 once reached. */
  remaining: number;
  /** How far along, 0 to 100. */
  percent: number;
}

/** How far a subtotal is from the site's free-shipping threshold. */
export function freeShippingProgress(subtotal: number, threshold: number): FreeShippingProgress {
  if (threshold <= 0 || subtotal >= threshold) return { reached: true, remaining: 0, percent: 100 };
  const remaining = Math.round((threshold - subtotal) * 100) / 100;
  return {
    reached: false,
    remaining,
    percent: Math.max(0, Math.min(100, Math.floor((subtotal / threshold) * 100))),
  };
}

/** The Cart API's warning codes this store words itself; others keep Shopify's message. */
export function stockWarning(
  code: string,
  shopifyMessage: string,
  quantity: number | undefined,
): string {
  switch (code) {
    case "MERCHANDISE_NOT_ENOUGH_STOCK":
      return quantity !== undefined && quantity > 0
        ? `Only ${quantity} left in stock, so your cart holds ${quantity}.`
        : "There isn't enough in stock for the quantity you asked for.";
    case "MERCHANDISE_OUT_OF_STOCK":
      return "This product is out of stock right now, so it wasn't added.";
    default:
      return shopifyMessage;
  }
}
