import { lazy, Suspense } from "react";
import type { Product } from "~/catalogue/product";
import type { BackInStockOutcome } from "./back-in-stock-fields";

// Only a sold-out product page shows the form, so only such a page downloads its code. The server
// renders it in place (the form works without JavaScript).
const BackInStockForm = lazy(() =>
  import("./back-in-stock-form").then((module) => ({ default: module.BackInStockForm })),
);

/** "Notify me when it's back" on a sold-out product (see BackInStockForm). */
export function NotifyMeForm(props: { product: Product; pageOutcome?: BackInStockOutcome }) {
  return (
    <Suspense fallback={null}>
      <BackInStockForm {...props} />
    </Suspense>
  );
}
