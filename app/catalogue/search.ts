/** Case-insensitive substring match of the search text against a product's name or category. */
export function matchesSearch(product: { name: string; category: string }, query: string): boolean {
  const needle = query.trim().toLowerCase();
  if (!needle) return true;
  return (
    product.name.toLowerCase().includes(needle) || product.category.toLowerCase().includes(needle)
  );
}
