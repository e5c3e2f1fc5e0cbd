import type { Route } from "./+types/reproductive-health";
import { catalogueRatingsLoader } from "~/reviews/catalogue-ratings.server";
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

export const loader = catalogueRatingsLoader;

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export default function ReproductiveHealth({ loaderData: { ratings } }: Route.ComponentProps) {
  return <CollectionPage collection={collection} ratings={ratings} />;
}
