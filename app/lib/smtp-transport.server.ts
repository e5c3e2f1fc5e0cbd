import nodemailer from "nodemailer";
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

/**
 * The SMTP connection every outgoing email uses (SMTP_URL), with time limits so a mail server
 * that stops answering fails the delivery (the outbox retries it) instead of holding it.
 */
export function smtpTransport(smtpUrl: string) {
  return nodemailer.createTransport({
    url: smtpUrl,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
}
