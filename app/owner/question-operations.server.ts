import { z } from "zod";
import { diseaseClaimWords } from "~/lib/disease-claims";
import { sends, wakeOutbox } from "~/outbox/outbox-signal.server";
import type { Question } from "~/db/schema.server";
import { announceQuestionChange } from "~/questions/question-changes.server";
import {
  answerQuestion,
  findQuestion,
  listQuestions,
  setQuestionHidden,
  type QuestionStatus,
} from "~/questions/questions.server";
import type { AuditRecord } from "./owner-audit.server";
import { change, found, id, offset, read, reviewKeyFor } from "./operation-kit.server";
import { replyMaxLength, type OwnerQuestion } from "./owner-types";
import { env } from "~/env.server";

/** A question as the owner sees it: all of it, with the disease-claim words of each text. */
export function toOwnerQuestion(row: Question): OwnerQuestion {
  return {
    id: row.id,
    reviewKey: row.reviewKey,
    name: row.name,
    questionText: row.questionText,
    email: row.email,
    createdAt: row.createdAt.toISOString(),
    answerText: row.answerText,
    answeredAt: row.answeredAt?.toISOString() ?? null,
    hidden: row.hiddenAt !== null,
    hiddenAt: row.hiddenAt?.toISOString() ?? null,
    askerTold: row.notifiedAt !== null,
    claims: {
      question: diseaseClaimWords(row.questionText),
      answer: diseaseClaimWords(row.answerText),
    },
  };
}

/**
 * Whether an answer's email can be sent: the store process's outbox sends it, or (the command line
 * on the database itself) mail is configured for the store that will deliver it.
 */
function mailConfigured(): boolean {
  return sends("question-answer") || Boolean(env().SMTP_URL && env().NOTIFY_EMAIL);
}

const questionStatuses = ["waiting", "answered", "hidden"] as const satisfies QuestionStatus[];

const audit = (result: OwnerQuestion): AuditRecord => ({
  subject: `question ${result.id}`,
  details: { product: result.reviewKey },
});

/** Open pages and kept copies of the product's page follow; a queued email is sent now. */
function questionChanged(result: OwnerQuestion): void {
  announceQuestionChange(result.reviewKey);
  wakeOutbox();
}

/** The question as the owner sees it, or the owner is told there is none. */
function one(question: Question | undefined, questionId: number): OwnerQuestion {
  return toOwnerQuestion(found(question, `question with id ${questionId}`));
}

/** Hides a question from the store, or shows it again. */
function hiding(hidden: boolean) {
  return change(
    z.object({ id }),
    async (database, input) =>
      one(await setQuestionHidden(database, database.db, input.id, hidden), input.id),
    (_input, result) => audit(result),
    questionChanged,
  );
}

/** The questions' owner operations: list, answer and hide them. */
export const questionOperations = {
  "list-questions": read(
    z.object({
      product: z.string().min(1).optional(),
      status: z.enum(questionStatuses).optional(),
      limit: id.optional(),
      offset,
    }),
    async (database, input): Promise<OwnerQuestion[]> =>
      (
        await listQuestions(database.db, {
          ...input,
          reviewKey: input.product === undefined ? undefined : reviewKeyFor(input.product),
        })
      ).map(toOwnerQuestion),
  ),
  "show-question": read(z.object({ id }), async (database, input) =>
    one(await findQuestion(database.db, input.id), input.id),
  ),
  /** Sets or replaces the store's public answer; an empty (or null) text removes it. */
  "answer-question": change(
    z.object({
      id,
      text: z
        .string()
        .trim()
        .max(replyMaxLength, `Keep the answer under ${replyMaxLength} characters.`)
        .nullable(),
    }),
    async (database, input) =>
      one(
        await answerQuestion(database, database.db, input.id, input.text || null, {
          emails: mailConfigured(),
        }),
        input.id,
      ),
    (_input, result) => ({
      ...audit(result),
      details: { product: result.reviewKey, answer: result.answerText ? "set" : "removed" },
    }),
    questionChanged,
  ),
  "hide-question": hiding(true),
  "unhide-question": hiding(false),
};
