import { eq } from "drizzle-orm";
import { site } from "~/config/site";
import { contactSubmissions, type ContactSubmission } from "~/db/schema.server";
import { smtpSender, type OwnerEmailSettings } from "~/lib/smtp-transport.server";
import type { Deliverer } from "~/outbox/outbox.server";

const utc = (date: Date) => `${date.toISOString().replace("T", " ").slice(0, 16)} UTC`;

/**
 * The shop's reply to a contact message: from the shop (NOTIFY_FROM), to the sender, answered to
 * the shop's inbox, with their message quoted below.
 */
function replyEmail(
  message: Pick<ContactSubmission, "id" | "email" | "message" | "createdAt" | "replyText">,
  { to, from }: Pick<OwnerEmailSettings, "to" | "from">,
) {
  return {
    from: from ?? to,
    to: message.email,
    replyTo: to,
    subject: `Re: your message to ${site.brandName}`,
    text: [
      message.replyText ?? "",
      "",
      "--",
      `On ${utc(message.createdAt)} you wrote:`,
      ...message.message.split("\n").map((line) => `> ${line}`),
      "",
    ].join("\n"),
  };
}

/** Delivers the outbox's replies: loads the message and its reply, and emails the sender. */
export function messageReplyDeliverer(settings: OwnerEmailSettings): Deliverer<"message-reply"> {
  const send = smtpSender(settings.smtpUrl);
  return async (job, db) => {
    const [message] = await db
      .select()
      .from(contactSubmissions)
      .where(eq(contactSubmissions.id, job.payload.messageId));
    if (!message?.replyText) {
      return { status: "failed", reason: `reply to message ${job.payload.messageId} is gone` };
    }
    return send({
      ...replyEmail(message, settings),
      messageId: `<contact-reply-${message.id}.${job.id}@${new URL(settings.siteUrl).hostname}>`,
    });
  };
}
