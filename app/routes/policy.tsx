import { data } from "react-router";
import type { Route } from "./+types/policy";
import { PolicyPage } from "~/sections/content/policy-page";
import { longDate } from "~/lib/dates";
import { privacyPolicy } from "~/content/policies/privacy-policy";
import { termsOfService } from "~/content/policies/terms-of-service";
import { pagePath } from "~/config/navigation";
import { withAddresses } from "~/config/store-addresses";
import type { Policy as PolicyContent } from "~/content/policy";
import { env, storeAddresses } from "~/env.server";
import { notFoundTitle, pageMeta, siteUrlFrom } from "~/lib/seo";

// One module for the two policy pages; the route config maps each path to it under its own id.
const policies = { "/privacy-policy": privacyPolicy, "/terms-of-service": termsOfService };

export function loader({ request }: Route.LoaderArgs) {
  const path = pagePath(new URL(request.url).pathname);
  if (!(path in policies)) throw data(null, { status: 404 });
  const policy: PolicyContent = policies[path as keyof typeof policies];
  // The store's configured addresses, or words saying this demo store has none.
  const addresses = storeAddresses(env());
  return {
    path,
    // Written here, on the server, so the page's script carries no date formatting.
    effectiveDate: longDate(new Date(policy.effectiveDate)),
    policy: {
      ...policy,
      intro: withAddresses(policy.intro, addresses),
      sections: policy.sections.map((section) => ({
        ...section,
        body: withAddresses(section.body, addresses),
      })),
    },
  };
}

export const meta: Route.MetaFunction = ({ data: loaded, matches }) =>
  loaded
    ? pageMeta({
        title: loaded.policy.title,
        description: loaded.policy.description,
        path: loaded.path,
        siteUrl: siteUrlFrom(matches),
      })
    : [{ title: notFoundTitle }];

export default function Policy({ loaderData }: Route.ComponentProps) {
  return <PolicyPage policy={loaderData.policy} effectiveDate={loaderData.effectiveDate} />;
}
