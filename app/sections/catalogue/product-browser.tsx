import { Link, useLocation, useSearchParams } from "react-router";
import { catalogue } from "~/catalogue/catalogue";
import { orderForAllTab } from "~/catalogue/ordering";
import { matchesSearch } from "~/catalogue/search";
import { catalogueTabs, isCatalogueTab, isInTab, type CatalogueTabId } from "~/catalogue/tabs";
import { useSearchParamState } from "~/hooks/use-search-param";
import { cn } from "~/lib/cn";
import type { CatalogueRatings } from "~/reviews/ratings";
import { ParameterForm } from "./parameter-form";
import { ProductGrid } from "./product-grid";
import { SearchBox } from "./search-box";

const allTabOrder = orderForAllTab(catalogue);

interface ProductBrowserProps {
  /** The tab the browser opens on; defaults to all. */
  initialTab?: CatalogueTabId;
  heading?: string;
  /** Each product's displayed rating, by slug. */
  ratings: CatalogueRatings;
}

/** The 'Products' catalogue section: search, tabs and a grid of cards. */
export function ProductBrowser({
  initialTab = "all",
  heading = "Products",
  ratings,
}: ProductBrowserProps) {
  const [searchParams] = useSearchParams();
  const { pathname } = useLocation();
  const [query, setQuery] = useSearchParamState("q");
  const tabParam = searchParams.get("tab");
  const tab = isCatalogueTab(tabParam) ? tabParam : initialTab;
  const products = (tab === "all" ? allTabOrder : catalogue).filter(
    (product) => isInTab(product, tab) && matchesSearch(product, query),
  );

  const tabHref = (id: CatalogueTabId) => {
    const params = new URLSearchParams(searchParams);
    if (id === initialTab) params.delete("tab");
    else params.set("tab", id);
    const search = params.toString();
    return search ? `${pathname}?${search}` : pathname;
  };

  return (
    <section
      id="products"
      aria-labelledby="products-heading"
      className="mx-auto max-w-7xl scroll-mt-4 px-4 py-12 sm:px-6"
    >
      <div className="flex flex-col gap-6 md:flex-row md:items-end md:justify-between">
        <h2 id="products-heading" className="text-3xl font-semibold sm:text-4xl">
          {heading}
        </h2>
        <ParameterForm role="search" className="w-full md:max-w-sm">
          {tab !== initialTab ? <input type="hidden" name="tab" value={tab} /> : null}
          <SearchBox
            value={query}
            onChange={setQuery}
            placeholder="Search products..."
            label="Search products"
          />
        </ParameterForm>
      </div>
      <nav aria-label="Product categories" className="-mx-4 mt-6 overflow-x-auto px-4">
        <ul className="flex gap-2">
          {catalogueTabs.map(({ value, label }) => (
            <li key={value}>
              <Link
                to={tabHref(value)}
                replace
                preventScrollReset
                aria-current={value === tab ? "true" : undefined}
                className={cn(
                  "inline-flex min-h-11 items-center rounded-full border px-4 text-sm font-semibold whitespace-nowrap transition-colors",
                  value === tab
                    ? "border-button bg-button text-white"
                    : "border-line bg-surface text-ink hover:border-leaf hover:text-leaf-strong",
                )}
              >
                {label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <p className="sr-only" aria-live="polite">
        {products.length} {products.length === 1 ? "product" : "products"} shown
      </p>
      <div className="mt-6">
        <ProductGrid
          products={products}
          ratings={ratings}
          columns="catalogue"
          searchedFor={query}
        />
      </div>
    </section>
  );
}
