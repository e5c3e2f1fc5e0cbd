import { formatPrice } from "~/lib/money";
import { cn } from "~/lib/cn";

interface PriceProps {
  price: number;
  compareAtPrice?: number;
  className?: string;
}

/** The price, with a compare-at price struck through beside it where one is set and higher. */
export function Price({ price, compareAtPrice, className }: PriceProps) {
  return (
    <span className={cn("inline-flex items-baseline gap-2", className)}>
      <span className="font-semibold text-ink">{formatPrice(price)}</span>
      {compareAtPrice !== undefined && compareAtPrice > price ? (
        <s className="text-sm text-ink-soft">
          <span className="sr-only">Was </span>
          {formatPrice(compareAtPrice)}
        </s>
      ) : null}
    </span>
  );
}
