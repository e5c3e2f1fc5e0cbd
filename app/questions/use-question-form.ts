import { useEffect, useEffectEvent, useState, type FormEvent } from "react";
import { useActionData, useFetcher } from "react-router";
import { keptValues } from "~/forms/form-outcome";
import { useFormFields } from "~/hooks/use-form-fields";
import { useHydrated } from "~/hooks/use-hydrated";
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

/**
 * The question form's state: what is typed and its errors, the sentence under the form, and the
 * post, by a fetcher once the form's schema (loaded on submit) passes.
 */
export function useQuestionForm(action: string, onAsked: (question: AskedQuestion) => void) {
  const fetcher = useFetcher<QuestionOutcome>();
  const actionData = useActionData<QuestionOutcome | { form?: undefined }>();
  const pageOutcome = actionData?.form === "question" ? actionData : undefined;
  const hydrated = useHydrated();
  const fields = useFormFields<QuestionValues, QuestionField>(
    () => keptValues(pageOutcome) ?? empty,
    () => (pageOutcome?.status === "invalid" ? pageOutcome.errors : {}),
  );
  const [message, setMessage] = useState(() => pageOutcome && outcomeMessage(pageOutcome));
  const submitting = fetcher.state !== "idle";

  const answered = (outcome: QuestionOutcome) => {
    setMessage(outcomeMessage(outcome));
    if (outcome.status === "asked") {
      fields.clear(empty);
      onAsked(outcome.question);
    } else if (outcome.status === "invalid") {
      fields.setErrors(outcome.errors);
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
      fields.setErrors(checked.errors);
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

  return { fields, message, submitting, hydrated, opened: pageOutcome !== undefined, onSubmit };
}
