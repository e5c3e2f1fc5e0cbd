import type { Product } from "./product";

/** Products that lead the all tab, in this order. */
const leadingProductNames: readonly string[] = [
  "Bone Rock",
  "Supreme Lungs",
  "Masculine Multivitamin",
  "Black Seed + Omegas",
  "Deep Waters",
];

// After the leaders: one men's, one women's, then two unisex, repeating.
const interleavePattern = ["men", "women", "unisex", "unisex"] as const;

/**
 * The all tab's order: the leading products first, then the rest interleaved by audience in
 * catalogue order. When one audience runs out, the pattern carries on with the others.
 */
export function orderForAllTab(products: readonly Product[]): Product[] {
  const leaders = leadingProductNames
    .map((name) => products.find((product) => product.name === name))
    .filter((product): product is Product => product !== undefined);
  const rest = products.filter((product) => !leaders.includes(product));
  const queues = {
    men: rest.filter((p) => p.audience === "men"),
    women: rest.filter((p) => p.audience === "women"),
    unisex: rest.filter((p) => p.audience === "unisex"),
  };
  const ordered = [...leaders];
  while (ordered.length < products.length) {
    for (const audience of interleavePattern) {
      const next = queues[audience].shift();
      if (next) ordered.push(next);
    }
  }
  return ordered;
}
