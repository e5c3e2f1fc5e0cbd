import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { saveContactMessage } from "~/contact/contact-messages.server";
import { contactEmailDeliverer } from "~/contact/contact-notification.server";
import { openDatabase } from "~/db/database.server";
import { outbox } from "~/db/schema.server";
import { openTestDatabase, suiteTestDatabase, testDatabaseKinds } from "~/db/test-database";
import { runOwnerOperation } from "~/owner/owner-operations.server";
import { OwnerError } from "~/owner/owner-types";
import { header, startMailServer } from "../../tests/stand-ins/mail-server";
import { deliverNext, enqueue, outboxBacklog, pruneSent, type Deliverers } from "./outbox.server";
import { outboxWorker } from "./outbox-worker.server";
import type { RetryPolicy } from "./retry-schedule";

const policy: RetryPolicy = { maxAttempts: 2, firstDelayMs: 1_000, maxDelayMs: 10_000 };

describe.each(testDatabaseKinds)("the outbox on %s", (kind) => {
  const database = suiteTestDatabase(kind);
  beforeEach(async () => {
    await database.db.delete(outbox);
  });

  it("delivers due messages oldest first, only kinds it has a deliverer for", async () => {
    const delivered: number[] = [];
    const first = await enqueue(database.db, "contact-email", { messageId: 1 });
    const second = await enqueue(database.db, "contact-email", { messageId: 2 });
    await enqueue(database.db, "klaviyo-subscription", {
      subscriberId: 1,
      consentedAt: new Date().toISOString(),
    });
    const deliverers: Deliverers = {
      "contact-email": async (job) => {
        delivered.push(job.payload.messageId);
        return { status: "sent" };
      },
    };
    expect((await deliverNext(database, deliverers, policy))?.id).toBe(first);
    expect((await deliverNext(database, deliverers, policy))?.id).toBe(second);
    expect(await deliverNext(database, deliverers, policy)).toBeUndefined();
    expect(delivered).toEqual([1, 2]);
    expect(await outboxBacklog(database.db)).toMatchObject({ pending: 1, failed: 0 });
  });

  it("counts a deliverer that throws as a failed attempt, logging its code but not its message", async () => {
    const id = await enqueue(database.db, "contact-email", { messageId: 3 });
    const deliverers: Deliverers = {
      "contact-email": async () => {
        throw Object.assign(new Error("refused ada@example.com"), { code: "EAUTH" });
      },
    };
    const first = await deliverNext(database, deliverers, policy);
    expect(first?.outcome).toEqual({ status: "retry", reason: "Error EAUTH" });
    const [row] = await database.db.select().from(outbox).where(eq(outbox.id, id));
    await deliverNext(database, deliverers, policy, { now: () => row!.nextAttemptAt });
    const [failed] = await database.db.select().from(outbox).where(eq(outbox.id, id));
    expect(failed).toMatchObject({
      status: "failed",
      attempts: 2,
      lastError: "Error EAUTH (gave up after 2 attempts)",
    });
    expect(await outboxBacklog(database.db)).toMatchObject({ pending: 0, failed: 1 });
  });

  it("lets the owner list waiting and failed deliveries and requeue a failed one", async () => {
    const failedId = await enqueue(database.db, "contact-email", { messageId: 4 });
    await database.db
      .update(outbox)
      .set({
        status: "failed",
        attempts: 12,
        lastError: "SMTP ESOCKET (gave up after 12 attempts)",
      })
      .where(eq(outbox.id, failedId));
    const sentId = await enqueue(database.db, "contact-email", { messageId: 5 });
    await database.db
      .update(outbox)
      .set({ status: "sent", sentAt: new Date() })
      .where(eq(outbox.id, sentId));
    const pendingId = await enqueue(database.db, "klaviyo-subscription", {
      subscriberId: 9,
      consentedAt: new Date().toISOString(),
    });

    const listed = await runOwnerOperation(database, "list-outbox", {}, "test");
    expect(listed).toEqual([
      {
        id: failedId,
        kind: "contact-email",
        status: "failed",
        attempts: 12,
        nextAttemptAt: null,
        lastError: "SMTP ESOCKET (gave up after 12 attempts)",
        createdAt: expect.any(String),
      },
      expect.objectContaining({
        id: pendingId,
        status: "pending",
        nextAttemptAt: expect.any(String),
      }),
    ]);

    const requeued = await runOwnerOperation(database, "retry-delivery", { id: failedId }, "test");
    expect(requeued).toMatchObject({ id: failedId, status: "pending", attempts: 0 });
    expect(new Date(requeued.nextAttemptAt!).getTime()).toBeLessThanOrEqual(Date.now());

    await expect(
      runOwnerOperation(database, "retry-delivery", { id: failedId }, "test"),
    ).rejects.toThrow(
      new OwnerError(`Delivery ${failedId} has not failed: it is waiting for its next attempt.`),
    );
    await expect(
      runOwnerOperation(database, "retry-delivery", { id: sentId }, "test"),
    ).rejects.toThrow(`Delivery ${sentId} was sent; it is not sent again.`);
    await expect(
      runOwnerOperation(database, "retry-delivery", { id: 999_999 }, "test"),
    ).rejects.toThrow("No delivery with id 999999.");
  });

  it("removes delivered messages after a month", async () => {
    const old = await enqueue(database.db, "contact-email", { messageId: 6 });
    const recent = await enqueue(database.db, "contact-email", { messageId: 7 });
    await database.db
      .update(outbox)
      .set({ status: "sent", sentAt: new Date(Date.now() - 31 * 86_400_000) })
      .where(eq(outbox.id, old));
    await database.db
      .update(outbox)
      .set({ status: "sent", sentAt: new Date() })
      .where(eq(outbox.id, recent));
    expect(await pruneSent(database.db)).toBe(1);
    expect((await database.db.select().from(outbox)).map((row) => row.id)).toEqual([recent]);
  });

  it("runs a worker that delivers when woken, reports its backlog, and stops", async () => {
    const delivered: number[] = [];
    const worker = outboxWorker({
      database: async () => database,
      deliverers: {
        "contact-email": async (job) => {
          delivered.push(job.payload.messageId);
          return { status: "sent" };
        },
      },
      policy,
      pollMs: 60_000,
    });
    worker.start();
    await expect.poll(() => worker.status()).toMatchObject({ pending: 0, failed: 0 });
    await enqueue(database.db, "contact-email", { messageId: 8 });
    worker.wake();
    await expect.poll(() => delivered).toEqual([8]);
    await worker.stop();
    await enqueue(database.db, "contact-email", { messageId: 9 });
    worker.wake();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(delivered).toEqual([8]);
  });
});

