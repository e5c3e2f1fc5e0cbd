// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { displayedRating } from "~/reviews/ratings";
import { summarize } from "~/reviews/review-types";
import { earlierRatingsNote, earlierRatingsOnlyMessage, ReviewSummary } from "./review-summary";

afterEach(cleanup);

describe("the reviews summary", () => {
  it("says in words when counted ratings are not listed, and charts only the listed ones", () => {
    const listed = summarize([{ rating: 4, count: 2 }]);
    const rating = displayedRating({ count: 89, average: 5 }, listed);
    render(<ReviewSummary rating={rating} listed={listed} />);
    expect(screen.getByText("5.0")).toBeTruthy();
    expect(screen.getByText("Based on 91 reviews")).toBeTruthy();
    expect(
      screen.getByText(
        "89 of these 91 ratings were given before reviews were published on this site, so they are counted here but not listed individually. The 2 reviews below are shown in full.",
      ),
    ).toBeTruthy();
    expect(screen.getByText("Stars in the 2 reviews listed here")).toBeTruthy();
  });

  it("says one thing while only earlier ratings are counted, and leaves out the chart", () => {
    const rating = displayedRating({ count: 3, average: 5 }, summarize([]));
    const { container } = render(<ReviewSummary rating={rating} listed={summarize([])} />);
    expect(screen.getByText("Based on 3 reviews")).toBeTruthy();
    expect(earlierRatingsNote(rating)).toBeNull();
    const message =
      "The 3 ratings given before reviews were published on this site are counted in this average. No reviews yet. Be the first to leave a review!";
    expect(earlierRatingsOnlyMessage(rating)).toBe(message);
    expect(screen.getByText(message)).toBeTruthy();
    // One message: no second note in small print.
    expect(container.querySelectorAll("p")).toHaveLength(2);
    expect(screen.queryByText("5 stars")).toBeNull();
  });

  it("speaks of one earlier rating in the singular", () => {
    const rating = displayedRating({ count: 1, average: 4 }, summarize([]));
    expect(earlierRatingsOnlyMessage(rating)).toMatch(/^The 1 rating given before .* is counted/);
  });

  it("says nothing more when every counted review is listed", () => {
    const listed = summarize([{ rating: 5, count: 1 }]);
    const rating = displayedRating(null, listed);
    expect(earlierRatingsNote(rating)).toBeNull();
    render(<ReviewSummary rating={rating} listed={listed} />);
    expect(screen.getByText("5 stars")).toBeTruthy();
    expect(screen.queryByText(/listed here/)).toBeNull();
  });
});
