// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { displayedRating } from "~/reviews/ratings";
import { summarize } from "~/reviews/review-types";
import { earlierRatingsNote, ReviewSummary } from "./review-summary";

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

  it("leaves out the chart while nothing is listed", () => {
    const rating = displayedRating({ count: 3, average: 5 }, summarize([]));
    render(<ReviewSummary rating={rating} listed={summarize([])} />);
    expect(screen.getByText("Based on 3 reviews")).toBeTruthy();
    expect(earlierRatingsNote(rating)).toMatch(/^All 3 ratings were given before/);
    expect(screen.queryByText("5 stars")).toBeNull();
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
