import type { Route } from "./+types/womens-health";
import { ListingPage } from "~/components/catalogue/listing-page";
import { SubscribeBlock } from "~/components/home/subscribe-block";
import { womensHealthListing as listing } from "~/catalogue/listings";
import { pageMeta, siteUrlFrom } from "~/lib/seo";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: listing.title,
    description: listing.description,
    path: "/womens-health",
    siteUrl: siteUrlFrom(matches),
  });

export default function WomensHealth() {
  return (
    <>
      <ListingPage listing={listing} />
      <SubscribeBlock />
    </>
  );
}
