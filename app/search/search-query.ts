import type { TextSegment } from "./snippet";

/** The longest query the store searches for; longer input is cut (never an error). */
const maxQueryLength = 100;

/** The search text of a URL's `q` parameter: trimmed, single-spaced, at most 100 characters. */
export function normalizeQuery(raw: string | null | undefined): string {
  if (typeof raw !== "string") return "";
  return raw.replace(/\s+/g, " ").trim().slice(0, maxQueryLength).trim();
}

/** The search page's address for a query. */
export function searchPath(query: string): string {
  return query ? `/search?q=${encodeURIComponent(query)}` : "/search";
}

export type SearchKind = "product" | "question" | "article" | "faq";

export const searchKindLabels: Record<SearchKind, string> = {
  product: "Products",
  question: "Product questions",
  article: "Articles",
  faq: "FAQ",
};

/** One search hit as pages and the suggestion list show it; text is plain segments. */
export interface SearchHit {
  id: string;
  kind: SearchKind;
  url: string;
  title: TextSegment[];
  snippet: TextSegment[];
  /** A short line under the title, e.g. "Men's Health · MEN · $59.99". */
  detail?: string;
  image?: string;
}

export interface SearchGroup {
  kind: SearchKind;
  hits: SearchHit[];
  /** How many matched in all (hits may be fewer). */
  total: number;
}

export interface SearchResults {
  query: string;
  groups: SearchGroup[];
}
