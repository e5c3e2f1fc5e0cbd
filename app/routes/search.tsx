import { Search } from "lucide-react";
import type { Route } from "./+types/search";
import { CollectionLinks } from "~/catalogue/collection-links";
import { SearchResultList } from "~/search/search-results";
import { site } from "~/config/site";
import { liveFigures } from "~/integrations/shopify/storefront-figures.server";
import { normalizeQuery } from "~/search/search-query";
import { siteSearch } from "~/search/site-search.server";

export async function loader({ request }: Route.LoaderArgs) {
  const query = normalizeQuery(new URL(request.url).searchParams.get("q"));
  // Products' prices are Shopify's as last read (the catalogue's without Shopify).
  return (await siteSearch())(query, { perKind: 24, figures: liveFigures() });
}

export const meta: Route.MetaFunction = ({ data }) => {
  const title = data?.query ? `Search results for “${data.query}”` : "Search";
  return [
    { title: `${title} | ${site.brandName}` },
    {
      name: "description",
      content: `Search ${site.brandName}'s products, articles and answers to common questions.`,
    },
    { name: "robots", content: "noindex" },
  ];
};

export default function SearchRoute({ loaderData: results }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-4xl px-4 py-10 sm:px-6">
      <h1 className="text-4xl font-semibold sm:text-5xl">
        {results.query ? "Search results" : "Search"}
      </h1>
      <form
        action="/search"
        method="get"
        role="search"
        aria-label="Search the store"
        className="mt-6 flex gap-2"
      >
        <label htmlFor="search-page-query" className="sr-only">
          Search products, articles and FAQ
        </label>
        <div className="relative flex-1">
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-4 size-4 -translate-y-1/2 text-ink-soft"
          />
          <input
            key={results.query}
            id="search-page-query"
            type="search"
            name="q"
            defaultValue={results.query}
            placeholder="Search the store"
            autoComplete="off"
            maxLength={100}
            className="min-h-12 w-full rounded-full border border-line bg-surface pr-4 pl-11 text-base shadow-sm placeholder:text-ink-soft/80 focus:border-leaf"
          />
        </div>
        <button
          type="submit"
          className="min-h-12 rounded-full bg-button px-6 text-sm font-semibold text-white hover:bg-button-hover"
        >
          Search
        </button>
      </form>
      {results.query ? (
        <SearchResultList results={results} />
      ) : (
        <div className="mt-8">
          <p className="text-ink-soft">
            Search our products by name, benefit or ingredient, and our articles and answers to
            common questions.
          </p>
          <h2 className="mt-8 text-2xl font-semibold">Shop a collection</h2>
          <CollectionLinks className="mt-3 flex flex-wrap gap-2" />
        </div>
      )}
    </div>
  );
}
