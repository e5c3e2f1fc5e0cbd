import { site } from "~/config/site";
import { formatPrice } from "~/lib/money";
import { freeShippingProgress } from "./cart-view";

/** "You're $X away from free shipping" or "You've got free shipping", with a bar that says the same. */
export function FreeShippingProgress({ subtotal }: { subtotal: number }) {
  const progress = freeShippingProgress(subtotal, site.freeShippingThreshold);
  const text = progress.reached
    ? "You've got free shipping"
    : `You're ${formatPrice(progress.remaining)} away from free shipping`;
  return (
    <div className="space-y-2" data-free-shipping="">
      <p className="text-sm font-semibold">{text}</p>
      <div
        role="progressbar"
        aria-label="Progress to free shipping"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={progress.percent}
        aria-valuetext={text}
        className="h-2 overflow-hidden rounded-full bg-mist"
      >
        <div className="h-full rounded-full bg-leaf" style={{ width: `${progress.percent}%` }} />
      </div>
    </div>
  );
}
