import { eq } from "drizzle-orm";
import { backInStockRequests } from "~/db/schema.server";
import type { Env } from "~/env.server";
import { numericShopifyId } from "~/integrations/shopify/ids";
import {
  klaviyoClientRequest,
  sendToKlaviyo,
  type KlaviyoClientAccount,
} from "~/integrations/klaviyo/klaviyo-client-request.server";
import type { Deliverer } from "~/outbox/outbox.server";

/** Where back-in-stock requests go: the Klaviyo account (public API key). */
export type KlaviyoAccount = KlaviyoClientAccount;

/** The account when KLAVIYO_COMPANY_ID is set; otherwise none: nothing is sent or queued. */
export function klaviyoAccount(env: Env): KlaviyoAccount | undefined {
  return env.KLAVIYO_COMPANY_ID
    ? { companyId: env.KLAVIYO_COMPANY_ID, apiUrl: env.KLAVIYO_API_URL }
    : undefined;
}

/**
 * Klaviyo's "Create Client Back In Stock Subscription": `POST /client/back-in-stock-subscriptions
 * ?company_id=…` with a JSON:API body naming the profile's email, the email channel and the
 * Shopify variant as Klaviyo's catalog knows it (`$shopify:::$default:::{variant id}`).
 */
function backInStockRequest(
  account: KlaviyoAccount,
  request: { email: string; variantId: string },
) {
  const variant = numericShopifyId(request.variantId) ?? request.variantId;
  return klaviyoClientRequest(account, "back-in-stock-subscriptions", {
    type: "back-in-stock-subscription",
    attributes: {
      channels: ["EMAIL"],
      profile: { data: { type: "profile", attributes: { email: request.email } } },
    },
    relationships: {
      variant: { data: { type: "catalog-variant", id: `$shopify:::$default:::${variant}` } },
    },
  });
}

/** Delivers the outbox's "klaviyo-back-in-stock" messages. */
export function klaviyoBackInStockDeliverer(
  account: KlaviyoAccount,
  { timeoutMs = 10_000 }: { timeoutMs?: number } = {},
): Deliverer<"klaviyo-back-in-stock"> {
  return async (job, db) => {
    const [row] = await db
      .select()
      .from(backInStockRequests)
      .where(eq(backInStockRequests.id, job.payload.requestId));
    if (!row?.variantId) {
      return { status: "failed", reason: `back-in-stock request ${job.payload.requestId} is gone` };
    }
    return sendToKlaviyo(
      backInStockRequest(account, { email: row.email, variantId: row.variantId }),
      timeoutMs,
    );
  };
}
