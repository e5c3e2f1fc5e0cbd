import { ShoppingBag } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import { buyWidgetContainerId, type Product } from "~/catalogue/product";
import type { ProductPage } from "~/content/product-page";
import { Button } from "~/components/ui/button";
import { QuantityStepper } from "~/components/ui/quantity-stepper";
import {
  addToShopifyCart,
  mountProductWidget,
  prepareOwnBuyControl,
} from "~/integrations/shopify/buy-button.client";
import type { ShopifyConfig } from "~/integrations/shopify/types";
import { cn } from "~/lib/cn";

export interface ShopifyBuyButtonProps {
  product: Product;
  page: ProductPage;
  /** The store's public Storefront configuration. */
  config: ShopifyConfig;
  /** Called after an add to the cart, with the quantity added. */
  onAddedToCart?: (quantity: number) => void;
}

type Status = "loading" | "ready" | "unavailable";

/**
 * The container's fixed minimum height: the 44 px button row and the link row. A placeholder shown
 * before this component renders should use the same class, so nothing moves when it arrives.
 */
const buyButtonMinHeightClass = "min-h-20";

/**
 * Shopify's Buy Button for one product page: the embedded widget, or Moringa's own quantity and
 * "Add to cart" control feeding the same cart, plus the "More payment options" link. If the
 * vendor script or the product cannot load, it says so and offers the contact page.
 */
export function ShopifyBuyButton(props: ShopifyBuyButtonProps) {
  // Another product is another widget: state and effects start afresh.
  return <BuyButtonForProduct key={props.product.slug} {...props} />;
}

function BuyButtonForProduct({ product, page, config, onAddedToCart }: ShopifyBuyButtonProps) {
  const [status, setStatus] = useState<Status>("loading");
  const [checkoutUrl, setCheckoutUrl] = useState<string | null>(null);
  const [quantity, setQuantity] = useState(1);
  const [adding, setAdding] = useState(false);
  const [addFailed, setAddFailed] = useState(false);
  const hostRef = useRef<HTMLDivElement>(null);
  const onAdded = useRef(onAddedToCart);
  useEffect(() => {
    onAdded.current = onAddedToCart;
  });

  const { domain, storefrontAccessToken } = config;
  const productId = product.shopifyProductId;
  const ownControl = page.buyControl === "own";
  const flush = page.widgetSpacing === "flush";

  useEffect(() => {
    const shopifyShop = { domain, storefrontAccessToken };
    const controller = new AbortController();
    const host = hostRef.current;
    const mounting = ownControl
      ? prepareOwnBuyControl(shopifyShop, productId)
      : host
        ? mountProductWidget(shopifyShop, {
            shopifyProductId: productId,
            node: host,
            flush,
            onAddToCart: (added) => onAdded.current?.(added),
            signal: controller.signal,
          })
        : Promise.reject(new Error("The widget container is missing"));
    mounting.then(
      (mounted) => {
        if (controller.signal.aborted) return;
        setCheckoutUrl(mounted.checkoutUrl);
        setStatus("ready");
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        console.warn("The Shopify cart is unavailable:", error);
        setStatus("unavailable");
      },
    );
    // Aborting destroys this page's product widget; the page view's cart stays.
    return () => controller.abort();
  }, [domain, storefrontAccessToken, productId, ownControl, flush]);

  const add = () => {
    setAdding(true);
    setAddFailed(false);
    addToShopifyCart({ domain, storefrontAccessToken }, productId, quantity)
      .then(
        () => {
          try {
            onAdded.current?.(quantity);
          } catch (error) {
            console.warn("Add-to-cart listener failed:", error);
          }
        },
        (error: unknown) => {
          console.warn("Could not add to the Shopify cart:", error);
          setAddFailed(true);
        },
      )
      .finally(() => setAdding(false));
  };

  const unavailable = status === "unavailable";
  return (
    <div
      id={buyWidgetContainerId(product)}
      data-buy-control={page.buyControl}
      data-cart-status={status}
      className={cn("flex flex-col gap-2", buyButtonMinHeightClass)}
    >
      {ownControl ? (
        <div className={cn("flex flex-wrap items-center gap-3", unavailable && "hidden")}>
          <QuantityStepper value={quantity} onChange={setQuantity} label="Quantity" />
          <Button
            type="button"
            className="min-w-40 flex-1"
            disabled={status !== "ready" || adding}
            onClick={add}
          >
            <ShoppingBag aria-hidden="true" className="size-4" />
            {adding ? "Adding…" : "Add to cart"}
          </Button>
        </div>
      ) : (
        <div className={cn("relative min-h-11", unavailable && "hidden")}>
          {/* React keeps this element empty: the Buy Button's iframe goes inside. */}
          <div ref={hostRef} />
          {status === "loading" ? (
            <div
              aria-hidden="true"
              className="absolute inset-0 animate-pulse rounded-full bg-mist"
            />
          ) : null}
        </div>
      )}
      <div className="flex min-h-6 flex-col items-center justify-center text-center text-sm">
        <p
          role="status"
          className={cn("empty:sr-only", unavailable ? "text-ink" : "text-ink-soft")}
        >
          {status === "loading" ? "Loading cart…" : null}
          {unavailable ? (
            <>
              Our cart is unavailable right now. Please try again later or{" "}
              <Link to="/contact" className="font-semibold text-leaf underline">
                contact us
              </Link>
              .
            </>
          ) : null}
          {addFailed && !unavailable
            ? "We could not add this to your cart. Please try again."
            : null}
        </p>
        {checkoutUrl && !unavailable ? (
          <a
            href={checkoutUrl}
            className="font-semibold text-leaf underline underline-offset-4 hover:text-leaf-strong"
          >
            More payment options
          </a>
        ) : null}
      </div>
    </div>
  );
}
