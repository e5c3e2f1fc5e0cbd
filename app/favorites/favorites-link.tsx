import { Heart } from "lucide-react";
import { Link } from "react-router";
import { useFavorites } from "~/favorites/use-favorites";
import { useHydrated } from "~/hooks/use-hydrated";

/** The header's heart: a link to /favorites with the count, which appears once the page runs. */
export function FavoritesLink() {
  const { favorites } = useFavorites();
  const hydrated = useHydrated();
  const count = favorites.length;
  return (
    <Link
      to="/favorites"
      aria-label={
        hydrated ? `Favorites, ${count} ${count === 1 ? "product" : "products"}` : "Favorites"
      }
      className="relative inline-flex size-11 items-center justify-center rounded-full text-ink transition-colors hover:bg-mist"
    >
      <Heart aria-hidden="true" className="size-6" />
      {count > 0 ? (
        <span
          aria-hidden="true"
          data-testid="favorites-count"
          className="absolute top-1 right-0.5 min-w-5 rounded-full bg-danger px-1 text-center text-xs font-bold text-white"
        >
          {count}
        </span>
      ) : null}
    </Link>
  );
}
