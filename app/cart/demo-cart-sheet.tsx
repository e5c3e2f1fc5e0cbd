import { ShoppingBag, Trash2 } from "lucide-react";
import { Link } from "react-router";
import { findProductBySlug } from "~/catalogue/lookup";
import { productImages, productPath } from "~/catalogue/product";
import { Button } from "~/components/ui/button";
import { Modal } from "~/components/ui/modal";
import { QuantityStepper } from "~/components/ui/quantity-stepper";
import { needsScript } from "~/components/ui/no-script";
import { cn } from "~/lib/cn";
import { demoCartCount, demoCartSubtotal } from "~/cart/demo-cart";
import { demoCart, useDemoCartLines } from "~/cart/use-demo-cart";
import { useShopify } from "~/integrations/shop/shop-context";
import { formatPrice } from "~/lib/money";
import { DemoCheckoutDialog } from "./demo-checkout-dialog";

const priceOf = (slug: string) => findProductBySlug(slug)?.price;

/** The header's cart button and the demo cart drawer it opens. */
export function DemoCartSheet() {
  const { cartOpen, setCartOpen } = useShopify();
  const lines = useDemoCartLines();
  const count = demoCartCount(lines);
  const close = () => setCartOpen(false);
  return (
    <>
      <Button
        variant="ghost"
        size="icon"
        aria-label={`Cart, ${count} ${count === 1 ? "item" : "items"}`}
        aria-haspopup="dialog"
        aria-expanded={cartOpen}
        onClick={() => setCartOpen(true)}
        // The cart lives in the browser's storage: without JavaScript there is none to open.
        className={cn("relative", needsScript)}
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
      </Button>
      <Modal
        kind="sheet"
        open={cartOpen}
        onOpenChange={setCartOpen}
        title="Your cart"
        description="Demo store: checkout isn't connected yet."
        closeLabel="Close cart"
      >
        {lines.length === 0 ? (
          <div className="flex flex-1 flex-col items-center justify-center gap-3 p-6 text-center text-ink-soft">
            <ShoppingBag aria-hidden="true" className="size-10" />
            <p>Your cart is empty.</p>
            <Link
              to="/#products"
              onClick={close}
              className="font-semibold text-leaf hover:underline"
            >
              Browse products
            </Link>
          </div>
        ) : (
          <ul
            className="flex-1 divide-y divide-line overflow-y-auto border-t border-line px-5"
            aria-label="Cart items"
          >
            {lines.map((line) => {
              const product = findProductBySlug(line.slug);
              if (!product) return null;
              return (
                <li key={line.slug} className="flex gap-4 py-4">
                  <img
                    src={productImages(product)[0]}
                    alt=""
                    width={72}
                    height={72}
                    className="size-18 rounded-xl bg-mist"
                  />
                  <div className="flex flex-1 flex-col gap-2">
                    <div className="flex items-start justify-between gap-2">
                      <Link
                        to={productPath(product)}
                        onClick={close}
                        className="font-semibold hover:underline"
                      >
                        {product.name}
                      </Link>
                      <span className="font-semibold">
                        {formatPrice(product.price * line.quantity)}
                      </span>
                    </div>
                    <div className="flex items-center justify-between">
                      <QuantityStepper
                        label={`Quantity of ${product.name}`}
                        value={line.quantity}
                        onChange={(quantity) => demoCart.setQuantity(line.slug, quantity)}
                      />
                      <Button
                        variant="ghost"
                        size="icon"
                        aria-label={`Remove ${product.name}`}
                        onClick={() => demoCart.setQuantity(line.slug, 0)}
                      >
                        <Trash2 aria-hidden="true" className="size-4" />
                      </Button>
                    </div>
                  </div>
                </li>
              );
            })}
          </ul>
        )}
        <div className="space-y-4 border-t border-line p-5">
          <div className="flex items-center justify-between text-lg">
            <span>Subtotal</span>
            <span className="font-semibold" data-testid="demo-cart-subtotal">
              {formatPrice(demoCartSubtotal(lines, priceOf))}
            </span>
          </div>
          <DemoCheckoutDialog
            trigger={
              <Button className="w-full" disabled={lines.length === 0}>
                Checkout
              </Button>
            }
          />
        </div>
      </Modal>
    </>
  );
}
