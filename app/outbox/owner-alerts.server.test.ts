import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Database } from "~/db/database.server";
import { outbox } from "~/db/schema.server";
import { openTestDatabase } from "~/db/test-database";
import { alertFailedDelivery } from "../../server/outbox";
import {
  bodyOf,
  header,
  startMailServer,
  type MailServer,
} from "../../tests/stand-ins/mail-server";
import { deliverNext, enqueue } from "./outbox.server";
import { setRunningOutbox } from "./outbox-signal.server";
import { outboxWorker } from "./outbox-worker.server";
import { alertOn, alertOwner, ownerAlertDeliverer } from "./owner-alerts.server";
import type { RetryPolicy } from "./retry-schedule";

const policy: RetryPolicy = { maxAttempts: 2, firstDelayMs: 0, maxDelayMs: 0 };
const on = { on: true, sending: true, wake: () => undefined };

describe("the owner's alerts, through the outbox and the mail stand-in", () => {
  let database: Database;
  let mail: MailServer;
  const deliverAll = async () => {
    const deliverers = {
      "owner-alert": ownerAlertDeliverer({
        smtpUrl: mail.url,
        to: "owner@shop.example.com",
        from: "Verdant Roots <shop@shop.example.com>",
        siteUrl: "https://shop.example.com",
      }),
      // A contact email the mail server will never take: it fails for good on its first attempt.
      "contact-email": async () => ({ status: "failed" as const, reason: "SMTP 550" }),
    };
    while (await deliverNext(database, deliverers, policy, { onFailed: alertFailedDelivery })) {
      // One message per call, until none is due.
    }
  };

  beforeAll(async () => {
    database = await openTestDatabase("pglite");
    mail = await startMailServer();
  }, 60_000);
  afterAll(async () => {
    await mail.close();
    await database.close();
  });
  beforeEach(async () => {
    mail.received.length = 0;
    await database.db.delete(outbox);
  });

  it("emails the owner once about a 1-star review, with its product and text", async () => {
    const [review] = (
      (await database.db.execute(sql`insert into reviews (product_id, name, rating, review_text)
        values ('bone-rock', 'Dana', 1, 'Tasted of chalk.') returning id`)) as unknown as {
        rows: { id: number }[];
      }
    ).rows;
    expect(
      await alertOwner(database.db, { about: "low-review", reviewId: Number(review!.id) }, on),
    ).toBe(true);
    await deliverAll();
    await deliverAll();
    expect(mail.received).toHaveLength(1);
    const [sent] = mail.received;
    expect(sent!.to).toEqual(["owner@shop.example.com"]);
    expect(sent!.from).toBe("shop@shop.example.com");
    expect(header(sent!.raw, "Subject")).toBe("A 1 star review of Bone Rock");
    expect(bodyOf(sent!.raw)).toContain("Tasted of chalk.");
  });

  it("emails the owner once about a new question", async () => {
    await alertOwner(database.db, { about: "question", questionId: 7, reviewKey: "bone-rock" }, on);
    await deliverAll();
    expect(mail.received.map((received) => header(received.raw, "Subject"))).toEqual([
      "A new question about Bone Rock",
    ]);
    expect(bodyOf(mail.received[0]!.raw)).toContain("https://shop.example.com/owner");
  });

  it("emails the owner once about a delivery that failed for good, and never about a failed alert", async () => {
    process.env.ALERT_FAILED_DELIVERIES = "on";
    // alertFailedDelivery writes only where the store sends alerts: this worker does.
    setRunningOutbox(outboxWorker({ database: async () => database, deliverers: {}, policy }), [
      "owner-alert",
    ]);
    try {
      await enqueue(database.db, "contact-email", { messageId: 1 });
      await deliverAll();
      expect(mail.received.map((received) => header(received.raw, "Subject"))).toEqual([
        "A delivery failed: contact-email",
      ]);
      expect(bodyOf(mail.received[0]!.raw)).toContain("failed after 1 attempts: SMTP 550");
      const alert = await enqueue(database.db, "owner-alert", {
        about: "low-review",
        reviewId: 999_999,
      });
      await deliverAll();
      const rows = await database.db.select().from(outbox);
      expect(rows.find((row) => row.id === alert)?.status).toBe("failed");
      expect(rows.filter((row) => row.kind === "owner-alert")).toHaveLength(2);
      expect(mail.received).toHaveLength(1);
    } finally {
      setRunningOutbox(undefined);
    }
  });

  it("writes nothing when an alert is turned off, or the store sends no email", async () => {
    expect(
      await alertOwner(database.db, { about: "low-review", reviewId: 1 }, { ...on, on: false }),
    ).toBe(false);
    expect(
      await alertOwner(
        database.db,
        { about: "question", questionId: 1, reviewKey: "bone-rock" },
        {
          ...on,
          sending: false,
        },
      ),
    ).toBe(false);
    expect(await database.db.$count(outbox)).toBe(0);
    await deliverAll();
    expect(mail.received).toHaveLength(0);
  });

  it("reads each alert's setting: on unless it says off", () => {
    expect(alertOn("low-review", {})).toBe(true);
    expect(alertOn("low-review", { ALERT_LOW_REVIEWS: "off" })).toBe(false);
    expect(alertOn("question", { ALERT_NEW_QUESTIONS: "off" })).toBe(false);
    expect(alertOn("failed-delivery", { ALERT_FAILED_DELIVERIES: "off" })).toBe(false);
    expect(alertOn("failed-delivery", { ALERT_LOW_REVIEWS: "off" })).toBe(true);
  });
});
