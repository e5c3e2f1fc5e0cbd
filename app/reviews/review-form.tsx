import { useCallback, useEffect, useEffectEvent, useRef, useState, type FormEvent } from "react";
import { useActionData, useFetcher } from "react-router";
import { Button } from "~/ui/button";
import { TextAreaField, TextField } from "~/ui/field";
import { Honeypot } from "~/ui/honeypot";
import { NameField } from "~/ui/name-field";
import { IdempotencyKeyField } from "~/ui/idempotency-key-field";
import { showToast } from "~/ui/toasts";
import type { FieldErrors } from "~/forms/field-errors";
import { keptValues } from "~/forms/form-outcome";
import {
  missingFromReview,
  photosWaitingMessage,
  reviewLimits,
  stillNeededSentence,
  type ReviewField,
} from "~/reviews/review-rules";
import { useHydrated } from "~/hooks/use-hydrated";
import type { PublicReview, ReviewFormValues, ReviewOutcome } from "~/reviews/review-types";
import { StarPicker } from "./star-picker";

const reviewSubmitted = {
  title: "Review submitted!",
  description: "Thank you for your feedback.",
};
const reviewFailed = {
  title: "Error",
  description: "Failed to submit review. Please try again.",
};

const empty: ReviewFormValues = { name: "", rating: 0, reviewText: "" };

/** Whether a review may be sent: the review schema, the same one the action checks. */
type ReviewCheck = (input: unknown) => boolean;
let reviewCheck: ReviewCheck | undefined;
let loadingReviewCheck: Promise<ReviewCheck> | undefined;

/**
 * Loads the review schema (with zod, most of the form's code) on its own, when the visitor starts
 * on the form rather than with the page. If it cannot load, the form may be sent and the action's
 * own check answers.
 */
function loadReviewCheck(): Promise<ReviewCheck> {
  loadingReviewCheck ??= import("~/reviews/review-fields").then(
    (module) => (reviewCheck = (input) => module.validateReview(input).ok),
    () => {
      loadingReviewCheck = undefined;
      return () => true;
    },
  );
  return loadingReviewCheck;
}

interface ReviewFormProps {
  reviewKey: string;
  /** Told the stored review and how many photos wait for the owner's approval. */
  onCreated: (review: PublicReview, photosWaiting: number) => void;
  /** The name the form starts with (a buyer's first name, from their review link). */
  initialName?: string;
  heading?: string;
}

/** What a reviewer reads once the review is stored, with the photo notice when they sent photos. */
function thanksMessage(photosWaiting: number): string {
  return [reviewSubmitted.title, reviewSubmitted.description, photosWaitingMessage(photosWaiting)]
    .filter(Boolean)
    .join(" ");
}

/** The sentence a page posted without JavaScript shows under the form. */
function pageMessage(outcome: ReviewOutcome): string {
  if (outcome.status === "created") return thanksMessage(outcome.photosWaiting ?? 0);
  return outcome.status === "rejected" ? outcome.message : reviewFailed.description;
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
  const fetcher = useFetcher<ReviewOutcome>();
  // The product page's action also answers its question form: that answer is not the review form's.
  const actionData = useActionData<ReviewOutcome | { form: "question" }>();
  const pageOutcome = actionData && !("form" in actionData) ? actionData : undefined;
  const hydrated = useHydrated();
  const [values, setValues] = useState<ReviewFormValues>(
    () => keptValues(pageOutcome) ?? { ...empty, name: initialName },
  );
  const [errors, setErrors] = useState<FieldErrors<ReviewField>>(() =>
    pageOutcome?.status === "invalid" ? pageOutcome.errors : {},
  );
  const submitting = fetcher.state !== "idle";
  const form = useRef<HTMLFormElement>(null);
  // The thanks after a stored review; focus moves to it, so a keyboard stays where the news is.
  const [thanks, setThanks] = useState<string>();
  const thanksShown = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (thanks) thanksShown.current?.focus();
  }, [thanks]);
  // The same schema the action checks decides when the form may be sent; until it has loaded
  // (on the first focus in the form, or once a field holds something), the form is not complete.
  const [check, setCheck] = useState<ReviewCheck | undefined>(() => reviewCheck);
  const complete = check ? check({ reviewKey: reviewKey, ...values }) : false;
  const startChecking = useCallback(() => {
    if (!check) void loadReviewCheck().then((loaded) => setCheck(() => loaded));
  }, [check]);
  const started = values.name !== "" || values.rating !== 0 || values.reviewText !== "";
  useEffect(() => {
    if (started) startChecking();
  }, [started, startChecking]);

  const set = <Field extends keyof ReviewFormValues>(
    field: Field,
    value: ReviewFormValues[Field],
  ) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const answered = useEffectEvent((outcome: ReviewOutcome) => {
    if (outcome.status === "created") {
      const photosWaiting = outcome.photosWaiting ?? 0;
      setValues(empty);
      setErrors({});
      form.current?.reset();
      setThanks(thanksMessage(photosWaiting));
      void showToast(
        "success",
        reviewSubmitted.title,
        [reviewSubmitted.description, photosWaitingMessage(photosWaiting)]
          .filter(Boolean)
          .join(" "),
      );
      onCreated(outcome.review, photosWaiting);
      return;
    }
    setThanks(undefined);
    console.error("Review submission failed:", outcome.status);
    if (outcome.status === "invalid") setErrors(outcome.errors);
    // Too many reviews (or another refusal): say why; anything else gets the usual message.
    const description = outcome.status === "rejected" ? outcome.message : reviewFailed.description;
    void showToast("error", reviewFailed.title, description);
  });
  useEffect(() => {
    // The answer comes from the router (outside React): reacting to it here is what effects are for.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (fetcher.data) answered(fetcher.data);
  }, [fetcher.data]);

  // Beside a Submit that cannot be pressed yet: what is missing, in words (not after a thanks,
  // until the next review is started).
  const stillNeeded =
    hydrated && !submitting && (started || !thanks)
      ? stillNeededSentence(missingFromReview(values))
      : "";

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (!complete || submitting) event.preventDefault();
  };

  return (
    <fetcher.Form
      method="post"
      encType="multipart/form-data"
      ref={form}
      onSubmit={onSubmit}
      onFocus={startChecking}
      className="relative flex flex-col gap-5"
      aria-labelledby="review-form-heading"
    >
      <h3 id="review-form-heading" className="font-sans text-xl font-semibold">
        {heading}
      </h3>
      <Honeypot />
      <IdempotencyKeyField renewOn={fetcher.data} />
      <NameField
        id="review-name"
        maxLength={reviewLimits.name}
        value={values.name}
        onChange={(name) => set("name", name)}
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
      {pageOutcome && !fetcher.data ? (
        <p role="status" className="rounded-xl bg-mist px-4 py-3 font-medium">
          {pageMessage(pageOutcome)}
        </p>
      ) : null}
      {/* Disabled only once JavaScript runs, so the form still works without it. */}
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <Button
          type="submit"
          disabled={hydrated && (!complete || submitting)}
          aria-describedby="review-still-needed"
        >
          {submitting ? "Submitting..." : "Submit Review"}
        </Button>
        <p id="review-still-needed" aria-live="polite" className="text-sm text-ink-soft">
          {stillNeeded}
        </p>
      </div>
    </fetcher.Form>
  );
}
