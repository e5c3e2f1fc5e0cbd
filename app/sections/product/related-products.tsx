import type { Product } from "~/catalogue/product";
import { ProductGrid } from "~/sections/catalogue/product-grid";
import type { CatalogueRatings } from "~/reviews/ratings";

/** "You may also like": up to four related products as the normal cards, rendered on the server. */
export function RelatedProducts({
  products,
  ratings,
}: {
  products: readonly Product[];
  ratings: CatalogueRatings;
}) {
  if (products.length === 0) return null;
  return (
    <section aria-labelledby="related-heading" className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
      <h2 id="related-heading" className="mb-6 text-3xl font-semibold">
        You may also like
      </h2>
      <ProductGrid products={products} ratings={ratings} columns="catalogue" eagerImages={0} />
    </section>
  );
}
