import { Button } from "~/ui/button";
import { TextField } from "~/ui/field";
import { FormStatus } from "~/ui/form-status";
import { Honeypot } from "~/ui/honeypot";
import { PostFields } from "~/ui/post-fields";
import { questionLimits } from "./question-limits";
import type { AskedQuestion } from "./question-fields";
import { useQuestionForm } from "./use-question-form";

interface QuestionFormProps {
  /** The product page's action for questions (`/products/slug?ask`). */
  action: string;
  onAsked: (question: AskedQuestion) => void;
}

/** The asker's email, optional: told once when the question is answered. */
function QuestionEmailField({
  value,
  onChange,
  error,
}: {
  value: string;
  onChange: (email: string) => void;
  error?: string;
}) {
  return (
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
          error ? "question-email-error question-email-hint" : "question-email-hint"
        }
        value={value}
        onChange={(event) => onChange(event.target.value)}
        error={error}
      />
      <p id="question-email-hint" className="text-sm text-ink-soft">
        We email you once when it is answered, then forget the address.
      </p>
    </div>
  );
}

/**
 * The question form, posted to the product page's action: with JavaScript by a fetcher once the
 * form's schema (loaded on submit) passes, without by the browser (the page comes back with the
 * answer and what was typed).
 */
export function QuestionForm({ action, onAsked }: QuestionFormProps) {
  const { fields, message, submitting, hydrated, opened, onSubmit } = useQuestionForm(
    action,
    onAsked,
  );
  return (
    // Closed until the shopper opens it (open again after a post): the page leads with answers.
    <details open={opened} className="group">
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
        onSubmit={hydrated ? onSubmit : undefined}
        noValidate={hydrated}
        className="relative mt-5 flex flex-col gap-5"
        aria-label="Ask a question"
      >
        <Honeypot />
        <PostFields
          form="question"
          words={{ name: "questionText", label: "Question", rows: 3 }}
          limits={questionLimits}
          bind={fields.bind}
        />
        <QuestionEmailField {...fields.bind("email")} />
        {message ? <FormStatus>{message}</FormStatus> : null}
        <Button type="submit" disabled={submitting} className="self-start">
          {submitting ? "Sending..." : "Ask question"}
        </Button>
      </form>
    </details>
  );
}
