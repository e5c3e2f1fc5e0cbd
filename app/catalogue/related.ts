import { searchTerm, tokenize } from "~/lib/search-terms";
import type { Product } from "./product";

/** What relatedness is judged on: the catalogue record and the page's five key benefits. */
export interface RelatedCandidate extends Pick<
  Product,
  "slug" | "audience" | "category" | "listingCategory"
> {
  benefits: readonly string[];
}

/** Words in almost every benefit line, which say nothing about what a product is for. */
const genericWords = new Set(
  (
    "support promote healthy health help maintain natural naturally daily overall body formula " +
    "well being normal level function gentle everyday feel"
  ).split(" "),
);

/** The telling words of a product's benefits, folded like search terms ("Supports joints" → joint). */
export function benefitKeywords(benefits: readonly string[]): Set<string> {
  const keywords = new Set<string>();
  for (const word of tokenize(benefits.join(" "))) {
    const term = searchTerm(word);
    if (term && term.length > 2 && !genericWords.has(term)) keywords.add(term);
  }
  return keywords;
}

function audienceScore(a: Product["audience"], b: Product["audience"]): number | undefined {
  if (a === b) return 4;
  if (a === "unisex" || b === "unisex") return 1;
  return undefined; // men's and women's products are never suggested for each other
}

/**
 * How related a candidate is to a product, or undefined when it must not be suggested: same
 * audience counts most, then the same category (catalogue or listing), then each shared benefit
 * keyword (up to four). A product is never related to itself or to the opposite audience.
 */
export function relatedness(
  product: RelatedCandidate,
  candidate: RelatedCandidate,
): number | undefined {
  if (candidate.slug === product.slug) return undefined;
  const audience = audienceScore(product.audience, candidate.audience);
  if (audience === undefined) return undefined;
  const categories = new Set([product.category, product.listingCategory].filter(Boolean));
  const sameCategory = categories.has(candidate.category)
    ? 3
    : candidate.listingCategory && categories.has(candidate.listingCategory)
      ? 2
      : 0;
  const keywords = benefitKeywords(product.benefits);
  let shared = 0;
  for (const keyword of benefitKeywords(candidate.benefits)) if (keywords.has(keyword)) shared += 1;
  const topic = sameCategory + Math.min(shared, 4);
  // Something in common beyond the audience is required.
  return topic > 0 ? audience + topic : undefined;
}

/**
 * Up to `limit` products to suggest with a product ("You may also like"), most related first;
 * ties keep the candidates' order (the catalogue's own order).
 */
export function rankRelated<T extends RelatedCandidate>(
  product: RelatedCandidate,
  candidates: readonly T[],
  limit = 4,
): T[] {
  return candidates
    .map((candidate, order) => ({ candidate, order, score: relatedness(product, candidate) }))
    .filter((entry): entry is typeof entry & { score: number } => entry.score !== undefined)
    .sort((a, b) => b.score - a.score || a.order - b.order)
    .slice(0, limit)
    .map((entry) => entry.candidate);
}
