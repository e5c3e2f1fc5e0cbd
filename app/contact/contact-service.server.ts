import { database } from "~/db/connection.server";
import type { Db } from "~/db/database.server";
import { validateContact, type ContactField, type ContactMessage } from "~/forms/contact";
import type { FieldErrors } from "~/forms/field-errors";
import { errorSummary, logger } from "~/lib/logger.server";
import { saveContactMessage } from "./contact-messages.server";
import { storeNotifier, type ContactNotifier } from "./contact-notification.server";

export type SendContactResult =
  | { status: "sent"; id: number }
  | { status: "invalid"; errors: FieldErrors<ContactField> }
  | { status: "failed" };

export interface ContactDependencies {
  db(): Promise<Db>;
  notifier(): ContactNotifier | undefined;
}

const store: ContactDependencies = {
  db: async () => (await database()).db,
  notifier: storeNotifier,
};

export async function sendContactMessage(
  values: Record<ContactField, string>,
  dependencies: ContactDependencies = store,
): Promise<SendContactResult> {
  const checked = validateContact(values);
  if (!checked.ok) return { status: "invalid", errors: checked.errors };
  let saved;
  try {
    saved = await saveContactMessage(
      await dependencies.db(),
      checked.value satisfies ContactMessage,
    );
  } catch (error) {
    logger.error({ event: "contact_message_not_stored", ...errorSummary(error) });
    return { status: "failed" };
  }
  // Stored: the visitor is answered now; the email to the store goes out in the background.
  try {
    void dependencies
      .notifier()?.(saved)
      .catch(() => undefined);
  } catch (error) {
    logger.error({
      event: "contact_email_failed",
      messageId: saved.id,
      ...errorSummary(error),
    });
  }
  return { status: "sent", id: saved.id };
}
