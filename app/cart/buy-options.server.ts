import type { ProductFigures } from "~/catalogue/figures";
import { env } from "~/env.server";
import { cartPermalink } from "~/integrations/shopify/ids";
import type { BuyOptions } from "./add-to-cart-form";

/**
 * What the product page's buy area needs of Shopify's figures: the subscriptions and stock (the
 * variant id stays on the server), and Shopify's checkout with the product for "More payment
 * options". None in the demo, or before Shopify's figures were first read.
 */
export function buyOptionsOf(figures: ProductFigures): {
  buyOptions: BuyOptions | null;
  checkoutHref: string | null;
} {
  const purchase = figures.purchase;
  if (!purchase) return { buyOptions: null, checkoutHref: null };
  const domain = env().SHOPIFY_STORE_DOMAIN;
  return {
    buyOptions: {
      subscriptions: purchase.subscriptions,
      quantityAvailable: purchase.quantityAvailable,
    },
    checkoutHref: domain ? cartPermalink(domain, purchase.variantId) : null,
  };
}
