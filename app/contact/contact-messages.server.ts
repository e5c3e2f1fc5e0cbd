import type { Db } from "~/db/database.server";
import { contactSubmissions, type ContactSubmission } from "~/db/schema.server";
import type { ContactMessage } from "~/forms/contact";

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
