import { ShoppingBag } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { Link, useFetcher } from "react-router";
import { savingPercent, type SubscriptionChoice } from "~/catalogue/figures";
import type { Product } from "~/catalogue/product";
import { Button } from "~/ui/button";
import { QuantityStepper } from "~/ui/quantity-stepper";
import type { AddedLine } from "~/integrations/klaviyo/events";
import { formatPrice } from "~/lib/money";
import { lineLimit } from "./cart-view";
import { addButtonId, addFetcherKey, addFormId } from "./use-cart";
import type { CartRouteData } from "./cart-write.server";

/** What the product page knows of how Shopify sells the product (nothing in the demo). */
export interface BuyOptions {
  subscriptions: SubscriptionChoice[];
  quantityAvailable: number | null;
}

/** One-time purchase or subscribe & save, each delivery frequency a choice with its price. */
function PurchaseChoice({
  price,
  subscriptions,
  planId,
  onChange,
}: {
  price: number;
  subscriptions: SubscriptionChoice[];
  planId: string;
  onChange: (planId: string) => void;
}) {
  const best = Math.max(...subscriptions.map(savingPercent));
  const radio = "size-5 shrink-0 accent-leaf";
  const option =
    "flex min-h-11 cursor-pointer items-center gap-3 rounded-xl border border-line px-3 py-2 has-checked:border-leaf has-checked:bg-mist";
  return (
    <fieldset className="space-y-2">
      <legend className="mb-2 text-sm font-semibold">How would you like it?</legend>
      <label className={option}>
        <input
          type="radio"
          name="planId"
          value=""
          checked={planId === ""}
          onChange={() => onChange("")}
          className={radio}
        />
        <span className="flex-1">One-time purchase</span>
        <span className="font-semibold">{formatPrice(price)}</span>
      </label>
      <fieldset className="rounded-xl border border-line px-3 pt-1 pb-3">
        <legend className="px-1 text-sm font-semibold">Subscribe &amp; save {best} %</legend>
        <div className="space-y-2">
          {subscriptions.map((plan) => (
            <label key={plan.id} className={option}>
              <input
                type="radio"
                name="planId"
                value={plan.id}
                checked={planId === plan.id}
                onChange={() => onChange(plan.id)}
                className={radio}
              />
              <span className="flex-1">{plan.name}</span>
              <span className="text-right text-sm">
                <span className="block font-semibold">
                  {formatPrice(plan.pricePerDelivery)} per delivery
                </span>
                <span className="text-ink-soft">save {savingPercent(plan)} %</span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>
    </fieldset>
  );
}

/**
 * Add to cart: a form posted to /cart (in place with JavaScript, saying "Added to cart" with a
 * link to the cart; the /cart page without). Moringa's own control has a quantity stepper; the
 * widget reading is the button alone. The quantity never exceeds the stock Shopify reports.
 */
export function AddToCartForm({
  product,
  options,
  withQuantity,
  onAdded,
}: {
  product: Product;
  options: BuyOptions | null;
  withQuantity: boolean;
  onAdded: (line: AddedLine) => void;
}) {
  const fetcher = useFetcher<CartRouteData>({ key: addFetcherKey(product.slug) });
  const [quantity, setQuantity] = useState(1);
  const [planId, setPlanId] = useState("");
  const statusId = useId();
  const max = Math.max(1, lineLimit(options?.quantityAvailable));
  const subscriptions = options?.subscriptions ?? [];
  const plan = subscriptions.find((candidate) => candidate.id === planId);
  const adding = fetcher.state !== "idle";
  const answer = fetcher.state === "idle" ? fetcher.data : undefined;
  const added = answer?.added === product.slug;
  const line = answer?.cart?.lines.find((candidate) => candidate.slug === product.slug);
  const said = line?.warning ?? answer?.notice ?? null;

  // Tracking once per answered add, with what was added.
  const lastAdd = useRef({ price: 0, quantity: 1, plan: undefined as string | undefined });
  const reported = useRef<unknown>(null);
  useEffect(() => {
    if (!added || reported.current === fetcher.data) return;
    reported.current = fetcher.data;
    try {
      onAdded(lastAdd.current);
    } catch (error) {
      console.warn("Add-to-cart listener failed:", error);
    }
  }, [added, fetcher.data, onAdded]);

  return (
    <fetcher.Form
      id={addFormId(product.slug)}
      method="post"
      action="/cart"
      className="flex flex-col gap-3"
      aria-describedby={statusId}
      onSubmit={() => {
        lastAdd.current = {
          price: plan ? plan.pricePerDelivery : product.price,
          quantity: withQuantity ? quantity : 1,
          plan: plan?.name,
        };
      }}
    >
      <input type="hidden" name="slug" value={product.slug} />
      {subscriptions.length ? (
        <PurchaseChoice
          price={product.price}
          subscriptions={subscriptions}
          planId={planId}
          onChange={setPlanId}
        />
      ) : null}
      <div className="flex flex-wrap items-center gap-3">
        {withQuantity ? (
          <QuantityStepper
            label={`Quantity of ${product.name}`}
            name="quantity"
            value={Math.min(quantity, max)}
            max={max}
            onChange={setQuantity}
          />
        ) : null}
        <Button
          id={addButtonId(product.slug)}
          type="submit"
          name="intent"
          value="add"
          disabled={adding}
          className="min-w-40 flex-1"
          data-add-to-cart=""
        >
          <ShoppingBag aria-hidden="true" className="size-4" />
          {adding ? "Adding…" : "Add to cart"}
        </Button>
      </div>
      <p id={statusId} role="status" className="min-h-6 text-center text-sm empty:min-h-0">
        {added ? (
          <>
            Added to cart.{" "}
            <Link to="/cart" className="font-semibold text-leaf underline underline-offset-4">
              View cart
            </Link>
          </>
        ) : null}
        {said ? <span className="block">{said}</span> : null}
      </p>
    </fetcher.Form>
  );
}
