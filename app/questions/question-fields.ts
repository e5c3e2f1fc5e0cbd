import * as z from "zod/mini";
import { checkForm, type CheckedForm } from "../forms/field-errors";
import type { FormOutcome } from "../forms/form-outcome";
import { emailAddress, requiredText } from "../forms/text-fields";
import { questionLimits } from "./question-limits";

/** One schema for the question form, used in the browser and re-checked by the server. */
const questionSchema = z.object({
  name: requiredText("your name", questionLimits.name, "Please enter your name."),
  questionText: requiredText(
    "your question",
    questionLimits.questionText,
    "Please write your question.",
  ),
  // Optional: left empty, the asker is not told of the answer by email.
  email: z.union([z.literal(""), emailAddress(questionLimits.email)]),
});

export type QuestionInput = z.infer<typeof questionSchema>;
export type QuestionField = keyof QuestionInput;
export type QuestionValues = Record<QuestionField, string>;

/** A question's fields from a form post or JSON, as typed ("" for anything absent or not text). */
export function readQuestionForm(source: FormData | Record<string, unknown>): QuestionValues {
  const get = (key: QuestionField) => {
    const value = source instanceof FormData ? source.get(key) : source[key];
    return typeof value === "string" ? value : "";
  };
  return { name: get("name"), questionText: get("questionText"), email: get("email").trim() };
}

export function validateQuestion(values: QuestionValues): CheckedForm<QuestionInput> {
  return checkForm(questionSchema, values);
}

/** A question as its asker sees it just after asking: waiting for the store's answer. */
export interface AskedQuestion {
  id: number;
  name: string;
  questionText: string;
  /** ISO 8601. */
  createdAt: string;
  /** Whether the asker will be emailed once it is answered. */
  emailed: boolean;
}

/**
 * The question form's answer: asked (shown as waiting for an answer), or a message with what was
 * typed. Marked as the question form's, since the product page's action answers the review form too.
 */
export type QuestionOutcome = FormOutcome<
  { status: "asked"; question: AskedQuestion },
  QuestionField,
  QuestionValues
> & { form: "question" };
