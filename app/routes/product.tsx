import { data, redirect } from "react-router";
import type { Route } from "./+types/product";
import { lookUpProduct } from "~/catalogue/lookup";
import { productImages, productPath } from "~/catalogue/product";
import { productJsonLd } from "~/catalogue/product-json-ld";
import { BuyArea } from "~/components/product/buy-area";
import { FeatureBlock } from "~/components/product/feature-block";
import { KeyIngredients } from "~/components/product/key-ingredients";
import { ProductBanner } from "~/components/product/product-banner";
import { ProductGallery } from "~/components/product/product-gallery";
import { ProductHighlights } from "~/components/product/product-highlights";
import { ProductFinePrint, ProductInformation } from "~/components/product/product-information";
import { ProductSummary } from "~/components/product/product-summary";
import { ReviewsRegion } from "~/components/product/reviews-region";
import { findProductPage } from "~/content/product-pages";
import { jsonLd, pageMeta, siteUrlFrom } from "~/lib/seo";

export const meta: Route.MetaFunction = ({ data, matches }) => {
  if (!data) return [{ title: "Page not found" }];
  const { product, page } = data;
  const siteUrl = siteUrlFrom(matches);
  return [
    ...pageMeta({
      title: product.name,
      description: page.description,
      path: productPath(product),
      siteUrl,
      image: productImages(product)[0],
      type: "product",
    }),
    ...productJsonLd(product, page, siteUrl).map(jsonLd),
  ];
};

export function loader({ params }: Route.LoaderArgs) {
  const found = lookUpProduct(params.slug);
  if (found.kind === "alias") throw redirect(productPath(found.product), 301);
  const page = found.kind === "found" ? findProductPage(found.product.slug) : undefined;
  if (found.kind === "missing" || !page) throw data(null, { status: 404 });
  return { product: found.product, page };
}

export default function ProductRoute({ loaderData: { product, page } }: Route.ComponentProps) {
  return (
    <>
      <div className="mx-auto grid max-w-7xl items-start gap-8 px-4 py-8 sm:px-6 md:grid-cols-2 lg:gap-14 lg:py-12">
        <ProductGallery key={product.slug} name={product.name} images={productImages(product)} />
        <div className="flex flex-col gap-6">
          <ProductSummary product={product} page={page} />
          <BuyArea product={product} page={page} />
          {page.showInformation ? (
            <ProductInformation page={page} />
          ) : (
            <ProductFinePrint page={page} />
          )}
        </div>
      </div>
      {page.featureBlock ? <FeatureBlock {...page.featureBlock} /> : null}
      {page.banner ? <ProductBanner {...page.banner} /> : null}
      {page.keyIngredients ? <KeyIngredients ingredients={page.keyIngredients} /> : null}
      <ProductHighlights highlights={page.highlights} />
      <ReviewsRegion product={product} />
    </>
  );
}
