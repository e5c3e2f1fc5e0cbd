import { useState, type FormEvent } from "react";
import { useActionData } from "react-router";
import { Button } from "~/components/ui/button";
import { TextAreaField, TextField } from "~/components/ui/field";
import { Honeypot } from "~/components/ui/honeypot";
import { showToast } from "~/components/ui/toasts";
import { honeypotField, honeypotValue } from "~/forms/honeypot";
import type { FieldErrors } from "~/forms/field-errors";
import { reviewLimits, type ReviewField } from "~/forms/review-rules";
import { useHydrated } from "~/hooks/use-hydrated";
import { postJson } from "~/lib/post-json";
import type { PublicReview } from "~/reviews/review-types";
import { StarPicker } from "./star-picker";

export const reviewSubmitted = {
  title: "Review submitted!",
  description: "Thank you for your feedback.",
};
export const reviewFailed = {
  title: "Error",
  description: "Failed to submit review. Please try again.",
};

export interface ReviewFormValues {
  name: string;
  rating: number;
  reviewText: string;
}

/** What the product page's action answers to a form posted without JavaScript. */
export type ReviewActionResult =
  | { status: "created"; review: PublicReview }
  | { status: "invalid"; errors: FieldErrors<ReviewField>; values: ReviewFormValues }
  | { status: "failed"; values: ReviewFormValues };

const empty: ReviewFormValues = { name: "", rating: 0, reviewText: "" };

interface ReviewFormProps {
  reviewKey: string;
  onCreated: (review: PublicReview) => void;
}

/**
 * The review form. With JavaScript it posts to /api/reviews and answers with a toast; without, the
 * browser posts it to the product page, which answers in the page.
 */
export function ReviewForm({ reviewKey, onCreated }: ReviewFormProps) {
  const pageResult = useActionData<ReviewActionResult>();
  const hydrated = useHydrated();
  const [values, setValues] = useState<ReviewFormValues>(() =>
    pageResult && pageResult.status !== "created" ? pageResult.values : empty,
  );
  const [errors, setErrors] = useState<FieldErrors<ReviewField>>(() =>
    pageResult?.status === "invalid" ? pageResult.errors : {},
  );
  const [submitting, setSubmitting] = useState(false);
  const complete =
    values.name.trim() !== "" &&
    values.rating >= 1 &&
    values.rating <= 5 &&
    values.reviewText.trim() !== "";

  const set = <Field extends keyof ReviewFormValues>(
    field: Field,
    value: ReviewFormValues[Field],
  ) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!complete || submitting) return;
    setSubmitting(true);
    const result = await postJson<PublicReview>("/api/reviews", {
      productId: reviewKey,
      ...values,
      [honeypotField]: honeypotValue(event.currentTarget),
    });
    setSubmitting(false);
    if (result.ok) {
      setValues(empty);
      setErrors({});
      void showToast("success", reviewSubmitted.title, reviewSubmitted.description);
      onCreated(result.data);
      return;
    }
    console.error("Review submission failed:", result.status, result.error);
    setErrors(result.fields);
    // Too many reviews: say so and when to try again; anything else gets the usual message.
    const description = result.status === 429 ? result.error : reviewFailed.description;
    void showToast("error", reviewFailed.title, description);
  };

  return (
    <form
      method="post"
      onSubmit={onSubmit}
      className="relative flex flex-col gap-5"
      aria-labelledby="review-form-heading"
    >
      <h3 id="review-form-heading" className="font-sans text-xl font-semibold">
        Write a review
      </h3>
      <Honeypot />
      <TextField
        id="review-name"
        name="name"
        label="Name"
        autoComplete="given-name"
        required
        maxLength={reviewLimits.name}
        value={values.name}
        onChange={(event) => set("name", event.target.value)}
        error={errors.name}
      />
      <StarPicker
        value={values.rating}
        onChange={(rating) => set("rating", rating)}
        error={errors.rating}
      />
      <TextAreaField
        id="review-text"
        name="reviewText"
        label="Review"
        rows={4}
        required
        maxLength={reviewLimits.reviewText}
        value={values.reviewText}
        onChange={(event) => set("reviewText", event.target.value)}
        error={errors.reviewText}
      />
      {pageResult && !hydrated ? (
        <p role="status" className="rounded-xl bg-mist px-4 py-3 font-medium">
          {pageResult.status === "created"
            ? `${reviewSubmitted.title} ${reviewSubmitted.description}`
            : reviewFailed.description}
        </p>
      ) : null}
      {/* Disabled only once JavaScript runs, so the form still works without it. */}
      <Button type="submit" disabled={hydrated && (!complete || submitting)} className="self-start">
        {submitting ? "Submitting..." : "Submit Review"}
      </Button>
    </form>
  );
}
