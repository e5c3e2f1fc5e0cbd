import type { Route } from "./+types/privacy-policy";
import { PolicyPage } from "~/components/content/policy-page";
import { privacyPolicy } from "~/content/policies/privacy-policy";
import { pageMeta, siteUrlFrom } from "~/lib/seo";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: privacyPolicy.title,
    description: privacyPolicy.description,
    path: "/privacy-policy",
    siteUrl: siteUrlFrom(matches),
  });

export function loader() {
  return { policy: privacyPolicy };
}

export default function PrivacyPolicy({ loaderData }: Route.ComponentProps) {
  return <PolicyPage policy={loaderData.policy} />;
}
