import { data, redirect } from "react-router";
import { guardWrite, shopForm, type WriteContext } from "~/guard/write-guard.server";
import { parseCartRequest } from "./cart-fields";
import { changeCart, readCart, type CartResult } from "./cart.server";
import type { CartView } from "./cart-view";

/** What the /cart route answers: the cart (none when the post was refused before it was read). */
export interface CartRouteData {
  cart: CartView | null;
  notice: string | null;
  added: string | null;
}

const privateHeaders = { "Cache-Control": "private, no-store" };

function answered(result: CartResult) {
  return data<CartRouteData>(result.answer, {
    status: result.status,
    headers: {
      ...privateHeaders,
      ...(result.setCookie ? { "Set-Cookie": result.setCookie } : {}),
    },
  });
}

/** The /cart page's and the drawer's read of the shopper's cart: never cached, never shared. */
export async function cartLoaderAnswer(request: Request) {
  return answered(await readCart(request));
}

/**
 * One cart change through the one write guard (same site only, the cart's rate limit, a small
 * form body), then the cart: add, set a quantity, remove, or checkout (Shopify's checkout for this
 * cart; the demo's explanation without one).
 */
export async function writeCart(request: Request, context: WriteContext) {
  const guarded = await guardWrite(request, context, shopForm("cart"));
  if (!guarded.ok) {
    const { rejection } = guarded;
    return data<CartRouteData>(
      { cart: null, notice: rejection.message, added: null },
      { status: rejection.status, headers: { ...privateHeaders, ...rejection.headers } },
    );
  }
  const body = guarded.body;
  const fields =
    body.kind === "form" ? Object.fromEntries(body.value.entries()) : { ...body.value };
  const change = parseCartRequest(fields);
  if (!change) {
    return data<CartRouteData>(
      { cart: null, notice: "That isn't a change your cart understands.", added: null },
      { status: 422, headers: privateHeaders },
    );
  }
  const result = await changeCart(request, change);
  const checkoutUrl = result.answer.cart.checkoutUrl;
  if (change.intent === "checkout" && checkoutUrl && result.answer.cart.lines.length) {
    return redirect(checkoutUrl, { status: 303, headers: privateHeaders });
  }
  return answered(result);
}
