import { findProductBySlug } from "~/catalogue/lookup";
import { productImages } from "~/catalogue/product";
import { env } from "~/env.server";
import { storefrontRequester } from "~/integrations/shopify/storefront-client.server";
import { liveFigures } from "~/integrations/shopify/storefront-figures.server";
import { errorSummary, logger } from "~/lib/logger.server";
import { cartIdCookie, cartIdOf, demoLinesCookie, demoLinesOf } from "./cart-cookies.server";
import type { CartRequest } from "./cart-fields";
import { emptyCart, lineLimit, sumMoney, type CartAnswer, type CartView } from "./cart-view";
import {
  addToDemoCart,
  demoCartCount,
  parseDemoCart,
  setDemoCartQuantity,
  type DemoCartLine,
} from "./demo-cart";
import {
  cartViewOf,
  shopifyCartApi,
  unplacedWarnings,
  type CartChange,
  type ShopifyCartApi,
} from "./shopify-cart.server";

/** A cart answer with the status it is sent with and the cookie that keeps the cart, if it changed. */
export interface CartResult {
  answer: CartAnswer;
  status: number;
  setCookie?: string;
}

const unavailableNotice =
  "Our cart is unavailable right now. Please try again in a moment, or contact us.";
const demoCheckoutNotice =
  "This store is running in demo mode: checkout opens once a Shopify store is configured. Your cart is kept in this browser so you can try everything else.";
const refusedNotice = "We couldn't change your cart. Please try again.";

const answer = (cart: CartView, notice: string | null = null, added: string | null = null) => ({
  cart,
  notice,
  added,
});

let api: ShopifyCartApi | undefined;
/** Shopify's Cart API for this store, or undefined: the demo cart runs instead. */
function shopifyApi(): ShopifyCartApi | undefined {
  const { SHOPIFY_STORE_DOMAIN, SHOPIFY_STOREFRONT_TOKEN, SHOPIFY_STOREFRONT_API_URL } = env();
  if (!SHOPIFY_STORE_DOMAIN || !SHOPIFY_STOREFRONT_TOKEN) return undefined;
  api ??= shopifyCartApi(
    storefrontRequester({
      domain: SHOPIFY_STORE_DOMAIN,
      token: SHOPIFY_STOREFRONT_TOKEN,
      apiUrl: SHOPIFY_STOREFRONT_API_URL,
      timeoutMs: 10_000,
    }),
  );
  return api;
}

// ---- The demo cart: lines by slug in a cookie, priced from the catalogue. ----

function demoView(lines: readonly DemoCartLine[]): CartView {
  const shown = lines.flatMap((line) => {
    const product = findProductBySlug(line.slug);
    if (!product) return [];
    return [
      {
        id: product.slug,
        slug: product.slug,
        name: product.name,
        image: productImages(product)[0] ?? null,
        plan: null,
        unitPrice: product.price,
        lineTotal: sumMoney(Array.from({ length: line.quantity }, () => product.price)),
        quantity: line.quantity,
        maxQuantity: lineLimit(null),
        warning: null,
      },
    ];
  });
  return {
    kind: "demo",
    lines: shown,
    count: demoCartCount(lines),
    subtotal: sumMoney(shown.map((line) => line.lineTotal)),
    checkoutUrl: null,
  };
}

async function demoChange(request: Request, change: CartRequest): Promise<CartResult> {
  const lines = parseDemoCart(JSON.stringify((await demoLinesOf(request)) ?? []));
  if (change.intent === "checkout") {
    return { answer: answer(demoView(lines), demoCheckoutNotice), status: 200 };
  }
  const next =
    change.intent === "add"
      ? addToDemoCart(lines, change.slug, change.quantity)
      : setDemoCartQuantity(lines, change.lineId, change.intent === "remove" ? 0 : change.quantity);
  return {
    answer: answer(demoView(next), null, change.intent === "add" ? change.slug : null),
    status: 200,
    setCookie: await demoLinesCookie(request, next),
  };
}

// ---- Shopify's cart. ----

