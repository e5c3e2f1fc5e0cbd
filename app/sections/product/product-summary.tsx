import { Check } from "lucide-react";
import { audienceBadge } from "~/catalogue/listings";
import type { Product } from "~/catalogue/product";
import type { ProductPage } from "~/content/product-page";
import { Badge } from "~/ui/badge";
import { Price } from "~/ui/price";
import { StarRating } from "~/ui/star-rating";
import type { DisplayedRating } from "~/reviews/ratings";
import { ProductFavoriteToggle } from "~/favorites/product-favorite-toggle";

export function ProductSummary({
  product,
  page,
  rating,
}: {
  product: Product;
  page: ProductPage;
  /** The product's displayed rating (the same figure its reviews section shows). */
  rating: DisplayedRating;
}) {
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center gap-3">
        <Badge>{audienceBadge(product)}</Badge>
        <span className="text-sm font-semibold tracking-wide text-leaf uppercase">
          {product.category}
        </span>
        <ProductFavoriteToggle product={product} />
      </div>
      <h1 className="text-4xl leading-tight font-semibold sm:text-5xl">{product.name}</h1>
      <p className="text-lg text-ink-soft">{page.subtitle}</p>
      <a
        href="#reviews"
        className="inline-flex min-h-11 w-fit items-center gap-2 text-sm hover:underline"
      >
        <StarRating rating={rating.average} />
        <span>({rating.count} reviews)</span>
      </a>
      <Price price={product.price} compareAtPrice={product.compareAtPrice} className="text-2xl" />
      <p className="leading-relaxed">{page.description}</p>
      <div>
        <h2 className="font-sans text-base font-semibold">Key Benefits:</h2>
        <ul className="mt-2 space-y-2">
          {page.benefits.map((benefit) => (
            <li key={benefit} className="flex gap-2">
              <Check aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-leaf" />
              <span>{benefit}</span>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
