import nodemailer, { type SendMailOptions } from "nodemailer";
import type { Env } from "~/env.server";

/** Where and how the store's emails are sent (to the owner about messages, to buyers asking for reviews). */
export interface OwnerEmailSettings {
  smtpUrl: string;
  /** The store's inbox. */
  to: string;
  /** Sender; the store's inbox when absent. */
  from?: string;
  /** The store's address; its host names the emails' Message-IDs. */
  siteUrl: string;
}

/** The settings when SMTP_URL and NOTIFY_EMAIL are set; otherwise none: no email is sent or queued. */
export function ownerEmailSettings(env: Env): OwnerEmailSettings | undefined {
  return env.SMTP_URL && env.NOTIFY_EMAIL
    ? { smtpUrl: env.SMTP_URL, to: env.NOTIFY_EMAIL, from: env.NOTIFY_FROM, siteUrl: env.SITE_URL }
    : undefined;
}

/** Error code only: an SMTP error's text may quote addresses; reasons keep no personal data. */
function errorCode(error: unknown): string {
  const { code, responseCode } = (error ?? {}) as { code?: unknown; responseCode?: unknown };
  return [code, responseCode].filter((part) => part !== undefined).join(" ") || "error";
}

/**
 * Sends emails over the SMTP connection every outgoing email uses (SMTP_URL), answering as an
 * outbox delivery does: sent, or to be retried with the SMTP error's code as the reason (a mail
 * outage, a full mailbox, a setting being fixed). Time limits make a mail server that stops
 * answering fail the delivery instead of holding it.
 */
export function smtpSender(smtpUrl: string) {
  const transport = nodemailer.createTransport({
    url: smtpUrl,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  return async (
    mail: SendMailOptions,
  ): Promise<{ status: "sent" } | { status: "retry"; reason: string }> => {
    try {
      await transport.sendMail(mail);
      return { status: "sent" };
    } catch (error) {
      return { status: "retry", reason: `SMTP ${errorCode(error)}` };
    }
  };
}
