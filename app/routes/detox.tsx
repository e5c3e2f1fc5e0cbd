import type { Route } from "./+types/detox";
import { CollectionPage } from "~/components/catalogue/collection-page";
import { detoxCollection as collection } from "~/catalogue/collections";
import { pageMeta, siteUrlFrom } from "~/lib/seo";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: collection.title,
    description: collection.description,
    path: collection.path,
    siteUrl: siteUrlFrom(matches),
  });

export default function Detox() {
  return <CollectionPage collection={collection} />;
}
