import { and, desc, eq, gte, ilike, isNull, or, sql, type SQL } from "drizzle-orm";
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
    readAt: row.readAt?.toISOString() ?? null,
    handledAt: row.handledAt?.toISOString() ?? null,
    reply: row.replyText,
    repliedAt: row.repliedAt?.toISOString() ?? null,
  };
}

/** `text` as a LIKE pattern that matches it literally anywhere (%, _ and \ lose their meaning). */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

export interface MessageFilter {
  since?: Date;
  limit?: number;
  /** Words in the name, email or message (case-insensitive). */
  search?: string;
  /** Only messages not opened yet. */
  unread?: boolean;
}

/** Contact messages, newest first: those received since `since`, at most `limit` of them. */
export async function listMessages(
  db: Db,
  { since, limit, search, unread }: MessageFilter = {},
): Promise<OwnerMessage[]> {
  const conditions: SQL[] = [];
  if (since) conditions.push(gte(contactSubmissions.createdAt, since));
  if (unread) conditions.push(isNull(contactSubmissions.readAt));
  if (search) {
    const pattern = containsPattern(search);
    conditions.push(
      or(
        ilike(contactSubmissions.name, pattern),
        ilike(contactSubmissions.email, pattern),
        ilike(contactSubmissions.message, pattern),
      )!,
    );
  }
  const query = db
    .select()
    .from(contactSubmissions)
    .where(and(...conditions))
    .orderBy(desc(contactSubmissions.createdAt), desc(contactSubmissions.id));
  const rows = limit === undefined ? await query : await query.limit(limit);
  return rows.map(toOwnerMessage);
}

/** One message as it is, changing nothing (the console's page for it is a GET). */
export async function findMessage(db: Db, id: number): Promise<OwnerMessage | undefined> {
  const [row] = await db.select().from(contactSubmissions).where(eq(contactSubmissions.id, id));
  return row ? toOwnerMessage(row) : undefined;
}

/** The message in full, marked read the first time it is opened. */
export async function openMessage(db: Db, id: number): Promise<OwnerMessage | undefined> {
  const [row] = await db
    .update(contactSubmissions)
    .set({ readAt: sql`coalesce(${contactSubmissions.readAt}, now())` })
    .where(eq(contactSubmissions.id, id))
    .returning();
  return row ? toOwnerMessage(row) : undefined;
}

/** Marks a message handled (and read), or not handled again; handling again keeps the first time. */
export async function setMessageHandled(
  db: Db,
  id: number,
  handled: boolean,
): Promise<OwnerMessage | undefined> {
  const [row] = await db
    .update(contactSubmissions)
    .set(
      handled
        ? {
            handledAt: sql`coalesce(${contactSubmissions.handledAt}, now())`,
            readAt: sql`coalesce(${contactSubmissions.readAt}, now())`,
          }
        : { handledAt: null },
    )
    .where(eq(contactSubmissions.id, id))
    .returning();
  return row ? toOwnerMessage(row) : undefined;
}

/** Removes a message for good; answers the removed message. */
export async function deleteMessage(db: Db, id: number): Promise<OwnerMessage | undefined> {
  const [row] = await db
    .delete(contactSubmissions)
    .where(eq(contactSubmissions.id, id))
    .returning();
  return row ? toOwnerMessage(row) : undefined;
}

/**
 * Keeps the shop's reply with the message and marks it handled; undefined when there is no such
 * message, or it was answered already (one reply each: the email is sent once).
 */
export async function setMessageReply(
  db: Db,
  id: number,
  text: string,
): Promise<OwnerMessage | "replied" | undefined> {
  const [row] = await db
    .update(contactSubmissions)
    .set({
      replyText: text,
      repliedAt: sql`now()`,
      handledAt: sql`coalesce(${contactSubmissions.handledAt}, now())`,
      readAt: sql`coalesce(${contactSubmissions.readAt}, now())`,
    })
    .where(and(eq(contactSubmissions.id, id), isNull(contactSubmissions.replyText)))
    .returning();
  if (row) return toOwnerMessage(row);
  return (await findMessage(db, id)) ? "replied" : undefined;
}
