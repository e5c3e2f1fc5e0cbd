import { data } from "react-router";
import type { Route } from "./+types/collection";
import { collectionAt } from "~/catalogue/collections";
import { CollectionPage } from "~/components/catalogue/collection-page";
import { pageMeta, siteUrlFrom } from "~/lib/seo";

// One module for the three collection pages (/reproductive-health, /detox, /longevity); the route
// config maps each path to it under its own id.

export function loader({ request }: Route.LoaderArgs) {
  const collection = collectionAt(new URL(request.url).pathname);
  if (!collection) throw data(null, { status: 404 });
  return { path: collection.path };
}

export const meta: Route.MetaFunction = ({ data: loaded, matches }) => {
  const collection = loaded && collectionAt(loaded.path);
  if (!collection) return [{ title: "Page not found" }];
  return pageMeta({
    title: collection.title,
    description: collection.description,
    path: collection.path,
    siteUrl: siteUrlFrom(matches),
  });
};

export default function Collection({ loaderData }: Route.ComponentProps) {
  return <CollectionPage collection={collectionAt(loaderData.path)!} />;
}
