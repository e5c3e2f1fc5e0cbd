import { contactEmailDeliverer, ownerEmailSettings } from "~/contact/contact-notification.server";
import { database } from "~/db/connection.server";
import { env } from "~/env.server";
import {
  klaviyoListSettings,
  klaviyoSubscriptionDeliverer,
} from "~/newsletter/klaviyo-subscription.server";
import { reviewRequestDeliverer } from "~/orders/review-requests.server";
import type { Deliverers, OutboxKind } from "./outbox.server";
import { runningOutbox, setRunningOutbox } from "./outbox-signal.server";
import { outboxWorker } from "./outbox-worker.server";
import type { RetryPolicy } from "./retry-schedule";

/** The store's retry policy: OUTBOX_MAX_ATTEMPTS attempts, the first retry after OUTBOX_RETRY_SECONDS. */
export const storeRetryPolicy: RetryPolicy = {
  maxAttempts: env.OUTBOX_MAX_ATTEMPTS,
  firstDelayMs: env.OUTBOX_RETRY_SECONDS * 1000,
  maxDelayMs: Math.max(60 * 60_000, env.OUTBOX_RETRY_SECONDS * 1000),
};

/** The deliverers this store is configured for; a kind without one is neither queued nor sent. */
export function storeDeliverers(): Deliverers {
  const email = ownerEmailSettings(env);
  const klaviyo = klaviyoListSettings(env);
  return {
    ...(email ? { "contact-email": contactEmailDeliverer(email) } : {}),
    ...(email
      ? {
          "review-request": reviewRequestDeliverer(email, { linkDays: env.REVIEW_LINK_DAYS }),
        }
      : {}),
    ...(klaviyo ? { "klaviyo-subscription": klaviyoSubscriptionDeliverer(klaviyo) } : {}),
  };
}

/** Whether this store sends messages of this kind (so whether to write them to the outbox). */
export function sends(kind: OutboxKind): boolean {
  return kind === "contact-email" || kind === "review-request"
    ? ownerEmailSettings(env) !== undefined
    : klaviyoListSettings(env) !== undefined;
}

/** Starts the store's outbox worker (once per process). */
export function startOutbox(): void {
  if (!runningOutbox()) {
    setRunningOutbox(
      outboxWorker({ database, deliverers: storeDeliverers(), policy: storeRetryPolicy }),
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
