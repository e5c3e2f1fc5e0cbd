import { data } from "react-router";
import type { Route } from "./+types/policy";
import { PolicyPage } from "~/components/content/policy-page";
import { privacyPolicy } from "~/content/policies/privacy-policy";
import { termsOfService } from "~/content/policies/terms-of-service";
import { pageMeta, siteUrlFrom } from "~/lib/seo";

// One module for the two policy pages; the route config maps each path to it under its own id.
const policies = { "/privacy-policy": privacyPolicy, "/terms-of-service": termsOfService };

export function loader({ request }: Route.LoaderArgs) {
  const path = new URL(request.url).pathname.toLowerCase().replace(/\/+$/, "");
  if (!(path in policies)) throw data(null, { status: 404 });
  return { path, policy: policies[path as keyof typeof policies] };
}

export const meta: Route.MetaFunction = ({ data: loaded, matches }) =>
  loaded
    ? pageMeta({
        title: loaded.policy.title,
        description: loaded.policy.description,
        path: loaded.path,
        siteUrl: siteUrlFrom(matches),
      })
    : [{ title: "Page not found" }];

export default function Policy({ loaderData }: Route.ComponentProps) {
  return <PolicyPage policy={loaderData.policy} />;
}
