import type { Product } from "~/catalogue/product";
import { FavoriteToggle } from "~/favorites/favorite-toggle";
import { useFavorites } from "~/favorites/use-favorites";

/** The product page's heart: the same toggle as on the cards, for the product shown. */
export function ProductFavoriteToggle({ product }: { product: Product }) {
  const { favorites, toggle } = useFavorites();
  return (
    <div className="ml-auto">
      <FavoriteToggle
        name={product.name}
        pressed={favorites.includes(product.slug)}
        onToggle={() => toggle(product.slug)}
        className="border border-line"
      />
    </div>
  );
}
