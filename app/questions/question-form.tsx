import { useEffect, useEffectEvent, useRef, useState, type FormEvent } from "react";
import { useActionData, useFetcher } from "react-router";
import { Button } from "~/ui/button";
import { TextAreaField, TextField } from "~/ui/field";
import { Honeypot } from "~/ui/honeypot";
import { NameField } from "~/ui/name-field";
import type { FieldErrors } from "~/forms/field-errors";
import { keptValues } from "~/forms/form-outcome";
import { useHydrated } from "~/hooks/use-hydrated";
import { questionLimits } from "./question-limits";
import type {
  AskedQuestion,
  QuestionField,
  QuestionOutcome,
  QuestionValues,
} from "./question-fields";

const empty: QuestionValues = { name: "", questionText: "", email: "" };

const askedMessage = "Thank you. Your question is waiting for an answer.";
const askFailedMessage = "Your question could not be sent. Please try again.";

/** The sentence under the form after an answer: asked, refused (why), or failed. */
function outcomeMessage(outcome: QuestionOutcome): string | undefined {
  if (outcome.status === "asked") return askedMessage;
  if (outcome.status === "rejected") return outcome.message;
  return outcome.status === "failed" ? askFailedMessage : undefined;
}

interface QuestionFormProps {
  /** The product page's action for questions (`/products/slug?ask`). */
  action: string;
  onAsked: (question: AskedQuestion) => void;
}

/**
 * The question form, posted to the product page's action: with JavaScript by a fetcher once the
 * form's schema (loaded on submit) passes, without by the browser (the page comes back with the
 * answer and what was typed).
 */
export function QuestionForm({ action, onAsked }: QuestionFormProps) {
  const fetcher = useFetcher<QuestionOutcome>();
  const actionData = useActionData<QuestionOutcome | { form?: undefined }>();
  const pageOutcome = actionData?.form === "question" ? actionData : undefined;
  const hydrated = useHydrated();
  const form = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<QuestionValues>(() => keptValues(pageOutcome) ?? empty);
  const [errors, setErrors] = useState<FieldErrors<QuestionField>>(() =>
    pageOutcome?.status === "invalid" ? pageOutcome.errors : {},
  );
  const [message, setMessage] = useState(() => pageOutcome && outcomeMessage(pageOutcome));
  const submitting = fetcher.state !== "idle";

  const set = (field: QuestionField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const answered = (outcome: QuestionOutcome) => {
    setMessage(outcomeMessage(outcome));
    if (outcome.status === "asked") {
      setValues(empty);
      setErrors({});
      onAsked(outcome.question);
    } else if (outcome.status === "invalid") {
      setErrors(outcome.errors);
    }
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    const posted = new FormData(event.currentTarget);
    // The same schema the action checks, loaded only when a question is sent.
    const { readQuestionForm, validateQuestion } = await import("./question-fields");
    const checked = validateQuestion(readQuestionForm(posted));
    if (!checked.ok) {
      setErrors(checked.errors);
      setMessage(undefined);
      return;
    }
    await fetcher.submit(posted, { method: "post", action });
  };
  const onAnswer = useEffectEvent(answered);
  useEffect(() => {
    // The answer comes from the router (outside React): reacting to it here is what effects are for.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (fetcher.data) onAnswer(fetcher.data);
  }, [fetcher.data]);

  return (
    // Closed until the shopper opens it (open again after a post): the page leads with answers.
    <details open={pageOutcome !== undefined} className="group">
      <summary className="inline-flex min-h-11 cursor-pointer items-center rounded-full border border-button bg-button px-5 font-semibold text-white hover:bg-button-hover">
        Ask a question
      </summary>
      <p className="mt-3 text-sm text-ink-soft">
        About dosage, timing or ingredients: we answer here for every shopper to read. We cannot
        give medical advice; please ask your doctor about a health condition.
      </p>
      <form
        method="post"
        action={action}
        ref={form}
        onSubmit={hydrated ? onSubmit : undefined}
        noValidate={hydrated}
        className="relative mt-5 flex flex-col gap-5"
        aria-label="Ask a question"
      >
        <Honeypot />
        <NameField
          id="question-name"
          maxLength={questionLimits.name}
          value={values.name}
          onChange={(name) => set("name", name)}
          error={errors.name}
        />
        <TextAreaField
          id="question-text"
          name="questionText"
          label="Question"
          rows={3}
          required
          maxLength={questionLimits.questionText}
          value={values.questionText}
          onChange={(event) => set("questionText", event.target.value)}
          error={errors.questionText}
        />
        <div className="flex flex-col gap-1.5">
          <TextField
            id="question-email"
            name="email"
            type="email"
            label="Email"
            optional
            autoComplete="email"
            maxLength={questionLimits.email}
            aria-describedby={
              errors.email ? "question-email-error question-email-hint" : "question-email-hint"
            }
            value={values.email}
            onChange={(event) => set("email", event.target.value)}
            error={errors.email}
          />
          <p id="question-email-hint" className="text-sm text-ink-soft">
            We email you once when it is answered, then forget the address.
          </p>
        </div>
        {message ? (
          <p role="status" className="rounded-xl bg-mist px-4 py-3 font-medium">
            {message}
          </p>
        ) : null}
        <Button type="submit" disabled={submitting} className="self-start">
          {submitting ? "Sending..." : "Ask question"}
        </Button>
      </form>
    </details>
  );
}
