import { Suspense, useEffect } from "react";
import { data, redirect } from "react-router";
import { orFailed } from "~/forms/unreachable";
import type { Route } from "./+types/product";
import { lookUpProduct } from "~/catalogue/lookup";
import { productImages, productPath } from "~/catalogue/product";
import { productJsonLd } from "~/catalogue/product-json-ld";
import { figuresOf, withFigures } from "~/catalogue/figures";
import { liveFigures } from "~/integrations/shopify/storefront-figures.server";
import { buyOptionsOf } from "~/cart/buy-options.server";
import { relatedProducts } from "~/catalogue/related-products";
import { BuyArea } from "~/sections/product/buy-area";
import { NotifyMeForm } from "~/cart/notify-me-form";
import { FeatureBlock } from "~/sections/product/feature-block";
import { ProductBanner } from "~/sections/product/product-banner";
import { ProductGallery } from "~/sections/product/product-gallery";
import { ProductHighlights } from "~/sections/product/product-highlights";
import { RelatedProducts } from "~/sections/product/related-products";
import { ProductFinePrint, ProductInformation } from "~/sections/product/product-information";
import { ProductSummary } from "~/sections/product/product-summary";
import { ReviewsSection } from "~/reviews/reviews-section";
import { findProductPage } from "~/content/product-pages";
import { trackViewedProduct } from "~/integrations/klaviyo/klaviyo.client";
import { database } from "~/db/connection.server";
import { formAnswer, formPageHeaders } from "~/guard/form-write.server";
import { productPreview } from "~/lib/previews";
import { jsonLd, notFoundTitle, pageMeta, siteUrlFrom } from "~/lib/seo";
import { useLiveRating } from "~/reviews/use-live-rating";
import { emptyReviewPage, isReviewSort, type ReviewPage } from "~/reviews/review-types";
import { readCatalogueRatings } from "~/reviews/catalogue-ratings.server";
import { reviewCache } from "~/reviews/review-cache.server";
import { decodeCursor } from "~/reviews/review-cursor";
import { writeReview } from "~/reviews/review-write.server";
import { errorSummary, logger } from "~/lib/logger.server";
import { lazyAfterInteractive } from "~/integrations/after-interactive";
import { HydrationSlice } from "~/ui/hydration-slice";
import { readPageQuestions } from "~/questions/questions.server";
import { writeQuestion } from "~/questions/question-write.server";
import { askParameter } from "~/questions/question-types";
import type { QuestionOutcome } from "~/questions/question-fields";

/**
 * The key ingredients, below the fold and without controls, with an icon each (26 icons to choose
 * from): their code hydrates once the page is interactive, outside the page's first script.
 */
const KeyIngredients = lazyAfterInteractive(() =>
  import("~/sections/product/key-ingredients").then((module) => module.KeyIngredients),
);

/**
 * The questions section, below the reviews, hydrates in a slice of its own once the page is
 * interactive and the browser idle: the server's HTML shows it at once (a `<details>` opens the
 * form without JavaScript), and its code is neither in the page's first script nor fetched while
 * the rest of the page hydrates. The server renders it at once.
 */
const QuestionsSection = lazyAfterInteractive(() =>
  import("~/questions/questions-section").then((module) => module.QuestionsSection),
);

export const meta: Route.MetaFunction = ({ data, matches }) => {
  if (!data) return [{ title: notFoundTitle }];
  const { product, page, reviews, availableForSale } = data;
  const siteUrl = siteUrlFrom(matches);
  return [
    ...pageMeta({
      title: product.name,
      description: page.description,
      path: productPath(product),
      siteUrl,
      image: productPreview(product),
      type: "product",
    }),
    ...productJsonLd(product, page, siteUrl, reviews, availableForSale).map(jsonLd),
  ];
};

function findProduct(slug: string) {
  const found = lookUpProduct(slug);
  if (found.kind === "alias") throw redirect(productPath(found.product), 301);
  const page = found.kind === "found" ? findProductPage(found.product.slug) : undefined;
  if (found.kind === "missing" || !page) throw data(null, { status: 404 });
  return { product: found.product, page };
}

/**
 * Reads the reviews the URL asks for: the first page of a sort (`?reviewSort=`), or the page after
 * a cursor (`?reviewCursor=`, the no-JavaScript "Show more"; one that is not ours, or of another
 * sort, shows the first page). A failed read is logged and the page shows none.
 */
