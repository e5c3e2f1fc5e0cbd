const usd = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" });

/** "$37.99", "$60.00". */
export function formatPrice(amount: number): string {
  return usd.format(amount);
}
