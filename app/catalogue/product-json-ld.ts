import { site } from "~/config/site";
import type { ProductPage } from "~/content/product-page";
import { productImages, productPath, type Product } from "./product";

/** schema.org Product and BreadcrumbList for a product page. */
export function productJsonLd(product: Product, page: ProductPage, siteUrl: string) {
  const url = `${siteUrl}${productPath(product)}`;
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
        availability: "https://schema.org/InStock",
        itemCondition: "https://schema.org/NewCondition",
      },
    },
    {
      "@context": "https://schema.org",
      "@type": "BreadcrumbList",
      itemListElement: [
        { "@type": "ListItem", position: 1, name: "Home", item: `${siteUrl}/` },
        { "@type": "ListItem", position: 2, name: product.category },
        { "@type": "ListItem", position: 3, name: product.name, item: url },
      ],
    },
  ];
}
