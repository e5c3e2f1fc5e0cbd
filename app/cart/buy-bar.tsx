import { lazy, Suspense, useEffect, useState } from "react";
import type { Product } from "~/catalogue/product";
import { afterInteractive } from "~/integrations/after-interactive";

// The bar is hidden until the shopper scrolls past the product's own Add to cart, so its code is
// downloaded once the page has loaded and the browser is idle, never before the page is interactive.
const PhoneBuyBar = lazy(() =>
  import("./phone-buy-bar").then((module) => ({ default: module.PhoneBuyBar })),
);

/**
 * The phone's buy bar (see PhoneBuyBar): nothing in the server's HTML or during hydration; its code
 * arrives after the page's load, and the bar shows once the product's Add to cart scrolls away.
 */
export function BuyBar({ product }: { product: Product }) {
  const [loaded, setLoaded] = useState(false);
  useEffect(() => afterInteractive(() => setLoaded(true)), []);
  return loaded ? (
    <Suspense fallback={null}>
      <PhoneBuyBar product={product} />
    </Suspense>
  ) : null;
}
