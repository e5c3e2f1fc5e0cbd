import { memo } from "react";
import { Link } from "react-router";
import { useProductFigures } from "~/catalogue/figures-context";
import { audienceBadge } from "~/catalogue/listings";
import {
  cardImage,
  cardImageWidths,
  productImageHeight,
  productImageWidth,
  productPath,
  type Product,
} from "~/catalogue/product";
import { Badge } from "~/ui/badge";
import { buttonVariants } from "~/ui/button";
import { Price } from "~/ui/price";
import { StarRating } from "~/ui/star-rating";
import type { DisplayedRating } from "~/reviews/ratings";
import { FavoriteToggle } from "~/favorites/favorite-toggle";

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
  /** How wide the image shows at each screen width (the grid's columns), for `sizes`. */
  imageSizes: string;
}

/**
 * Memoized: the router renders the whole page again for every change of its state (the links'
 * routes found after hydration, the cart read, a form sent), and a grid holds dozens of cards
 * whose own props rarely change; their links still follow the router.
 */
export const ProductCard = memo(function ProductCard({
  product,
  rating,
  labels = "catalogue",
  favorite,
  onToggleFavorite,
  eager,
  imageSizes,
}: ProductCardProps) {
  const name = labels === "listing" ? (product.listingName ?? product.name) : product.name;
  const category =
    labels === "listing" ? (product.listingCategory ?? product.category) : product.category;
  const href = productPath(product);
  const figures = useProductFigures(product);
  return (
    // Full height of its grid cell: cards in one row are one height, their buttons at the bottom.
    <article className="group flex h-full flex-col overflow-hidden rounded-2xl border border-line bg-surface shadow-sm transition-shadow hover:shadow-md">
      {/* The badge and the heart sit on the picture, never over the words below it. */}
      <div className="relative">
        <Link to={href} tabIndex={-1} aria-hidden="true" className="block bg-mist">
          <img
            src={cardImage(product, cardImageWidths[0])}
            srcSet={cardImageWidths
              .map((width) => `${cardImage(product, width)} ${width}w`)
              .join(", ")}
            sizes={imageSizes}
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
        <div className="absolute top-2 right-2">
          <FavoriteToggle
            name={product.name}
            pressed={favorite}
            onToggle={() => onToggleFavorite(product.slug)}
          />
        </div>
      </div>
      <div className="flex flex-1 flex-col gap-1 p-3 sm:p-4">
        <p className="text-[0.6875rem] font-semibold tracking-normal break-words text-leaf uppercase sm:text-xs sm:tracking-wide">
          {category}
        </p>
        {/* Long names wrap to two lines, then end in an ellipsis; the link keeps the whole name. */}
        <h3 className="line-clamp-2 font-sans text-base leading-snug font-semibold break-words">
          <Link to={href} title={name} className="hover:underline">
            {name}
          </Link>
        </h3>
        <StarRating rating={rating.average} />
        <div className="mt-auto flex flex-wrap items-center justify-between gap-2 pt-3">
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
});
