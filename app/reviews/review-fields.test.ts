import { describe, expect, it } from "vitest";
import { ratingLabel, readReviewInput, validateReview } from "./review-fields";

const valid = { reviewKey: "bone-rock", name: " Sam ", rating: 5, reviewText: " Great. " };

describe("review form rules", () => {
  it("accepts a complete review and trims it", () => {
    expect(validateReview(valid)).toEqual({
      ok: true,
      value: { reviewKey: "bone-rock", name: "Sam", rating: 5, reviewText: "Great." },
    });
  });

  it.each([0, 6, 2.5, "five", null, undefined])("rejects the rating %s", (rating) => {
    const result = validateReview({ ...valid, rating });
    expect(result.ok).toBe(false);
    expect(result.ok ? null : result.errors.rating).toMatch(/1 to 5/);
  });

  it("requires name and text", () => {
    expect(validateReview({ ...valid, name: "  ", reviewText: "" })).toEqual({
      ok: false,
      errors: { name: "Please enter your name.", reviewText: "Please write your review." },
    });
  });

  it("limits name to 80 and text to 5,000 characters", () => {
    expect(validateReview({ ...valid, name: "n".repeat(81) }).ok).toBe(false);
    expect(validateReview({ ...valid, reviewText: "t".repeat(5001) }).ok).toBe(false);
    expect(
      validateReview({ ...valid, name: "n".repeat(80), reviewText: "t".repeat(5000) }).ok,
    ).toBe(true);
  });

  it("reads form posts and JSON with either field spelling", () => {
    const form = new FormData();
    form.set("reviewKey", "bone-rock");
    form.set("name", "Sam");
    form.set("rating", "4");
    form.set("reviewText", "Good");
    expect(readReviewInput(form)).toEqual({
      reviewKey: "bone-rock",
      name: "Sam",
      rating: 4,
      reviewText: "Good",
    });
    expect(
      readReviewInput({ product_id: "x", name: "A", rating: "five", review_text: "t" }),
    ).toEqual({
      reviewKey: "x",
      name: "A",
      rating: "five",
      reviewText: "t",
    });
  });

  it("labels ratings in the singular and plural", () => {
    expect(ratingLabel(1)).toBe("1 star");
    expect(ratingLabel(4)).toBe("4 stars");
  });
});
