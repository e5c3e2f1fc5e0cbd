import { createHmac, timingSafeEqual } from "node:crypto";
import { and, eq, lt, or, sql } from "drizzle-orm";
import type { Database, Db } from "~/db/database.server";
import { shopifyWebhooks } from "~/db/schema.server";
import { errorSummary, logger, storedErrorText } from "~/lib/logger.server";
import { budgetLeft, consumeWrite, tooManyMessage } from "~/guard/rate-limits.server";
import { rawBody } from "~/guard/request-body.server";
import {
  clientKey,
  guardWrite,
  WriteRefused,
  type WriteContext,
  type WritePolicy,
} from "~/guard/write-guard.server";

/** Largest webhook body accepted (Shopify's product and order payloads are far smaller). */
export const maxWebhookBytes = 1024 * 1024;

/** What a handler knows of the delivery besides its payload. */
interface WebhookDelivery {
  topic: string;
  webhookId: string;
  /** X-Shopify-Shop-Domain: the shop that sent it (its myshopify.com name). */
  shopDomain: string | null;
}

/** Processes one verified delivery; a throw marks it failed, and Shopify delivers it again. */
export type WebhookHandler = (payload: unknown, delivery: WebhookDelivery) => Promise<void> | void;

/** Handlers by topic (X-Shopify-Topic, e.g. `products/update`), filled in by server composition. */
export type WebhookHandlers = ReadonlyMap<string, WebhookHandler>;

const registry = new Map<string, WebhookHandler>();

/** The store's handlers, registered at start-up; topics without one are acknowledged and ignored. */
export const webhookHandlers: WebhookHandlers = registry;

/** Registers the handler of a topic (one per topic: a second registration replaces the first). */
export function registerWebhookHandler(topic: string, handler: WebhookHandler): void {
  registry.set(topic, handler);
}

/** A signature as Shopify writes it: standard base64 of 32 bytes, padded (44 characters). */
const canonicalSignature = /^[A-Za-z0-9+/]{42}[AEIMQUYcgkosw048]=$/;

/**
 * Whether `signature` (X-Shopify-Hmac-Sha256) is the base64 HMAC-SHA256 of the raw body under the
 * app's secret, compared in constant time. Only Shopify's own spelling counts: standard base64
 * with its padding, nothing before or after (Node's decoder would also take URL-safe letters, a
 * missing `=` or trailing junk).
 */
