import { beforeEach, describe, expect, it } from "vitest";
import { outbox } from "~/db/schema.server";
import { suiteTestDatabase } from "~/db/test-database";
import { parseEnv } from "~/env.server";
import { deliverNext } from "~/outbox/outbox.server";
import type { RetryPolicy } from "~/outbox/retry-schedule";
import { suiteKlaviyoStandIn } from "../../tests/harness/vitest-klaviyo";
import { startKlaviyoStandIn } from "../../tests/stand-ins/klaviyo-stand-in";
import {
  klaviyoListSettings,
  klaviyoRevision,
  klaviyoSubscriptionDeliverer,
} from "./klaviyo-subscription.server";
import { signUp } from "./subscribe-service.server";

const policy: RetryPolicy = { maxAttempts: 5, firstDelayMs: 1_000, maxDelayMs: 60_000 };

describe("sign-ups sent to the Klaviyo list through the outbox", () => {
  const database = suiteTestDatabase("pglite");
  const klaviyo = suiteKlaviyoStandIn();
  const signUpOn = (email: string, pageUrl?: string, sendsToList = true) =>
    signUp(email, "website", pageUrl ? { pageUrl } : {}, {
      db: async () => database.db,
      sends: () => sendsToList,
      wake: () => {},
    });
  const deliver = (now = new Date()) =>
    deliverNext(
      database,
      {
        "klaviyo-subscription": klaviyoSubscriptionDeliverer({
          companyId: "AbC123",
          listId: "XyZ789",
          apiUrl: klaviyo.url,
        }),
      },
      policy,
      { now: () => now },
    );
  const onlyRow = async () => {
    const rows = await database.db.select().from(outbox);
    expect(rows).toHaveLength(1);
    return rows[0]!;
  };

  beforeEach(async () => {
    await database.db.delete(outbox);
  });

  it("sends the documented Create Client Subscription request, with consent time and page", async () => {
    const before = new Date();
    expect(await signUpOn("Ada@Example.com", "https://shop.example.com/detox")).toEqual({
      status: "subscribed",
      email: "Ada@Example.com",
    });
    const queued = await onlyRow();
    expect(queued).toMatchObject({ kind: "klaviyo-subscription", status: "pending" });
    expect(JSON.stringify(queued.payload)).not.toContain("Ada@");

    expect((await deliver())?.outcome).toEqual({ status: "sent" });
    expect(klaviyo.requests).toHaveLength(1);
    const [request] = klaviyo.requests;
    expect(request!.method).toBe("POST");
    expect(request!.url).toBe("/client/subscriptions?company_id=AbC123");
    expect(request!.headers).toMatchObject({
      revision: klaviyoRevision,
      "content-type": "application/vnd.api+json",
      accept: "application/vnd.api+json",
    });
    expect(request!.headers.authorization).toBeUndefined(); // the public key is the only credential
    const body = JSON.parse(request!.body);
    expect(body).toEqual({
      data: {
        type: "subscription",
        attributes: {
          custom_source: "Website sign-up: https://shop.example.com/detox",
          profile: {
            data: {
              type: "profile",
              attributes: {
                email: "Ada@Example.com",
                properties: {
                  website_signup_at: expect.any(String),
                  website_signup_page: "https://shop.example.com/detox",
                },
                subscriptions: { email: { marketing: { consent: "SUBSCRIBED" } } },
              },
            },
          },
        },
        relationships: { list: { data: { type: "list", id: "XyZ789" } } },
      },
    });
    const consentedAt = new Date(
      body.data.attributes.profile.data.attributes.properties.website_signup_at,
    );
    expect(consentedAt.getTime()).toBeGreaterThanOrEqual(before.getTime() - 1);
    expect(consentedAt.getTime()).toBeLessThanOrEqual(Date.now());
    expect(await onlyRow()).toMatchObject({ status: "sent", attempts: 1 });
    expect(await deliver()).toBeUndefined();
    expect(klaviyo.requests).toHaveLength(1);
  });

  it("retries a 429 no sooner than its Retry-After, and a 503, until Klaviyo accepts", async () => {
    await signUpOn("busy@example.com");
    klaviyo.answerNext(
      {
        status: 429,
        headers: { "retry-after": "90" },
        body: { errors: [{ status: 429, code: "throttled", detail: "busy@example.com" }] },
      },
      { status: 503 },
    );
    const start = new Date();
    expect((await deliver(start))?.outcome).toEqual({
      status: "retry",
      reason: "Klaviyo HTTP 429 (throttled)",
      retryAfterMs: 90_000,
    });
    const throttled = await onlyRow();
    expect(throttled).toMatchObject({ status: "pending", attempts: 1 });
    expect(throttled.nextAttemptAt.getTime() - start.getTime()).toBeGreaterThanOrEqual(90_000);
    expect(throttled.lastError).not.toContain("busy@");
    expect(await deliver(new Date(start.getTime() + 89_000))).toBeUndefined();

    const second = new Date(start.getTime() + 90_000);
    expect((await deliver(second))?.outcome).toMatchObject({
      status: "retry",
      reason: "Klaviyo HTTP 503",
    });
    const unavailable = await onlyRow();
    expect(unavailable).toMatchObject({ status: "pending", attempts: 2 });
    expect((await deliver(unavailable.nextAttemptAt))?.outcome).toEqual({ status: "sent" });
    expect(klaviyo.requests).toHaveLength(3);
    expect(new Set(klaviyo.requests.map((request) => request.body)).size).toBe(1);
    expect(await onlyRow()).toMatchObject({ status: "sent", attempts: 3 });
  });

  it("marks a 400 failed at once, with the reason and no personal data", async () => {
    await signUpOn("bad@example.com");
    klaviyo.answerNext({
      status: 400,
      body: {
        errors: [
          {
            status: 400,
            code: "invalid",
            title: "Invalid input.",
            detail: "bad@example.com is not a valid email address",
            source: { pointer: "/data/attributes/profile/data/attributes/email" },
          },
        ],
      },
    });
    expect((await deliver())?.outcome.status).toBe("failed");
    const failed = await onlyRow();
    expect(failed).toMatchObject({
      status: "failed",
      attempts: 1,
      lastError: "Klaviyo HTTP 400 (invalid at /data/attributes/profile/data/attributes/email)",
    });
    expect(await deliver(new Date(Date.now() + 86_400_000))).toBeUndefined();
    expect(klaviyo.requests).toHaveLength(1);
  });

  it("retries when Klaviyo cannot be reached", async () => {
    await signUpOn("offline@example.com");
    const gone = await startKlaviyoStandIn();
    await gone.close();
    const report = await deliverNext(
      database,
      {
        "klaviyo-subscription": klaviyoSubscriptionDeliverer({
          companyId: "AbC123",
          listId: "XyZ789",
          apiUrl: gone.url,
        }),
      },
      policy,
    );
    expect(report?.outcome).toEqual({
      status: "retry",
      reason: "Klaviyo unreachable (ECONNREFUSED)",
    });
  });

  it("queues nothing without a list, and needs the account for a list", async () => {
    expect(await signUpOn("nolist@example.com", undefined, false)).toMatchObject({
      status: "subscribed",
    });
    expect(await database.db.$count(outbox)).toBe(0);
    expect(klaviyoListSettings(parseEnv({ KLAVIYO_COMPANY_ID: "AbC123" }))).toBeUndefined();
    expect(
      klaviyoListSettings(parseEnv({ KLAVIYO_COMPANY_ID: "AbC123", KLAVIYO_LIST_ID: "XyZ789" })),
    ).toEqual({ companyId: "AbC123", listId: "XyZ789", apiUrl: "https://a.klaviyo.com" });
    expect(() => parseEnv({ KLAVIYO_LIST_ID: "XyZ789" })).toThrow(/KLAVIYO_COMPANY_ID/);
  });
});
