import type { DeliveryOutcome } from "~/outbox/outbox.server";
import { klaviyoRevision, klaviyoUnreachable, subscriptionOutcome } from "./klaviyo-answer.server";

/** The Klaviyo account the store's client requests go to (its public API key). */
export interface KlaviyoClientAccount {
  companyId: string;
  /** https://a.klaviyo.com, or a local stand-in in tests. */
  apiUrl: string;
}

/** A request ready for `fetch`. */
export interface KlaviyoClientRequest {
  url: string;
  init: RequestInit;
}

/**
 * One of Klaviyo's client APIs (`POST /client/{endpoint}?company_id=…`): a JSON:API document, the
 * JSON:API media type both ways and the API revision the store is written for. The public API key
 * in the query is the only credential (it is meant to be public).
 */
export function klaviyoClientRequest(
  account: KlaviyoClientAccount,
  endpoint: "subscriptions" | "back-in-stock-subscriptions",
  data: Record<string, unknown>,
): KlaviyoClientRequest {
  return {
    url: `${account.apiUrl}/client/${endpoint}?company_id=${encodeURIComponent(account.companyId)}`,
    init: {
      method: "POST",
      headers: {
        accept: "application/vnd.api+json",
        "content-type": "application/vnd.api+json",
        revision: klaviyoRevision,
      },
      body: JSON.stringify({ data }),
    },
  };
}

/** Sends a client request and says what Klaviyo's answer (or its silence) means for the outbox. */
export async function sendToKlaviyo(
  request: KlaviyoClientRequest,
  timeoutMs: number,
): Promise<DeliveryOutcome> {
  let response: Response;
  try {
    response = await fetch(request.url, {
      ...request.init,
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    return klaviyoUnreachable(error);
  }
  return subscriptionOutcome(response);
}
