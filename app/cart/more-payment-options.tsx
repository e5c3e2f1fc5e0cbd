import { useFetcher } from "react-router";
import type { CartRouteData } from "./cart-write.server";

const linkClass =
  "min-h-11 font-semibold text-leaf underline underline-offset-4 hover:text-leaf-strong disabled:opacity-40";

/**
 * "More payment options" under Add to cart: Shopify's checkout with this product (its cart
 * permalink); in the demo, a post that says checkout opens once a Shopify store is configured.
 */
export function MorePaymentOptions({ href }: { href: string | null }) {
  const fetcher = useFetcher<CartRouteData>();
  if (href) {
    return (
      <a href={href} className={`${linkClass} inline-flex items-center self-center text-sm`}>
        More payment options
      </a>
    );
  }
  const notice = fetcher.state === "idle" ? fetcher.data?.notice : undefined;
  return (
    <fetcher.Form method="post" action="/cart" className="flex flex-col items-center gap-2">
      <button type="submit" name="intent" value="checkout" className={`${linkClass} text-sm`}>
        More payment options
      </button>
      {notice ? (
        <p role="status" className="rounded-xl bg-mist px-3 py-2 text-center text-sm text-ink">
          {notice}
        </p>
      ) : null}
    </fetcher.Form>
  );
}
