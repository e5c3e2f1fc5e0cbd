import { z } from "zod";
import { diseaseClaimWords } from "~/lib/disease-claims";
import { sends, wakeOutbox } from "~/outbox/outbox-signal.server";
import type { Database } from "~/db/database.server";
import type { Question } from "~/db/schema.server";
import { announceQuestionChange } from "~/questions/question-changes.server";
import {
  answerQuestion,
  findQuestion,
  listQuestions,
  setQuestionHidden,
  type QuestionStatus,
} from "~/questions/questions.server";
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

const id = z.number().int().positive();
const questionStatuses = ["waiting", "answered", "hidden"] as const satisfies QuestionStatus[];

/** What the owner operations need from the registry (kept apart so this file owns questions). */
export interface QuestionOperationParts {
  found<T>(value: T | undefined, what: string): T;
  reviewKeyFor(product: string): string;
}

const audit = (result: OwnerQuestion) => ({
  subject: `question ${result.id}`,
  details: { product: result.reviewKey },
});

/** Open pages and kept copies of the product's page follow; a queued email is sent now. */
function questionChanged(result: OwnerQuestion): void {
  announceQuestionChange(result.reviewKey);
  wakeOutbox();
}

/** The questions' owner operations, in the registry's shape (see `ownerOperations`). */
export function questionOperations({ found, reviewKeyFor }: QuestionOperationParts) {
  const one = (question: Question | undefined, questionId: number) =>
    toOwnerQuestion(found(question, `question with id ${questionId}`));
  return {
    "list-questions": {
      input: z.object({
        product: z.string().min(1).optional(),
        status: z.enum(questionStatuses).optional(),
        limit: id.optional(),
        offset: z.number().int().min(0).max(1_000_000).optional(),
      }),
      run: async (
        database: Database,
        input: { product?: string; status?: QuestionStatus; limit?: number; offset?: number },
      ): Promise<OwnerQuestion[]> =>
        (
          await listQuestions(database.db, {
            ...input,
            reviewKey: input.product === undefined ? undefined : reviewKeyFor(input.product),
          })
        ).map(toOwnerQuestion),
    },
    "show-question": {
      input: z.object({ id }),
      run: async (database: Database, input: { id: number }) =>
        one(await findQuestion(database.db, input.id), input.id),
    },
    /** Sets or replaces the store's public answer; an empty (or null) text removes it. */
    "answer-question": {
      input: z.object({
        id,
        text: z
          .string()
          .trim()
          .max(replyMaxLength, `Keep the answer under ${replyMaxLength} characters.`)
          .nullable(),
      }),
      run: async (database: Database, input: { id: number; text: string | null }) =>
        one(
          await answerQuestion(database, database.db, input.id, input.text || null, {
            emails: mailConfigured(),
          }),
          input.id,
        ),
      audit: (_input: unknown, result: OwnerQuestion) => ({
        ...audit(result),
        details: { product: result.reviewKey, answer: result.answerText ? "set" : "removed" },
      }),
      afterCommit: questionChanged,
    },
    "hide-question": hiding(true),
    "unhide-question": hiding(false),
  };

  function hiding(hidden: boolean) {
    return {
      input: z.object({ id }),
      run: async (database: Database, input: { id: number }) =>
        one(await setQuestionHidden(database, database.db, input.id, hidden), input.id),
      audit: (_input: unknown, result: OwnerQuestion) => audit(result),
      afterCommit: questionChanged,
    };
  }
}
