import { site } from "~/config/site";
import type { ProductPage } from "~/content/product-page";
import { productImages, productPath, type Product } from "./product";
import { categoryListingPath } from "./search";

/** What the structured data shows of a product's published reviews: the summary and the first five. */
export interface PublishedReviews {
  summary: { average: number; count: number };
  reviews: readonly {
    name: string;
    createdAt: string;
    reviewText: string;
    rating: number;
    reply?: { text: string; repliedAt: string };
  }[];
}

/** schema.org Product (with ratings from stored reviews, when there are any) and BreadcrumbList. */
export function productJsonLd(
  product: Product,
  page: ProductPage,
  siteUrl: string,
  reviews?: PublishedReviews,
  availableForSale = true,
) {
  const url = `${siteUrl}${productPath(product)}`;
  const rated = reviews && reviews.summary.count > 0;
  return [
    {
      "@context": "https://schema.org",
      "@type": "Product",
      name: product.name,
      description: page.description,
      image: productImages(product).map((image) => `${siteUrl}${image}`),
      sku: product.slug,
      category: product.category,
      brand: { "@type": "Brand", name: site.brandName },
      url,
      offers: {
        "@type": "Offer",
        url,
        price: product.price.toFixed(2),
        priceCurrency: site.currency,
        availability: availableForSale
          ? "https://schema.org/InStock"
          : "https://schema.org/OutOfStock",
        itemCondition: "https://schema.org/NewCondition",
      },
      ...(rated
        ? {
            aggregateRating: {
              "@type": "AggregateRating",
              ratingValue: reviews.summary.average,
              reviewCount: reviews.summary.count,
              bestRating: 5,
              worstRating: 1,
            },
            review: reviews.reviews.slice(0, 5).map((review) => ({
              "@type": "Review",
              author: { "@type": "Person", name: review.name },
              datePublished: review.createdAt.slice(0, 10),
              reviewBody: review.reviewText,
              reviewRating: {
                "@type": "Rating",
                ratingValue: review.rating,
                bestRating: 5,
                worstRating: 1,
              },
              ...(review.reply
                ? {
                    comment: {
                      "@type": "Comment",
                      author: { "@type": "Organization", name: site.brandName },
                      datePublished: review.reply.repliedAt.slice(0, 10),
                      text: review.reply.text,
                    },
                  }
                : {}),
            })),
          }
        : {}),
    },
    {
      "@context": "https://schema.org",
      "@type": "BreadcrumbList",
      itemListElement: [
        { "@type": "ListItem", position: 1, name: "Home", item: `${siteUrl}/` },
        {
          "@type": "ListItem",
          position: 2,
          name: product.category,
          item: `${siteUrl}${categoryListingPath(product.category)}`,
        },
        { "@type": "ListItem", position: 3, name: product.name, item: url },
      ],
    },
  ];
}
