import type { Route } from "./+types/longevity";
import { CollectionPage } from "~/components/catalogue/collection-page";
import { longevityCollection as collection } from "~/catalogue/collections";
import { pageMeta, siteUrlFrom } from "~/lib/seo";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: collection.title,
    description: collection.description,
    path: collection.path,
    siteUrl: siteUrlFrom(matches),
  });

export default function Longevity() {
  return <CollectionPage collection={collection} />;
}
