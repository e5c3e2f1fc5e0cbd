import { Link } from "react-router";
import { useProductFigures } from "~/catalogue/figures-context";
import { audienceBadge } from "~/catalogue/listings";
import {
  productImageHeight,
  productImageWidth,
  productImages,
  productPath,
  type Product,
} from "~/catalogue/product";
import { Badge } from "~/components/ui/badge";
import { buttonVariants } from "~/components/ui/button";
import { Price } from "~/components/ui/price";
import { StarRating } from "~/components/ui/star-rating";
import type { DisplayedRating } from "~/reviews/ratings";
import { FavoriteToggle } from "./favorite-toggle";

interface ProductCardProps {
  product: Product;
  /** The product's displayed rating (the same figure its page shows). */
  rating: DisplayedRating;
  /** Which name and category to show: the catalogue's, or the men's/women's page's. */
  labels?: "catalogue" | "listing";
  favorite: boolean;
  /** Called with the product's id (its slug). */
  onToggleFavorite: (id: string) => void;
  /** Eager images for the first row, which is above the fold. */
  eager?: boolean;
}

export function ProductCard({
  product,
  rating,
  labels = "catalogue",
  favorite,
  onToggleFavorite,
  eager,
}: ProductCardProps) {
  const name = labels === "listing" ? (product.listingName ?? product.name) : product.name;
  const category =
    labels === "listing" ? (product.listingCategory ?? product.category) : product.category;
  const href = productPath(product);
  const figures = useProductFigures(product);
  return (
    <article className="group relative flex flex-col overflow-hidden rounded-2xl border border-line bg-surface shadow-sm transition-shadow hover:shadow-md">
      <Link to={href} tabIndex={-1} aria-hidden="true" className="block bg-mist">
        <img
          src={productImages(product)[0]}
          alt=""
          width={productImageWidth}
          height={productImageHeight}
          loading={eager ? "eager" : "lazy"}
          fetchPriority={eager ? "high" : "auto"}
          // An eager image is the page's largest paint: decoded with it, not a frame later.
          decoding={eager ? undefined : "async"}
          className="aspect-square w-full object-cover transition-transform duration-300 group-hover:scale-[1.03]"
        />
      </Link>
      <Badge className="absolute top-3 left-3">{audienceBadge(product)}</Badge>
      <FavoriteToggle
        name={product.name}
        pressed={favorite}
        onToggle={() => onToggleFavorite(product.slug)}
        className="absolute top-2 right-2"
      />
      <div className="flex flex-1 flex-col gap-1 p-4">
        <p className="text-xs font-semibold tracking-wide text-leaf uppercase">{category}</p>
        <h3 className="font-sans text-base leading-snug font-semibold">
          <Link to={href} className="hover:underline">
            {name}
          </Link>
        </h3>
        <StarRating rating={rating.average} />
        <div className="mt-auto flex items-center justify-between gap-2 pt-3">
          <span className="flex flex-wrap items-baseline gap-x-2">
            <Price price={figures.price} compareAtPrice={figures.compareAtPrice} />
            {figures.availableForSale ? null : (
              <span className="text-sm font-semibold text-ink-soft">Sold out</span>
            )}
          </span>
          <Link
            to={href}
            className={buttonVariants({ variant: "outline", size: "compact" })}
            aria-label={`View ${name}`}
          >
            View
          </Link>
        </div>
      </div>
    </article>
  );
}
