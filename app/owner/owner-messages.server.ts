import { and, desc, eq, gte, type SQL } from "drizzle-orm";
import type { Db } from "~/db/database.server";
import { contactSubmissions, type ContactSubmission } from "~/db/schema.server";
import type { OwnerMessage } from "./owner-types";

export function toOwnerMessage(row: ContactSubmission): OwnerMessage {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    message: row.message,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Contact messages, newest first: those received since `since`, at most `limit` of them. */
export async function listMessages(
  db: Db,
  { since, limit }: { since?: Date; limit?: number } = {},
): Promise<OwnerMessage[]> {
  const conditions: SQL[] = since ? [gte(contactSubmissions.createdAt, since)] : [];
  const query = db
    .select()
    .from(contactSubmissions)
    .where(and(...conditions))
    .orderBy(desc(contactSubmissions.createdAt), desc(contactSubmissions.id));
  const rows = limit === undefined ? await query : await query.limit(limit);
  return rows.map(toOwnerMessage);
}

export async function findMessage(db: Db, id: number): Promise<OwnerMessage | undefined> {
  const [row] = await db.select().from(contactSubmissions).where(eq(contactSubmissions.id, id));
  return row ? toOwnerMessage(row) : undefined;
}
