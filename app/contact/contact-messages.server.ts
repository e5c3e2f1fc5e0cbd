import { max } from "drizzle-orm";
import type { Db } from "~/db/database.server";
import { contactSubmissions, type ContactSubmission } from "~/db/schema.server";
import type { ContactMessage } from "~/contact/contact-fields";

/** Saves a contact message; an empty phone is stored as NULL. */
export async function saveContactMessage(
  db: Db,
  message: ContactMessage,
): Promise<ContactSubmission> {
  const [row] = await db
    .insert(contactSubmissions)
    .values({
      name: message.name,
      email: message.email,
      phone: message.phone.trim() === "" ? null : message.phone,
      message: message.message,
    })
    .returning();
  return row!;
}

/** The id the next stored message would get, about: what a trapped post is told it got. */
export async function nextMessageIdLookalike(db: Db): Promise<number> {
  const [row] = await db.select({ newest: max(contactSubmissions.id) }).from(contactSubmissions);
  return Number(row?.newest ?? 0) + 1;
}
