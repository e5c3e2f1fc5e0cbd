import { site } from "~/config/site";
import { formatPrice } from "./money";

/**
 * Social previews (Open Graph and Twitter card images): PNG files of 1200 × 630 generated at build
 * time by `generators/previews.ts` from the product and article art, never committed.
 */
export const previewWidth = 1200;
export const previewHeight = 630;

/** Where the generated previews are served from (under public/ in the source tree). */
const previewsDir = "/images/previews";

export interface Preview {
  /** Site-relative URL of the PNG. */
  path: string;
  /** What the image shows, for og:image:alt and twitter:image:alt. */
  alt: string;
}

export function productPreview(product: { slug: string; name: string; price: number }): Preview {
  return {
    path: `${previewsDir}/products/${product.slug}.png`,
    alt: `${product.name}, ${formatPrice(product.price)}, from ${site.brandName}`,
  };
}

export function articlePreview(article: { id: string; title: string }): Preview {
  return {
    path: `${previewsDir}/articles/${article.id}.png`,
    alt: `${article.title}, an article from ${site.brandName}`,
  };
}

/** Every other page's preview. */
export const defaultPreview: Preview = {
  path: `${previewsDir}/default.png`,
  alt: `${site.brandName}: ${site.tagline}`,
};
