import { validateContact, type ContactField, type ContactMessage } from "~/contact/contact-fields";
import type { FieldErrors } from "~/forms/field-errors";
import { errorSummary, logger } from "~/lib/logger.server";
import { enqueue } from "~/outbox/outbox.server";
import { outboxWriter, type OutboxWriter } from "~/outbox/outbox-writer.server";
import { nextMessageIdLookalike, saveContactMessage } from "./contact-messages.server";

export type SendContactResult =
  | { status: "sent"; id: number }
  | { status: "invalid"; errors: FieldErrors<ContactField> }
  | { status: "failed" };

/**
 * Stores a contact message and, in the same transaction, the owner's email about it in the outbox:
 * once the visitor is told "sent", both are on disk, and the worker delivers the email in the
 * background however long the mail server takes.
 */
export async function sendContactMessage(
  values: Record<ContactField, string>,
  dependencies: OutboxWriter = outboxWriter("contact-email"),
  { trapped = false }: { trapped?: boolean } = {},
): Promise<SendContactResult> {
  const checked = validateContact(values);
  if (!checked.ok) return { status: "invalid", errors: checked.errors };
  let id: number;
  try {
    const db = await dependencies.db();
    // A trapped post (honeypot filled) is answered like a stored one, with an id like the next.
    if (trapped) return { status: "sent", id: await nextMessageIdLookalike(db) };
    const emailsOwner = dependencies.sends();
    id = await db.transaction(async (tx) => {
      const saved = await saveContactMessage(tx, checked.value satisfies ContactMessage);
      if (emailsOwner) await enqueue(tx, "contact-email", { messageId: saved.id });
      return saved.id;
    });
  } catch (error) {
    logger.error({ event: "contact_message_not_stored", ...errorSummary(error) });
    return { status: "failed" };
  }
  dependencies.wake();
  return { status: "sent", id };
}
