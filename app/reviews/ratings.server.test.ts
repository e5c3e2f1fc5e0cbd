import { describe, expect, it } from "vitest";
import { catalogue } from "~/catalogue/catalogue";
import type { Product } from "~/catalogue/product";
import type { Database } from "~/db/database.server";
import { suiteTestDatabase, testDatabaseKinds } from "~/db/test-database";
import { runOwnerOperation } from "~/owner/owner-operations.server";
import { catalogueRatings, displayedRating, earlierRatings, type DisplayedRating } from "./ratings";
import { createReview, listReviews, summarizeAllReviews } from "./reviews.server";

/**
 * The figures every page computes from the database, for each product: what its card shows
 * (one query over the catalogue), and what its page's summary and reviews section show (the
 * product's own review page).
 */
async function figures(database: Database) {
  const cards = catalogueRatings(catalogue, await summarizeAllReviews(database.db));
  const pages: Record<string, DisplayedRating> = {};
  for (const product of catalogue) {
    const page = await listReviews(database.db, product.reviewKey);
    pages[product.slug] = displayedRating(earlierRatings(product, page), page.summary);
  }
  return { cards, pages };
}

const product = (slug: string): Product => catalogue.find((entry) => entry.slug === slug)!;

describe.each(testDatabaseKinds)("one rating per product on %s", (kind) => {
  const database = suiteTestDatabase(kind);

  it("shows the earlier figures alone on a fresh database, the same on cards and pages", async () => {
    const { cards, pages } = await figures(database);
    expect(cards).toEqual(pages);
    for (const entry of catalogue) {
      expect(cards[entry.slug]).toEqual({
        average: entry.rating,
        count: entry.reviewCount,
        listed: 0,
        earlier: entry.reviewCount,
      });
    }
  });

  it("counts a new review once, and a hidden one not at all", async () => {
    const boneRock = product("bone-rock");
    const review = await createReview(database, {
      reviewKey: boneRock.reviewKey,
      name: "Sam",
      rating: 1,
      reviewText: "Not for me.",
    });
    let { cards, pages } = await figures(database);
    expect(cards).toEqual(pages);
    // (89 × 5 + 1) / 90 = 4.96 → 5.0
    expect(cards["bone-rock"]).toEqual({ average: 5, count: 90, listed: 1, earlier: 89 });

    await runOwnerOperation(database, "hide-review", { id: review.id }, "test");
    ({ cards, pages } = await figures(database));
    expect(cards).toEqual(pages);
    expect(cards["bone-rock"]).toEqual({ average: 5, count: 89, listed: 0, earlier: 89 });
  });

  it("stops counting a product's earlier figure once its original reviews are imported", async () => {
    const csv = [
      "id,product_id,name,rating,review_text,created_at",
      "old-1,moringa-leaf,Ana,5,Great in smoothies.,2023-05-01T10:00:00Z",
      "old-2,moringa-leaf,Ben,4,Earthy taste.,2023-06-01T10:00:00Z",
      "old-3,moringa-leaf,Cy,5,Every morning.,2023-07-01T10:00:00Z",
    ].join("\n");
    await createReview(database, {
      reviewKey: "moringa-leaf",
      name: "Dee",
      rating: 3,
      reviewText: "Fine.",
    });
    let { cards, pages } = await figures(database);
    expect(cards["moringa-leaf"]).toEqual({ average: 4.8, count: 248, listed: 1, earlier: 247 });

    await runOwnerOperation(database, "import-reviews", { fileName: "old.csv", text: csv }, "test");
    ({ cards, pages } = await figures(database));
    expect(cards).toEqual(pages);
    // Only the four listed reviews count now: (5 + 4 + 5 + 3) / 4 = 4.25 → 4.3
    expect(cards["moringa-leaf"]).toEqual({ average: 4.3, count: 4, listed: 4, earlier: 0 });
    // Other products keep their earlier figures.
    expect(cards["lions-mane"]).toMatchObject({ count: 189, earlier: 189 });

    // Hiding an imported review takes it out of the figures; the earlier figure stays out.
    const imported = await runOwnerOperation(
      database,
      "list-reviews",
      { product: "moringa-leaf" },
      "test",
    );
    const ana = imported.find((review) => review.name === "Ana")!;
    await runOwnerOperation(database, "hide-review", { id: ana.id }, "test");
    ({ cards, pages } = await figures(database));
    expect(cards).toEqual(pages);
    expect(cards["moringa-leaf"]).toEqual({ average: 4, count: 3, listed: 3, earlier: 0 });
  });
});
