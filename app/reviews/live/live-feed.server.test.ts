import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type Database } from "~/db/database.server";
import { openTestDatabase, testDatabaseKinds } from "~/db/test-database";
import { catchUpPageSize, LiveReviewFeed } from "./live-feed.server";
import { createReview } from "~/reviews/reviews.server";
import type { LiveReviewChange } from "~/reviews/review-types";
import { deleteReview, setReviewHidden } from "~/owner/owner-reviews.server";

const write = (database: Database, reviewKey: string, name: string) =>
  createReview(database, { reviewKey, name, rating: 4, reviewText: `Review by ${name}` });

/** Collects what one subscriber is sent. */
function subscriber(feed: LiveReviewFeed, reviewKey: string, sinceId: number) {
  const ids: number[] = [];
  const subscription = feed.subscribe(reviewKey, (review) => ids.push(review.id), sinceId);
  return { ids, subscription };
}

const idsAbove = (ids: Iterable<number>, since: number) =>
  [...ids].filter((id) => id > since).sort((a, b) => a - b);

describe.each(testDatabaseKinds)("live review feed on %s", (kind) => {
  let database: Database;
  /** A second connection to the same data, as another server process has. */
  let other: Database;
  const feeds: LiveReviewFeed[] = [];

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    other =
      kind === "postgres"
        ? await openDatabase({
            url: process.env.DATABASE_URL,
            schema: database.reviewChannel.replace("review_inserted_", ""),
          })
        : database;
  });
  afterAll(async () => {
    for (const feed of feeds) await feed.stop();
    if (other !== database) await other.close();
    await database.close();
  });

  const startFeed = async (on: Database) => {
    const feed = new LiveReviewFeed(on);
    await feed.start();
    feeds.push(feed);
    return feed;
  };

  it("sends every acknowledged review exactly once, in order, to every subscriber, with many writers on one product", async () => {
    const product = "concurrent-writers";
    const feedA = await startFeed(database);
    const feedB = await startFeed(other);
    const early = [subscriber(feedA, product, 0), subscriber(feedB, product, 0)];
    await Promise.all(early.map((s) => s.subscription.caughtUp));

    const acknowledged: number[] = [];
    const late: { since: number; ids: number[] }[] = [];
    const writers = Array.from({ length: 8 }, async (_, writer) => {
      for (let n = 0; n < 40; n++) {
        const review = await write(writer % 2 ? other : database, product, `w${writer}-${n}`);
        acknowledged.push(review.id);
        // Subscribers joining mid-stream, from the newest review they were shown.
        if (writer === 0 && n % 10 === 5) {
          const since = Math.max(...acknowledged);
          late.push({ since, ids: subscriber(n % 20 ? feedA : feedB, product, since).ids });
        }
      }
    });
    await Promise.all(writers);
    expect(acknowledged).toHaveLength(320);

    const everyone = [...early.map((s) => ({ since: 0, ids: s.ids })), ...late];
    await expect
      .poll(() => everyone.map((s) => s.ids.length), { timeout: 20_000 })
      .toEqual(everyone.map((s) => idsAbove(acknowledged, s.since).length));
    await new Promise((resolve) => setTimeout(resolve, 300)); // nothing more arrives
    for (const { since, ids } of everyone) {
      expect(ids).toEqual(idsAbove(acknowledged, since));
    }
  });

  it("a reconnect after more than a page of missed reviews is sent all of them, then new ones", async () => {
    const product = "long-absence";
    const feed = await startFeed(database);
    const seen = await write(database, product, "seen");
    const missed: number[] = [];
    for (let n = 0; n < catchUpPageSize * 2 + 50; n++) {
      missed.push((await write(database, product, `missed-${n}`)).id);
    }
    const back = subscriber(feed, product, seen.id);
    await back.subscription.caughtUp;
    expect(back.ids).toEqual(missed);
    const next = await write(database, product, "next");
    await expect.poll(() => back.ids.at(-1)).toBe(next.id);
    expect(back.ids).toHaveLength(missed.length + 1);
  });

  it("a since above the newest review is clamped, so that client (and no other) still gets new reviews", async () => {
    const product = "clamped-since";
    const feed = await startFeed(database);
    const before = await write(database, product, "before");
    const bold = subscriber(feed, product, Number.MAX_SAFE_INTEGER);
    await bold.subscription.caughtUp;
    const honest = subscriber(feed, product, before.id);
    await honest.subscription.caughtUp;
    const after = await write(database, product, "after");
    await expect.poll(() => [bold.ids, honest.ids]).toEqual([[after.id], [after.id]]);
  });

  it("tells subscribers that have a review when it is hidden, shown again or deleted, once each", async () => {
    const product = "live-removals";
    const feedA = await startFeed(database);
    const feedB = await startFeed(other);
    const kept = await write(database, product, "kept");
    const shy = await write(database, product, "shy");
    const changes: [LiveReviewChange[], LiveReviewChange[]] = [[], []];
    const subscriptions = [feedA, feedB].map((feed, index) =>
      feed.subscribe(
        product,
        () => undefined,
        shy.id,
        undefined,
        (change) => changes[index]!.push(change),
      ),
    );
    // Sent nothing about a review it does not have yet (above its since).
    const late = feedA.subscribe(
      product,
      () => undefined,
      kept.id,
      undefined,
      () => expect.unreachable(),
    );
    await Promise.all([...subscriptions, late].map((subscription) => subscription.caughtUp));
    late.close();

    await setReviewHidden(other, shy.id, true);
    await setReviewHidden(other, shy.id, true); // already hidden: nothing to tell
    await setReviewHidden(database, shy.id, false);
    await deleteReview(other, kept.id);
    const expected = [
      { kind: "removed", id: shy.id, rating: 4 },
      { kind: "restored", review: expect.objectContaining({ id: shy.id, name: "shy" }) },
      { kind: "removed", id: kept.id, rating: 4 },
    ];
    await expect.poll(() => changes).toEqual([expected, expected]);
    // Deleting a hidden review tells nobody: it was on no page.
    await setReviewHidden(database, shy.id, true);
    await expect.poll(() => changes[0].length).toBe(4);
    await deleteReview(database, shy.id);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(changes.map((list) => list.length)).toEqual([4, 4]);
    for (const subscription of subscriptions) subscription.close();
  });
});
