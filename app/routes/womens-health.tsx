import type { Route } from "./+types/womens-health";
import { catalogueRatingsLoader } from "~/reviews/catalogue-ratings.server";
import { ListingPage } from "~/components/catalogue/listing-page";
import { SubscribeBlock } from "~/newsletter/subscribe-block";
import { womensHealthListing as listing } from "~/catalogue/listings";
import { pageMeta, siteUrlFrom } from "~/lib/seo";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: listing.title,
    description: listing.description,
    path: "/womens-health",
    siteUrl: siteUrlFrom(matches),
  });

export const loader = catalogueRatingsLoader;

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export default function WomensHealth({ loaderData: { ratings } }: Route.ComponentProps) {
  return (
    <>
      <ListingPage listing={listing} ratings={ratings} />
      <SubscribeBlock />
    </>
  );
}