async function readReviews(
  reviewKey: string,
  url: URL,
): Promise<{ reviews: ReviewPage; continued: boolean; complete: boolean }> {
  const sortParam = url.searchParams.get("reviewSort");
  const sort = isReviewSort(sortParam) ? sortParam : "newest";
  const cursorParam = url.searchParams.get("reviewCursor");
  const decoded = cursorParam === null ? undefined : decodeCursor(cursorParam, sort);
  const after = decoded?.ok ? decoded.cursor : undefined;
  const verifiedOnly = url.searchParams.get("reviewFilter") === "verified";
  try {
    const reviews = await reviewCache.page((await database()).db, reviewKey, {
      sort,
      after,
      verifiedOnly,
    });
    return { reviews, continued: after !== undefined, complete: true };
  } catch (error) {
    logger.error({ event: "reviews_unreadable", reviewKey, ...errorSummary(error) });
    return { reviews: emptyReviewPage(sort), continued: false, complete: false };
  }
}

export async function loader({ params, request }: Route.LoaderArgs) {
  const found = findProduct(params.slug);
  const page = found.page;
  // Shopify's price and availability as last read (the catalogue's without Shopify): the page,
  // its JSON-LD and its tracking events all use this one product record.
  const figures = figuresOf(found.product, liveFigures());
  const product = withFigures(found.product, figures);
  const [{ reviews, continued, complete }, cards, asked] = await Promise.all([
    readReviews(product.reviewKey, new URL(request.url)),
    readCatalogueRatings(),
    readPageQuestions(async () => (await database()).db, product.reviewKey),
  ]);
  // Without its reviews, questions or the related cards' figures the page still renders, but must
  // not be cached.
  return data(
    {
      product,
      availableForSale: figures.availableForSale,
      ...buyOptionsOf(figures),
      page,
      reviews,
      reviewsContinued: continued,
      related: relatedProducts(product),
      ratings: cards.ratings,
      questions: asked.questions,
      questionsLiveId: asked.newestLiveId,
    },
    complete && cards.complete && asked.complete
      ? undefined
      : { headers: { "Cache-Control": "no-store" } },
  );
}

export const headers: Route.HeadersFunction = formPageHeaders;

export async function action({ params, request, context }: Route.ActionArgs) {
  const { product } = findProduct(params.slug);
  // The question form posts to `?ask`; the review form to the page itself.
  if (new URL(request.url).searchParams.has(askParameter)) {
    return formAnswer(await writeQuestion(request, context, product.reviewKey));
  }
  return formAnswer(await writeReview(request, context, product.reviewKey));
}

export async function clientAction({ serverAction }: Route.ClientActionArgs) {
  return orFailed(serverAction);
}

export default function ProductRoute({
  loaderData: {
    product,
    availableForSale,
    buyOptions,
    checkoutHref,
    page,
    reviews,
    reviewsContinued,
    related,
    ratings,
    questions,
    questionsLiveId,
  },
  actionData,
}: Route.ComponentProps) {
  const askedOnPage =
    (actionData as QuestionOutcome | undefined)?.form === "question"
      ? (actionData as QuestionOutcome)
      : undefined;
  useEffect(() => trackViewedProduct(product), [product]);
  const { rating, onSummaryChange } = useLiveRating(product, reviews);
  return (
    <>
      <div className="mx-auto grid max-w-7xl items-start gap-8 px-4 py-8 sm:px-6 md:grid-cols-2 lg:gap-14 lg:py-12">
        <ProductGallery key={product.slug} name={product.name} images={productImages(product)} />
        <div className="flex flex-col gap-6">
          <ProductSummary product={product} page={page} rating={rating} />
          <BuyArea
            product={product}
            page={page}
            availableForSale={availableForSale}
            options={buyOptions}
            checkoutHref={checkoutHref}
            soldOut={<NotifyMeForm product={product} />}
          />
          {page.showInformation ? (
            <ProductInformation page={page} />
          ) : (
            <ProductFinePrint page={page} />
          )}
        </div>
      </div>
      <HydrationSlice>
        {page.featureBlock ? <FeatureBlock {...page.featureBlock} /> : null}
        {page.banner ? <ProductBanner {...page.banner} /> : null}
        {page.keyIngredients ? (
          <Suspense fallback={null}>
            <KeyIngredients ingredients={page.keyIngredients} />
          </Suspense>
        ) : null}
        <ProductHighlights highlights={page.highlights} />
        <RelatedProducts products={related} ratings={ratings} />
        <ReviewsSection
          key={product.slug}
          product={product}
          initial={reviews}
          continued={reviewsContinued}
          onSummaryChange={onSummaryChange}
        />
        <Suspense fallback={null}>
          <QuestionsSection
            key={`questions-${product.slug}`}
            path={productPath(product)}
            reviewKey={product.reviewKey}
            questions={questions}
            newestLiveId={questionsLiveId}
            askedOnPage={askedOnPage?.status === "asked" ? askedOnPage.question : undefined}
          />
        </Suspense>
      </HydrationSlice>
    </>
  );
}