describe("the outbox's backlog figures", () => {
  it("stay current while the worker is busy with a long delivery", async () => {
    const database = await openTestDatabase("pglite");
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    const worker = outboxWorker({
      database: async () => database,
      deliverers: {
        "contact-email": async () => {
          await held;
          return { status: "sent" };
        },
      },
      policy,
      pollMs: 60_000,
      statusMs: 200,
    });
    try {
      worker.start();
      await expect.poll(() => worker.status()).toMatchObject({ pending: 0 });
      for (const messageId of [1, 2, 3]) {
        await enqueue(database.db, "contact-email", { messageId });
      }
      worker.wake();
      // The first delivery hangs; the figures still show the three waiting.
      await expect.poll(() => worker.status()?.pending, { timeout: 5_000 }).toBe(3);
      release();
      await expect.poll(() => worker.status()?.pending, { timeout: 5_000 }).toBe(0);
    } finally {
      release();
      await worker.stop();
      await database.close();
    }
  }, 60_000);
});

describe.runIf(process.env.DATABASE_URL)(
  "two store processes draining one outbox on PostgreSQL",
  () => {
    it("deliver every message exactly once", async () => {
      const shared = await openTestDatabase("postgres");
      const schema = (
        (await shared.db.execute("select current_schema() as name")) as unknown as {
          rows: { name: string }[];
        }
      ).rows[0]!.name;
      // Each "process" has its own connection pool to the same database, as two servers would.
      const [one, two] = await Promise.all([
        openDatabase({ url: process.env.DATABASE_URL, schema }),
        openDatabase({ url: process.env.DATABASE_URL, schema }),
      ]);
      const mail = await startMailServer();
      try {
        const count = 60;
        for (let n = 0; n < count; n++) {
          await shared.db.transaction(async (tx) => {
            const saved = await saveContactMessage(tx, {
              name: `Visitor ${n}`,
              email: `v${n}@example.com`,
              phone: "",
              message: `Message ${n}`,
            });
            await enqueue(tx, "contact-email", { messageId: saved.id });
          });
        }
        const settings = {
          smtpUrl: mail.url,
          to: "owner@example.com",
          siteUrl: "https://shop.example.com",
        };
        const sentBy = [0, 0];
        const workers = [one!, two!].map((database, index) => {
          const email = contactEmailDeliverer(settings);
          return outboxWorker({
            database: async () => database,
            deliverers: {
              "contact-email": async (job, db) => {
                const outcome = await email(job, db);
                if (outcome.status === "sent") sentBy[index]! += 1;
                return outcome;
              },
            },
            policy,
            pollMs: 50,
          });
        });
        for (const worker of workers) worker.start();
        await expect
          .poll(async () => (await outboxBacklog(shared.db)).pending, { timeout: 30_000 })
          .toBe(0);
        await Promise.all(workers.map((worker) => worker.stop()));

        const ids = mail.received.map((received) => header(received.raw, "Message-ID"));
        expect(ids).toHaveLength(count);
        expect(new Set(ids).size).toBe(count);
        const rows = await shared.db.select().from(outbox);
        expect(rows.every((row) => row.status === "sent" && row.attempts === 1)).toBe(true);
        // Both took part: each claims the oldest row the other has not locked.
        expect(sentBy[0]! + sentBy[1]!).toBe(count);
        expect(Math.min(...sentBy)).toBeGreaterThan(0);
      } finally {
        await mail.close();
        await Promise.all([one!.close(), two!.close()]);
        await shared.close();
      }
    }, 60_000);
  },
);
