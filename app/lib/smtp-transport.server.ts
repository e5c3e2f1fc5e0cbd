import nodemailer from "nodemailer";

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
