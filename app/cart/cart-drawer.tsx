import { ShoppingBag } from "lucide-react";
import { lazy, Suspense } from "react";
import { Link } from "react-router";
import { buttonVariants } from "~/ui/button";
import { Modal } from "~/ui/modal";
import { useShopify } from "~/integrations/shop/shop-context";
import { cn } from "~/lib/cn";
import { emptyCart } from "./cart-view";
import { useCartLoader } from "./use-cart";

// Every page has the header's cart; the drawer's contents are downloaded when it first opens.
const CartContents = lazy(() =>
  import("./cart-contents").then((module) => ({ default: module.CartContents })),
);

/**
 * The header's cart: a link to /cart with the item count, which with JavaScript opens the cart
 * drawer instead. Adding to the cart never opens the drawer by itself.
 */
export function CartDrawer() {
  const { shopify, cartOpen, setCartOpen } = useShopify();
  const loaded = useCartLoader(cartOpen);
  const cart = loaded?.cart ?? emptyCart(shopify ? "shopify" : "demo");
  const count = cart.count;
  const close = () => setCartOpen(false);
  return (
    <>
      <Link
        to="/cart"
        // The count is read once the page is interactive (pages are the same for every shopper).
        aria-label={loaded ? `Cart, ${count} ${count === 1 ? "item" : "items"}` : "Cart"}
        aria-haspopup="dialog"
        onClick={(event) => {
          if (event.metaKey || event.ctrlKey || event.shiftKey) return;
          event.preventDefault();
          setCartOpen(true);
        }}
        className={cn(buttonVariants({ variant: "ghost", size: "icon" }), "relative")}
        data-cart-count={count}
      >
        <ShoppingBag aria-hidden="true" className="size-6" />
        {count > 0 ? (
          <span
            aria-hidden="true"
            className="absolute top-1 right-1 min-w-5 rounded-full bg-button px-1 text-center text-xs font-bold text-white"
          >
            {count}
          </span>
        ) : null}
      </Link>
      <Modal
        kind="sheet"
        open={cartOpen}
        onOpenChange={setCartOpen}
        title="Your cart"
        closeLabel="Close cart"
      >
        {loaded && cartOpen ? (
          <Suspense fallback={<CartLoading />}>
            <CartContents cart={cart} notice={loaded.notice} onNavigate={close} />
          </Suspense>
        ) : (
          <CartLoading />
        )}
      </Modal>
    </>
  );
}

function CartLoading() {
  return (
    <p role="status" className="p-6 text-center text-ink-soft">
      Loading your cart…
    </p>
  );
}
