import { asc, eq, ilike } from "drizzle-orm";
import type { Db } from "~/db/database.server";
import { newsletterSubscribers } from "~/db/schema.server";
import { containsPattern } from "./owner-messages.server";
import type { OwnerSubscriber } from "./owner-types";

export function toOwnerSubscriber(row: typeof newsletterSubscribers.$inferSelect): OwnerSubscriber {
  return {
    id: row.id,
    email: row.email,
    source: row.source,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Every newsletter sign-up (or those whose email contains `search`), in the order they signed up. */
export async function listSubscribers(
  db: Db,
  { search }: { search?: string } = {},
): Promise<OwnerSubscriber[]> {
  const rows = await db
    .select()
    .from(newsletterSubscribers)
    .where(search ? ilike(newsletterSubscribers.email, containsPattern(search)) : undefined)
    .orderBy(asc(newsletterSubscribers.id));
  return rows.map(toOwnerSubscriber);
}

/** Removes a sign-up; answers the removed one. */
export async function removeSubscriber(db: Db, id: number): Promise<OwnerSubscriber | undefined> {
  const [row] = await db
    .delete(newsletterSubscribers)
    .where(eq(newsletterSubscribers.id, id))
    .returning();
  return row ? toOwnerSubscriber(row) : undefined;
}
