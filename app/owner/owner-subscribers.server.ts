import { asc } from "drizzle-orm";
import type { Db } from "~/db/database.server";
import { newsletterSubscribers } from "~/db/schema.server";
import type { OwnerSubscriber } from "./owner-types";

/** Every newsletter sign-up, in the order they signed up. */
export async function listSubscribers(db: Db): Promise<OwnerSubscriber[]> {
  const rows = await db.select().from(newsletterSubscribers).orderBy(asc(newsletterSubscribers.id));
  return rows.map((row) => ({
    id: row.id,
    email: row.email,
    source: row.source,
    createdAt: row.createdAt.toISOString(),
  }));
}
