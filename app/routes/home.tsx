import { useEffect, useState } from "react";
import type { Route } from "./+types/home";
import { catalogueRatingsLoader } from "~/reviews/catalogue-ratings.server";
import { ProductBrowser } from "~/sections/catalogue/product-browser";
import { Hero } from "~/sections/home/hero";
import { ShopByBenefits } from "~/sections/home/shop-by-benefits";
import { SubscribeBlock } from "~/newsletter/subscribe-block";
import { TrustSection } from "~/sections/home/trust-section";
import { HydrationSlice } from "~/ui/hydration-slice";
import { useHydrated } from "~/hooks/use-hydrated";
import { logoPath } from "~/config/icons";
import { site } from "~/config/site";
import { addressesFrom } from "~/config/store-addresses";
import { openSignupForm, type SignupFormClock } from "~/integrations/klaviyo/klaviyo.client";
import { jsonLd, pageMeta, siteUrlFrom } from "~/lib/seo";

export const meta: Route.MetaFunction = ({ matches }) => {
  const siteUrl = siteUrlFrom(matches);
  return [
    ...pageMeta({
      title: site.brandName,
      description:
        "Herbal and wellness supplements for men's health, women's health, reproductive health, detox and longevity. Free US shipping over $250.",
      path: "/",
      siteUrl,
    }),
    jsonLd({
      "@context": "https://schema.org",
      "@type": "Organization",
      name: site.brandName,
      url: `${siteUrl}/`,
      logo: `${siteUrl}${logoPath}`,
      // Only a configured address: a demo store has none.
      ...(addressesFrom(matches).support ? { email: addressesFrom(matches).support } : {}),
      sameAs: [site.social.href],
    }),
    jsonLd({
      "@context": "https://schema.org",
      "@type": "WebSite",
      name: site.brandName,
      url: `${siteUrl}/`,
      potentialAction: {
        "@type": "SearchAction",
        target: { "@type": "EntryPoint", urlTemplate: `${siteUrl}/search?q={search_term_string}` },
        "query-input": "required name=search_term_string",
      },
    }),
  ];
};

export const loader = catalogueRatingsLoader;

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export default function Home({ loaderData: { ratings } }: Route.ComponentProps) {
  // Rendered while hydrating, Home is the page the document landed on; after that, a link's.
  const [openFrom] = useState<SignupFormClock>(useHydrated() ? "arrival" : "load");
  useEffect(() => openSignupForm(openFrom), [openFrom]);
  return (
    <>
      <Hero />
      <HydrationSlice>
        <ProductBrowser ratings={ratings} />
        <HydrationSlice>
          <ShopByBenefits />
          <TrustSection />
          <SubscribeBlock />
        </HydrationSlice>
      </HydrationSlice>
    </>
  );
}
