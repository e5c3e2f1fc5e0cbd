import { ShoppingBag } from "lucide-react";
import { buyWidgetContainerId, type Product } from "~/catalogue/product";
import type { ProductPage } from "~/content/product-page";
import { Button } from "~/components/ui/button";
import { Price } from "~/components/ui/price";
import { cn } from "~/lib/cn";

/**
 * Where the buy widget mounts (into the product's container id). Until a cart is connected it shows
 * the price and a disabled 'Add to cart'.
 */
export function BuyArea({ product, page }: { product: Product; page: ProductPage }) {
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
        className="flex flex-col gap-3"
      >
        <div className="flex items-center justify-between gap-3">
          <span className="text-sm text-ink-soft">Price</span>
          <Price price={product.price} compareAtPrice={product.compareAtPrice} />
        </div>
        <Button type="button" disabled className="w-full">
          <ShoppingBag aria-hidden="true" className="size-4" />
          Add to cart
        </Button>
        <p className="text-center text-xs text-ink-soft">Online checkout opens soon.</p>
      </div>
    </div>
  );
}
