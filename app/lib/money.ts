import { withThousands } from "./numbers";

/**
 * "$37.99", "$1,250.00", "-$5.00": US dollars as `Intl.NumberFormat("en-US", { style: "currency",
 * currency: "USD" })` writes them. Written out instead of built on Intl because creating that
 * formatter is the most expensive line a page evaluates before it hydrates: about 15 ms of a
 * phone-class CPU's time (60–80 ms under Lighthouse's 4× slowdown), in the same task as the rest of
 * the page's modules. The unit test checks it against Intl.
 */
export function formatPrice(amount: number): string {
  // Rounded half away from zero on the number as written ("2.675" → 2.68), as Intl rounds.
  const magnitude = Math.abs(amount);
  const written = String(magnitude);
  const totalCents = written.includes("e")
    ? Math.round(magnitude * 100)
    : Math.round(Number(`${written}e2`));
  const cents = String(totalCents % 100).padStart(2, "0");
  const grouped = withThousands(Math.floor(totalCents / 100));
  const sign = amount < 0 || Object.is(amount, -0) ? "-" : "";
  return `${sign}$${grouped}.${cents}`;
}
