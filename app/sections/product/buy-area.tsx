import { useCallback } from "react";
import { buyWidgetContainerId, type Product } from "~/catalogue/product";
import type { ProductPage } from "~/content/product-page";
import { AddToCartForm, type BuyOptions } from "~/cart/add-to-cart-form";
import { BuyBar } from "~/cart/buy-bar";
import { MorePaymentOptions } from "~/cart/more-payment-options";
import { trackAddedToCart } from "~/integrations/klaviyo/klaviyo.client";
import type { AddedLine } from "~/integrations/klaviyo/events";
import { useShopify } from "~/integrations/shop/shop-context";
import { cn } from "~/lib/cn";

/**
 * The buy area: Add to cart on our own cart (Shopify's Cart API, or the demo cart), with
 * subscribe & save where Shopify offers it; a product Shopify reports sold out says so.
 */
export function BuyArea({
  product,
  page,
  availableForSale = true,
  options = null,
  checkoutHref = null,
  soldOut,
}: {
  product: Product;
  page: ProductPage;
  availableForSale?: boolean;
  options?: BuyOptions | null;
  /** Shopify's checkout with this product ("More payment options"); null in the demo. */
  checkoutHref?: string | null;
  /** What a sold-out product offers instead (the back-in-stock form). */
  soldOut?: React.ReactNode;
}) {
  const { shopify } = useShopify();
  const onAdded = useCallback((line: AddedLine) => trackAddedToCart(product, line), [product]);
  if (!availableForSale) {
    return (
      <div className="rounded-2xl border border-line bg-surface p-5" data-sold-out="">
        <p className="text-lg font-semibold">Sold out</p>
        <p className="mt-1 text-sm text-ink-soft">This product is out of stock right now.</p>
        {soldOut}
      </div>
    );
  }
  return (
    <div
      className={cn(
        "rounded-2xl border border-line bg-surface",
        page.widgetSpacing === "wrapped" ? "p-5" : "p-0",
      )}
    >
      <div
        id={buyWidgetContainerId(product)}
        data-buy-control={page.buyControl}
        data-cart-kind={shopify ? "shopify" : "demo"}
        className="flex flex-col gap-2"
      >
        <AddToCartForm
          key={product.slug}
          product={product}
          options={options}
          withQuantity={page.buyControl === "own"}
          onAdded={onAdded}
        />
        <MorePaymentOptions href={checkoutHref} />
        {shopify ? null : (
          <p className="rounded-xl bg-mist px-3 py-2 text-center text-xs text-ink-soft">
            Demo store: your cart is kept in this browser, and checkout opens once a Shopify store
            is configured.
          </p>
        )}
      </div>
      <BuyBar product={product} />
    </div>
  );
}
