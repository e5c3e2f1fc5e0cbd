import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Database } from "~/db/database.server";
import { closeDatabase, provideDatabase } from "~/db/connection.server";
import { shopifyWebhooks } from "~/db/schema.server";
import { openTestDatabase } from "~/db/test-database";
import { badWebhookSignatures, resetRateLimits } from "~/guard/rate-limits.server";
import {
  isSignedByShopify,
  maxWebhookBytes,
  receiveShopifyWebhook,
  shopifySignature,
  type WebhookHandler,
} from "./shopify-webhooks.server";

const secret = "shpss_test_secret_0123456789";

describe("Shopify's webhook signature", () => {
  const body = new TextEncoder().encode('{"id":1}');
  it("accepts the base64 HMAC-SHA256 of the raw body", () => {
    expect(isSignedByShopify(body, shopifySignature(body, secret), secret)).toBe(true);
  });
  it("takes only Shopify's own spelling: padded standard base64, nothing around it", () => {
    // A body whose signature has the letters URL-safe base64 spells differently.
    let n = 0;
    while (!/[+/]/.test(shopifySignature(`{"id":${n}}`, secret))) n++;
    const signed = new TextEncoder().encode(`{"id":${n}}`);
    const good = shopifySignature(signed, secret);
    expect(isSignedByShopify(signed, good, secret)).toBe(true);
    for (const spelling of [
      good.replaceAll("+", "-").replaceAll("/", "_"),
      good.replace(/=$/, ""),
      `${good}x`,
      `${good}==`,
      `${good} junk`,
      ` ${good}`,
      `${good.slice(0, 42)}B=`,
    ]) {
      expect(isSignedByShopify(signed, spelling, secret), spelling).toBe(false);
    }
  });

  it("refuses a missing, wrong, truncated or differently keyed signature", () => {
    const good = shopifySignature(body, secret);
    expect(isSignedByShopify(body, null, secret)).toBe(false);
    expect(isSignedByShopify(body, "", secret)).toBe(false);
    expect(isSignedByShopify(body, good.slice(0, 20), secret)).toBe(false);
    expect(isSignedByShopify(body, shopifySignature(body, `${secret}x`), secret)).toBe(false);
    expect(isSignedByShopify(new TextEncoder().encode('{"id":2}'), good, secret)).toBe(false);
    expect(isSignedByShopify(body, Buffer.from(good, "base64").toString("hex"), secret)).toBe(
      false,
    );
  });
});

