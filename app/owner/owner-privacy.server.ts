import { and, eq, inArray, or, sql, type SQL } from "drizzle-orm";
import type { Db } from "~/db/database.server";
import { contactSubmissions, newsletterSubscribers, outbox } from "~/db/schema.server";
import { toOwnerMessage } from "./owner-messages.server";
import { ownerDelivery } from "./owner-outbox.server";
import type { PersonalData, PersonalDataErased } from "./owner-types";

/** An email as stored records are compared with it: trimmed, any letter case. */
function sameEmail(
  column: typeof contactSubmissions.email | typeof newsletterSubscribers.email,
  email: string,
) {
  return sql`lower(${column}) = lower(${email.trim()})`;
}

/** Outbox rows that name one of these messages or sign-ups (their payloads hold only the ids). */
function deliveriesNaming(messageIds: number[], subscriberIds: number[]): SQL | undefined {
  const conditions: SQL[] = [];
  if (messageIds.length) {
    conditions.push(
      and(
        eq(outbox.kind, "contact-email"),
        inArray(sql<number>`(${outbox.payload}->>'messageId')::bigint`, messageIds),
      )!,
    );
  }
  if (subscriberIds.length) {
    conditions.push(
      and(
        eq(outbox.kind, "klaviyo-subscription"),
        inArray(sql<number>`(${outbox.payload}->>'subscriberId')::bigint`, subscriberIds),
      )!,
    );
  }
  return conditions.length ? or(...conditions) : undefined;
}

/** Every record the store holds about one email: contact messages, sign-ups, and their deliveries. */
export async function findPersonalData(db: Db, email: string): Promise<PersonalData> {
  const [messageRows, subscriberRows] = await Promise.all([
    db
      .select()
      .from(contactSubmissions)
      .where(sameEmail(contactSubmissions.email, email))
      .orderBy(contactSubmissions.id),
    db
      .select()
      .from(newsletterSubscribers)
      .where(sameEmail(newsletterSubscribers.email, email))
      .orderBy(newsletterSubscribers.id),
  ]);
  const naming = deliveriesNaming(
    messageRows.map((row) => row.id),
    subscriberRows.map((row) => row.id),
  );
  const deliveryRows = naming
    ? await db.select().from(outbox).where(naming).orderBy(outbox.id)
    : [];
  return {
    email: email.trim(),
    messages: messageRows.map(toOwnerMessage),
    subscribers: subscriberRows.map((row) => ({
      id: row.id,
      email: row.email,
      source: row.source,
      createdAt: row.createdAt.toISOString(),
    })),
    deliveries: deliveryRows.map((row) => ({ ...ownerDelivery(row), payload: row.payload })),
  };
}

/**
 * Erases every record about one email (run it in a transaction): its contact messages, sign-ups and
 * the deliveries that name them (a pending one must not send the data on afterwards). Answers how
 * many of each, and how many sign-ups had already reached the marketing tool (erase them there too).
 */
export async function erasePersonalData(db: Db, email: string): Promise<PersonalDataErased> {
  const found = await findPersonalData(db, email);
  const messageIds = found.messages.map((message) => message.id);
  const subscriberIds = found.subscribers.map((subscriber) => subscriber.id);
  const deliveryIds = found.deliveries.map((delivery) => delivery.id);
  if (deliveryIds.length) await db.delete(outbox).where(inArray(outbox.id, deliveryIds));
  if (messageIds.length) {
    await db.delete(contactSubmissions).where(inArray(contactSubmissions.id, messageIds));
  }
  if (subscriberIds.length) {
    await db.delete(newsletterSubscribers).where(inArray(newsletterSubscribers.id, subscriberIds));
  }
  return {
    messages: messageIds.length,
    subscribers: subscriberIds.length,
    deliveries: deliveryIds.length,
    sentToKlaviyo: found.deliveries.filter(
      (delivery) => delivery.kind === "klaviyo-subscription" && delivery.status === "sent",
    ).length,
  };
}
