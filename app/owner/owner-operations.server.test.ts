import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { saveContactMessage } from "~/contact/contact-messages.server";
import type { Database } from "~/db/database.server";
import { contactSubmissions } from "~/db/schema.server";
import { openTestDatabase, testDatabaseKinds } from "~/db/test-database";
import { subscribe } from "~/newsletter/subscribers.server";
import { LiveReviewFeed } from "~/reviews/live/live-feed.server";
import type { PublicReview } from "~/reviews/review-types";
import {
  createReview,
  findReview,
  listReviews,
  reviewsSince,
  type ReviewNotice,
} from "~/reviews/reviews.server";
import {
  isOwnerOperation,
  reviewKeyFor,
  runOwnerOperation,
  type OwnerOperationName,
} from "./owner-operations.server";
import { OwnerError } from "./owner-types";

describe.each(testDatabaseKinds)("owner operations on %s", (kind) => {
  let database: Database;
  const run = <Name extends OwnerOperationName>(name: Name, input: unknown = {}) =>
    runOwnerOperation(database, name, input, "test: runner");

  beforeAll(async () => {
    database = await openTestDatabase(kind);
  }, 60_000);
  afterAll(async () => {
    await database.close();
  });

  describe("contact messages", () => {
    beforeAll(async () => {
      const days = ["2026-01-01T09:00:00Z", "2026-01-05T09:00:00Z", "2026-01-09T09:00:00Z"];
      for (const [index, day] of days.entries()) {
        const saved = await saveContactMessage(database.db, {
          name: `Visitor ${index + 1}`,
          email: `v${index + 1}@example.com`,
          phone: index === 0 ? "" : "313 555 0100",
          message: `Message ${index + 1}`,
        });
        await database.db.execute(
          sql`update ${contactSubmissions} set created_at = ${day} where id = ${saved.id}`,
        );
      }
    });

    it("lists newest first", async () => {
      const messages = await run("list-messages");
      expect(messages.map((m) => m.name)).toEqual(["Visitor 3", "Visitor 2", "Visitor 1"]);
      expect(messages[2]).toMatchObject({
        email: "v1@example.com",
        phone: null,
        createdAt: "2026-01-01T09:00:00.000Z",
      });
    });

    it("filters by --since and --limit", async () => {
      const since = await run("list-messages", { since: "2026-01-05T00:00:00.000Z" });
      expect(since.map((m) => m.name)).toEqual(["Visitor 3", "Visitor 2"]);
      const limited = await run("list-messages", { limit: 1 });
      expect(limited.map((m) => m.name)).toEqual(["Visitor 3"]);
    });

    it("shows one message in full, and names an unknown id", async () => {
      const [newest] = await run("list-messages", { limit: 1 });
      expect(newest!.readAt).toBeNull();
      expect(await run("show-message", { id: newest!.id })).toEqual({
        ...newest,
        readAt: expect.any(String),
      });
      await expect(run("show-message", { id: 999_999 })).rejects.toThrow(
        new OwnerError("No message with id 999999."),
      );
    });

    it("refuses malformed input with an owner error", async () => {
      await expect(run("list-messages", { limit: 0 })).rejects.toThrow(/Invalid input.*limit/);
      await expect(run("list-messages", { since: "last week" })).rejects.toBeInstanceOf(OwnerError);
      await expect(run("show-message", {})).rejects.toThrow(/Invalid input.*id/);
    });
  });

  describe("reviews", () => {
    const ids: Record<string, number> = {};
    beforeAll(async () => {
      const seeds = [
        ["peruvian-ginseng", "Pat", 5],
        ["peruvian-ginseng", "Quinn", 1],
        ["second-round", "Rae", 4],
        ["tongkat-ali", "Sol", 1],
      ] as const;
      for (const [reviewKey, name, rating] of seeds) {
        ids[name] = (
          await createReview(database, { reviewKey, name, rating, reviewText: `By ${name}` })
        ).id;
      }
    });

    it("lists every review newest first, filtered by product slug or key, rating and date", async () => {
      const all = await run("list-reviews");
      expect(all.map((r) => r.name)).toEqual(["Sol", "Rae", "Quinn", "Pat"]);
      expect(all[0]).toMatchObject({ hidden: false, hiddenAt: null, legacyId: null });
      const bySlug = await run("list-reviews", { product: "peruvian-ginseng-plus" });
      expect(bySlug.map((r) => r.name)).toEqual(["Quinn", "Pat"]);
      const byAlias = await run("list-reviews", { product: "2pg-hound" });
      expect(byAlias.map((r) => r.name)).toEqual(["Rae"]);
      const byKey = await run("list-reviews", { product: "second-round" });
      expect(byKey.map((r) => r.name)).toEqual(["Rae"]);
      const ones = await run("list-reviews", { rating: 1 });
      expect(ones.map((r) => r.name)).toEqual(["Sol", "Quinn"]);
      expect(await run("list-reviews", { since: "2999-01-01T00:00:00.000Z" })).toEqual([]);
      expect(await run("list-reviews", { since: "2000-01-01T00:00:00.000Z" })).toHaveLength(4);
    });

    it("names an unknown product", async () => {
      await expect(run("list-reviews", { product: "magic-beans" })).rejects.toThrow(
        /Unknown product "magic-beans"/,
      );
    });

    it("hiding removes a review from the list, count, average, newest id and live catch-up", async () => {
      const before = await listReviews(database.db, "peruvian-ginseng");
      expect(before.summary).toMatchObject({ count: 2, average: 3 });
      expect(before.newestId).toBe(ids.Quinn);

      const hidden = await run("hide-review", { id: ids.Quinn });
      expect(hidden).toMatchObject({ id: ids.Quinn, hidden: true });
      expect(hidden.hiddenAt).toEqual(expect.any(String));

      const after = await listReviews(database.db, "peruvian-ginseng");
      expect(after.reviews.map((r) => r.name)).toEqual(["Pat"]);
      expect(after.summary).toEqual({
        count: 1,
        average: 5,
        distribution: { 1: 0, 2: 0, 3: 0, 4: 0, 5: 1 },
      });
      expect(after.newestId).toBe(ids.Pat);
      expect(await findReview(database.db, ids.Quinn!)).toBeUndefined();
      expect(await reviewsSince(database.db, "peruvian-ginseng", ids.Pat!)).toEqual([]);

      // The owner still sees it, marked hidden; hiding again keeps the first time.
      const listed = await run("list-reviews", { product: "peruvian-ginseng" });
      expect(listed.find((r) => r.id === ids.Quinn)).toMatchObject({ hidden: true });
      expect((await run("hide-review", { id: ids.Quinn })).hiddenAt).toBe(hidden.hiddenAt);
    });

    it("unhiding brings it back everywhere", async () => {
      const shown = await run("unhide-review", { id: ids.Quinn });
      expect(shown).toMatchObject({ hidden: false, hiddenAt: null });
      const page = await listReviews(database.db, "peruvian-ginseng");
      expect(page.reviews.map((r) => r.name)).toEqual(["Quinn", "Pat"]);
      expect(page.summary).toMatchObject({ count: 2, average: 3 });
      expect(page.newestId).toBe(ids.Quinn);
      expect(await findReview(database.db, ids.Quinn!)).toMatchObject({ name: "Quinn" });
      expect(
        (await reviewsSince(database.db, "peruvian-ginseng", ids.Pat!)).map((r) => r.name),
      ).toEqual(["Quinn"]);
    });

    it("deletes a review for good and names an unknown id", async () => {
      const deleted = await run("delete-review", { id: ids.Sol });
      expect(deleted).toMatchObject({ id: ids.Sol, name: "Sol" });
      expect((await run("list-reviews")).map((r) => r.name)).not.toContain("Sol");
      await expect(run("delete-review", { id: ids.Sol })).rejects.toThrow(
        `No review with id ${ids.Sol}.`,
      );
      await expect(run("hide-review", { id: 999_999 })).rejects.toBeInstanceOf(OwnerError);
      await expect(run("show-review", { id: 999_999 })).rejects.toBeInstanceOf(OwnerError);
    });
  });

  it("tells every process whose reviews the owner changed: which review to take off or put back", async () => {
    const notices: ReviewNotice[] = [];
    const unlisten = await database.listen(database.reviewChannel, (payload) =>
      notices.push(JSON.parse(payload)),
    );
    const review = await createReview(database, {
      reviewKey: "hair-skin-nails",
      name: "Noticed",
      rating: 3,
      reviewText: "x",
    });
    await run("hide-review", { id: review.id });
    await run("unhide-review", { id: review.id });
    await run("delete-review", { id: review.id });
    // Each change names what open pages must do: take the review off, or put it back.
    const removed = { id: 0, reviewKey: "hair-skin-nails", removed: { id: review.id, rating: 3 } };
    const restored = { id: 0, reviewKey: "hair-skin-nails", restored: review.id };
    await expect
      .poll(() => notices, { timeout: 3000 })
      .toEqual([{ id: review.id, reviewKey: "hair-skin-nails" }, removed, restored, removed]);
    await unlisten();
  });

  it("the live feed never pushes a review hidden before its announcement is handled", async () => {
    // Holds the announcements so the test decides when the feed handles them.
    let announce: (payload: string) => void = () => undefined;
    const feed = new LiveReviewFeed({
      ...database,
      listen: async (_channel, onPayload) => {
        announce = onPayload;
        return async () => undefined;
      },
    });
    await feed.start();
    const delivered: PublicReview[] = [];
    await feed.subscribe("bone-rock", (review) => delivered.push(review)).caughtUp;

    const visible = await createReview(database, {
      reviewKey: "bone-rock",
      name: "Shown",
      rating: 5,
      reviewText: "Shown",
    });
    const hidden = await createReview(database, {
      reviewKey: "bone-rock",
      name: "Hidden",
      rating: 1,
      reviewText: "Hidden",
    });
    await run("hide-review", { id: hidden.id });
    announce(JSON.stringify({ id: hidden.id, reviewKey: "bone-rock" }));
    announce(JSON.stringify({ id: visible.id, reviewKey: "bone-rock" }));
    await expect.poll(() => delivered.map((r) => r.name)).toEqual(["Shown"]);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(delivered.map((r) => r.name)).toEqual(["Shown"]);
    await feed.stop();
  });

  it("exports newsletter sign-ups in sign-up order", async () => {
    await subscribe(database.db, "first@example.com");
    await subscribe(database.db, "second@example.com", "footer");
    const subscribers = await run("list-subscribers");
    expect(subscribers.map((s) => [s.email, s.source])).toEqual([
      ["first@example.com", "website"],
      ["second@example.com", "footer"],
    ]);
    expect(subscribers[0]!.createdAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
  });
});

describe("operation names and products", () => {
  it("knows its operations and nothing else", () => {
    expect(isOwnerOperation("hide-review")).toBe(true);
    expect(isOwnerOperation("toString")).toBe(false);
    expect(isOwnerOperation("drop-tables")).toBe(false);
  });

  it("maps a product slug, old slug or review key to the review key", () => {
    expect(reviewKeyFor("peruvian-ginseng-plus")).toBe("peruvian-ginseng");
    expect(reviewKeyFor("peruvian-ginseng")).toBe("peruvian-ginseng");
    expect(reviewKeyFor("gun-massage")).toBe("vital-eggplant-crown");
    expect(reviewKeyFor("tpg-hound")).toBe("second-round");
    expect(() => reviewKeyFor("nope")).toThrow(OwnerError);
  });
});
