import { eq } from "drizzle-orm";
import { smtpSender, type OwnerEmailSettings } from "~/lib/smtp-transport.server";
import { contactSubmissions, type ContactSubmission } from "~/db/schema.server";
import type { Deliverer } from "~/outbox/outbox.server";

const singleLine = (text: string) => text.replace(/\s+/g, " ").trim();

/** The email for one message: plain text, answered straight to the visitor. */
export function contactEmail(
  message: ContactSubmission,
  { to, from }: { to: string; from?: string },
) {
  const name = singleLine(message.name);
  return {
    from: from ?? to,
    to,
    replyTo: message.email,
    subject: `New contact message from ${name}`,
    text: [
      "A visitor sent a message through the contact form.",
      "",
      `Name:     ${name}`,
      `Email:    ${message.email}`,
      `Phone:    ${message.phone ?? "(not given)"}`,
      `Received: ${message.createdAt.toISOString().replace("T", " ").slice(0, 19)} UTC`,
      "",
      "Message:",
      message.message,
      "",
      "--",
      `Reply to this email to answer ${name}. This is message ${message.id}; read every message with`,
      "`npm run owner -- messages`.",
      "",
    ].join("\n"),
  };
}

/**
 * The email's Message-ID: the same for every attempt at one delivery, so a mail server that took
 * it and a retry sent after an unrecorded success are recognisably one email.
 */
export function contactEmailMessageId(outboxId: number, messageId: number, siteUrl: string) {
  return `<contact-message-${messageId}.${outboxId}@${new URL(siteUrl).hostname}>`;
}

/**
 * Delivers the outbox's "contact-email" messages: loads the stored message and sends it through
 * the mail server. Any refusal is retried (a mail outage, a full mailbox, a setting being fixed)
 * until the outbox's attempts run out.
 */
export function contactEmailDeliverer(settings: OwnerEmailSettings): Deliverer<"contact-email"> {
  const send = smtpSender(settings.smtpUrl);
  return async (job, db) => {
    const [message] = await db
      .select()
      .from(contactSubmissions)
      .where(eq(contactSubmissions.id, job.payload.messageId));
    if (!message) {
      return { status: "failed", reason: `contact message ${job.payload.messageId} is gone` };
    }
    return send({
      ...contactEmail(message, settings),
      messageId: contactEmailMessageId(job.id, message.id, settings.siteUrl),
    });
  };
}
