import { catalogue } from "./catalogue";
import type { Product } from "./product";

const bySlug = new Map(catalogue.map((product) => [product.slug, product]));
const byAlias = new Map(
  catalogue.flatMap((product) => product.aliases.map((alias) => [alias, product] as const)),
);

export type ProductLookup =
  { kind: "found"; product: Product } | { kind: "alias"; product: Product } | { kind: "missing" };

/** Finds a product by its canonical slug, or by an older slug that should redirect to it. */
export function lookUpProduct(slug: string): ProductLookup {
  const product = bySlug.get(slug);
  if (product) return { kind: "found", product };
  const aliased = byAlias.get(slug);
  if (aliased) return { kind: "alias", product: aliased };
  return { kind: "missing" };
}

export function productsBySlugs(slugs: readonly string[]): Product[] {
  return slugs.map((slug) => {
    const product = bySlug.get(slug);
    if (!product) throw new Error(`Unknown product slug in a listing: ${slug}`);
    return product;
  });
}

const reviewKeys = new Set(catalogue.map((product) => product.reviewKey));

/** Whether reviews may be stored under this key (only known products' review keys). */
export function isReviewKey(key: unknown): key is string {
  return typeof key === "string" && reviewKeys.has(key);
}

export function findProductBySlug(slug: string): Product | undefined {
  return bySlug.get(slug);
}

export function productsWithReviewKey(reviewKey: string): Product[] {
  return catalogue.filter((product) => product.reviewKey === reviewKey);
}
