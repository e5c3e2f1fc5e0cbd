import nodemailer from "nodemailer";
import type { ContactSubmission } from "~/db/schema.server";
import { env } from "~/env.server";
import { logger } from "~/lib/logger.server";

/** Emails one stored contact message to the store; resolves when sent or given up, never rejects. */
export type ContactNotifier = (message: ContactSubmission) => Promise<void>;

/** Waits before the 2nd, 3rd and 4th attempt. */
export const defaultRetryDelays: readonly number[] = [1_000, 5_000, 25_000];

export interface NotifierSettings {
  smtpUrl: string;
  /** The store's inbox. */
  to: string;
  /** Sender; the store's inbox when absent. */
  from?: string;
  retryDelays?: readonly number[];
  log?: (failure: NotificationFailure) => void;
}

/** One failed attempt, as logged: the message id and the error's code, no personal data. */
export interface NotificationFailure {
  event: "contact_email_failed";
  messageId: number;
  attempt: number;
  attempts: number;
  code: string;
  /** No attempt is left: the message stays in the database for the owner tools. */
  gaveUp: boolean;
}

function logFailure(failure: NotificationFailure) {
  if (failure.gaveUp) logger.error(failure);
  else logger.warn(failure);
}

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

const sleep = (milliseconds: number) =>
  new Promise<void>((resolve) => setTimeout(resolve, milliseconds).unref());

/** Error code only: an SMTP error's text may quote addresses; the log keeps no personal data. */
function errorCode(error: unknown): string {
  const { code, responseCode } = (error ?? {}) as { code?: unknown; responseCode?: unknown };
  return [code, responseCode].filter((part) => part !== undefined).join(" ") || "error";
}

export function contactNotifier({
  smtpUrl,
  to,
  from,
  retryDelays = defaultRetryDelays,
  log = logFailure,
}: NotifierSettings): ContactNotifier {
  const transport = nodemailer.createTransport({
    url: smtpUrl,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  return async (message) => {
    const attempts = retryDelays.length + 1;
    for (let attempt = 1; attempt <= attempts; attempt++) {
      try {
        await transport.sendMail(contactEmail(message, { to, from }));
        return;
      } catch (error) {
        const gaveUp = attempt === attempts;
        log({
          event: "contact_email_failed",
          messageId: message.id,
          attempt,
          attempts,
          code: errorCode(error),
          gaveUp,
        });
        if (gaveUp) return;
        await sleep(retryDelays[attempt - 1]!);
      }
    }
  };
}

let configured: ContactNotifier | null | undefined;

/** The store's notifier when SMTP_URL and NOTIFY_EMAIL are set; otherwise none: nothing is sent. */
export function storeNotifier(): ContactNotifier | undefined {
  if (configured === undefined) {
    configured =
      env.SMTP_URL && env.NOTIFY_EMAIL
        ? contactNotifier({ smtpUrl: env.SMTP_URL, to: env.NOTIFY_EMAIL, from: env.NOTIFY_FROM })
        : null;
  }
  return configured ?? undefined;
}
