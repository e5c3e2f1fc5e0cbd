import { Heart } from "lucide-react";
import { useEffect, useRef } from "react";
import { Link } from "react-router";
import { findProductBySlug } from "~/catalogue/lookup";
import type { Product } from "~/catalogue/product";
import { CollectionLinks } from "~/catalogue/collection-links";
import { buttonVariants } from "~/ui/button";
import { useFavorites } from "~/favorites/use-favorites";
import { useHydrated } from "~/hooks/use-hydrated";
import type { CatalogueRatings } from "~/reviews/ratings";
import { ProductGrid } from "./product-grid";

/**
 * The favorites page's list: the saved products as the normal cards, newest first, with the same
 * heart to remove one. Favorites live in localStorage, so the list renders once the page runs.
 */
export function FavoritesList({ ratings }: { ratings: CatalogueRatings }) {
  const hydrated = useHydrated();
  const { favorites } = useFavorites();
  const shown = useRef(favorites.length);
  useEffect(() => {
    // A removed card takes its focused heart with it: keep keyboard focus on the page.
    const removed = favorites.length < shown.current;
    shown.current = favorites.length;
    if (removed && (document.activeElement === document.body || !document.activeElement)) {
      document.getElementById("favorites-heading")?.focus();
    }
  }, [favorites.length]);
  if (!hydrated) {
    return (
      <noscript>
        <p className="mt-8 rounded-2xl bg-mist p-6 text-ink-soft">
          Your favorites are kept in this browser, and showing them needs JavaScript. Please turn it
          on, or{" "}
          <Link to="/" className="font-semibold text-leaf hover:underline">
            browse the catalogue
          </Link>
          .
        </p>
      </noscript>
    );
  }
  const products = favorites
    .map((id) => findProductBySlug(id))
    .filter((product): product is Product => product !== undefined)
    .reverse();
  if (products.length === 0) {
    return (
      <div className="mt-8 flex flex-col items-center gap-4 rounded-2xl bg-mist px-6 py-12 text-center">
        <Heart aria-hidden="true" className="size-10 text-leaf" />
        <h2 className="text-2xl font-semibold">No favorites yet</h2>
        <p className="max-w-md text-ink-soft">
          Tap the heart on any product to save it here, so you can find it again later.
        </p>
        <Link to="/#products" className={buttonVariants()}>
          Browse all products
        </Link>
        <p className="mt-2 text-sm font-semibold">Or shop a collection:</p>
        <CollectionLinks className="flex flex-wrap justify-center gap-2" />
      </div>
    );
  }
  return (
    <section aria-labelledby="favorites-list-heading" className="mt-8">
      <h2 id="favorites-list-heading" className="sr-only">
        Saved products
      </h2>
      <p role="status" className="mb-4 text-sm text-ink-soft">
        {products.length} {products.length === 1 ? "product" : "products"} saved
      </p>
      <ProductGrid products={products} ratings={ratings} columns="catalogue" />
    </section>
  );
}
