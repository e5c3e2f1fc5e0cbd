import { useEffect } from "react";
import { data, redirect } from "react-router";
import type { Route } from "./+types/product";
import { lookUpProduct } from "~/catalogue/lookup";
import { productImages, productPath } from "~/catalogue/product";
import { productJsonLd } from "~/catalogue/product-json-ld";
import { relatedProducts } from "~/catalogue/related-products";
import { BuyArea } from "~/components/product/buy-area";
import { FeatureBlock } from "~/components/product/feature-block";
import { KeyIngredients } from "~/components/product/key-ingredients";
import { ProductBanner } from "~/components/product/product-banner";
import { ProductGallery } from "~/components/product/product-gallery";
import { ProductHighlights } from "~/components/product/product-highlights";
import { RelatedProducts } from "~/components/product/related-products";
import { ProductFinePrint, ProductInformation } from "~/components/product/product-information";
import { ProductSummary } from "~/components/product/product-summary";
import type { ReviewActionResult } from "~/components/reviews/review-form";
import { ReviewsSection } from "~/components/reviews/reviews-section";
import { findProductPage } from "~/content/product-pages";
import { trackViewedProduct } from "~/integrations/klaviyo/klaviyo.client";
import { database } from "~/db/connection.server";
import { readReviewInput } from "~/forms/review";
import { caughtInTrap } from "~/lib/bot-trap.server";
import { jsonLd, pageMeta, siteUrlFrom } from "~/lib/seo";
import { emptyReviewPage, isReviewSort, type ReviewPage } from "~/reviews/review-types";
import { submitReview } from "~/reviews/review-service.server";
import { listReviews } from "~/reviews/reviews.server";
import { cachedSummary } from "~/reviews/summary-cache.server";
import { errorSummary, logger } from "~/lib/logger.server";

export const meta: Route.MetaFunction = ({ data, matches }) => {
  if (!data) return [{ title: "Page not found" }];
  const { product, page, reviews } = data;
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
    ...productJsonLd(product, page, siteUrl, reviews).map(jsonLd),
  ];
};

function findProduct(slug: string) {
  const found = lookUpProduct(slug);
  if (found.kind === "alias") throw redirect(productPath(found.product), 301);
  const page = found.kind === "found" ? findProductPage(found.product.slug) : undefined;
  if (found.kind === "missing" || !page) throw data(null, { status: 404 });
  return { product: found.product, page };
}

/** Reads the reviews the URL asks for; a failed read is logged and the page shows none. */
async function readReviews(
  reviewKey: string,
  url: URL,
): Promise<{ reviews: ReviewPage; complete: boolean }> {
  const sortParam = url.searchParams.get("reviewSort");
  const sort = isReviewSort(sortParam) ? sortParam : "newest";
  const requested = Number.parseInt(url.searchParams.get("reviewPages") ?? "1", 10) || 1;
  const pageCount = Math.min(Math.max(requested, 1), 50);
  try {
    const reviews = await listReviews((await database()).db, reviewKey, {
      sort,
      pageCount,
      summaryOf: cachedSummary,
    });
    return { reviews, complete: true };
  } catch (error) {
    logger.error({ event: "reviews_unreadable", reviewKey, ...errorSummary(error) });
    return { reviews: emptyReviewPage(sort), complete: false };
  }
}

export async function loader({ params, request }: Route.LoaderArgs) {
  const { product, page } = findProduct(params.slug);
  const { reviews, complete } = await readReviews(product.reviewKey, new URL(request.url));
  // Without its reviews the page still renders (empty section), but must not be cached.
  return data(
    { product, page, reviews, related: relatedProducts(product) },
    complete ? undefined : { headers: { "Cache-Control": "no-store" } },
  );
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export async function action({ params, request }: Route.ActionArgs): Promise<ReviewActionResult> {
  const { product } = findProduct(params.slug);
  const form = await request.formData();
  const input = { ...readReviewInput(form), productId: product.reviewKey };
  const values = {
    name: typeof input.name === "string" ? input.name : "",
    rating: typeof input.rating === "number" ? input.rating : 0,
    reviewText: typeof input.reviewText === "string" ? input.reviewText : "",
  };
  if (caughtInTrap("review", form)) {
    const review = {
      id: 0,
      productId: product.reviewKey,
      ...values,
      createdAt: new Date().toISOString(),
    };
    return { status: "created", review };
  }
  const result = await submitReview(input);
  if (result.status === "created") return result;
  if (result.status === "invalid") return { status: "invalid", errors: result.errors, values };
  return { status: "failed", values };
}

export default function ProductRoute({
  loaderData: { product, page, reviews, related },
}: Route.ComponentProps) {
  useEffect(() => trackViewedProduct(product), [product]);
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
      <RelatedProducts products={related} />
      <ReviewsSection key={product.slug} product={product} initial={reviews} />
    </>
  );
}
