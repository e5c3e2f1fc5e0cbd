import type { Route } from "./+types/home";
import { ProductBrowser } from "~/components/catalogue/product-browser";
import { Hero } from "~/components/home/hero";
import { ShopByBenefits } from "~/components/home/shop-by-benefits";
import { SubscribeBlock } from "~/components/home/subscribe-block";
import { TrustSection } from "~/components/home/trust-section";
import { site } from "~/config/site";
import { pageMeta, siteUrlFrom } from "~/lib/seo";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: site.brandName,
    description:
      "Herbal and wellness supplements for men's health, women's health, reproductive health, detox and longevity. Free US shipping over $250.",
    path: "/",
    siteUrl: siteUrlFrom(matches),
  });

export default function Home() {
  return (
    <>
      <Hero />
      <ProductBrowser />
      <ShopByBenefits />
      <TrustSection />
      <SubscribeBlock />
    </>
  );
}
