import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "~/db/database.server";
import { contactSubmissions, outbox, type ContactSubmission } from "~/db/schema.server";
import { openTestDatabase } from "~/db/test-database";
import { parseEnv } from "~/env.server";
import { deliverNext } from "~/outbox/outbox.server";
import type { RetryPolicy } from "~/outbox/retry-schedule";
import { bodyOf, header, startMailServer } from "../../tests/stand-ins/mail-server";
import {
  contactEmail,
  contactEmailDeliverer,
  contactEmailMessageId,
} from "./contact-notification.server";
import { sendContactMessage } from "./contact-service.server";
import { ownerEmailSettings } from "~/lib/smtp-transport.server";

const visitor = {
  name: "Ada Lovelace",
  email: "ada@example.com",
  phone: "313 555 0100",
  message: "Do you ship to Detroit?\nThanks!",
};

const policy: RetryPolicy = { maxAttempts: 3, firstDelayMs: 1_000, maxDelayMs: 60_000 };

describe("emailing the store about a new contact message, through the outbox", () => {
  let database: Database;
  let woken = 0;
  const closers: (() => Promise<void>)[] = [];
  const send = (emailsOwner = true) =>
    sendContactMessage(visitor, {
      db: async () => database.db,
      sends: () => emailsOwner,
      wake: () => woken++,
    });
  const settings = (smtpUrl: string) => ({
    smtpUrl,
    to: "owner@example.com",
    from: "Verdant Roots <shop@example.com>",
    siteUrl: "https://shop.example.com",
  });
  const deliver = (smtpUrl: string, now?: Date) =>
    deliverNext(
      database,
      { "contact-email": contactEmailDeliverer(settings(smtpUrl)) },
      policy,
      now ? { now: () => now } : {},
    );
  const rowFor = async (messageId: number) =>
    (await database.db.select().from(outbox)).find(
      (row) => (row.payload as { messageId: number }).messageId === messageId,
    );

  beforeAll(async () => {
    database = await openTestDatabase("pglite");
  }, 60_000);
  afterAll(async () => {
    await database.close();
  });
  afterEach(async () => {
    await Promise.all(closers.splice(0).map((close) => close()));
    await database.db.delete(outbox);
  });

  it("stores the message and its email in one go, then the worker emails it to the store", async () => {
    const mail = await startMailServer();
    closers.push(mail.close);
    const before = woken;
    const result = await send();
    expect(result).toEqual({ status: "sent", id: expect.any(Number) });
    const id = result.status === "sent" ? result.id : 0;
    expect(woken).toBe(before + 1);
    const queued = await rowFor(id);
    expect(queued).toMatchObject({ kind: "contact-email", status: "pending", attempts: 0 });
    expect(JSON.stringify(queued!.payload)).not.toContain("ada@");

    const report = await deliver(mail.url);
    expect(report).toMatchObject({ id: queued!.id, outcome: { status: "sent" } });
    expect(mail.received).toHaveLength(1);
    const [received] = mail.received;
    expect(received!.to).toEqual(["owner@example.com"]);
    expect(received!.from).toBe("shop@example.com");
    expect(received!.raw).toMatch(/^Subject: New contact message from Ada Lovelace\r$/m);
    expect(received!.raw).toMatch(/^Reply-To: ada@example\.com\r$/m);
    expect(header(received!.raw, "Message-ID")).toBe(
      contactEmailMessageId(queued!.id, id, "https://shop.example.com"),
    );
    const body = bodyOf(received!.raw);
    expect(body).toContain("Name:     Ada Lovelace\n");
    expect(body).toContain("Email:    ada@example.com\n");
    expect(body).toContain("Phone:    313 555 0100\n");
    expect(body).toMatch(/Received: \d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2} UTC\n/);
    expect(body).toContain("Message:\nDo you ship to Detroit?\nThanks!\n");
    expect(body).toContain(`This is message ${id};`);

    expect(await rowFor(id)).toMatchObject({ status: "sent", attempts: 1, lastError: null });
    // Sent is final: nothing is due, nothing is sent twice.
    expect(await deliver(mail.url)).toBeUndefined();
    expect(mail.received).toHaveLength(1);
  });

  it("retries a refused email later, with backoff, until the mail server takes it", async () => {
    const mail = await startMailServer({ failures: 1 });
    closers.push(mail.close);
    const result = await send();
    const id = result.status === "sent" ? result.id : 0;
    const first = await deliver(mail.url);
    expect(first?.outcome).toEqual({ status: "retry", reason: "SMTP EENVELOPE 451" });
    const waiting = await rowFor(id);
    expect(waiting).toMatchObject({
      status: "pending",
      attempts: 1,
      lastError: "SMTP EENVELOPE 451",
    });
    const wait = waiting!.nextAttemptAt.getTime() - Date.now();
    expect(wait).toBeGreaterThan(400);
    expect(wait).toBeLessThanOrEqual(1_000);
    expect(await deliver(mail.url)).toBeUndefined(); // not due yet

    await deliver(mail.url, new Date(Date.now() + 1_000));
    expect(mail.received).toHaveLength(1);
    expect(await rowFor(id)).toMatchObject({ status: "sent", attempts: 2 });
  });

  it("answers the visitor at once while the mail server is down, and fails only after the last attempt", async () => {
    const mail = await startMailServer();
    await mail.close(); // its port now refuses connections
    const started = performance.now();
    const result = await send();
    expect(performance.now() - started).toBeLessThan(500);
    const id = result.status === "sent" ? result.id : 0;
    const stored = await database.db
      .select()
      .from(contactSubmissions)
      .where(eq(contactSubmissions.id, id));
    expect(stored[0]).toMatchObject({ email: "ada@example.com" });

    let later = Date.now();
    for (let attempt = 1; attempt <= 3; attempt++) {
      const report = await deliver(mail.url, new Date(later));
      expect(report?.outcome).toEqual({ status: "retry", reason: "SMTP ESOCKET" });
      later += 120_000;
    }
    const failed = await rowFor(id);
    expect(failed).toMatchObject({
      status: "failed",
      attempts: 3,
      lastError: "SMTP ESOCKET (gave up after 3 attempts)",
    });
    for (const personal of [visitor.name, visitor.email, visitor.phone, "Detroit"]) {
      expect(JSON.stringify(failed)).not.toContain(personal);
    }
    // Failed is never tried again by itself.
    expect(await deliver(mail.url, new Date(later + 3_600_000))).toBeUndefined();
  });

  it("queues nothing when no mail server is configured", async () => {
    const result = await send(false);
    const id = result.status === "sent" ? result.id : 0;
    expect(id).toBeGreaterThan(0);
    expect(await rowFor(id)).toBeUndefined();
    expect(ownerEmailSettings(parseEnv({}))).toBeUndefined();
    expect(
      ownerEmailSettings(parseEnv({ SMTP_URL: "smtp://mail:25", NOTIFY_EMAIL: "o@example.com" })),
    ).toMatchObject({ smtpUrl: "smtp://mail:25", to: "o@example.com" });
  });

  it("keeps neither the message nor its email when either cannot be stored", async () => {
    const count = await database.db.$count(contactSubmissions);
    // The transaction is one: a failing outbox write rolls the message back too.
    await database.db.execute("alter table outbox rename to outbox_gone");
    try {
      expect(await send()).toEqual({ status: "failed" });
    } finally {
      await database.db.execute("alter table outbox_gone rename to outbox");
    }
    expect(await database.db.$count(contactSubmissions)).toBe(count);
  });
});

describe("the email", () => {
  const message: ContactSubmission = {
    id: 12,
    name: "Eve\r\nBcc: victim@example.com",
    email: "eve@example.com",
    phone: null,
    message: "Hi",
    createdAt: new Date("2026-03-04T05:06:07Z"),
    replyText: null,
    repliedAt: null,
    readAt: null,
    handledAt: null,
  };

  it("keeps the visitor's name on one line in the subject", () => {
    expect(contactEmail(message, { to: "owner@example.com" })).toMatchObject({
      from: "owner@example.com",
      to: "owner@example.com",
      replyTo: "eve@example.com",
      subject: "New contact message from Eve Bcc: victim@example.com",
    });
  });

  it("says when no phone was given and when it arrived", () => {
    const { text } = contactEmail(message, { to: "owner@example.com" });
    expect(text).toContain("Phone:    (not given)\n");
    expect(text).toContain("Received: 2026-03-04 05:06:07 UTC\n");
  });
});
