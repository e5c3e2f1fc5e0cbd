import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { saveContactMessage } from "~/contact/contact-messages.server";
import type { Database } from "~/db/database.server";
import { auditLog, contactSubmissions, outbox, reviews } from "~/db/schema.server";
import { openTestDatabase, testDatabaseKinds } from "~/db/test-database";
import { requestBackInStock } from "~/cart/back-in-stock.server";
import { subscribe } from "~/newsletter/subscribers.server";
import { enqueue } from "~/outbox/outbox.server";
import { LiveReviewFeed } from "~/reviews/live/live-feed.server";
import type { PublicReview } from "~/reviews/review-types";
import { createReview, findReview, listReviews } from "~/reviews/reviews.server";
import { commandLineActor, consoleActor } from "./owner-audit.server";
import {
  isChangingOperation,
  ownerOperations,
  runOwnerOperation,
  type OwnerOperationName,
} from "./owner-operations.server";
import { OwnerError } from "./owner-types";
import { saveQuestion } from "~/questions/questions.server";

const actor = consoleActor({ personId: 3, name: "Jane" });

describe.each(testDatabaseKinds)("the owner's records on %s", (kind) => {
  let database: Database;
  const run = <Name extends OwnerOperationName>(name: Name, input: unknown = {}) =>
    runOwnerOperation(database, name, input, actor);
  const auditRows = () =>
    database.db
      .select()
      .from(auditLog)
      .orderBy(sql`${auditLog.id} desc`);

  beforeAll(async () => {
    database = await openTestDatabase(kind);
  }, 60_000);
  afterAll(async () => {
    await database.close();
  });

  describe("messages", () => {
    const ids: number[] = [];
    beforeAll(async () => {
      const seeds = [
        ["Ada Lovelace", "ada@example.com", "Where is my order 100%_done?"],
        ["Bo Chen", "bo@shop.example", "Do you ship to Canada?"],
        ["Cy Twombly", "cy@example.com", "Loved the ginseng"],
      ];
      for (const [index, [name, email, message]] of seeds.entries()) {
        const saved = await saveContactMessage(database.db, {
          name: name!,
          email: email!,
          phone: "",
          message: message!,
        });
        await database.db.execute(
          sql`update ${contactSubmissions} set created_at = ${`2026-02-0${index + 1}T10:00:00Z`} where id = ${saved.id}`,
        );
        ids.push(saved.id);
      }
    });

    it("lists newest first, unread marked, and searches name, email and text literally", async () => {
      const all = await run("list-messages");
      expect(all.map((m) => m.name)).toEqual(["Cy Twombly", "Bo Chen", "Ada Lovelace"]);
      expect(all.every((m) => m.readAt === null && m.handledAt === null)).toBe(true);
      expect((await run("list-messages", { search: "LOVELACE" })).map((m) => m.id)).toEqual([
        ids[0],
      ]);
      expect((await run("list-messages", { search: "shop.example" })).map((m) => m.id)).toEqual([
        ids[1],
      ]);
      expect((await run("list-messages", { search: "ginseng" })).map((m) => m.id)).toEqual([
        ids[2],
      ]);
      // LIKE's wildcards are plain characters in a search.
      expect((await run("list-messages", { search: "100%_" })).map((m) => m.id)).toEqual([ids[0]]);
      expect(await run("list-messages", { search: "%Canada" })).toHaveLength(0);
      expect(await run("list-messages", { search: "  " })).toHaveLength(3);
    });

    it("opening marks read (once, not audited); handling is recorded; unread filter follows", async () => {
      const before = (await auditRows()).length;
      const opened = await run("show-message", { id: ids[1] });
      expect(opened.readAt).toEqual(expect.any(String));
      expect((await run("show-message", { id: ids[1] })).readAt).toBe(opened.readAt);
      expect((await run("list-messages", { unread: true })).map((m) => m.id)).toEqual([
        ids[2],
        ids[0],
      ]);
      expect(await auditRows()).toHaveLength(before);

      const handled = await run("handle-message", { id: ids[2] });
      expect(handled.handledAt).toEqual(expect.any(String));
      expect(handled.readAt).toEqual(expect.any(String));
      const [entry] = await auditRows();
      expect(entry).toMatchObject({
        actor: "console: Jane (person 3)",
        action: "handle-message",
        subject: `message ${ids[2]}`,
        details: { handled: true },
      });
      expect((await run("handle-message", { id: ids[2], handled: false })).handledAt).toBeNull();
    });

    it("deletes a message, records it without its contents, and names an unknown id", async () => {
      const deleted = await run("delete-message", { id: ids[0] });
      expect(deleted.name).toBe("Ada Lovelace");
      expect((await run("list-messages")).map((m) => m.id)).not.toContain(ids[0]);
      const [entry] = await auditRows();
      expect(entry).toMatchObject({ action: "delete-message", subject: `message ${ids[0]}` });
      expect(JSON.stringify(entry)).not.toMatch(/ada|Lovelace/i);
      await expect(run("delete-message", { id: ids[0] })).rejects.toThrow(
        new OwnerError(`No message with id ${ids[0]}.`),
      );
    });
  });

  describe("reviews", () => {
    const ids: Record<string, number> = {};
    beforeAll(async () => {
      const seeds = [
        ["moringa-leaf", "Pia", 5, "2026-03-01T10:00:00Z"],
        ["moringa-leaf", "Quin", 2, "2026-03-05T10:00:00Z"],
        ["bone-rock", "Rex", 2, "2026-03-09T10:00:00Z"],
      ] as const;
      for (const [reviewKey, name, rating, at] of seeds) {
        const review = await createReview(database, { reviewKey, name, rating, reviewText: name });
        await database.db.execute(
          sql`update ${reviews} set created_at = ${at} where id = ${review.id}`,
        );
        ids[name] = review.id;
      }
      await run("hide-review", { id: ids.Quin });
    });

    it("filters by hidden or not, and by a date range", async () => {
      const names = async (input: unknown) =>
        (await run("list-reviews", input)).map((review) => review.name);
      expect(await names({ hidden: true })).toEqual(["Quin"]);
      expect(await names({ hidden: false })).toEqual(["Rex", "Pia"]);
      expect(await names({ since: "2026-03-02T00:00:00Z", until: "2026-03-09T00:00:00Z" })).toEqual(
        ["Quin"],
      );
      expect(await names({ product: "moringa-leaf", rating: 2, hidden: true })).toEqual(["Quin"]);
    });

    it("sets, replaces and removes the store's public reply, shown wherever the review is", async () => {
      const replied = await run("reply-review", { id: ids.Pia, text: "  Thank you, Pia!  " });
      expect(replied.reply).toEqual({ text: "Thank you, Pia!", repliedAt: expect.any(String) });
      const page = await listReviews(database.db, "moringa-leaf");
      expect(page.reviews[0]).toMatchObject({
        name: "Pia",
        reply: { text: "Thank you, Pia!" },
      });
      expect((await findReview(database.db, ids.Pia!))?.reply?.text).toBe("Thank you, Pia!");

      const replaced = await run("reply-review", { id: ids.Pia, text: "Glad it helps." });
      expect(replaced.reply?.text).toBe("Glad it helps.");

      const removed = await run("reply-review", { id: ids.Pia, text: "" });
      expect(removed.reply).toBeUndefined();
      expect((await findReview(database.db, ids.Pia!))?.reply).toBeUndefined();
      const [entry] = await auditRows();
      expect(entry).toMatchObject({
        action: "reply-review",
        subject: `review ${ids.Pia}`,
        details: { product: "moringa-leaf", reply: "removed" },
      });
      expect((await run("reply-review", { id: ids.Pia, text: null })).reply).toBeUndefined();
    });

    it("refuses a reply that is too long, or to an unknown review", async () => {
      await expect(run("reply-review", { id: ids.Pia, text: "x".repeat(2001) })).rejects.toThrow(
        /Invalid input for reply-review: text: Keep the reply under 2000 characters/,
      );
      await expect(run("reply-review", { id: 999_999, text: "Hi" })).rejects.toThrow(
        "No review with id 999999.",
      );
    });

    it("pushes a changed reply live to subscribers that already have the review", async () => {
      const feed = new LiveReviewFeed(database);
      await feed.start();
      const replies: PublicReview[] = [];
      const subscription = feed.subscribe(
        "bone-rock",
        () => undefined,
        0,
        (review) => replies.push(review),
      );
      await subscription.caughtUp;
      await run("reply-review", { id: ids.Rex, text: "Sorry to hear it." });
      await expect
        .poll(() => replies.map((review) => review.reply?.text), { timeout: 5000 })
        .toEqual(["Sorry to hear it."]);
      // Replying to a hidden review pushes nothing.
      await run("reply-review", { id: ids.Quin, text: "Hidden" });
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(replies).toHaveLength(1);
      subscription.close();
      await feed.stop();
    });
  });

  describe("subscribers", () => {
    it("searches and removes sign-ups, recording the removal without the email", async () => {
      await subscribe(database.db, "Zoe@Example.com");
      await subscribe(database.db, "yan@other.example", "footer");
      expect(
        (await run("list-subscribers", { search: "example.COM" })).map((s) => s.email),
      ).toEqual(["Zoe@Example.com"]);
      const [zoe] = await run("list-subscribers", { search: "zoe" });
      const removed = await run("remove-subscriber", { id: zoe!.id });
      expect(removed.email).toBe("Zoe@Example.com");
      expect((await run("list-subscribers")).map((s) => s.email)).toEqual(["yan@other.example"]);
      const [entry] = await auditRows();
      expect(entry).toMatchObject({ action: "remove-subscriber", subject: `sign-up ${zoe!.id}` });
      expect(JSON.stringify(entry)).not.toContain("Zoe");
      await expect(run("remove-subscriber", { id: zoe!.id })).rejects.toBeInstanceOf(OwnerError);
    });
  });

  describe("privacy requests", () => {
    it("finds every record about an email, in any letter case, and erases them all", async () => {
      const email = "Priya.Private@Example.org";
      const message = await saveContactMessage(database.db, {
        name: "Priya",
        email,
        phone: "313 555 0199",
        message: "Please call me",
      });
      const other = await saveContactMessage(database.db, {
        name: "Someone else",
        email: "else@example.org",
        phone: "",
        message: "Hi",
      });
      await subscribe(database.db, email.toLowerCase());
      const [signUp] = await run("list-subscribers", { search: "priya" });
      const messageDelivery = await enqueue(database.db, "contact-email", {
        messageId: message.id,
      });
      const signUpDelivery = await enqueue(database.db, "klaviyo-subscription", {
        subscriberId: signUp!.id,
        consentedAt: "2026-03-01T00:00:00.000Z",
      });
      await database.db.execute(
        sql`update ${outbox} set status = 'sent' where id = ${signUpDelivery}`,
      );
      const otherDelivery = await enqueue(database.db, "contact-email", { messageId: other.id });
      const question = await saveQuestion(database.db, "brain-fuel", {
        name: "Priya",
        questionText: "Is it vegan?",
        email,
      });
      const questionDelivery = await enqueue(database.db, "question-answer", {
        questionId: question.id,
      });
      await requestBackInStock(
        { email, slug: "deep-waters", variantId: null },
        { db: async () => database.db, sends: () => false, wake: () => {} },
      );
      const [asked] = await run("list-back-in-stock", { search: "priya" });
      expect(asked).toMatchObject({ product: "deep-waters", productName: "Deep Waters" });

      const found = await run("find-personal-data", { email: ` ${email.toUpperCase()} ` });
      expect(found.backInStock.map((request) => request.id)).toEqual([asked!.id]);
      expect(found.messages.map((m) => m.id)).toEqual([message.id]);
      expect(found.subscribers.map((s) => s.id)).toEqual([signUp!.id]);
      expect(found.questions.map((q) => q.id)).toEqual([question.id]);
      expect(found.deliveries.map((d) => [d.id, d.payload])).toEqual([
        [messageDelivery, { messageId: message.id }],
        [signUpDelivery, { subscriberId: signUp!.id, consentedAt: "2026-03-01T00:00:00.000Z" }],
        [questionDelivery, { questionId: question.id }],
      ]);

      const erased = await run("erase-personal-data", { email });
      expect(erased).toEqual({
        messages: 1,
        subscribers: 1,
        backInStock: 1,
        deliveries: 3,
        orders: 0,
        reviewRequests: 0,
        reviews: 0,
        photos: 0,
        questions: 1,
        errorTexts: 0,
        sentToKlaviyo: 1,
      });
      const after = await run("find-personal-data", { email });
      expect(after).toEqual({
        email,
        messages: [],
        subscribers: [],
        backInStock: [],
        deliveries: [],
        orders: [],
        reviews: [],
        optedOutOfReviewRequests: false,
        questions: [],
      });
      // Other people's records stay.
      expect((await run("list-messages")).map((m) => m.id)).toContain(other.id);
      const [remaining] = await database.db
        .select()
        .from(outbox)
        .where(sql`${outbox.id} = ${otherDelivery}`);
      expect(remaining).toBeDefined();

      const [entry] = await auditRows();
      expect(entry).toMatchObject({
        actor: "console: Jane (person 3)",
        action: "erase-personal-data",
        subject: "privacy request",
        details: {
          messages: 1,
          subscribers: 1,
          backInStock: 1,
          deliveries: 3,
          questions: 1,
          sentToKlaviyo: 1,
        },
      });
      const log = JSON.stringify(await auditRows());
      expect(log.toLowerCase()).not.toContain("priya");
    });

    it("refuses what is not an email", async () => {
      await expect(run("find-personal-data", { email: "not an email" })).rejects.toThrow(
        /Invalid input for find-personal-data: email/,
      );
    });
  });

  describe("overview", () => {
    it("counts unread messages, this week's reviews and sign-ups, and waiting deliveries", async () => {
      const before = await run("overview");
      await saveContactMessage(database.db, {
        name: "New",
        email: "new@example.com",
        phone: "",
        message: "New one",
      });
      await createReview(database, {
        reviewKey: "brain-fuel",
        name: "A",
        rating: 4,
        reviewText: "a",
      });
      await createReview(database, {
        reviewKey: "brain-fuel",
        name: "B",
        rating: 5,
        reviewText: "b",
      });
      await subscribe(database.db, "week@example.com");
      const failed = await enqueue(database.db, "contact-email", { messageId: 1 });
      await database.db.execute(sql`update ${outbox} set status = 'failed' where id = ${failed}`);
      const after = await run("overview");
      expect(after.unreadMessages).toBe(before.unreadMessages + 1);
      expect(after.reviewsThisWeek.count).toBe(before.reviewsThisWeek.count + 2);
      expect(after.reviewsThisWeek.average).toBeGreaterThan(0);
      expect(after.signUpsThisWeek).toBe(before.signUpsThisWeek + 1);
      expect(after.deliveries.failed).toBe(before.deliveries.failed + 1);
      expect(after.deliveries.pending).toBe(before.deliveries.pending);
    });
  });

  describe("audit log", () => {
    it("records changes, not reads, newest first and paged", async () => {
      const count = async () => (await auditRows()).length;
      const before = await count();
      await run("list-reviews");
      await run("overview");
      await run("list-audit");
      expect(await count()).toBe(before);

      const page = await run("list-audit");
      expect(page.page).toBe(1);
      expect(page.entries.map((entry) => entry.action)).not.toContain("list-reviews");
      const ids = page.entries.map((entry) => entry.id);
      expect(ids).toEqual([...ids].sort((a, b) => b - a));
      for (let i = 0; i < 50; i++) {
        await database.db
          .insert(auditLog)
          .values({ actor: "test", action: "filler", subject: `filler ${i}` });
      }
      const first = await run("list-audit", { page: 1 });
      const second = await run("list-audit", { page: 2 });
      expect(first.entries).toHaveLength(50);
      expect(first.hasMore).toBe(true);
      expect(first.entries[0]!.subject).toBe("filler 49");
      expect(second.entries[0]!.id).toBeLessThan(first.entries.at(-1)!.id);
    });

    it("writes nothing when the change fails, and the change nothing when the record fails", async () => {
      const before = (await auditRows()).length;
      await expect(run("hide-review", { id: 999_999 })).rejects.toBeInstanceOf(OwnerError);
      expect(await auditRows()).toHaveLength(before);

      // A change whose audit entry cannot be written is rolled back with it.
      const review = await createReview(database, {
        reviewKey: "deep-waters",
        name: "Rolled back",
        rating: 3,
        reviewText: "x",
      });
      await expect(
        runOwnerOperation(database, "hide-review", { id: review.id }, null as unknown as string),
      ).rejects.toThrow();
      expect(await findReview(database.db, review.id)).toMatchObject({ name: "Rolled back" });
    });

    it("names the command line's user", () => {
      expect(commandLineActor("jane")).toBe("command line: jane");
    });
  });
});

describe("which operations change records", () => {
  it("audits every change and no read", () => {
    const changing = (Object.keys(ownerOperations) as OwnerOperationName[]).filter(
      isChangingOperation,
    );
    expect(changing.sort()).toEqual([
      "answer-question",
      "decide-photo",
      "delete-message",
      "delete-review",
      "erase-personal-data",
      "handle-message",
      "hide-question",
      "hide-review",
      "import-reviews",
      "invite",
      "remove-subscriber",
      "reply-message",
      "reply-review",
      "retry-delivery",
      "revoke-passkey",
      "revoke-session",
      "unhide-question",
      "unhide-review",
    ]);
  });
});
