import { database } from "~/db/connection.server";
import { env } from "~/env.server";
import { sends, wakeOutbox } from "~/outbox/outbox-signal.server";
import type { WebhookHandler } from "~/integrations/shopify/shopify-webhooks.server";
import { receiveOrder, type OrderSettings } from "./shop-orders.server";

function storeOrderSettings(): OrderSettings {
  return { requestDays: env().REVIEW_REQUEST_DAYS, sendsRequests: sends("review-request") };
}

/** Shopify's orders/create webhook: keeps the order (see `keepOrder`). */
async function handleOrderCreated(payload: unknown): Promise<void> {
  await receiveOrder(await database(), payload, false, storeOrderSettings());
}

/** Shopify's orders/fulfilled webhook: keeps the fulfilment time and queues the review request. */
async function handleOrderFulfilled(payload: unknown): Promise<void> {
  const { queued } = await receiveOrder(await database(), payload, true, storeOrderSettings());
  // Due at once (REVIEW_REQUEST_DAYS=0) or later: the worker looks now either way.
  if (queued) wakeOutbox();
}

/** The order handlers by Shopify webhook topic, registered by the server at start-up. */
export const orderWebhookHandlers: Readonly<Record<string, WebhookHandler>> = {
  "orders/create": handleOrderCreated,
  "orders/fulfilled": handleOrderFulfilled,
};
