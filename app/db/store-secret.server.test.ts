import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createReview } from "~/reviews/reviews.server";
import { voteHelpful } from "~/reviews/helpful-votes/helpful-votes.server";
import { optedOut } from "~/reviews/orders/shop-orders.server";
import type { Database } from "./database.server";
import { migrate } from "./migrate.server";
import { reviewRequestOptOuts, reviewVotes, storeSecrets } from "./schema.server";
import { digestKey, keyedDigest, plainDigest } from "./store-secret.server";
import { openTestDatabase, testDatabaseKinds } from "./test-database";

describe.each(testDatabaseKinds)("the store's digest key on %s", (kind) => {
  let database: Database;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
  }, 60_000);
  afterAll(() => database.close());

  it("is made once, 256 random bits kept in the database, and the same on every read", async () => {
    const first = await digestKey(database.db);
    const again = await digestKey(database.db);
    expect(first.secret).toHaveLength(32);
    expect(again.secret.equals(first.secret)).toBe(true);
    expect(first.id).toMatch(/^[0-9a-f]{16}$/);
    expect(await database.db.select().from(storeSecrets)).toHaveLength(1);
  });

  it("keys different purposes apart, and a different key gives a different digest", async () => {
    const key = await digestKey(database.db);
    const other = { id: "x", secret: Buffer.alloc(32, 7) };
    expect(keyedDigest(key, "opt-out", "a")).not.toBe(keyedDigest(key, "erased", "a"));
    expect(keyedDigest(key, "opt-out", "a")).not.toBe(keyedDigest(other, "opt-out", "a"));
  });

  it("keys the plain digests kept before keys, so the same voter and email still match", async () => {
    const review = await createReview(database, {
      reviewKey: "keyed-later",
      name: "Old",
      rating: 5,
      reviewText: "Voted on before keys.",
    });
    await database.db
      .insert(reviewVotes)
      .values({ reviewId: review.id, voter: plainDigest.voter("198.51.100.4") });
    await database.db
      .insert(reviewRequestOptOuts)
      .values({ emailHash: plainDigest.email("Old.Buyer@verdant.test") });
    await migrate(database);
    const [vote] = await database.db
      .select()
      .from(reviewVotes)
      .where(eq(reviewVotes.reviewId, review.id));
    expect(vote!.voter).toMatch(/^k1:/);
    const optOuts = await database.db.select().from(reviewRequestOptOuts);
    expect(optOuts.every((row) => row.emailHash.startsWith("k1:"))).toBe(true);
    expect(await voteHelpful(database, review.id, "198.51.100.4")).toMatchObject({
      status: "repeated",
    });
    expect(await optedOut(database.db, "old.buyer@VERDANT.test")).toBe(true);
    // Nothing plain is left to try guesses against.
    expect(optOuts.map((row) => row.emailHash)).not.toContain(
      plainDigest.email("old.buyer@verdant.test"),
    );
  });
});