async function shopifyAdd(
  cartApi: ShopifyCartApi,
  cartId: string | null,
  change: Extract<CartRequest, { intent: "add" }>,
): Promise<CartChange | string> {
  const purchase = liveFigures()?.[change.slug]?.purchase;
  if (!purchase) return "This product can't be added to the cart right now. Please try again soon.";
  if (change.planId && !purchase.subscriptions.some((plan) => plan.id === change.planId)) {
    return "That subscription isn't offered for this product any more. Please choose again.";
  }
  const line = {
    variantId: purchase.variantId,
    quantity: change.quantity,
    ...(change.planId ? { sellingPlanId: change.planId } : {}),
  };
  if (cartId) {
    const added = await cartApi.add(cartId, line);
    if (added.cart) return added;
  }
  // No cart yet, or one Shopify no longer has (expired, or checked out): a new one.
  return cartApi.create(line);
}

async function shopifyChange(
  cartApi: ShopifyCartApi,
  request: Request,
  change: CartRequest,
): Promise<CartResult> {
  const cartId = await cartIdOf(request);
  if (change.intent === "add") {
    const outcome = await shopifyAdd(cartApi, cartId, change);
    if (typeof outcome === "string") {
      const current = cartId ? await cartApi.read(cartId) : null;
      return { answer: answer(cartViewOf(current), outcome), status: 422 };
    }
    return changed(request, cartId, outcome, change.slug);
  }
  const current = cartId ? await cartApi.read(cartId) : null;
  if (!current || change.intent === "checkout") {
    const notice = current ? null : "Your cart is empty, or it has expired. Please add again.";
    return { answer: answer(cartViewOf(current), notice), status: current ? 200 : 409 };
  }
  const outcome =
    change.intent === "remove" || change.quantity === 0
      ? await cartApi.remove(current.id, change.lineId)
      : await cartApi.update(current.id, change.lineId, change.quantity);
  return changed(request, cartId, outcome, null);
}

async function changed(
  request: Request,
  cartId: string | null,
  outcome: CartChange,
  added: string | null,
): Promise<CartResult> {
  const notices = unplacedWarnings(outcome);
  if (outcome.userErrors.length) notices.push(refusedNotice);
  const ok = outcome.cart !== null && outcome.userErrors.length === 0;
  const newId = outcome.cart?.id ?? null;
  return {
    answer: answer(
      cartViewOf(outcome.cart, outcome.warnings),
      notices.length ? notices.join(" ") : null,
      ok && notices.length === 0 ? added : null,
    ),
    status: ok ? 200 : 422,
    ...(newId !== cartId ? { setCookie: await cartIdCookie(request, newId) } : {}),
  };
}

// ---- What the route calls. ----

/** The shopper's cart, as the header, the drawer and /cart show it. */
export async function readCart(request: Request): Promise<CartResult> {
  const cartApi = shopifyApi();
  if (!cartApi) {
    const lines = parseDemoCart(JSON.stringify((await demoLinesOf(request)) ?? []));
    return { answer: answer(demoView(lines)), status: 200 };
  }
  const cartId = await cartIdOf(request);
  if (!cartId) return { answer: answer(emptyCart("shopify")), status: 200 };
  try {
    const cart = await cartApi.read(cartId);
    return {
      answer: answer(cartViewOf(cart)),
      status: 200,
      // A cart Shopify no longer has is forgotten.
      ...(cart ? {} : { setCookie: await cartIdCookie(request, null) }),
    };
  } catch (error) {
    logger.warn({ event: "cart_unavailable", ...errorSummary(error) });
    return { answer: answer(emptyCart("shopify"), unavailableNotice), status: 503 };
  }
}

/** Makes one change to the shopper's cart: add, set a quantity, remove, or ask for checkout. */
export async function changeCart(request: Request, change: CartRequest): Promise<CartResult> {
  const cartApi = shopifyApi();
  if (!cartApi) return demoChange(request, change);
  try {
    return await shopifyChange(cartApi, request, change);
  } catch (error) {
    logger.warn({ event: "cart_unavailable", intent: change.intent, ...errorSummary(error) });
    return { answer: answer(emptyCart("shopify"), unavailableNotice), status: 503 };
  }
}
