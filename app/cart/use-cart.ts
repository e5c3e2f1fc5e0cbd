import { useEffect } from "react";
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
 * Reads the cart once the page is interactive (the header calls it): pages stay the same for every
 * shopper, so they can be cached, and the cart comes from /cart.
 */
export function useCartLoader(): CartRouteData | null {
  const fetcher = useFetcher<CartRouteData>({ key: cartFetcherKey });
  const { load, state, data } = fetcher;
  useEffect(() => {
    if (state === "idle" && data === undefined) void load("/cart");
    // Once per page load: React Router keeps it fresh after every cart change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return data ?? null;
}
