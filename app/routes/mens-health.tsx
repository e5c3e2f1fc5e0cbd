import type { Route } from "./+types/mens-health";
import { ListingPage } from "~/components/catalogue/listing-page";
import { SubscribeBlock } from "~/components/home/subscribe-block";
import { mensHealthListing as listing } from "~/catalogue/listings";
import { pageMeta, siteUrlFrom } from "~/lib/seo";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: listing.title,
    description: listing.description,
    path: "/mens-health",
    siteUrl: siteUrlFrom(matches),
  });

export default function MensHealth() {
  return (
    <>
      <ListingPage listing={listing} />
      <SubscribeBlock />
    </>
  );
}
