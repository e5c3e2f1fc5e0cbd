import {
  useCallback,
  useEffect,
  useEffectEvent,
  useState,
  type FormEvent,
  type RefObject,
} from "react";
import { useActionData, useFetcher } from "react-router";
import { afterNextPaint } from "~/ui/after-next-paint";
import { showToast } from "~/ui/toasts";
import { keptValues } from "~/forms/form-outcome";
import { useFormFields } from "~/hooks/use-form-fields";
import { useHydrated } from "~/hooks/use-hydrated";
import {
  missingFromReview,
  photosWaitingMessage,
  stillNeededSentence,
  type ReviewField,
} from "~/reviews/review-rules";
import type { PublicReview, ReviewFormValues, ReviewOutcome } from "~/reviews/review-types";

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

/** The review schema, loaded on the first focus in the form or once a field holds something. */
function useReviewCheck(reviewKey: string, values: ReviewFormValues) {
  // The same schema the action checks decides when the form may be sent; until it has loaded
  // (on the first focus in the form, or once a field holds something), the form is not complete.
  const [check, setCheck] = useState<ReviewCheck | undefined>(() => reviewCheck);
  const complete = check ? check({ reviewKey: reviewKey, ...values }) : false;
  const startChecking = useCallback(() => {
    // After the frame that answers the visitor's first touch is painted: evaluating zod is the
    // longest work the form does, and it must not delay that answer.
    if (!check)
      afterNextPaint(() => void loadReviewCheck().then((loaded) => setCheck(() => loaded)));
  }, [check]);
  const started = values.name !== "" || values.rating !== 0 || values.reviewText !== "";
  useEffect(() => {
    if (started) startChecking();
  }, [started, startChecking]);
  return { complete, startChecking, started };
}

/** The thanks after a stored review; focus moves to it, so a keyboard stays where the news is. */
function useThanks(thanksShown: RefObject<HTMLParagraphElement | null>) {
  const [thanks, setThanks] = useState<string>();
  useEffect(() => {
    if (thanks) thanksShown.current?.focus();
  }, [thanks, thanksShown]);
  return { thanks, setThanks };
}

/** The toast after a post that was not stored: why, or the usual message. */
function toastRefusal(outcome: Exclude<ReviewOutcome, { status: "created" }>) {
  console.error("Review submission failed:", outcome.status);
  // Too many reviews (or another refusal): say why; anything else gets the usual message.
  const description = outcome.status === "rejected" ? outcome.message : reviewFailed.description;
  void showToast("error", reviewFailed.title, description);
}

/**
 * The review form's state: what is typed and its errors, whether it may be sent (and what is
 * still needed), the thanks, and the answer of a post with or without JavaScript.
 */
export function useReviewForm({
  reviewKey,
  onCreated,
  initialName,
  form,
  thanksShown,
}: {
  reviewKey: string;
  onCreated: (review: PublicReview, photosWaiting: number) => void;
  initialName: string;
  /** The form (reset once a review is stored) and the thanks (focused when it shows). */
  form: RefObject<HTMLFormElement | null>;
  thanksShown: RefObject<HTMLParagraphElement | null>;
}) {
  const fetcher = useFetcher<ReviewOutcome>();
  // The product page's action also answers its question form: that answer is not the review form's.
  const actionData = useActionData<ReviewOutcome | { form: "question" }>();
  const pageOutcome = actionData && !("form" in actionData) ? actionData : undefined;
  const hydrated = useHydrated();
  const fields = useFormFields<ReviewFormValues, ReviewField>(
    () => keptValues(pageOutcome) ?? { ...empty, name: initialName },
    () => (pageOutcome?.status === "invalid" ? pageOutcome.errors : {}),
  );
  const submitting = fetcher.state !== "idle";
  const { thanks, setThanks } = useThanks(thanksShown);
  const { complete, startChecking, started } = useReviewCheck(reviewKey, fields.values);

  const answered = useEffectEvent((outcome: ReviewOutcome) => {
    if (outcome.status === "created") {
      const photosWaiting = outcome.photosWaiting ?? 0;
      fields.clear(empty);
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
    if (outcome.status === "invalid") fields.setErrors(outcome.errors);
    toastRefusal(outcome);
  });
  useEffect(() => {
    // The answer comes from the router (outside React): reacting to it here is what effects are for.
    if (fetcher.data) answered(fetcher.data);
  }, [fetcher.data]);

  // Beside a Submit that cannot be pressed yet: what is missing, in words (not after a thanks,
  // until the next review is started).
  const stillNeeded =
    hydrated && !submitting && (started || !thanks)
      ? stillNeededSentence(missingFromReview(fields.values))
      : "";
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (!complete || submitting) event.preventDefault();
  };
  const pageNote = pageOutcome && !fetcher.data ? pageMessage(pageOutcome) : undefined;
  // Disabled only once JavaScript runs, so the form still works without it.
  const disabled = hydrated && (!complete || submitting);
  return {
    fetcher,
    fields,
    submitting,
    disabled,
    startChecking,
    thanks,
    stillNeeded,
    onSubmit,
    pageNote,
  };
}
