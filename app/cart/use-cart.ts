import { useEffect, useEffectEvent, useRef } from "react";
import { afterInteractive } from "~/integrations/after-interactive";
import { useFetcher } from "react-router";
import type { CartRouteData } from "./cart-write.server";

/** The one fetcher every screen reads the cart from (React Router reloads it after each change). */
const cartFetcherKey = "cart";

// Kept here, in the module every page loads with the header's cart, so that the product page and
// the phone's buy bar (a chunk of its own) share them without a chunk of their own.
/** The product page's add form, its button and its fetcher, which the phone's buy bar shares. */
export const addFormId = (slug: string) => `add-to-cart-${slug}`;
export const addButtonId = (slug: string) => `add-to-cart-button-${slug}`;
export const addFetcherKey = (slug: string) => `add-${slug}`;

/**
 * Reads the cart once the page is interactive and the browser idle, or at once when `wanted` (the
 * drawer opened): pages stay the same for every shopper, so they can be cached, and the cart comes
 * from /cart. Not in the effects that end hydration: a fetcher's first load (finding the /cart
 * route, then reading it) was a quarter of that task.
 */
export function useCartLoader(wanted: boolean): CartRouteData | null {
  const fetcher = useFetcher<CartRouteData>({ key: cartFetcherKey });
  const { load, state, data } = fetcher;
  const requested = useRef(false);
  const request = useEffectEvent(() => {
    // Once per page load: React Router keeps it fresh after every cart change.
    if (requested.current || state !== "idle" || data !== undefined) return;
    requested.current = true;
    void load("/cart");
  });
  useEffect(() => {
    let unmounted = false;
    afterInteractive(() => {
      if (!unmounted) request();
    });
    return () => {
      unmounted = true;
    };
  }, []);
  useEffect(() => {
    if (wanted) request();
  }, [wanted]);
  return data ?? null;
}