describe("POST /webhooks/shopify", () => {
  let database: Database;
  const seen: { topic: string; payload: unknown }[] = [];
  let failNext = false;
  const onProduct: WebhookHandler = (payload, delivery) => {
    if (failNext) {
      failNext = false;
      throw new Error("catalogue refresh failed");
    }
    seen.push({ topic: delivery.topic, payload });
  };
  const receiver = () => ({
    secret,
    database: async () => database,
    handlers: new Map([["products/update", onProduct]]),
  });
  const delivery = (
    body: string,
    headers: Record<string, string | null> = {},
    method = "POST",
  ): Request => {
    const all: Record<string, string | null> = {
      "content-type": "application/json",
      "x-shopify-topic": "products/update",
      "x-shopify-webhook-id": "b54557e4-bdd9-4b37-8a5f-bf7d70bcd043",
      "x-shopify-shop-domain": "verdant-roots.myshopify.com",
      "x-shopify-hmac-sha256": shopifySignature(body, secret),
      ...headers,
    };
    return new Request("http://store.test/webhooks/shopify", {
      method,
      headers: Object.fromEntries(Object.entries(all).filter(([, v]) => v !== null)) as Record<
        string,
        string
      >,
      body: method === "GET" ? undefined : body,
    });
  };
  const rows = () => database.db.select().from(shopifyWebhooks);

  beforeAll(async () => {
    database = await openTestDatabase("pglite");
    // As the composition root does: with DATABASE_URL the limits are counted in the store's
    // database (here the test's own), which the write guard reaches through the connection module.
    provideDatabase(async () => database);
  });
  afterAll(() => closeDatabase());
  beforeEach(async () => {
    resetRateLimits();
    seen.length = 0;
    await database.db.delete(shopifyWebhooks);
  });

  it("hands a signed delivery to its topic's handler once, however often it is delivered", async () => {
    const body = JSON.stringify({ admin_graphql_api_id: "gid://shopify/Product/1" });
    const first = await receiveShopifyWebhook(delivery(body), receiver());
    expect(first.status).toBe(200);
    const again = await receiveShopifyWebhook(delivery(body), receiver());
    expect(again.status).toBe(200);
    expect(await again.text()).toMatch(/already received/i);
    expect(seen).toEqual([
      { topic: "products/update", payload: { admin_graphql_api_id: "gid://shopify/Product/1" } },
    ]);
    expect(await rows()).toMatchObject([
      {
        webhookId: "b54557e4-bdd9-4b37-8a5f-bf7d70bcd043",
        topic: "products/update",
        shopDomain: "verdant-roots.myshopify.com",
        status: "processed",
        error: null,
      },
    ]);
  });

  it("answers 401 and stores nothing when unsigned or wrongly signed", async () => {
    const body = '{"id":1}';
    for (const signature of [null, "", shopifySignature(body, "another-secret-0123456789")]) {
      const response = await receiveShopifyWebhook(
        delivery(body, { "x-shopify-hmac-sha256": signature }),
        receiver(),
      );
      expect(response.status).toBe(401);
    }
    // Signed over a different body than the one sent.
    const tampered = delivery('{"id":2}', {
      "x-shopify-hmac-sha256": shopifySignature(body, secret),
    });
    expect((await receiveShopifyWebhook(tampered, receiver())).status).toBe(401);
    expect(await rows()).toEqual([]);
    expect(seen).toEqual([]);
  });

  it("counts wrong signatures per address and then refuses its webhooks without reading them", async () => {
    const attacker = { clientAddress: "203.0.113.7" };
    const bad = { "x-shopify-hmac-sha256": shopifySignature("{}", "another-secret-0123456789") };
    for (let n = 0; n < badWebhookSignatures; n++) {
      expect((await receiveShopifyWebhook(delivery("{}", bad), receiver(), attacker)).status).toBe(
        401,
      );
    }
    let read = false;
    const body = new ReadableStream<Uint8Array>(
      {
        pull(controller) {
          read = true;
          controller.enqueue(new TextEncoder().encode("{}"));
          controller.close();
        },
      },
      { highWaterMark: 0 },
    );
    const unread = new Request("http://store.test/webhooks/shopify", {
      method: "POST",
      headers: delivery("{}").headers,
      body,
      duplex: "half",
    } as RequestInit);
    const refused = await receiveShopifyWebhook(unread, receiver(), attacker);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(read).toBe(false);
    // Another address, Shopify's, is not held up by it; a good signature never counts.
    const shopify = { clientAddress: "198.51.100.20" };
    expect((await receiveShopifyWebhook(delivery("{}"), receiver(), shopify)).status).toBe(200);
    expect(await rows()).toHaveLength(1);
  });

  it("acknowledges a topic without a handler and records it as ignored", async () => {
    const response = await receiveShopifyWebhook(
      delivery("{}", { "x-shopify-topic": "customers/create", "x-shopify-webhook-id": "w-2" }),
      receiver(),
    );
    expect(response.status).toBe(200);
    expect(await rows()).toMatchObject([{ webhookId: "w-2", status: "ignored" }]);
    expect(seen).toEqual([]);
  });

  it("records a failing handler's error, answers 503, and processes the redelivery", async () => {
    failNext = true;
    const failed = await receiveShopifyWebhook(delivery("{}"), receiver());
    expect(failed.status).toBe(503);
    expect(await rows()).toMatchObject([
      { status: "failed", error: "Error: catalogue refresh failed" },
    ]);
    const retried = await receiveShopifyWebhook(delivery("{}"), receiver());
    expect(retried.status).toBe(200);
    expect(await rows()).toMatchObject([{ status: "processed", error: null }]);
    expect(seen).toHaveLength(1);
  });

  it("stores a failure's code and message, never the values of the query that failed", async () => {
    const cause = Object.assign(new Error("value too long for type character varying(80)"), {
      code: "22001",
    });
    const onOrder: WebhookHandler = () => {
      throw new Error(
        'Failed query: insert into "shop_orders" ("email") values ($1)\nparams: ana@verdant.test',
        { cause },
      );
    };
    const response = await receiveShopifyWebhook(
      delivery("{}", { "x-shopify-topic": "orders/create" }),
      {
        ...receiver(),
        handlers: new Map([["orders/create", onOrder]]),
      },
    );
    expect(response.status).toBe(503);
    const [row] = await rows();
    expect(row!.error).toBe("22001 Error: value too long for type character varying(80)");
  });

  it("answers 404 while no webhook secret is configured", async () => {
    const response = await receiveShopifyWebhook(delivery("{}"), {
      ...receiver(),
      secret: undefined,
    });
    expect(response.status).toBe(404);
    expect(await response.text()).toMatch(/not configured/);
  });

  it("answers other methods 405 with Allow: POST", async () => {
    const response = await receiveShopifyWebhook(delivery("", {}, "GET"), receiver());
    expect(response.status).toBe(405);
    expect(response.headers.get("allow")).toBe("POST");
  });

  it("refuses a body over the limit (413), a missing id or topic, and a body that is not JSON (400)", async () => {
    const big = "x".repeat(maxWebhookBytes + 1);
    expect((await receiveShopifyWebhook(delivery(big), receiver())).status).toBe(413);
    expect(
      (await receiveShopifyWebhook(delivery("{}", { "x-shopify-webhook-id": null }), receiver()))
        .status,
    ).toBe(400);
    expect(
      (await receiveShopifyWebhook(delivery("{}", { "x-shopify-topic": null }), receiver())).status,
    ).toBe(400);
    expect((await receiveShopifyWebhook(delivery("not json"), receiver())).status).toBe(400);
    expect(await rows()).toEqual([]);
  });

  it("answers 503 when the database cannot be reached", async () => {
    const response = await receiveShopifyWebhook(delivery("{}"), {
      ...receiver(),
      database: () => Promise.reject(new Error("down")),
    });
    expect(response.status).toBe(503);
  });
});
