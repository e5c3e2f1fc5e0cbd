import { Link } from "react-router";
import { findProductBySlug } from "~/catalogue/lookup";
import { CartContents } from "./cart-contents";
import { emptyCart } from "./cart-view";
import type { CartRouteData } from "./cart-write.server";

/**
 * The /cart page: the same cart as the drawer, and where every cart form lands without
 * JavaScript (the answer to a change, its warnings and notices, shown with the cart after it).
 */
export function CartPage({
  loaded,
  changed,
}: {
  loaded: CartRouteData;
  changed: CartRouteData | { status: "failed" } | undefined;
}) {
  const answer = changed && "cart" in changed ? changed : undefined;
  const cart = answer?.cart ?? loaded.cart ?? emptyCart("demo");
  const added = answer?.added ? findProductBySlug(answer.added) : undefined;
  const notice =
    changed && !answer
      ? "We couldn't reach the store. Please check your connection and try again."
      : (answer?.notice ?? loaded.notice);
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
      <h1 className="text-4xl font-semibold sm:text-5xl">Your cart</h1>
      {added ? (
        <p role="status" className="mt-4 rounded-xl bg-mist px-4 py-3 text-ink">
          Added {added.name} to your cart.{" "}
          <Link to={`/products/${added.slug}`} className="font-semibold text-leaf underline">
            Back to {added.name}
          </Link>
        </p>
      ) : null}
      <div className="mt-6 flex flex-col rounded-2xl border border-line bg-surface pt-5">
        <CartContents cart={cart} notice={notice} />
      </div>
    </div>
  );
}
