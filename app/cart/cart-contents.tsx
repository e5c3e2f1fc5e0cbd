import { ShoppingBag } from "lucide-react";
import { Link, useFetcher } from "react-router";
import { buttonVariants } from "~/ui/button";
import { formatPrice } from "~/lib/money";
import { cn } from "~/lib/cn";
import { CartLineItem } from "./cart-line-item";
import type { CartView } from "./cart-view";
import type { CartRouteData } from "./cart-write.server";
import { FreeShippingProgress } from "./free-shipping-progress";

const linkClass = "font-semibold text-leaf underline underline-offset-4 hover:text-leaf-strong";

/**
 * Checkout and "More payment options": Shopify's checkout for this cart (a link to its
 * `checkoutUrl`); in the demo, a post that explains checkout opens once Shopify is configured.
 */
function CheckoutActions({ cart, notice }: { cart: CartView; notice: string | null }) {
  const fetcher = useFetcher<CartRouteData>();
  const empty = cart.lines.length === 0;
  if (cart.checkoutUrl && !empty) {
    return (
      <div className="flex flex-col items-center gap-3">
        <a href={cart.checkoutUrl} className={cn(buttonVariants(), "w-full")}>
          Checkout
        </a>
        <a href={cart.checkoutUrl} className={cn(linkClass, "text-sm")}>
          More payment options
        </a>
      </div>
    );
  }
  const said = fetcher.state === "idle" ? (fetcher.data?.notice ?? notice) : notice;
  return (
    <fetcher.Form method="post" action="/cart" className="flex flex-col items-center gap-3">
      <button
        type="submit"
        name="intent"
        value="checkout"
        disabled={empty}
        className={cn(buttonVariants(), "w-full")}
      >
        Checkout
      </button>
      {cart.kind === "demo" ? (
        <button
          type="submit"
          name="intent"
          value="checkout"
          disabled={empty}
          className={cn(linkClass, "min-h-11 text-sm disabled:opacity-40")}
        >
          More payment options
        </button>
      ) : null}
      {said ? (
        <p role="status" className="rounded-xl bg-mist px-3 py-2 text-sm text-ink">
          {said}
        </p>
      ) : null}
    </fetcher.Form>
  );
}

/** The cart's lines, free-shipping progress, subtotal and checkout: the drawer's and /cart's. */
export function CartContents({
  cart,
  notice = null,
  onNavigate,
}: {
  cart: CartView;
  notice?: string | null;
  /** Called when a link inside is followed (the drawer closes). */
  onNavigate?: () => void;
}) {
  return (
    <div className="flex min-h-0 flex-1 flex-col" data-cart-kind={cart.kind}>
      {cart.kind === "demo" ? (
        <p className="mx-5 mb-3 rounded-xl bg-mist px-3 py-2 text-center text-xs text-ink-soft">
          Demo store: your cart is kept in this browser, and checkout opens once a Shopify store is
          configured.
        </p>
      ) : null}
      {cart.lines.length === 0 ? (
        <div className="flex flex-1 flex-col items-center justify-center gap-3 p-6 text-center text-ink-soft">
          <ShoppingBag aria-hidden="true" className="size-10" />
          <p>Your cart is empty.</p>
          <Link to="/#products" onClick={onNavigate} className={linkClass}>
            Browse products
          </Link>
        </div>
      ) : (
        <ul
          className="flex-1 divide-y divide-line overflow-y-auto border-t border-line px-5"
          aria-label="Cart items"
        >
          {cart.lines.map((line) => (
            <CartLineItem key={line.id} line={line} onNavigate={onNavigate} />
          ))}
        </ul>
      )}
      <div className="space-y-4 border-t border-line p-5">
        <FreeShippingProgress subtotal={cart.subtotal} />
        <div className="flex items-center justify-between text-lg">
          <span>Subtotal</span>
          <span className="font-semibold" data-testid="cart-subtotal">
            {formatPrice(cart.subtotal)}
          </span>
        </div>
        <p className="text-xs text-ink-soft">Shipping and taxes are worked out at checkout.</p>
        <CheckoutActions cart={cart} notice={notice} />
      </div>
    </div>
  );
}
