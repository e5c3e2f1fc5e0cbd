import * as z from "zod/mini";
import { catalogue } from "~/catalogue/catalogue";

/** What the store keeps of a Shopify order: nothing beyond what review requests need. */
export interface KeptOrder {
  shopifyOrderId: string;
  email: string | null;
  firstName: string | null;
  /** Our review keys of the products bought, each once, in the order's order. */
  reviewKeys: string[];
  /** When the order was fulfilled (orders/fulfilled), or null (orders/create). */
  fulfilledAt: Date | null;
}

const id = z.union([z.number(), z.string()]);
const text = z.optional(z.nullable(z.string()));
const named = z.optional(z.nullable(z.object({ first_name: text })));

/** The parts of Shopify's order payload (REST webhook shape) the store reads; the rest is ignored. */
const orderPayload = z.object({
  id,
  email: text,
  contact_email: text,
  customer: named,
  billing_address: named,
  shipping_address: named,
  line_items: z.optional(z.nullable(z.array(z.object({ product_id: z.optional(z.nullable(id)) })))),
  fulfillments: z.optional(z.nullable(z.array(z.object({ created_at: text, updated_at: text })))),
  fulfillment_status: text,
  updated_at: text,
  closed_at: text,
});

const emailShape = /^[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+$/;

const reviewKeyByShopifyId = () =>
  new Map(catalogue.map((product) => [String(product.shopifyProductId), product.reviewKey]));

function cleanFirstName(name: string | null | undefined): string | null {
  const trimmed = name?.replace(/[\p{Cc}\p{Cf}]/gu, "").trim();
  return trimmed ? trimmed.slice(0, 80) : null;
}

function latest(times: (string | null | undefined)[]): Date | null {
  const parsed = times
    .map((time) => (time ? Date.parse(time) : Number.NaN))
    .filter((time) => !Number.isNaN(time));
  return parsed.length ? new Date(Math.max(...parsed)) : null;
}

export type ReadOrder = { ok: true; order: KeptOrder } | { ok: false; reason: string };

/**
 * Reads a Shopify order webhook's payload (orders/create or orders/fulfilled) into what the store
 * keeps. Line items map to our products by the catalogue's Shopify product id; items of products
 * not in the catalogue are left out. Reasons never quote the payload (it holds personal data).
 */
export function readOrderPayload(
  payload: unknown,
  { fulfilled, now = new Date() }: { fulfilled: boolean; now?: Date },
): ReadOrder {
  const parsed = orderPayload.safeParse(payload);
  if (!parsed.success) return { ok: false, reason: "not an order payload" };
  const order = parsed.data;
  const orderId = String(order.id).trim();
  if (!/^[0-9A-Za-z/:_-]{1,100}$/.test(orderId)) return { ok: false, reason: "bad order id" };
  const email = (order.email ?? order.contact_email ?? "").trim();
  const byShopifyId = reviewKeyByShopifyId();
  const reviewKeys = [
    ...new Set(
      (order.line_items ?? []).flatMap((item) => {
        const key =
          item.product_id === null || item.product_id === undefined
            ? undefined
            : byShopifyId.get(String(item.product_id));
        return key ? [key] : [];
      }),
    ),
  ];
  const fulfillments = order.fulfillments ?? [];
  // Shopify signs the body, not the topic: a fulfilment's body must carry the fulfilment, so an
  // order's creation replayed as `orders/fulfilled` is never taken for one.
  if (
    fulfilled &&
    !fulfillments.length &&
    !["fulfilled", "partial"].includes(order.fulfillment_status ?? "")
  ) {
    return { ok: false, reason: "no fulfilment in the body of a fulfilment" };
  }
  const fulfilledAt = fulfilled
    ? (latest(fulfillments.map((f) => f.created_at ?? f.updated_at)) ??
      latest([order.updated_at, order.closed_at]) ??
      now)
    : null;
  return {
    ok: true,
    order: {
      shopifyOrderId: orderId,
      email: email && email.length <= 254 && emailShape.test(email) ? email : null,
      firstName: cleanFirstName(
        order.customer?.first_name ??
          order.billing_address?.first_name ??
          order.shipping_address?.first_name,
      ),
      reviewKeys,
      fulfilledAt: fulfilledAt && fulfilledAt > now ? now : fulfilledAt,
    },
  };
}
