import type { Route } from "./+types/terms-of-service";
import { PolicyPage } from "~/components/content/policy-page";
import { termsOfService } from "~/content/policies/terms-of-service";
import { pageMeta, siteUrlFrom } from "~/lib/seo";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: termsOfService.title,
    description: termsOfService.description,
    path: "/terms-of-service",
    siteUrl: siteUrlFrom(matches),
  });

export function loader() {
  return { policy: termsOfService };
}

export default function TermsOfService({ loaderData }: Route.ComponentProps) {
  return <PolicyPage policy={loaderData.policy} />;
}
