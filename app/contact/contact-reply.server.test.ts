import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, outbox } from "~/db/schema.server";
import type { Database } from "~/db/database.server";
import { openTestDatabase } from "~/db/test-database";
import { deliverNext } from "~/outbox/outbox.server";
import { setRunningOutbox } from "~/outbox/outbox-signal.server";
import { outboxWorker } from "~/outbox/outbox-worker.server";
import { runOwnerOperation } from "~/owner/owner-operations.server";
import { OwnerError } from "~/owner/owner-types";
import {
  bodyOf,
  header,
  startMailServer,
  type MailServer,
} from "../../tests/stand-ins/mail-server";
import { saveContactMessage } from "./contact-messages.server";
import { messageReplyDeliverer } from "./contact-reply.server";

const policy = { maxAttempts: 3, firstDelayMs: 0, maxDelayMs: 0 };
const actor = "console: Jane (person 3)";

describe("replying to a contact message from the console", () => {
  let database: Database;
  let mail: MailServer;
  let messageId: number;
  const reply = (text: string, id = messageId) =>
    runOwnerOperation(database, "reply-message", { id, text }, actor);
  const deliverAll = async () => {
    const deliverers = {
      "message-reply": messageReplyDeliverer({
        smtpUrl: mail.url,
        to: "help@shop.example.com",
        from: "Verdant Roots <shop@shop.example.com>",
        siteUrl: "https://shop.example.com",
      }),
    };
    while (await deliverNext(database, deliverers, policy)) {
      // One message per call, until none is due.
    }
  };

  beforeAll(async () => {
    database = await openTestDatabase("pglite");
    mail = await startMailServer({ failures: 1 });
    messageId = (
      await saveContactMessage(database.db, {
        name: "Ada Lovelace",
        email: "ada@example.com",
        phone: "",
        message: "Do you ship to Detroit?\nThanks!",
      })
    ).id;
  }, 60_000);
  afterAll(async () => {
    setRunningOutbox(undefined);
    await mail.close();
    await database.close();
  });

  it("refuses while the store sends no email", async () => {
    await expect(reply("Yes, we do.")).rejects.toThrow(/SMTP_URL and NOTIFY_EMAIL/);
    expect(await database.db.$count(outbox)).toBe(0);
  });

  it("sends the reply once, from the shop to the sender, through a mail server's refusal", async () => {
    setRunningOutbox(outboxWorker({ database: async () => database, deliverers: {}, policy }), [
      "message-reply",
    ]);
    const message = await reply("  Yes, we ship to Detroit in 3 to 5 days.  ");
    expect(message).toMatchObject({ reply: "Yes, we ship to Detroit in 3 to 5 days." });
    expect(message.repliedAt).not.toBeNull();
    expect(message.handledAt).not.toBeNull();
    // The first attempt is refused (451), the retry is taken: one email arrives.
    await deliverAll();
    await deliverAll();
    expect(mail.received).toHaveLength(1);
    const [sent] = mail.received;
    expect(sent!.from).toBe("shop@shop.example.com");
    expect(sent!.to).toEqual(["ada@example.com"]);
    expect(header(sent!.raw, "From")).toBe("Verdant Roots <shop@shop.example.com>");
    expect(header(sent!.raw, "Subject")).toBe("Re: your message to Verdant Roots");
    const body = bodyOf(sent!.raw);
    expect(body).toContain("Yes, we ship to Detroit in 3 to 5 days.");
    expect(body).toContain("> Do you ship to Detroit?\n> Thanks!");
    const [audit] = await database.db.select().from(auditLog);
    expect(audit).toMatchObject({ action: "reply-message", subject: `message ${messageId}` });
  });

  it("takes one reply per message, and names what is wrong with a reply", async () => {
    await expect(reply("And another thing.")).rejects.toThrow("replied to already");
    await expect(reply("   ")).rejects.toThrow("Write a reply first.");
    await expect(reply("Hello", 999_999)).rejects.toBeInstanceOf(OwnerError);
    await deliverAll();
    expect(mail.received).toHaveLength(1);
  });
});
