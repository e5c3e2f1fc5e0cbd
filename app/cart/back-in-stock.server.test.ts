import { beforeEach, describe, expect, it } from "vitest";
import { backInStockRequests, outbox } from "~/db/schema.server";
import { suiteTestDatabase } from "~/db/test-database";
import { deliverNext } from "~/outbox/outbox.server";
import type { RetryPolicy } from "~/outbox/retry-schedule";
import { suiteKlaviyoStandIn } from "../../tests/harness/vitest-klaviyo";
import { requestBackInStock } from "./back-in-stock.server";
import { klaviyoBackInStockDeliverer } from "./klaviyo-back-in-stock.server";

const policy: RetryPolicy = { maxAttempts: 5, firstDelayMs: 1_000, maxDelayMs: 60_000 };
const variantId = "gid://shopify/ProductVariant/9000000000004";

describe.each(process.env.DATABASE_URL ? (["pglite", "postgres"] as const) : (["pglite"] as const))(
  "back-in-stock requests on %s",
  (kind) => {
    const database = suiteTestDatabase(kind);
    const klaviyo = suiteKlaviyoStandIn();
    const ask = (email: string, slug: string, sends = true, variant: string | null = variantId) =>
      requestBackInStock(
        { email, slug, variantId: variant },
        { db: async () => database.db, sends: () => sends, wake: () => {} },
      );
    const deliver = () =>
      deliverNext(
        database,
        {
          "klaviyo-back-in-stock": klaviyoBackInStockDeliverer({
            companyId: "AbC123",
            apiUrl: klaviyo.url,
          }),
        },
        policy,
      );

    beforeEach(async () => {
      await database.db.delete(outbox);
      await database.db.delete(backInStockRequests);
    });

    it("keeps one request per email and product, and sends Klaviyo's client back-in-stock request", async () => {
      expect(await ask("Shopper@Example.com", "deep-waters")).toEqual({ status: "requested" });
      expect(await ask("shopper@example.com", "deep-waters")).toEqual({ status: "requested" });
      const rows = await database.db.select().from(backInStockRequests);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ productSlug: "deep-waters", variantId });

      // Asking again asks Klaviyo again.
      await deliver();
      await deliver();
      expect(klaviyo.requests).toHaveLength(2);
      const [sent] = klaviyo.requests;
      expect(sent!.method).toBe("POST");
      expect(sent!.url).toBe("/client/back-in-stock-subscriptions?company_id=AbC123");
      expect(sent!.headers.revision).toBe("2026-04-15");
      expect(JSON.parse(sent!.body)).toEqual({
        data: {
          type: "back-in-stock-subscription",
          attributes: {
            channels: ["EMAIL"],
            profile: { data: { type: "profile", attributes: { email: "Shopper@Example.com" } } },
          },
          relationships: {
            variant: {
              data: { type: "catalog-variant", id: "$shopify:::$default:::9000000000004" },
            },
          },
        },
      });
      const queued = await database.db.select().from(outbox);
      expect(queued.map((row) => row.status)).toEqual(["sent", "sent"]);
    });

    it("keeps the request for the owner without queuing it when Klaviyo or Shopify is not configured", async () => {
      await ask("a@example.com", "deep-waters", false);
      await ask("b@example.com", "deep-waters", true, null);
      expect(await database.db.select().from(backInStockRequests)).toHaveLength(2);
      expect(await database.db.select().from(outbox)).toHaveLength(0);
    });

    it("retries when Klaviyo is busy and gives up on a refusal", async () => {
      await ask("c@example.com", "deep-waters");
      klaviyo.answerNext({ status: 429, headers: { "retry-after": "30" } });
      await deliver();
      expect((await database.db.select().from(outbox))[0]!.status).toBe("pending");
    });
  },
);
