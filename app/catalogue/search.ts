/** Case-insensitive substring match of the search text against a product's name or category. */
export function matchesSearch(product: { name: string; category: string }, query: string): boolean {
  const needle = query.trim().toLowerCase();
  if (!needle) return true;
  return (
    product.name.toLowerCase().includes(needle) || product.category.toLowerCase().includes(needle)
  );
}

/** The page that lists a category's products: the catalogue on Home, searched for the category. */
export function categoryListingPath(category: string): string {
  return `/?${new URLSearchParams({ q: category })}`;
}
