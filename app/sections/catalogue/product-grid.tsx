import { Link } from "react-router";
import type { Product } from "~/catalogue/product";
import { useFavorites } from "~/favorites/use-favorites";
import { cn } from "~/lib/cn";
import type { CatalogueRatings } from "~/reviews/ratings";
import { ProductCard } from "./product-card";

interface ProductGridProps {
  products: readonly Product[];
  /** Each product's displayed rating, by slug. */
  ratings: CatalogueRatings;
  labels?: "catalogue" | "listing";
  /** Column rules: the catalogue uses 2/3/4, the men's and women's pages 1/2/3. */
  columns: "catalogue" | "listing";
  /** How many cards load their image eagerly (the first row above the fold); 0 below the fold. */
  eagerImages?: number;
  /** The words the list was searched for: with no match, a link runs them through site search. */
  searchedFor?: string;
}

/** How wide a card's image shows at each screen width, in the grid's columns (see below). */
const imageSizes = {
  catalogue: "(min-width: 1280px) 296px, (min-width: 1024px) 23vw, (min-width: 768px) 31vw, 46vw",
  listing: "(min-width: 1280px) 395px, (min-width: 1024px) 31vw, (min-width: 640px) 46vw, 92vw",
} as const;

const noMatchesMessage = "No products found matching your search.";

export function ProductGrid({
  products,
  ratings,
  labels,
  columns,
  eagerImages = 2,
  searchedFor = "",
}: ProductGridProps) {
  const { favorites, toggle } = useFavorites();
  if (products.length === 0) return <NoMatches searchedFor={searchedFor.trim()} />;
  return (
    <ul
      className={cn(
        "grid gap-4 sm:gap-6",
        columns === "catalogue"
          ? "grid-cols-2 md:grid-cols-3 lg:grid-cols-4"
          : "grid-cols-1 sm:grid-cols-2 lg:grid-cols-3",
      )}
    >
      {products.map((product, index) => (
        <li key={product.slug} className="flex">
          <div className="w-full">
            <ProductCard
              product={product}
              rating={ratings[product.slug]!}
              labels={labels}
              favorite={favorites.includes(product.slug)}
              onToggleFavorite={toggle}
              eager={index < eagerImages}
              imageSizes={imageSizes[columns]}
            />
          </div>
        </li>
      ))}
    </ul>
  );
}

/** The empty list: what was not found, and a way on through the whole site's search. */
function NoMatches({ searchedFor }: { searchedFor: string }) {
  return (
    <div className="rounded-2xl bg-mist px-6 py-12 text-center text-ink-soft">
      <p>{noMatchesMessage}</p>
      {searchedFor ? (
        <p className="mt-3">
          <Link
            to={`/search?${new URLSearchParams({ q: searchedFor })}`}
            className="font-semibold text-leaf-strong underline underline-offset-4"
          >
            Search all products, ingredients and articles for “{searchedFor}”
          </Link>
        </p>
      ) : null}
    </div>
  );
}
