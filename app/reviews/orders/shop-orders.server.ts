import { and, eq, isNull, sql } from "drizzle-orm";
import type { Database } from "~/db/database.server";
import { reviewRequestOptOuts, shopOrders, type ShopOrder } from "~/db/schema.server";
import { digestKey, optOutDigest } from "~/db/store-secret.server";
import { logger } from "~/lib/logger.server";
import { enqueue } from "~/outbox/outbox.server";
import { readOrderPayload, type KeptOrder } from "./order-payload";

/** What an opt-out keeps of an address (any letter case): a keyed digest, never the address. */
export async function emailDigest(db: Database["db"], email: string): Promise<string> {
  return optOutDigest(await digestKey(db), email);
}

export interface OrderSettings {
  /** REVIEW_REQUEST_DAYS: days after fulfilment the request is due (0: at once). */
  requestDays: number;
  /** Whether this store sends review requests (a mail server is configured). */
  sendsRequests: boolean;
}

/** Whether the buyer with this address asked for no more review requests. */
export async function optedOut(db: Database["db"], email: string): Promise<boolean> {
  const [row] = await db
    .select({ emailHash: reviewRequestOptOuts.emailHash })
    .from(reviewRequestOptOuts)
    .where(eq(reviewRequestOptOuts.emailHash, await emailDigest(db, email)));
  return row !== undefined;
}

/**
 * Keeps an order (a new one, or what a later webhook adds to it: a fulfilment time, an email it
 * lacked) and, once it is fulfilled, queues its one review request: due `requestDays` after the
 * fulfilment, only if it has an email and products of ours and the buyer has not opted out. The
 * order's `request_queued_at` is set in the same transaction, so no order is ever asked twice.
 */
export async function keepOrder(
  database: Database,
  order: KeptOrder,
  settings: OrderSettings,
): Promise<{ order: ShopOrder; queued: boolean }> {
  return database.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(shopOrders)
      .values({
        shopifyOrderId: order.shopifyOrderId,
        email: order.email,
        firstName: order.firstName,
        reviewKeys: order.reviewKeys,
        fulfilledAt: order.fulfilledAt,
      })
      .onConflictDoUpdate({
        target: shopOrders.shopifyOrderId,
        set: {
          email: sql`coalesce(excluded.email, ${shopOrders.email})`,
          firstName: sql`coalesce(excluded.first_name, ${shopOrders.firstName})`,
          reviewKeys: sql`case when cardinality(excluded.review_keys) > 0 then excluded.review_keys else ${shopOrders.reviewKeys} end`,
          fulfilledAt: sql`coalesce(${shopOrders.fulfilledAt}, excluded.fulfilled_at)`,
        },
      })
      .returning();
    const kept = row!;
    const due =
      settings.sendsRequests &&
      kept.fulfilledAt !== null &&
      kept.requestQueuedAt === null &&
      kept.email !== null &&
      kept.reviewKeys.length > 0 &&
      !(await optedOut(tx, kept.email));
    if (!due) return { order: kept, queued: false };
    const [claimed] = await tx
      .update(shopOrders)
      .set({ requestQueuedAt: sql`now()` })
      .where(and(eq(shopOrders.id, kept.id), isNull(shopOrders.requestQueuedAt)))
      .returning();
    if (!claimed) return { order: kept, queued: false };
    const dueAt = new Date(kept.fulfilledAt!.getTime() + settings.requestDays * 86_400_000);
    await enqueue(tx, "review-request", { orderId: kept.id }, dueAt);
    return { order: claimed, queued: true };
  });
}

/** Reads an order webhook's payload and keeps it; a payload that is not an order is logged and dropped. */
export async function receiveOrder(
  database: Database,
  payload: unknown,
  fulfilled: boolean,
  settings: OrderSettings,
): Promise<{ queued: boolean }> {
  const read = readOrderPayload(payload, { fulfilled });
  if (!read.ok) {
    logger.warn({ event: "shop_order_unreadable", reason: read.reason });
    return { queued: false };
  }
  const { order, queued } = await keepOrder(database, read.order, settings);
  logger.info({
    event: fulfilled ? "shop_order_fulfilled" : "shop_order_received",
    orderId: order.id,
    products: order.reviewKeys.length,
    requestQueued: queued,
  });
  return { queued };
}
