import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "~/db/database.server";
import { contactSubmissions, type ContactSubmission } from "~/db/schema.server";
import { openTestDatabase } from "~/db/test-database";
import {
  contactEmail,
  contactNotifier,
  storeNotifier,
  type NotificationFailure,
} from "./contact-notification.server";
import { sendContactMessage } from "./contact-service.server";

interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
}

/** A mail server on loopback that refuses the first `failures` messages with a temporary error. */
async function startMailServer(failures = 0) {
  const received: ReceivedMail[] = [];
  let refused = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["AUTH", "STARTTLS"],
    logger: false,
    onMailFrom(_address, _session, callback) {
      if (refused < failures) {
        refused++;
        return callback(Object.assign(new Error("Try again later"), { responseCode: 451 }));
      }
      callback();
    },
    onData(stream, session, callback) {
      let raw = "";
      stream.setEncoding("utf8");
      stream.on("data", (chunk: string) => (raw += chunk));
      stream.on("end", () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          to: session.envelope.rcptTo.map((recipient) => recipient.address),
          raw,
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The text of a received mail, undoing quoted-printable line folding. */
function bodyOf(raw: string): string {
  const body = raw.slice(raw.indexOf("\r\n\r\n") + 4);
  return body
    .replace(/=\r\n/g, "")
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)))
    .replace(/\r\n/g, "\n");
}

const visitor = {
  name: "Ada Lovelace",
  email: "ada@example.com",
  phone: "313 555 0100",
  message: "Do you ship to Detroit?\nThanks!",
};

describe("emailing the store about a new contact message", () => {
  let database: Database;
  let failures: NotificationFailure[] = [];
  const closers: (() => Promise<void>)[] = [];
  const send = (smtpUrl: string, retryDelays: number[] = [20, 20, 20]) =>
    sendContactMessage(visitor, {
      db: async () => database.db,
      notifier: () =>
        contactNotifier({
          smtpUrl,
          to: "owner@example.com",
          from: "Verdant Roots <shop@example.com>",
          retryDelays,
          log: (failure) => failures.push(failure),
        }),
    });

  beforeAll(async () => {
    database = await openTestDatabase("pglite");
  }, 60_000);
  afterAll(async () => {
    await database.close();
  });
  afterEach(async () => {
    failures = [];
    await Promise.all(closers.splice(0).map((close) => close()));
  });

  it("stores the message, then emails it to the store", async () => {
    const mail = await startMailServer();
    closers.push(mail.close);
    const result = await send(mail.url);
    expect(result).toEqual({ status: "sent", id: expect.any(Number) });
    await expect.poll(() => mail.received.length).toBe(1);

    const [received] = mail.received;
    expect(received!.to).toEqual(["owner@example.com"]);
    expect(received!.from).toBe("shop@example.com");
    expect(received!.raw).toMatch(/^Subject: New contact message from Ada Lovelace\r$/m);
    expect(received!.raw).toMatch(/^Reply-To: ada@example\.com\r$/m);
    const body = bodyOf(received!.raw);
    expect(body).toContain("Name:     Ada Lovelace\n");
    expect(body).toContain("Email:    ada@example.com\n");
    expect(body).toContain("Phone:    313 555 0100\n");
    expect(body).toMatch(/Received: \d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2} UTC\n/);
    expect(body).toContain("Message:\nDo you ship to Detroit?\nThanks!\n");
    expect(body).toContain(`This is message ${result.status === "sent" ? result.id : ""};`);
    expect(failures).toEqual([]);
  });

  it("retries in the background until the mail server takes it", async () => {
    const mail = await startMailServer(2);
    closers.push(mail.close);
    const result = await send(mail.url);
    expect(result.status).toBe("sent");
    await expect.poll(() => mail.received.length).toBe(1);
    expect(failures.map((failure) => [failure.attempt, failure.gaveUp])).toEqual([
      [1, false],
      [2, false],
    ]);
  });

  it("answers the visitor at once while the mail server is down, and keeps the message", async () => {
    const mail = await startMailServer();
    await mail.close(); // its port now refuses connections
    const started = performance.now();
    const result = await send(mail.url, [200, 200, 200]);
    expect(performance.now() - started).toBeLessThan(200);
    expect(result).toEqual({ status: "sent", id: expect.any(Number) });
    const id = result.status === "sent" ? result.id : 0;
    const stored = await database.db.select().from(contactSubmissions);
    expect(stored.find((row) => row.id === id)).toMatchObject({ email: "ada@example.com" });

    // Four attempts in all, each logged with the message id and error code only.
    await expect.poll(() => failures.length, { timeout: 5000 }).toBe(4);
    expect(failures.map((failure) => failure.gaveUp)).toEqual([false, false, false, true]);
    expect(failures[0]).toEqual({
      event: "contact_email_failed",
      messageId: id,
      attempt: 1,
      attempts: 4,
      code: "ESOCKET", // nodemailer's code for a refused connection
      gaveUp: false,
    });
    const logged = JSON.stringify(failures);
    for (const personal of [visitor.name, visitor.email, visitor.phone, "Detroit"]) {
      expect(logged).not.toContain(personal);
    }
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

describe("without SMTP_URL and NOTIFY_EMAIL", () => {
  it("sends nothing", () => {
    expect(process.env.SMTP_URL).toBeUndefined();
    expect(storeNotifier()).toBeUndefined();
  });
});
