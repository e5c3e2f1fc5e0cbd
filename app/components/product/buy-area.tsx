import { lazy, Suspense, useCallback } from "react";
import { buyWidgetContainerId, type Product } from "~/catalogue/product";
import type { ProductPage } from "~/content/product-page";
import { trackAddedToCart } from "~/integrations/klaviyo/klaviyo.client";
import { useShopify } from "~/integrations/shop/shop-context";
import { needsScript, withoutScriptOnly } from "~/components/ui/no-script";
import { cn } from "~/lib/cn";
import { DemoBuyControls } from "../../cart/demo-buy-controls";

// Only stores with Shopify configured download the Buy Button adapter.
const ShopifyBuyButton = lazy(() =>
  import("../../cart/shopify-buy-button").then((module) => ({ default: module.ShopifyBuyButton })),
);

/**
 * The buy area: Shopify's Buy Button when a store is configured, otherwise the demo cart; a
 * product Shopify reports sold out says so and offers no buy button.
 */
export function BuyArea({
  product,
  page,
  availableForSale = true,
}: {
  product: Product;
  page: ProductPage;
  availableForSale?: boolean;
}) {
  const { shopify } = useShopify();
  const onAddedToCart = useCallback(() => trackAddedToCart(product), [product]);
  if (!availableForSale) {
    return (
      <div className="rounded-2xl border border-line bg-surface p-5" data-sold-out="">
        <p className="text-lg font-semibold">Sold out</p>
        <p className="mt-1 text-sm text-ink-soft">
          This product is out of stock right now. Please check back soon.
        </p>
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
      <p className={cn("hidden rounded-xl bg-mist px-4 py-3 text-sm text-ink", withoutScriptOnly)}>
        Adding to the cart and checkout need JavaScript. Turn it on in your browser to buy this
        product.
      </p>
      {shopify ? (
        <Suspense fallback={<div id={buyWidgetContainerId(product)} className="min-h-20" />}>
          <ShopifyBuyButton
            product={product}
            page={page}
            config={shopify}
            onAddedToCart={onAddedToCart}
          />
        </Suspense>
      ) : (
        <div
          id={buyWidgetContainerId(product)}
          data-buy-control={page.buyControl}
          className={needsScript}
        >
          <DemoBuyControls product={product} onAddedToCart={onAddedToCart} />
        </div>
      )}
    </div>
  );
}
