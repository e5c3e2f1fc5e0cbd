import { ShoppingBag } from "lucide-react";
import { useState } from "react";
import type { Product } from "~/catalogue/product";
import { DemoCheckoutDialog } from "~/cart/demo-checkout-dialog";
import { Button } from "~/components/ui/button";
import { QuantityStepper } from "~/components/ui/quantity-stepper";
import { demoCart } from "~/cart/use-demo-cart";
import { useShopify } from "~/integrations/shop/shop-context";

interface DemoBuyControlsProps {
  product: Product;
  onAddedToCart: (quantity: number) => void;
}

/** The buy area when no Shopify store is configured: the same labels, a cart kept in the browser. */
export function DemoBuyControls({ product, onAddedToCart }: DemoBuyControlsProps) {
  const { setCartOpen } = useShopify();
  const [quantity, setQuantity] = useState(1);
  const add = () => {
    demoCart.add(product.slug, quantity);
    onAddedToCart(quantity);
    setCartOpen(true);
  };
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center gap-3">
        <QuantityStepper
          label={`Quantity of ${product.name}`}
          value={quantity}
          onChange={setQuantity}
        />
        <Button type="button" onClick={add} className="min-w-40 flex-1">
          <ShoppingBag aria-hidden="true" className="size-4" />
          Add to cart
        </Button>
      </div>
      <DemoCheckoutDialog
        trigger={
          <button
            type="button"
            className="min-h-11 self-center text-sm font-semibold text-leaf underline-offset-4 hover:underline"
          >
            More payment options
          </button>
        }
      />
      <p className="rounded-xl bg-mist px-3 py-2 text-center text-xs text-ink-soft">
        Demo store: your cart is kept in this browser, and checkout opens once a Shopify store is
        configured.
      </p>
    </div>
  );
}
