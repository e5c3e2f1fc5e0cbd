import { findProductPage } from "~/content/product-pages";
import { catalogue } from "./catalogue";
import type { Product } from "./product";
import { rankRelated, type RelatedCandidate } from "./related";

let candidates: (RelatedCandidate & { product: Product })[] | undefined;
const cache = new Map<string, Product[]>();

/** The up to four products a product page suggests, worked out once per product. */
export function relatedProducts(product: Product): Product[] {
  const cached = cache.get(product.slug);
  if (cached) return cached;
  candidates ??= catalogue.map((entry) => ({
    ...entry,
    benefits: findProductPage(entry.slug)?.benefits ?? [],
    product: entry,
  }));
  const self = candidates.find((candidate) => candidate.slug === product.slug);
  const related = self ? rankRelated(self, candidates).map((candidate) => candidate.product) : [];
  cache.set(product.slug, related);
  return related;
}
