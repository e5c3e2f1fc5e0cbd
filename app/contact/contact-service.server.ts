import { database } from "~/db/connection.server";
import { validateContact, type ContactField, type ContactMessage } from "~/forms/contact";
import type { FieldErrors } from "~/forms/field-errors";
import { saveContactMessage } from "./contact-messages.server";

export type SendContactResult =
  | { status: "sent"; id: number }
  | { status: "invalid"; errors: FieldErrors<ContactField> }
  | { status: "failed" };

export async function sendContactMessage(
  values: Record<ContactField, string>,
): Promise<SendContactResult> {
  const checked = validateContact(values);
  if (!checked.ok) return { status: "invalid", errors: checked.errors };
  try {
    const saved = await saveContactMessage(
      (await database()).db,
      checked.value satisfies ContactMessage,
    );
    return { status: "sent", id: saved.id };
  } catch (error) {
    console.error("Could not store a contact message:", error);
    return { status: "failed" };
  }
}
