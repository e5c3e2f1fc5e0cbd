import { ShoppingBag } from "lucide-react";
import { useEffect, useState } from "react";
import { useFetcher } from "react-router";
import type { Product } from "~/catalogue/product";
import { Button } from "~/ui/button";
import { useShopify } from "~/integrations/shop/shop-context";
import { formatPrice } from "~/lib/money";
import { addButtonId, addFormId, addFetcherKey } from "./use-cart";
import type { CartRouteData } from "./cart-write.server";

const typing = (element: Element | null) =>
  element instanceof HTMLElement &&
  (element.isContentEditable || ["INPUT", "TEXTAREA", "SELECT"].includes(element.tagName));

/**
 * Whether the bar is wanted: the product's own Add to cart has scrolled up out of view, the footer
 * is not on screen, and no field has the focus (the phone's keyboard is up).
 */
function useBuyBarWanted(slug: string): boolean {
  const [placement, setPlacement] = useState({ scrolledPast: false, footerShown: false });
  const [fieldFocused, setFieldFocused] = useState(false);
  useEffect(() => {
    const button = document.getElementById(addButtonId(slug));
    const footer = document.querySelector("footer");
    let frame = 0;
    // Measured on each scroll (once a frame): a jump from the footer to the top crosses the
    // button without ever intersecting it, which an IntersectionObserver would not report.
    const measure = () => {
      frame = 0;
      const next = {
        scrolledPast: !!button && button.getBoundingClientRect().bottom < 0,
        footerShown: !!footer && footer.getBoundingClientRect().top < window.innerHeight,
      };
      setPlacement((current) =>
        current.scrolledPast === next.scrolledPast && current.footerShown === next.footerShown
          ? current
          : next,
      );
    };
    const onScroll = () => {
      frame ||= requestAnimationFrame(measure);
    };
    const onFocus = () => setFieldFocused(typing(document.activeElement));
    measure();
    window.addEventListener("scroll", onScroll, { passive: true });
    window.addEventListener("resize", onScroll);
    document.addEventListener("focusin", onFocus);
    document.addEventListener("focusout", onFocus);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener("scroll", onScroll);
      window.removeEventListener("resize", onScroll);
      document.removeEventListener("focusin", onFocus);
      document.removeEventListener("focusout", onFocus);
    };
  }, [slug]);
  return placement.scrolledPast && !placement.footerShown && !fieldFocused;
}

/**
 * On phones, once the product's Add to cart has scrolled away: a slim bar at the bottom of the
 * screen with the name, the price and Add to cart (which sends the product's own form, with the
 * purchase option and quantity chosen there). It steps aside for the cart drawer, the footer and
 * a focused field.
 */
export function PhoneBuyBar({ product }: { product: Product }) {
  const { cartOpen } = useShopify();
  const wanted = useBuyBarWanted(product.slug);
  const fetcher = useFetcher<CartRouteData>({ key: addFetcherKey(product.slug) });
  const added = fetcher.state === "idle" && fetcher.data?.added === product.slug;
  const shown = wanted && !cartOpen;
  return (
    <div
      data-buy-bar=""
      hidden={!shown}
      className="fixed inset-x-0 bottom-0 z-30 border-t border-line bg-surface/95 px-4 pt-2 pb-[max(0.5rem,env(safe-area-inset-bottom))] shadow-lg backdrop-blur md:hidden"
    >
      <div className="mx-auto flex max-w-7xl items-center gap-3">
        <div className="min-w-0 flex-1">
          <p className="truncate font-semibold" title={product.name}>
            {product.name}
          </p>
          <p className="text-sm text-ink-soft">{formatPrice(product.price)}</p>
        </div>
        <Button
          type="submit"
          form={addFormId(product.slug)}
          name="intent"
          value="add"
          disabled={fetcher.state !== "idle"}
          aria-label={`Add ${product.name} to cart`}
        >
          <ShoppingBag aria-hidden="true" className="size-4" />
          {fetcher.state !== "idle" ? "Adding…" : added ? "Added" : "Add to cart"}
        </Button>
      </div>
    </div>
  );
}
