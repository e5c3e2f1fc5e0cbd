import { and, asc, eq, ne } from "drizzle-orm";
import type { Db } from "~/db/database.server";
import { outbox, type OutboxRow } from "~/db/schema.server";
import { OwnerError, type OwnerDelivery } from "./owner-types";

export function ownerDelivery(row: OutboxRow): OwnerDelivery {
  return {
    id: row.id,
    kind: row.kind,
    status: row.status as OwnerDelivery["status"],
    attempts: row.attempts,
    nextAttemptAt: row.status === "pending" ? row.nextAttemptAt.toISOString() : null,
    lastError: row.lastError,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Deliveries still waiting and those that failed, oldest first (sent ones are not listed). */
export async function listDeliveries(db: Db): Promise<OwnerDelivery[]> {
  const rows = await db
    .select()
    .from(outbox)
    .where(ne(outbox.status, "sent"))
    .orderBy(asc(outbox.id));
  return rows.map(ownerDelivery);
}

/** Puts a failed delivery back in the queue, due now, with a fresh set of attempts. */
export async function requeueDelivery(db: Db, id: number): Promise<OwnerDelivery> {
  const [requeued] = await db
    .update(outbox)
    .set({ status: "pending", attempts: 0, nextAttemptAt: new Date() })
    .where(and(eq(outbox.id, id), eq(outbox.status, "failed")))
    .returning();
  if (requeued) return ownerDelivery(requeued);
  const [row] = await db.select().from(outbox).where(eq(outbox.id, id));
  if (!row) throw new OwnerError(`No delivery with id ${id}.`);
  throw new OwnerError(
    row.status === "sent"
      ? `Delivery ${id} was sent; it is not sent again.`
      : `Delivery ${id} has not failed: it is waiting for its next attempt.`,
  );
}
