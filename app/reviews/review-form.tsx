import { useRef } from "react";
import { Button } from "~/ui/button";
import { TextField } from "~/ui/field";
import { FormStatus } from "~/ui/form-status";
import { Honeypot } from "~/ui/honeypot";
import { PostFields } from "~/ui/post-fields";
import { IdempotencyKeyField } from "~/ui/idempotency-key-field";
import { reviewLimits } from "~/reviews/review-rules";
import type { PublicReview } from "~/reviews/review-types";
import { StarPicker } from "./star-picker";
import { useReviewForm } from "./use-review-form";

interface ReviewFormProps {
  reviewKey: string;
  /** Told the stored review and how many photos wait for the owner's approval. */
  onCreated: (review: PublicReview, photosWaiting: number) => void;
  /** The name the form starts with (a buyer's first name, from their review link). */
  initialName?: string;
  heading?: string;
}

/** The review's photos, optional: the file picker, what it takes, and their description. */
function ReviewPhotoFields() {
  return (
    <div className="flex flex-col gap-2">
      <label htmlFor="review-photos" className="font-medium">
        Photos <span className="font-normal text-ink-soft">(optional, up to 3)</span>
      </label>
      <input
        id="review-photos"
        name="photos"
        type="file"
        accept="image/jpeg,image/png,image/webp"
        multiple
        aria-describedby="review-photos-hint"
        className="w-full max-w-full min-w-0 text-sm file:mr-3 file:min-h-11 file:rounded-full file:border file:border-line file:bg-surface file:px-4"
      />
      <p id="review-photos-hint" className="text-sm text-ink-soft">
        JPEG, PNG or WebP, 10 MB each at most. We remove location and camera details, and show
        photos once we have checked them.
      </p>
      <TextField
        id="review-photo-alt"
        name="photoAlt"
        label="Describe your photos (optional)"
        maxLength={200}
      />
    </div>
  );
}

/** Submit, disabled only once JavaScript runs (so the form still works without it), and what is still needed. */
function ReviewSubmit({
  disabled,
  submitting,
  stillNeeded,
}: {
  disabled: boolean;
  submitting: boolean;
  stillNeeded: string;
}) {
  return (
    <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
      <Button type="submit" disabled={disabled} aria-describedby="review-still-needed">
        {submitting ? "Submitting..." : "Submit Review"}
      </Button>
      <p id="review-still-needed" aria-live="polite" className="text-sm text-ink-soft">
        {stillNeeded}
      </p>
    </div>
  );
}

/**
 * The review form, posted to the product page's action: with JavaScript by a fetcher (the answer
 * becomes a toast and the form clears), without by the browser (the page comes back with the answer
 * and what was typed).
 */
export function ReviewForm({
  reviewKey,
  onCreated,
  initialName = "",
  heading = "Write a review",
}: ReviewFormProps) {
  const form = useRef<HTMLFormElement>(null);
  const thanksShown = useRef<HTMLParagraphElement>(null);
  const review = useReviewForm({ reviewKey, onCreated, initialName, form, thanksShown });
  const { fetcher, fields, thanks } = review;
  return (
    <fetcher.Form
      method="post"
      encType="multipart/form-data"
      ref={form}
      onSubmit={review.onSubmit}
      onFocus={review.startChecking}
      className="relative flex flex-col gap-5"
      aria-labelledby="review-form-heading"
    >
      <h3 id="review-form-heading" className="font-sans text-xl font-semibold">
        {heading}
      </h3>
      <Honeypot />
      <IdempotencyKeyField renewOn={fetcher.data} />
      <PostFields
        form="review"
        words={{ name: "reviewText", label: "Review", rows: 4 }}
        limits={reviewLimits}
        bind={fields.bind}
      >
        <StarPicker
          value={fields.values.rating}
          onChange={(rating) => fields.set("rating", rating)}
          error={fields.errors.rating}
        />
      </PostFields>
      <ReviewPhotoFields />
      {thanks ? (
        <p
          ref={thanksShown}
          tabIndex={-1}
          data-review-thanks=""
          className="rounded-xl bg-mist px-4 py-3 font-medium"
        >
          {thanks}
        </p>
      ) : null}
      {review.pageNote ? <FormStatus>{review.pageNote}</FormStatus> : null}
      <ReviewSubmit
        disabled={review.disabled}
        submitting={review.submitting}
        stillNeeded={review.stillNeeded}
      />
    </fetcher.Form>
  );
}
