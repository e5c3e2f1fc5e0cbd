/** Adds the product id when absent, removes it when present (newest added last). */
export function toggleFavorite(favorites: readonly string[], id: string): string[] {
  return favorites.includes(id)
    ? favorites.filter((favorite) => favorite !== id)
    : [...favorites, id];
}

/**
 * Reads a stored favorites list as product ids (catalogue slugs). Each entry goes through
 * `resolve`, which maps an id, an older slug or a product name (lists stored before favorites
 * were kept by id) to the product's current id; entries it does not know, duplicates and
 * anything that is not a list of strings are dropped.
 */
export function parseFavorites(
  stored: string | null,
  resolve: (entry: string) => string | undefined,
): string[] {
  if (!stored) return [];
  let value: unknown;
  try {
    value = JSON.parse(stored);
  } catch {
    return [];
  }
  if (!Array.isArray(value)) return [];
  const ids: string[] = [];
  for (const entry of value) {
    const id = typeof entry === "string" ? resolve(entry) : undefined;
    if (id && !ids.includes(id)) ids.push(id);
  }
  return ids;
}
