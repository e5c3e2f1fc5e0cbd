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
}

export const noMatchesMessage = "No products found matching your search.";

export function ProductGrid({
  products,
  ratings,
  labels,
  columns,
  eagerImages = 2,
}: ProductGridProps) {
  const { favorites, toggle } = useFavorites();
  if (products.length === 0) {
    return (
      <p className="rounded-2xl bg-mist px-6 py-12 text-center text-ink-soft">{noMatchesMessage}</p>
    );
  }
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
            />
          </div>
        </li>
      ))}
    </ul>
  );
}
