import { data, useLocation } from "react-router";
import type { Route } from "./+types/listing";
import { listingAt } from "~/catalogue/listings";
import { ListingPage } from "~/sections/catalogue/listing-page";
import { SubscribeBlock } from "~/newsletter/subscribe-block";
import { notFoundTitle, pageMeta, siteUrlFrom } from "~/lib/seo";
import { catalogueRatingsLoader } from "~/reviews/catalogue-ratings.server";
import { HydrationSlice } from "~/ui/hydration-slice";

// One module for the men's and women's pages (/mens-health, /womens-health); the route config maps
// each path to it under its own id.

export function loader({ request }: Route.LoaderArgs) {
  if (!listingAt(new URL(request.url).pathname)) throw data(null, { status: 404 });
  return catalogueRatingsLoader();
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: Route.MetaFunction = ({ location, matches }) => {
  const listing = listingAt(location.pathname);
  if (!listing) return [{ title: notFoundTitle }];
  return pageMeta({ ...listing, siteUrl: siteUrlFrom(matches) });
};

export default function Listing({ loaderData: { ratings } }: Route.ComponentProps) {
  // The loader answered 404 for any other path.
  const listing = listingAt(useLocation().pathname)!;
  return (
    <>
      <ListingPage listing={listing} ratings={ratings} />
      <HydrationSlice>
        <SubscribeBlock />
      </HydrationSlice>
    </>
  );
}
