import { eq } from "drizzle-orm";
import { newsletterSubscribers } from "~/db/schema.server";
import type { Env } from "~/env.server";
import type { Deliverer } from "~/outbox/outbox.server";
import {
  klaviyoClientRequest,
  sendToKlaviyo,
  type KlaviyoClientAccount,
} from "~/integrations/klaviyo/klaviyo-client-request.server";

export { klaviyoRevision } from "~/integrations/klaviyo/klaviyo-answer.server";

/** Where sign-ups go in Klaviyo: the account (public API key) and the list. */
export interface KlaviyoListSettings extends KlaviyoClientAccount {
  listId: string;
}

/** The settings when KLAVIYO_COMPANY_ID and KLAVIYO_LIST_ID are set; otherwise none: nothing is sent or queued. */
export function klaviyoListSettings(env: Env): KlaviyoListSettings | undefined {
  return env.KLAVIYO_COMPANY_ID && env.KLAVIYO_LIST_ID
    ? {
        companyId: env.KLAVIYO_COMPANY_ID,
        listId: env.KLAVIYO_LIST_ID,
        apiUrl: env.KLAVIYO_API_URL,
      }
    : undefined;
}

interface SignUpConsent {
  email: string;
  /** ISO 8601: when the visitor signed up. */
  consentedAt: string;
  /** The page the visitor signed up on, when known. */
  pageUrl?: string;
}

/** The consent record's source, as Klaviyo shows it: the store's website and the page. */
function consentSource(pageUrl: string | undefined): string {
  return pageUrl ? `Website sign-up: ${pageUrl.slice(0, 200)}` : "Website sign-up";
}

/**
 * Klaviyo's "Create Client Subscription" request: `POST /client/subscriptions?company_id=…` with a
 * JSON:API body subscribing the profile's email to marketing on the list. Klaviyo stamps its consent
 * record when the request arrives and keeps `custom_source` on it (the page); `consented_at` is
 * refused outside historical imports, so the moment the visitor actually signed up (the outbox may
 * deliver later) goes in the profile's properties, with the page. The public API key is the only
 * credential (it is meant to be public).
 */
function klaviyoSubscriptionRequest(settings: KlaviyoListSettings, consent: SignUpConsent) {
  return klaviyoClientRequest(settings, "subscriptions", {
    type: "subscription",
    attributes: {
      custom_source: consentSource(consent.pageUrl),
      profile: {
        data: {
          type: "profile",
          attributes: {
            email: consent.email,
            properties: {
              website_signup_at: consent.consentedAt,
              ...(consent.pageUrl ? { website_signup_page: consent.pageUrl.slice(0, 500) } : {}),
            },
            subscriptions: { email: { marketing: { consent: "SUBSCRIBED" } } },
          },
        },
      },
    },
    relationships: { list: { data: { type: "list", id: settings.listId } } },
  });
}

/** Delivers the outbox's "klaviyo-subscription" messages to the list. */
export function klaviyoSubscriptionDeliverer(
  settings: KlaviyoListSettings,
  { timeoutMs = 10_000 }: { timeoutMs?: number } = {},
): Deliverer<"klaviyo-subscription"> {
  return async (job, db) => {
    const [subscriber] = await db
      .select({ email: newsletterSubscribers.email })
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.id, job.payload.subscriberId));
    if (!subscriber) {
      return { status: "failed", reason: `sign-up ${job.payload.subscriberId} is gone` };
    }
    return sendToKlaviyo(
      klaviyoSubscriptionRequest(settings, {
        email: subscriber.email,
        consentedAt: job.payload.consentedAt,
        pageUrl: job.payload.pageUrl,
      }),
      timeoutMs,
    );
  };
}
