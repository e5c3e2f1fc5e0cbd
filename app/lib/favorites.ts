/** Adds the name when absent, removes it when present (favorites are kept by product name). */
export function toggleFavorite(favorites: readonly string[], name: string): string[] {
  return favorites.includes(name)
    ? favorites.filter((favorite) => favorite !== name)
    : [...favorites, name];
}

/** Reads a stored favorites list, ignoring anything that is not a list of names. */
export function parseFavorites(stored: string | null): string[] {
  if (!stored) return [];
  try {
    const value: unknown = JSON.parse(stored);
    return Array.isArray(value)
      ? value.filter((item): item is string => typeof item === "string")
      : [];
  } catch {
    return [];
  }
}
