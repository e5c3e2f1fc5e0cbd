import { describe, expect, it } from "vitest";
import { missingFromReview, photosWaitingMessage, stillNeededSentence } from "./review-rules";

describe("what a review still needs", () => {
  it("names each empty field in words, in the form's order", () => {
    expect(missingFromReview({ name: " ", rating: 0, reviewText: "" })).toEqual([
      "your name",
      "a star rating",
      "your review",
    ]);
    expect(missingFromReview({ name: "Ada", rating: 4, reviewText: "Good." })).toEqual([]);
  });

  it("says it as one sentence, or nothing when the review is complete", () => {
    expect(stillNeededSentence(["your name", "a star rating", "your review"])).toBe(
      "Still needed: your name, a star rating and your review.",
    );
    expect(stillNeededSentence(["a star rating"])).toBe("Still needed: a star rating.");
    expect(stillNeededSentence([])).toBe("");
  });
});

describe("the photo notice after a review", () => {
  it("says photos appear once approved, only when some were sent", () => {
    expect(photosWaitingMessage(0)).toBe("");
    expect(photosWaitingMessage(1)).toBe("Your photo appears once we have approved it.");
    expect(photosWaitingMessage(3)).toBe("Your photos appear once we have approved them.");
  });
});
