import { desc } from "drizzle-orm";
import type { Db } from "~/db/database.server";
import { shopifyWebhooks } from "~/db/schema.server";

/** The newest webhook deliveries (50 by default) with their status, for the owner's console. */
export async function recentWebhookDeliveries(db: Db, limit = 50) {
  const rows = await db
    .select()
    .from(shopifyWebhooks)
    .orderBy(desc(shopifyWebhooks.receivedAt))
    .limit(limit);
  return rows.map((row) => ({
    webhookId: row.webhookId,
    topic: row.topic,
    status: row.status,
    error: row.error,
    receivedAt: row.receivedAt.toISOString(),
  }));
}
