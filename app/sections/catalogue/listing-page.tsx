import { useContext } from "react";
import { FiguresContext } from "~/catalogue/figures-context";
import type { mensHealthListing } from "~/catalogue/listings";
import { matchesSearch } from "~/catalogue/search";
import { isSortOrder, sortProducts } from "~/catalogue/sorting";
import { useSearchParamState } from "~/hooks/use-search-param";
import type { CatalogueRatings } from "~/reviews/ratings";
import { ParameterForm } from "./parameter-form";
import { ProductGrid } from "./product-grid";
import { SearchBox } from "./search-box";
import { SortSelect } from "./sort-select";

interface ListingPageProps {
  listing: typeof mensHealthListing;
  /** Each product's displayed rating, by slug. */
  ratings: CatalogueRatings;
}

/** The men's and women's pages: heading, search, count, sort and a 1/2/3-column grid. */
export function ListingPage({ listing, ratings }: ListingPageProps) {
  const [query, setQuery] = useSearchParamState("q");
  const [sortParam, setSort] = useSearchParamState("sort");
  const sort = isSortOrder(sortParam) ? sortParam : "manual";
  // Sorted by the prices the cards show (Shopify's when the server had them).
  const figures = useContext(FiguresContext);
  const products = sortProducts(
    listing.products.filter((product) =>
      matchesSearch(
        {
          name: product.listingName ?? product.name,
          category: product.listingCategory ?? product.category,
        },
        query,
      ),
    ),
    sort,
    ratings,
    figures,
  );
  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
      <header className="mx-auto max-w-3xl text-center">
        <h1 className="text-3xl font-bold tracking-tight sm:text-5xl">{listing.heading}</h1>
        <p className="mt-4 text-lg text-ink-soft">{listing.subtitle}</p>
      </header>
      <ParameterForm role="search" className="mx-auto mt-8 max-w-xl">
        <SearchBox
          value={query}
          onChange={setQuery}
          placeholder={listing.searchPlaceholder}
          label="Search products"
        />
        {sort !== "manual" ? <input type="hidden" name="sort" value={sort} /> : null}
      </ParameterForm>
      <div className="mt-8 flex flex-wrap items-center justify-between gap-4 border-b border-line pb-4">
        <p className="font-semibold" aria-live="polite">
          {products.length} Products
        </p>
        {/* Its own GET form, so the sort applies without JavaScript too (with the search kept). */}
        <ParameterForm className="flex items-center gap-2">
          {query ? <input type="hidden" name="q" value={query} /> : null}
          <SortSelect value={sort} onChange={(value) => setSort(value === "manual" ? "" : value)} />
          <noscript>
            <button
              type="submit"
              className="min-h-11 rounded-full border border-line bg-surface px-4 text-sm font-semibold"
            >
              Apply
            </button>
          </noscript>
        </ParameterForm>
      </div>
      <h2 className="sr-only">Products</h2>
      <div className="mt-6">
        <ProductGrid
          products={products}
          ratings={ratings}
          labels="listing"
          columns="listing"
          searchedFor={query}
        />
      </div>
    </div>
  );
}
