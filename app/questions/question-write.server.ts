import { database } from "~/db/connection.server";
import type { Db } from "~/db/database.server";
import { refused, type FormWrite } from "~/guard/form-write.server";
import { guardWrite, shopForm, type WriteContext } from "~/guard/write-guard.server";
import { errorSummary, logger } from "~/lib/logger.server";
import {
  readQuestionForm,
  validateQuestion,
  type AskedQuestion,
  type QuestionInput,
  type QuestionOutcome,
} from "./question-fields";
import { nextQuestionIdLookalike, saveQuestion } from "./questions.server";
import { alertOwner } from "~/outbox/owner-alerts.server";

/** Stores a checked question; a trapped post is answered like a stored one, with an id like the next. */
async function storeQuestion(
  db: Db,
  reviewKey: string,
  input: QuestionInput,
  trapped: boolean,
): Promise<AskedQuestion> {
  const row = trapped
    ? { id: await nextQuestionIdLookalike(db), createdAt: new Date() }
    : await db.transaction(async (tx) => {
        // The question and the owner's alert about it are stored together (the alert only when
        // its setting is on and the store sends email).
        const saved = await saveQuestion(tx as unknown as Db, reviewKey, input);
        await alertOwner(tx as unknown as Db, {
          about: "question",
          questionId: saved.id,
          reviewKey,
        });
        return saved;
      });
  return {
    id: row.id,
    name: input.name,
    questionText: input.questionText,
    createdAt: row.createdAt.toISOString(),
    emailed: input.email !== "",
  };
}

/**
 * The one way a shopper's question is written (the product page's action, with or without
 * JavaScript): the write guard, then the form's schema, then storage. The product comes from the
 * page, never from the body. The question waits for the owner's answer.
 */
export async function writeQuestion(
  request: Request,
  context: WriteContext,
  reviewKey: string,
  db: () => Promise<Db> = async () => (await database()).db,
): Promise<FormWrite<QuestionOutcome>> {
  const guarded = await guardWrite(request, context, shopForm("questions"));
  if (!guarded.ok) {
    const answer = refused(guarded, guarded.body && readQuestionForm(guarded.body.value));
    return { ...answer, outcome: { ...answer.outcome, form } };
  }
  const values = readQuestionForm(guarded.body.value);
  const checked = validateQuestion(values);
  if (!checked.ok) {
    return { outcome: { form, status: "invalid", errors: checked.errors, values }, status: 422 };
  }
  try {
    const question = await storeQuestion(await db(), reviewKey, checked.value, guarded.trapped);
    return { outcome: { form, status: "asked", question }, status: 201 };
  } catch (error) {
    logger.error({ event: "question_not_stored", ...errorSummary(error) });
    return { outcome: { form, status: "failed", values }, status: 503 };
  }
}

const form = "question";
