import { sql } from "drizzle-orm";
import { backInStockRequests } from "~/db/schema.server";
import { enqueue } from "~/outbox/outbox.server";
import { outboxWriter, type OutboxWriter } from "~/outbox/outbox-writer.server";
import { errorSummary, logger } from "~/lib/logger.server";

/** The rows of a raw query, whichever driver answered (node-postgres or PGlite). */
function rowsOf<Row>(result: unknown): Row[] {
  return Array.isArray(result) ? (result as Row[]) : ((result as { rows: Row[] }).rows ?? []);
}

export type BackInStockResult = { status: "requested" } | { status: "failed" };

/**
 * Keeps a shopper's request to hear when a product is back (asking again refreshes it) and, in
 * the same transaction when Klaviyo is configured and Shopify sells the product, queues its
 * subscription with Klaviyo. The shopper's own request is the consent, so a marketing opt-out
 * does not stop it.
 */
export async function requestBackInStock(
  request: { email: string; slug: string; variantId: string | null },
  dependencies: OutboxWriter = outboxWriter("klaviyo-back-in-stock"),
): Promise<BackInStockResult> {
  try {
    const db = await dependencies.db();
    const sends = dependencies.sends() && request.variantId !== null;
    await db.transaction(async (tx) => {
      // One request per email and product (the unique index on lower(email), product_slug):
      // asking again refreshes it.
      const rows = await tx.execute<{ id: number }>(sql`
        insert into ${backInStockRequests} (email, product_slug, variant_id)
        values (${request.email}, ${request.slug}, ${request.variantId})
        on conflict (lower(email), product_slug)
        do update set variant_id = excluded.variant_id, created_at = now()
        returning id`);
      const row = rowsOf<{ id: number | string }>(rows)[0];
      if (sends) await enqueue(tx, "klaviyo-back-in-stock", { requestId: Number(row!.id) });
    });
  } catch (error) {
    logger.error({ event: "back_in_stock_not_stored", ...errorSummary(error) });
    return { status: "failed" };
  }
  dependencies.wake();
  return { status: "requested" };
}
