import type { Route } from "./+types/reproductive-health";
import { CollectionPage } from "~/components/catalogue/collection-page";
import { reproductiveHealthCollection as collection } from "~/catalogue/collections";
import { pageMeta, siteUrlFrom } from "~/lib/seo";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: collection.title,
    description: collection.description,
    path: collection.path,
    siteUrl: siteUrlFrom(matches),
  });

export default function ReproductiveHealth() {
  return <CollectionPage collection={collection} />;
}
