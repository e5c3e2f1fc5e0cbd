import { eq } from "drizzle-orm";
import { productsWithReviewKey } from "~/catalogue/lookup";
import type { Db } from "~/db/database.server";
import { outbox, reviews } from "~/db/schema.server";
import { smtpSender, type OwnerEmailSettings } from "~/lib/smtp-transport.server";
import { enqueue, type Deliverer, type OwnerAlert } from "./outbox.server";
import { sends, wakeOutbox } from "./outbox-signal.server";
import { env } from "~/env.server";

export type { OwnerAlert } from "./outbox.server";

/** The setting that turns each alert off ("off"); every alert is on by default. */
const alertSettings = {
  "low-review": "ALERT_LOW_REVIEWS",
  question: "ALERT_NEW_QUESTIONS",
  "failed-delivery": "ALERT_FAILED_DELIVERIES",
} as const satisfies Record<OwnerAlert["about"], string>;

/** Whether the alert is on: its setting in the configuration is not "off". */
export function alertOn(
  about: OwnerAlert["about"],
  source: Partial<Record<(typeof alertSettings)[OwnerAlert["about"]], string>> = env(),
): boolean {
  return source[alertSettings[about]] !== "off";
}

/** The reviews that alert the owner: 1 or 2 stars. */
export function isLowRating(rating: number): boolean {
  return rating <= 2;
}

/**
 * Emails the owner about something that wants a look, once: a 1- or 2-star review, a new
 * question, a delivery that failed for good. Written to the outbox (in the caller's transaction
 * when it passes one), so it is sent once however often the mail server fails, and not at all when
 * its setting is off or this store sends no email. Resolves to whether an alert was written.
 */
export async function alertOwner(
  db: Db,
  alert: OwnerAlert,
  { on = alertOn(alert.about), sending = sends("owner-alert"), wake = wakeOutbox } = {},
): Promise<boolean> {
  if (!on || !sending) return false;
  await enqueue(db, "owner-alert", alert);
  wake();
  return true;
}

const stars = (rating: number) => `${rating} ${rating === 1 ? "star" : "stars"}`;
const productName = (reviewKey: string) => productsWithReviewKey(reviewKey)[0]?.name ?? reviewKey;

/** The alert's email: plain text, pointing at the console page where it is dealt with. */
async function ownerAlertEmail(
  db: Db,
  alert: OwnerAlert,
  siteUrl: string,
): Promise<{ subject: string; text: string } | undefined> {
  const consoleUrl = new URL("/owner", siteUrl).href;
  if (alert.about === "low-review") {
    const [review] = await db.select().from(reviews).where(eq(reviews.id, alert.reviewId));
    if (!review) return undefined;
    const product = productName(review.reviewKey);
    return {
      subject: `A ${stars(review.rating)} review of ${product}`,
      text: [
        `${review.name.replace(/\s+/g, " ").trim()} gave ${product} ${stars(review.rating)}:`,
        "",
        review.reviewText,
        "",
        `Reply to it, or hide it, in the console: ${consoleUrl}/reviews`,
        "",
      ].join("\n"),
    };
  }
  if (alert.about === "question") {
    const product = productName(alert.reviewKey);
    return {
      subject: `A new question about ${product}`,
      text: `A shopper asked a question about ${product}.\n\nAnswer it in the console: ${consoleUrl}/questions?status=waiting\n`,
    };
  }
  const [row] = await db.select().from(outbox).where(eq(outbox.id, alert.deliveryId));
  return {
    subject: `A delivery failed: ${alert.kind}`,
    text: [
      `Delivery ${alert.deliveryId} (${alert.kind}) failed after ${row?.attempts ?? "its"} attempts: ${row?.lastError ?? "no reason recorded"}.`,
      "",
      "List failed deliveries and retry them on the server with `npm run owner -- outbox`.",
      `The console's overview counts them: ${consoleUrl}`,
      "",
    ].join("\n"),
  };
}

/** Delivers the outbox's owner alerts to the store's inbox (NOTIFY_EMAIL, from NOTIFY_FROM). */
export function ownerAlertDeliverer(settings: OwnerEmailSettings): Deliverer<"owner-alert"> {
  const send = smtpSender(settings.smtpUrl);
  return async (job, db) => {
    const email = await ownerAlertEmail(db, job.payload, settings.siteUrl);
    if (!email) return { status: "failed", reason: `${job.payload.about}: its record is gone` };
    return send({
      from: settings.from ?? settings.to,
      to: settings.to,
      ...email,
      messageId: `<owner-alert-${job.id}@${new URL(settings.siteUrl).hostname}>`,
    });
  };
}
