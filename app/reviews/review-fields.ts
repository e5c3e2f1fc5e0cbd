import * as z from "zod/mini";
import { checkForm, type CheckedForm } from "../forms/field-errors";
import { reviewLimits, type ReviewField } from "./review-rules";
import { requiredText } from "../forms/text-fields";
import type { ReviewFormValues } from "~/reviews/review-types";

export { ratingLabel, reviewLimits, type ReviewField } from "./review-rules";

/** One schema for the review form, used in the browser and re-checked by the server. */
const reviewSchema = z.object({
  reviewKey: z
    .string()
    .check(z.trim(), z.minLength(1, "Please say which product the review is for.")),
  name: requiredText("your name", reviewLimits.name, "Please enter your name."),
  rating: z
    .number("Please choose a rating from 1 to 5 stars.")
    .check(
      z.int("Please choose a whole number of stars from 1 to 5."),
      z.gte(1, "Please choose a rating from 1 to 5 stars."),
      z.lte(5, "Please choose a rating from 1 to 5 stars."),
    ),
  reviewText: requiredText("your review", reviewLimits.reviewText, "Please write your review."),
});

export type ReviewInput = z.infer<typeof reviewSchema>;

/** Reads a review from JSON or a form post; a form's "4" becomes the number 4. */
export function readReviewInput(source: FormData | Record<string, unknown>) {
  const get = (key: string): unknown =>
    source instanceof FormData ? source.get(key) : source[key];
  const rating = get("rating");
  return {
    reviewKey: get("reviewKey") ?? get("product_id"),
    name: get("name"),
    rating:
      typeof rating === "string" && /^\s*\d+(\.\d+)?\s*$/.test(rating) ? Number(rating) : rating,
    reviewText: get("reviewText") ?? get("review_text"),
  };
}

export function validateReview(input: unknown): CheckedForm<ReviewInput, ReviewField> {
  return checkForm(reviewSchema, input);
}

/** What the form shows again of a review that was not stored: its three fields, as typed. */
export function formValues(input: {
  name?: unknown;
  rating?: unknown;
  reviewText?: unknown;
}): ReviewFormValues {
  return {
    name: typeof input.name === "string" ? input.name : "",
    rating: typeof input.rating === "number" ? input.rating : 0,
    reviewText: typeof input.reviewText === "string" ? input.reviewText : "",
  };
}
