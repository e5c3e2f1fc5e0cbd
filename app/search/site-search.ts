import MiniSearch, { type SearchResult } from "minisearch";
import { figuresOf, type FiguresBySlug } from "~/catalogue/figures";
import { productDetail, searchFieldBoosts, type SearchDocument } from "./search-documents";
import {
  normalizeQuery,
  type SearchGroup,
  type SearchHit,
  type SearchKind,
  type SearchResults,
} from "./search-query";
import { searchTerm, tokenize } from "../lib/search-terms";
import { highlight, snippet } from "./snippet";

/** The order result groups appear in; empty groups are left out. */
const searchKindOrder: readonly SearchKind[] = ["product", "question", "article", "faq"];

interface SiteSearchOptions {
  /** Most hits returned per kind (the total is still counted). */
  perKind: number;
  /** Length of each snippet in characters. */
  snippetLength?: number;
  /** Shopify's figures as last read (null or absent: the catalogue's), for products' prices. */
  figures?: FiguresBySlug | null;
}

export type SiteSearch = (
  query: string | null | undefined,
  options: SiteSearchOptions,
) => SearchResults;

/**
 * How many typing errors a query word may hold and still match: none up to five letters (so
 * "sleep" is never taken for "sweep"), one up to nine, two from ten.
 */
export function typingErrorsAllowed(term: string): number {
  if (term.length <= 5) return 0;
  return term.length <= 9 ? 1 : 2;
}

const fields = Object.keys(searchFieldBoosts) as (keyof typeof searchFieldBoosts)[];

/**
 * Builds the full-text index of the given documents and returns the search over it. Terms are
 * folded (case, accents, plurals); words of three letters or more also match as prefixes (for
 * typing), and longer ones within the typing errors their length allows. All query words must match;
 * when nothing matches all of them, documents matching any of them are returned instead.
 */
export function createSiteSearch(documents: readonly SearchDocument[]): SiteSearch {
  const index = new MiniSearch<SearchDocument>({
    idField: "id",
    fields,
    tokenize,
    processTerm: searchTerm,
    searchOptions: {
      boost: { ...searchFieldBoosts },
      prefix: (term) => term.length >= 3,
      fuzzy: (term) => typingErrorsAllowed(term) || false,
      maxFuzzy: 2,
    },
  });
  index.addAll(documents);
  const byId = new Map(documents.map((document) => [document.id, document]));

  const toHit = (
    result: SearchResult,
    snippetLength: number,
    figures: FiguresBySlug | null | undefined,
  ): SearchHit => {
    const document = byId.get(result.id as string)!;
    const terms = new Set(result.terms);
    const detail = document.product
      ? productDetail(document.product, figuresOf(document.product, figures))
      : document.detail;
    return {
      id: document.id,
      kind: document.kind,
      url: document.url,
      title: highlight(document.title, terms),
      snippet: snippet(document.snippetTexts, terms, snippetLength),
      ...(detail ? { detail } : {}),
      ...(document.image ? { image: document.image } : {}),
    };
  };

  return (rawQuery, { perKind, snippetLength = 160, figures }) => {
    const query = normalizeQuery(rawQuery);
    if (!query) return { query, groups: [] };
    let results = index.search(query, { combineWith: "AND" });
    if (results.length === 0) results = index.search(query, { combineWith: "OR" });
    const groups: SearchGroup[] = [];
    for (const kind of searchKindOrder) {
      const ofKind = results.filter((result) => byId.get(result.id as string)?.kind === kind);
      if (ofKind.length === 0) continue;
      groups.push({
        kind,
        total: ofKind.length,
        hits: ofKind.slice(0, perKind).map((result) => toHit(result, snippetLength, figures)),
      });
    }
    return { query, groups };
  };
}
