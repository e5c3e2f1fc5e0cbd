import { Minus, Plus, Trash2 } from "lucide-react";
import type { ReactNode } from "react";
import { Link, useFetcher, type FetcherWithComponents } from "react-router";
import { productPath } from "~/catalogue/product";
import { formatPrice } from "~/lib/money";
import { cn } from "~/lib/cn";
import type { CartLineView } from "./cart-view";
import type { CartRouteData } from "./cart-write.server";

const stepButton =
  "inline-flex size-11 items-center justify-center text-ink hover:bg-mist disabled:opacity-40 disabled:hover:bg-transparent";

/** A button of the quantity stepper: posts the quantity it sets. */
function StepButton({
  quantity,
  label,
  disabled,
  children,
}: {
  quantity: number;
  label: string;
  disabled: boolean;
  children: ReactNode;
}) {
  return (
    <button
      type="submit"
      name="quantity"
      value={quantity}
      aria-label={label}
      disabled={disabled}
      className={stepButton}
    >
      {children}
    </button>
  );
}

/**
 * The line's quantity as the shopper sees it: the one being posted while it is, and what the cart
 * said about the line once it answered (a warning, or a notice about the whole cart).
 */
function useCartLine(line: CartLineView) {
  const fetcher = useFetcher<CartRouteData>();
  const pending = fetcher.formData;
  const removing = pending?.get("intent") === "remove";
  const shownQuantity =
    pending?.get("intent") === "update" ? Number(pending.get("quantity")) : line.quantity;
  const answered = fetcher.state === "idle" ? fetcher.data : undefined;
  const warning =
    answered?.cart?.lines.find((candidate) => candidate.id === line.id)?.warning ?? line.warning;
  const notice = answered?.notice ?? null;
  return { fetcher, pending, removing, shownQuantity, warning, notice };
}

/** The line's picture, or an empty tile of the same size when the product has none. */
function LineImage({ image }: { image: CartLineView["image"] }) {
  return image ? (
    <img
      src={image}
      alt=""
      width={72}
      height={72}
      className="size-18 shrink-0 rounded-xl bg-mist"
    />
  ) : (
    <div aria-hidden="true" className="size-18 shrink-0 rounded-xl bg-mist" />
  );
}

/** The line's name (a link to the product), plan and unit price, and its total. */
function LineSummary({
  line,
  total,
  onNavigate,
}: {
  line: CartLineView;
  total: number;
  onNavigate?: () => void;
}) {
  return (
    <div className="flex items-start justify-between gap-2">
      <div className="min-w-0">
        {line.slug ? (
          <Link
            to={productPath({ slug: line.slug })}
            onClick={onNavigate}
            className="font-semibold hover:underline"
          >
            {line.name}
          </Link>
        ) : (
          <span className="font-semibold">{line.name}</span>
        )}
        <p className="text-sm text-ink-soft">
          {line.plan ? <span className="block">{line.plan}</span> : null}
          <span>{formatPrice(line.unitPrice)} each</span>
        </p>
      </div>
      <span className="font-semibold" data-line-total="">
        {formatPrice(total)}
      </span>
    </div>
  );
}

/** The quantity stepper (minus, the quantity, plus) and the remove button, each a form to /cart. */
function LineControls({
  line,
  fetcher,
  shownQuantity,
}: {
  line: CartLineView;
  fetcher: FetcherWithComponents<CartRouteData>;
  shownQuantity: number;
}) {
  return (
    <div className="flex items-center justify-between gap-2">
      <fetcher.Form method="post" action="/cart" className="inline-flex">
        <input type="hidden" name="intent" value="update" />
        <input type="hidden" name="lineId" value={line.id} />
        <div
          role="group"
          aria-label={`Quantity of ${line.name}`}
          className="inline-flex items-center rounded-full border border-line bg-surface"
        >
          <StepButton
            quantity={shownQuantity - 1}
            label={`Decrease quantity of ${line.name}`}
            disabled={shownQuantity <= 1}
          >
            <Minus aria-hidden="true" className="size-4" />
          </StepButton>
          <output aria-live="polite" className="w-10 text-center font-semibold">
            <span className="sr-only">Quantity </span>
            {shownQuantity}
          </output>
          <StepButton
            quantity={shownQuantity + 1}
            label={`Increase quantity of ${line.name}`}
            disabled={shownQuantity >= line.maxQuantity}
          >
            <Plus aria-hidden="true" className="size-4" />
          </StepButton>
        </div>
      </fetcher.Form>
      <fetcher.Form method="post" action="/cart">
        <input type="hidden" name="lineId" value={line.id} />
        <button
          type="submit"
          name="intent"
          value="remove"
          aria-label={`Remove ${line.name}`}
          className={cn(stepButton, "rounded-full")}
        >
          <Trash2 aria-hidden="true" className="size-4" />
        </button>
      </fetcher.Form>
    </div>
  );
}

/**
 * One line of the cart: image, name, plan, unit price, a quantity stepper, line total and remove.
 * Each control is a form posted to /cart (in place with JavaScript, showing the new quantity at
 * once; as a page without), and what the cart said about the line is shown under it.
 */
export function CartLineItem({
  line,
  onNavigate,
}: {
  line: CartLineView;
  onNavigate?: () => void;
}) {
  const { fetcher, pending, removing, shownQuantity, warning, notice } = useCartLine(line);
  if (removing || shownQuantity === 0) return null;
  const total = pending ? Math.round(line.unitPrice * shownQuantity * 100) / 100 : line.lineTotal;
  return (
    <li className="flex gap-4 py-4" data-cart-line={line.slug ?? line.id}>
      <LineImage image={line.image} />
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <LineSummary line={line} total={total} onNavigate={onNavigate} />
        <LineControls line={line} fetcher={fetcher} shownQuantity={shownQuantity} />
        {warning || notice ? (
          <p role="status" className="rounded-lg bg-mist px-3 py-2 text-sm text-ink">
            {warning ?? notice}
          </p>
        ) : null}
      </div>
    </li>
  );
}
