import { orFailed } from "~/forms/unreachable";
import type { Route } from "./+types/subscribe";
import { BackLink } from "~/sections/content/back-link";
import { SubscribeBlock } from "~/newsletter/subscribe-block";
import { site } from "~/config/site";
import { formAnswer, formPageHeaders } from "~/guard/form-write.server";
import { pageMeta, siteUrlFrom } from "~/lib/seo";
import { writeSignUp } from "~/newsletter/subscribe-write.server";

export const meta: Route.MetaFunction = ({ matches }) => [
  ...pageMeta({
    title: "Subscribe to our emails",
    description: `Sign up for ${site.brandName} emails: new formulas, seasonal wellness guides and members-only offers.`,
    path: "/subscribe",
    siteUrl: siteUrlFrom(matches),
  }),
  { name: "robots", content: "noindex" },
];

/**
 * The sign-up form's one action. With JavaScript every page's Subscribe block posts here with a
 * fetcher and shows the answer in place; without, the browser lands on this page with the answer.
 */
export const headers: Route.HeadersFunction = formPageHeaders;

export async function action({ request, context }: Route.ActionArgs) {
  return formAnswer(await writeSignUp(request, context));
}

export async function clientAction({ serverAction }: Route.ClientActionArgs) {
  return orFailed(serverAction);
}

export default function Subscribe() {
  return (
    <div className="pb-4">
      <div className="mx-auto max-w-7xl px-4 pt-10 sm:px-6">
        <BackLink to="/">Back to Home</BackLink>
      </div>
      <SubscribeBlock headingLevel="h1" />
    </div>
  );
}
