import type { Product } from "./product";

/** What a shopper is charged and whether they can buy: Shopify's figures, or the catalogue's. */
export interface ProductFigures {
  /** Price in US dollars. */
  price: number;
  /** A former price shown struck through; only where set, and higher than the price. */
  compareAtPrice?: number;
  /** False when every variant is sold out: the product says "Sold out" and offers no buy button. */
  availableForSale: boolean;
}

/** Figures by product slug, as the server last read them from Shopify. */
export type FiguresBySlug = Readonly<Record<string, ProductFigures>>;

/** The catalogue record's own figures (Shopify not configured, or not reached yet). */
export function catalogueFigures(
  product: Pick<Product, "price" | "compareAtPrice">,
): ProductFigures {
  return {
    price: product.price,
    ...(product.compareAtPrice !== undefined && product.compareAtPrice > product.price
      ? { compareAtPrice: product.compareAtPrice }
      : {}),
    availableForSale: true,
  };
}

/** A product's figures: Shopify's when known, otherwise the catalogue's. */
export function figuresOf(
  product: Product,
  known: FiguresBySlug | null | undefined,
): ProductFigures {
  return known?.[product.slug] ?? catalogueFigures(product);
}

/** The product record carrying these figures (its price and compare-at price replaced). */
export function withFigures(product: Product, figures: ProductFigures): Product {
  const { compareAtPrice: _dropped, ...rest } = product;
  return {
    ...rest,
    price: figures.price,
    ...(figures.compareAtPrice !== undefined ? { compareAtPrice: figures.compareAtPrice } : {}),
  };
}

/** Whether two sets of figures say the same thing (so the page cache is only dropped on a change). */
export function sameFigures(a: FiguresBySlug | null, b: FiguresBySlug | null): boolean {
  if (a === b) return true;
  if (!a || !b) return false;
  const keys = Object.keys(a);
  if (keys.length !== Object.keys(b).length) return false;
  return keys.every((slug) => {
    const x = a[slug];
    const y = b[slug];
    return (
      !!x &&
      !!y &&
      x.price === y.price &&
      x.compareAtPrice === y.compareAtPrice &&
      x.availableForSale === y.availableForSale
    );
  });
}
