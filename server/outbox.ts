import { contactEmailDeliverer } from "~/contact/contact-notification.server";
import type { Database } from "~/db/database.server";
import type { Env } from "~/env.server";
import { ownerEmailSettings } from "~/lib/smtp-transport.server";
import {
  klaviyoListSettings,
  klaviyoSubscriptionDeliverer,
} from "~/newsletter/klaviyo-subscription.server";
import type { Deliverers, FailedHook, OutboxKind } from "~/outbox/outbox.server";
import { klaviyoAccount, klaviyoBackInStockDeliverer } from "~/cart/klaviyo-back-in-stock.server";
import { alertOwner, ownerAlertDeliverer } from "~/outbox/owner-alerts.server";
import { messageReplyDeliverer } from "~/contact/contact-reply.server";
import { runningOutbox, setRunningOutbox } from "~/outbox/outbox-signal.server";
import { outboxWorker } from "~/outbox/outbox-worker.server";
import type { RetryPolicy } from "~/outbox/retry-schedule";
import { questionAnswerDeliverer } from "~/questions/question-answer-email.server";
import { reviewRequestDeliverer } from "~/reviews/requests/review-requests.server";

/** The store's retry policy: OUTBOX_MAX_ATTEMPTS attempts, the first retry after OUTBOX_RETRY_SECONDS. */
function storeRetryPolicy(env: Env): RetryPolicy {
  return {
    maxAttempts: env.OUTBOX_MAX_ATTEMPTS,
    firstDelayMs: env.OUTBOX_RETRY_SECONDS * 1000,
    maxDelayMs: Math.max(60 * 60_000, env.OUTBOX_RETRY_SECONDS * 1000),
  };
}

/**
 * The senders this store is configured for, each from the feature that owns its message: the
 * owner's email about a contact message, the review request, the asker's email about an answer,
 * the shop's reply to a message and the owner's alerts (SMTP), the Klaviyo sign-up and back-in-stock
 * request. A kind without one is neither queued nor sent.
 */
function storeDeliverers(env: Env): Deliverers {
  const email = ownerEmailSettings(env);
  const klaviyo = klaviyoListSettings(env);
  const account = klaviyoAccount(env);
  return {
    ...(email ? { "contact-email": contactEmailDeliverer(email) } : {}),
    ...(email
      ? {
          "review-request": reviewRequestDeliverer(email, { linkDays: env.REVIEW_LINK_DAYS }),
          "message-reply": messageReplyDeliverer(email),
          "owner-alert": ownerAlertDeliverer(email),
        }
      : {}),
    ...(email ? { "question-answer": questionAnswerDeliverer(email) } : {}),
    ...(klaviyo ? { "klaviyo-subscription": klaviyoSubscriptionDeliverer(klaviyo) } : {}),
    ...(account ? { "klaviyo-back-in-stock": klaviyoBackInStockDeliverer(account) } : {}),
  };
}

/**
 * A message that failed for good alerts the owner (unless ALERT_FAILED_DELIVERIES is off); an alert
 * that failed does not alert again.
 */
export const alertFailedDelivery: FailedHook = (db, row) =>
  row.kind === "owner-alert"
    ? Promise.resolve(false)
    : alertOwner(db, { about: "failed-delivery", deliveryId: row.id, kind: row.kind });

/** Starts the store's outbox worker (once per process) with the senders it is configured for. */
export function startOutbox(database: () => Promise<Database>, env: Env): void {
  if (!runningOutbox()) {
    const deliverers = storeDeliverers(env);
    setRunningOutbox(
      outboxWorker({
        database,
        deliverers,
        policy: storeRetryPolicy(env),
        onFailed: alertFailedDelivery,
      }),
      Object.keys(deliverers) as OutboxKind[],
    );
  }
  runningOutbox()!.start();
}

/** At shutdown: stops taking messages and waits briefly for the one in hand. */
export async function stopOutbox(): Promise<void> {
  const worker = runningOutbox();
  setRunningOutbox(undefined);
  await worker?.stop();
}
