import { Link } from "react-router";
import { orFailed } from "~/forms/unreachable";
import type { Route } from "./+types/back-in-stock";
import { findProductBySlug } from "~/catalogue/lookup";
import { productPath } from "~/catalogue/product";
import { writeBackInStock } from "~/cart/back-in-stock-write.server";
import { formAnswer, formPageHeaders } from "~/guard/form-write.server";
import { pageMeta, siteUrlFrom } from "~/lib/seo";

export const meta: Route.MetaFunction = ({ matches }) => [
  ...pageMeta({
    title: "Back in stock",
    description: "Ask to be emailed when a sold-out product is back in stock.",
    path: "/back-in-stock",
    siteUrl: siteUrlFrom(matches),
  }),
  { name: "robots", content: "noindex" },
];

export const headers: Route.HeadersFunction = formPageHeaders;

/** The "Notify me when it's back" form's one action (in place with JavaScript; this page without). */
export async function action({ request, context }: Route.ActionArgs) {
  return formAnswer(await writeBackInStock(request, context));
}

export async function clientAction({ serverAction }: Route.ClientActionArgs) {
  return orFailed(serverAction);
}

export default function BackInStock({ actionData }: Route.ComponentProps) {
  const product =
    actionData?.status === "requested" ? findProductBySlug(actionData.slug) : undefined;
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
      <h1 className="text-4xl font-semibold sm:text-5xl">Back in stock</h1>
      <p role="status" className="mt-4 text-ink">
        {product
          ? `Thanks! We'll email you when ${product.name} is back.`
          : actionData?.status === "rejected"
            ? actionData.message
            : "Ask from a sold-out product's page to be emailed when it is back."}
      </p>
      {actionData && actionData.status !== "requested" && actionData.status !== "rejected" ? (
        <p className="mt-2 text-ink-soft">
          We couldn't save your request. Please go back to the product and try again.
        </p>
      ) : null}
      <Link
        to={product ? productPath(product) : "/"}
        className="mt-6 inline-block font-semibold text-leaf underline"
      >
        {product ? `Back to ${product.name}` : "Back to Home"}
      </Link>
    </div>
  );
}