export function isSignedByShopify(
  body: Uint8Array,
  signature: string | null,
  secret: string,
): boolean {
  if (!signature || !canonicalSignature.test(signature)) return false;
  const expected = createHmac("sha256", secret).update(body).digest();
  const given = Buffer.from(signature, "base64");
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** The signature Shopify would send for `body` (for tests and stand-ins). */
export function shopifySignature(body: string | Uint8Array, secret: string): string {
  return createHmac("sha256", secret).update(body).digest("base64");
}

export interface WebhookReceiver {
  /** SHOPIFY_WEBHOOK_SECRET; absent, the endpoint answers 404. */
  secret: string | undefined;
  database: () => Promise<Database>;
  handlers: WebhookHandlers;
}

function answer(status: number, message: string, headers: Record<string, string> = {}): Response {
  return new Response(`${message}\n`, {
    status,
    headers: {
      "Content-Type": "text/plain; charset=utf-8",
      "Cache-Control": "no-store",
      ...headers,
    },
  });
}

/**
 * The write policy of a webhook: POST only, from anywhere (Shopify calls server to server; the
 * signature over the raw body, checked next, is its proof), only while a secret is configured
 * (404 otherwise, before the body is read), from an address that has not sent too many wrongly
 * signed ones (429, before the body is read), and a raw body of at most 1 MB. The writer step
 * answers the secret the body must be signed with.
 */
function webhookWrite(receiver: WebhookReceiver, client: string): WritePolicy<string, Uint8Array> {
  return {
    name: "shopify-webhook",
    method: { message: "Shopify webhooks are sent with POST.", allow: "POST" },
    sameSite: false,
    writer: async () => {
      if (!receiver.secret) {
        throw new WriteRefused("not_configured", {
          status: 404,
          message: "Shopify webhooks are not configured on this store.",
        });
      }
      const left = await budgetLeft("webhook-signature", client);
      if (!left.allowed) {
        throw new WriteRefused("rate_limited", {
          status: 429,
          message: tooManyMessage("webhook-signature", left.retryAfterSeconds),
          headers: { "Retry-After": String(left.retryAfterSeconds) },
        });
      }
      return receiver.secret;
    },
    body: rawBody(maxWebhookBytes),
  };
}

/** A verified delivery's headers and its payload, or the 400 that says what is wrong with it. */
function readDelivery(
  request: Request,
  body: Uint8Array,
): { delivery: WebhookDelivery; payload: unknown } | Response {
  const topic = request.headers.get("x-shopify-topic")?.trim();
  const webhookId = request.headers.get("x-shopify-webhook-id")?.trim();
  if (!topic || topic.length > 200) return answer(400, "X-Shopify-Topic is missing.");
  if (!webhookId || webhookId.length > 200) return answer(400, "X-Shopify-Webhook-Id is missing.");
  let payload: unknown;
  try {
    payload = JSON.parse(new TextDecoder("utf-8", { fatal: true }).decode(body));
  } catch {
    return answer(400, "The webhook's body is not JSON.");
  }
  const shopDomain = request.headers.get("x-shopify-shop-domain")?.trim().slice(0, 255) || null;
  return { delivery: { topic, webhookId, shopDomain }, payload };
}

/**
 * Claims the delivery for processing: new, or earlier failed, or stuck in processing by a process
 * that died. Whether it was claimed (false: a repeat of one processed or in hand).
 */
async function claimDelivery(db: Db, { topic, webhookId, shopDomain }: WebhookDelivery) {
  const claimed = await db
    .insert(shopifyWebhooks)
    .values({ webhookId, topic, shopDomain, status: "processing" })
    .onConflictDoUpdate({
      target: shopifyWebhooks.webhookId,
      set: { status: "processing", error: null, receivedAt: sql`now()` },
      setWhere: or(
        eq(shopifyWebhooks.status, "failed"),
        and(
          eq(shopifyWebhooks.status, "processing"),
          // Stuck this long, the process that claimed it died.
          lt(shopifyWebhooks.receivedAt, sql`now() - interval '5 minutes'`),
        ),
      ),
    })
    .returning({ webhookId: shopifyWebhooks.webhookId });
  return claimed.length > 0;
}

/**
 * Hands a claimed delivery to its topic's handler and records how it went: ignored (no handler),
 * processed, or failed (503, so Shopify delivers it again).
 */
async function processDelivery(
  db: Db,
  handler: WebhookHandler | undefined,
  payload: unknown,
  delivery: WebhookDelivery,
): Promise<Response> {
  const { topic, webhookId } = delivery;
  const finish = (status: "processed" | "ignored" | "failed", error: string | null = null) =>
    db
      .update(shopifyWebhooks)
      .set({ status, error })
      .where(eq(shopifyWebhooks.webhookId, webhookId));

  if (!handler) {
    await finish("ignored").catch(() => undefined);
    logger.info({ event: "shopify_webhook_ignored", topic, webhookId });
    return answer(200, "Received; this store does not act on this topic.");
  }
  try {
    await handler(payload, delivery);
  } catch (error) {
    await finish("failed", storedErrorText(error)).catch(() => undefined);
    logger.error({ event: "shopify_webhook_failed", topic, webhookId, ...errorSummary(error) });
    return answer(503, "The webhook could not be processed; deliver it again later.", {
      "Retry-After": "60",
    });
  }
  await finish("processed").catch(() => undefined);
  logger.info({ event: "shopify_webhook_processed", topic, webhookId });
  return answer(200, "Processed.");
}

/**
 * POST /webhooks/shopify: verifies Shopify's signature over the raw body, records the delivery
 * by its webhook id (a repeat is answered 200 and not processed again), and hands the payload to
 * the topic's handler. Unsigned or wrongly signed requests get 401 and store nothing; unknown
 * topics are acknowledged and recorded as ignored; a failing handler gets 503 so Shopify retries.
 */
export async function receiveShopifyWebhook(
  request: Request,
  receiver: WebhookReceiver,
  context: WriteContext = {},
): Promise<Response> {
  const client = clientKey(context.clientAddress);
  const guarded = await guardWrite(request, context, webhookWrite(receiver, client));
  if (!guarded.ok) {
    const { status, message, headers } = guarded.rejection;
    return answer(status, message, headers);
  }
  const { writer: secret, body } = guarded;
  if (!isSignedByShopify(body, request.headers.get("x-shopify-hmac-sha256"), secret)) {
    // Counted against the address: past its budget, its next webhooks are refused unread.
    await consumeWrite("webhook-signature", client);
    logger.warn({ event: "shopify_webhook_rejected", reason: "signature" });
    return answer(401, "The webhook's signature (X-Shopify-Hmac-Sha256) does not match.");
  }
  const read = readDelivery(request, body);
  if (read instanceof Response) return read;
  const { delivery, payload } = read;
  const { topic, webhookId } = delivery;

  let db: Db;
  let claimed: boolean;
  try {
    db = (await receiver.database()).db;
    claimed = await claimDelivery(db, delivery);
  } catch (error) {
    logger.error({ event: "shopify_webhook_unavailable", topic, ...errorSummary(error) });
    return answer(503, "The store cannot take webhooks right now.", { "Retry-After": "30" });
  }
  if (!claimed) {
    logger.info({ event: "shopify_webhook_repeat", topic, webhookId });
    return answer(200, "Already received.");
  }
  return processDelivery(db, receiver.handlers.get(topic), payload, delivery);
}
