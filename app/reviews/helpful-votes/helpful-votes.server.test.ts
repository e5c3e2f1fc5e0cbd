import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { suiteTestDatabase, testDatabaseKinds } from "~/db/test-database";
import { setReviewHidden } from "~/owner/owner-reviews.server";
import { reviewsVotedBy, voteHelpful } from "./helpful-votes.server";
import { askedReviewIds } from "./helpful-write.server";
import { plainDigest } from "~/db/store-secret.server";
import { reviewVotes } from "~/db/schema.server";
import { createReview, listReviews } from "~/reviews/reviews.server";

describe.each(testDatabaseKinds)("helpful votes on %s", (kind) => {
  const database = suiteTestDatabase(kind);

  const write = (reviewKey: string, name: string) =>
    createReview(database, { reviewKey, name, rating: 4, reviewText: "Fine." });

  it("counts one vote per client per review", async () => {
    const review = await write("votes-once", "Ada");
    const first = await voteHelpful(database, review.id, "10.0.0.1");
    expect(first).toMatchObject({ status: "counted", helpful: 1 });
    const again = await voteHelpful(database, review.id, "10.0.0.1");
    expect(again).toMatchObject({ status: "repeated", helpful: 1 });
    const other = await voteHelpful(database, review.id, "10.0.0.2");
    expect(other).toMatchObject({ status: "counted", helpful: 2 });
    const page = await listReviews(database.db, "votes-once");
    expect(page.reviews[0]!.helpful).toBe(2);
  });

  it("keeps no client address, nor its plain digest: a digest keyed with the store's secret", async () => {
    const review = await write("votes-keyed", "Cy");
    await voteHelpful(database, review.id, "192.0.2.7");
    const [row] = await database.db
      .select()
      .from(reviewVotes)
      .where(eq(reviewVotes.reviewId, review.id));
    expect(row!.voter).toMatch(/^k1:[A-Za-z0-9_-]{43}$/);
    expect(row!.voter).not.toContain("192.0.2.7");
    // Trying every address of the /24 without the key finds nothing.
    const guesses = Array.from({ length: 256 }, (_, n) => plainDigest.voter(`192.0.2.${n}`));
    expect(guesses).not.toContain(row!.voter);
    expect(guesses.some((guess) => row!.voter.includes(guess))).toBe(false);
  });

  it("remembers which reviews a client voted on, as the count does", async () => {
    const voted = await write("votes-remembered", "Cy");
    const other = await write("votes-remembered", "Di");
    await voteHelpful(database, voted.id, "10.0.0.7");
    expect(await reviewsVotedBy(database, "10.0.0.7", [other.id, voted.id])).toEqual([voted.id]);
    expect(await reviewsVotedBy(database, "10.0.0.8", [other.id, voted.id])).toEqual([]);
    expect(await reviewsVotedBy(database, "10.0.0.7", [])).toEqual([]);
  });

  it("refuses votes on a hidden or unknown review", async () => {
    const review = await write("votes-hidden", "Bo");
    await setReviewHidden(database, review.id, true);
    expect(await voteHelpful(database, review.id, "10.0.0.1")).toEqual({
      status: "missing",
    });
    expect(await voteHelpful(database, 9_999_999, "10.0.0.1")).toEqual({
      status: "missing",
    });
  });

  it("lists the most helpful first", async () => {
    const a = await write("votes-sort", "A");
    const b = await write("votes-sort", "B");
    const c = await write("votes-sort", "C");
    await voteHelpful(database, b.id, "1");
    await voteHelpful(database, b.id, "2");
    await voteHelpful(database, a.id, "1");
    const page = await listReviews(database.db, "votes-sort", { sort: "helpful" });
    expect(page.reviews.map((review) => [review.name, review.helpful])).toEqual([
      ["B", 2],
      ["A", 1],
      ["C", 0],
    ]);
    void c;
  });
});

describe("the review ids a visitor asks about", () => {
  it("takes a comma list of ids, at most a hundred, and refuses anything else", () => {
    expect(askedReviewIds("3,1,3")).toEqual([3, 1]);
    expect(askedReviewIds(null)).toEqual([]);
    expect(askedReviewIds("1,x")).toBeUndefined();
    expect(askedReviewIds("0")).toBeUndefined();
    expect(askedReviewIds("99999999999999999")).toBeUndefined();
    expect(askedReviewIds(Array.from({ length: 101 }, (_, i) => i + 1).join(","))).toBeUndefined();
  });
});
