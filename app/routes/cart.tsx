import { orFailed } from "~/forms/unreachable";
import type { Route } from "./+types/cart";
import { CartPage } from "~/cart/cart-page";
import { cartLoaderAnswer, writeCart } from "~/cart/cart-write.server";
import { formPageHeaders } from "~/guard/form-write.server";
import { pageMeta, siteUrlFrom } from "~/lib/seo";

export const meta: Route.MetaFunction = ({ matches }) => [
  ...pageMeta({
    title: "Your cart",
    description: "The products in your cart, their quantities and subtotal, and checkout.",
    path: "/cart",
    siteUrl: siteUrlFrom(matches),
  }),
  { name: "robots", content: "noindex" },
];

export const headers: Route.HeadersFunction = formPageHeaders;

export function loader({ request }: Route.LoaderArgs) {
  return cartLoaderAnswer(request);
}

/** Every cart change: the product page's Add to cart, the drawer's and this page's forms. */
export function action({ request, context }: Route.ActionArgs) {
  return writeCart(request, context);
}

export async function clientAction({ serverAction }: Route.ClientActionArgs) {
  return orFailed(serverAction);
}

export default function Cart({ loaderData, actionData }: Route.ComponentProps) {
  return <CartPage loaded={loaderData} changed={actionData} />;
}
