import { data } from "react-router";
import type { Route } from "./+types/collection";
import { collectionAt } from "~/catalogue/collections";
import { CollectionPage } from "~/sections/catalogue/collection-page";
import { notFoundTitle, pageMeta, siteUrlFrom } from "~/lib/seo";
import { readCatalogueRatings } from "~/reviews/catalogue-ratings.server";

// One module for the three collection pages (/reproductive-health, /detox, /longevity); the route
// config maps each path to it under its own id.

export async function loader({ request }: Route.LoaderArgs) {
  const collection = collectionAt(new URL(request.url).pathname);
  if (!collection) throw data(null, { status: 404 });
  const { ratings, complete } = await readCatalogueRatings();
  // Cards rendered without the stored reviews' figures must not be cached.
  return data(
    { path: collection.path, ratings },
    complete ? undefined : { headers: { "Cache-Control": "no-store" } },
  );
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: Route.MetaFunction = ({ data: loaded, matches }) => {
  const collection = loaded && collectionAt(loaded.path);
  if (!collection) return [{ title: notFoundTitle }];
  return pageMeta({ ...collection, siteUrl: siteUrlFrom(matches) });
};

export default function Collection({ loaderData }: Route.ComponentProps) {
  return (
    <CollectionPage collection={collectionAt(loaderData.path)!} ratings={loaderData.ratings} />
  );
}
