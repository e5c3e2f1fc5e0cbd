import type { Route } from "./+types/mens-health";
import { catalogueRatingsLoader } from "~/reviews/catalogue-ratings.server";
import { ListingPage } from "~/components/catalogue/listing-page";
import { SubscribeBlock } from "~/newsletter/subscribe-block";
import { mensHealthListing as listing } from "~/catalogue/listings";
import { pageMeta, siteUrlFrom } from "~/lib/seo";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: listing.title,
    description: listing.description,
    path: "/mens-health",
    siteUrl: siteUrlFrom(matches),
  });

export const loader = catalogueRatingsLoader;

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export default function MensHealth({ loaderData: { ratings } }: Route.ComponentProps) {
  return (
    <>
      <ListingPage listing={listing} ratings={ratings} />
      <SubscribeBlock />
    </>
  );
}
