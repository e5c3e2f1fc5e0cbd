import type { Product } from "~/catalogue/product";
import { StarRating } from "~/components/ui/star-rating";

/** The customer reviews region, keyed by the product's review key. */
export function ReviewsRegion({ product }: { product: Product }) {
  return (
    <section
      id="reviews"
      data-review-key={product.reviewKey}
      aria-labelledby="reviews-heading"
      className="mx-auto max-w-7xl scroll-mt-4 px-4 py-14 sm:px-6"
    >
      <h2 id="reviews-heading" className="text-3xl font-semibold sm:text-4xl">
        Customer Reviews
      </h2>
      <div className="mt-4 flex items-center gap-3">
        <span className="text-4xl font-semibold">{product.rating.toFixed(1)}</span>
        <div>
          <StarRating rating={product.rating} />
          <p className="text-sm text-ink-soft">Based on {product.reviewCount} reviews</p>
        </div>
      </div>
    </section>
  );
}
