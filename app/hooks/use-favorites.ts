import { useCallback } from "react";
import { createLocalStore } from "~/lib/local-store";
import { parseFavorites, toggleFavorite } from "~/lib/favorites";

const favoritesStore = createLocalStore<string[]>("verdant-roots:favorites", parseFavorites, []);

/** Favorites shared by Home and the category pages, kept in localStorage and read after hydration. */
export function useFavorites() {
  const favorites = favoritesStore.useValue();
  const toggle = useCallback(
    (name: string) => favoritesStore.write(toggleFavorite(favoritesStore.read(), name)),
    [],
  );
  return { favorites, toggle };
}
