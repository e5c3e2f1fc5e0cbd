import { createHmac } from "node:crypto";

/**
 * Shopify's side of a webhook: the JSON body signed as Shopify signs it (X-Shopify-Hmac-Sha256,
 * the base64 HMAC-SHA256 of the raw body under the app's secret), with its topic and webhook id.
 */
export async function sendShopifyWebhook(
  baseURL: string,
  {
    topic,
    payload,
    secret,
    webhookId = crypto.randomUUID(),
    signature,
  }: {
    topic: string;
    payload: unknown;
    secret: string;
    webhookId?: string;
    /** Sent instead of the right signature (to see it refused). */
    signature?: string;
  },
): Promise<{ status: number; body: string }> {
  const body = JSON.stringify(payload);
  const response = await fetch(`${baseURL}/webhooks/shopify`, {
    method: "POST",
    headers: {
      "Content-Type": "application/json",
      "X-Shopify-Topic": topic,
      "X-Shopify-Webhook-Id": webhookId,
      "X-Shopify-Shop-Domain": "verdant-roots.myshopify.com",
      "X-Shopify-API-Version": "2025-10",
      "X-Shopify-Hmac-Sha256":
        signature ?? createHmac("sha256", secret).update(body).digest("base64"),
    },
    body,
  });
  return { status: response.status, body: await response.text() };
}

/** An order as Shopify's order webhooks send it (the parts a store reads, and some it must not keep). */
export function shopifyOrder({
  id,
  email,
  firstName,
  productIds,
  fulfilledAt,
}: {
  id: number;
  email: string;
  firstName: string;
  productIds: number[];
  fulfilledAt?: string;
}) {
  return {
    id,
    email,
    created_at: "2026-11-01T09:00:00-05:00",
    total_price: "42.00",
    customer: { id: 1, first_name: firstName, last_name: "Buyer", phone: "+15550100" },
    billing_address: { first_name: firstName, last_name: "Buyer", address1: "1 Elm St" },
    line_items: productIds.map((product_id, index) => ({
      id: 100 + index,
      product_id,
      title: "Item",
      quantity: 1,
      price: "21.00",
    })),
    fulfillments: fulfilledAt ? [{ id: 9, created_at: fulfilledAt, status: "success" }] : [],
  };
}
