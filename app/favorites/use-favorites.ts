import { useCallback, useEffect } from "react";
import { catalogue } from "~/catalogue/catalogue";
import { lookUpProduct } from "~/catalogue/lookup";
import { parseFavorites, toggleFavorite } from "~/favorites/favorites";
import { createLocalStore } from "~/lib/local-store";

/** The catalogue id (slug) of a stored entry: an id, an older slug or a legacy product name. */
export function resolveFavorite(entry: string): string | undefined {
  const found = lookUpProduct(entry);
  if (found.kind !== "missing") return found.product.slug;
  return catalogue.find((product) => product.name === entry)?.slug;
}

const favoritesStore = createLocalStore<string[]>(
  "verdant-roots:favorites",
  (raw) => parseFavorites(raw, resolveFavorite),
  [],
);

/**
 * The shopper's favorites as product ids, kept in localStorage and read after hydration (the
 * server and the first render see none). Shared by every page and by other tabs.
 */
export function useFavorites() {
  const favorites = favoritesStore.useValue();
  // A list stored by an older version (by name) is rewritten by id once it has been read.
  useEffect(() => favoritesStore.normalize(), []);
  const toggle = useCallback(
    (id: string) => favoritesStore.write(toggleFavorite(favoritesStore.read(), id)),
    [],
  );
  return { favorites, toggle };
}
