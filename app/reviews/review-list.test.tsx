// @vitest-environment jsdom
import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { findProductBySlug } from "~/catalogue/lookup";
import { productJsonLd } from "~/catalogue/product-json-ld";
import { findProductPage } from "~/content/product-pages";
import { summarize, type PublicReview, type ReviewPage } from "~/reviews/review-types";
import { ReviewList } from "./review-list";

afterEach(cleanup);

const replied: PublicReview = {
  id: 7,
  reviewKey: "bone-rock",
  name: "Rhea",
  rating: 2,
  reviewText: "Too bitter.",
  createdAt: "2026-03-01T10:00:00.000Z",
  helpful: 0,
  verified: false,
  photos: [],
  reply: { text: "Sorry, Rhea: try it with food.", repliedAt: "2026-03-02T10:00:00.000Z" },
};
const plain: PublicReview = { ...replied, id: 6, name: "Pia", reply: undefined };

describe("the store's public reply", () => {
  it("is shown under its review, named as the store's, with its date; not under others", () => {
    render(<ReviewList reviews={[replied, plain]} />);
    const [first, second] = screen.getAllByRole("listitem");
    const reply = within(first!).getByRole("complementary", {
      name: "Response from Verdant Roots",
    });
    expect(reply.textContent).toContain("Sorry, Rhea: try it with food.");
    expect(within(reply).getByText("Mar 2, 2026").getAttribute("datetime")).toBe(
      "2026-03-02T10:00:00.000Z",
    );
    expect(within(second!).queryByRole("complementary")).toBeNull();
  });

  it("is the review's comment in the product's JSON-LD", () => {
    const product = findProductBySlug("bone-rock")!;
    const page = findProductPage(product.slug);
    const reviews: ReviewPage = {
      reviews: [replied, plain],
      newestId: 7,
      summary: summarize([{ rating: 2, count: 2 }]),
      imported: false,
      sort: "newest",
      verifiedOnly: false,
      hasMore: false,
      nextCursor: null,
    };
    const [ld] = productJsonLd(product, page!, "https://shop.example", reviews);
    const review = (ld as { review: { comment?: unknown }[] }).review;
    expect(review[0]!.comment).toEqual({
      "@type": "Comment",
      author: { "@type": "Organization", name: "Verdant Roots" },
      datePublished: "2026-03-02",
      text: "Sorry, Rhea: try it with food.",
    });
    expect(review[1]!.comment).toBeUndefined();
  });
});
