import { and, asc, desc, eq, gt, inArray, isNotNull, isNull, sql, type SQL } from "drizzle-orm";
import type { Database, Db } from "~/db/database.server";
import { newestId } from "~/db/newest-id.server";
import { questions, type Question } from "~/db/schema.server";
import { errorSummary, logger } from "~/lib/logger.server";
import { enqueue } from "~/outbox/outbox.server";
import type { QuestionInput } from "./question-fields";
import { announce } from "~/live/index.server";
import { questionsShown, type PublicQuestion } from "./question-types";

/** A public question's fields (only an answered one is public). */
function toPublicQuestion(row: Question): PublicQuestion {
  return {
    id: row.id,
    reviewKey: row.reviewKey,
    name: row.name,
    questionText: row.questionText,
    createdAt: row.createdAt.toISOString(),
    answerText: row.answerText ?? "",
    answeredAt: (row.answeredAt ?? row.createdAt).toISOString(),
  };
}

const isPublic = and(isNull(questions.hiddenAt), isNotNull(questions.answerText));

/** A product's answered questions, newest answer first (what its page shows). */
export async function answeredQuestions(
  db: Db,
  reviewKey: string,
  limit = questionsShown,
): Promise<PublicQuestion[]> {
  const rows = await db
    .select()
    .from(questions)
    .where(and(eq(questions.reviewKey, reviewKey), isPublic))
    .orderBy(desc(questions.answeredAt), desc(questions.id))
    .limit(limit);
  return rows.map(toPublicQuestion);
}

/** Whether a question is public: answered and not hidden. */
export function isPublicQuestion(row: Pick<Question, "answerText" | "hiddenAt">): boolean {
  return row.answerText !== null && row.hiddenAt === null;
}

/** Stores a shopper's question, waiting for the store's answer. */
export async function saveQuestion(
  db: Db,
  reviewKey: string,
  input: QuestionInput,
): Promise<Question> {
  const [row] = await db
    .insert(questions)
    .values({
      reviewKey,
      name: input.name,
      questionText: input.questionText,
      email: input.email || null,
    })
    .returning();
  return row!;
}

/** The id the next question would get, for answering a trapped post like a stored one. */
export async function nextQuestionIdLookalike(db: Db): Promise<number> {
  return (await newestId(db, questions, questions.id)) + 1;
}

export type QuestionStatus = "waiting" | "answered" | "hidden";

export interface QuestionFilter {
  reviewKey?: string;
  status?: QuestionStatus;
  limit?: number;
  offset?: number;
}

const statusCondition: Record<QuestionStatus, SQL> = {
  waiting: and(isNull(questions.hiddenAt), isNull(questions.answerText))!,
  answered: isPublic!,
  hidden: isNotNull(questions.hiddenAt),
};

/** Every question, hidden and unanswered ones included, newest first. */
export async function listQuestions(db: Db, filter: QuestionFilter = {}): Promise<Question[]> {
  const conditions: SQL[] = [];
  if (filter.reviewKey !== undefined) conditions.push(eq(questions.reviewKey, filter.reviewKey));
  if (filter.status) conditions.push(statusCondition[filter.status]);
  const query = db
    .select()
    .from(questions)
    .where(and(...conditions))
    .orderBy(desc(questions.createdAt), desc(questions.id));
  const limited = filter.limit === undefined ? query : query.limit(filter.limit);
  return filter.offset ? limited.offset(filter.offset) : limited;
}

export async function findQuestion(db: Db, id: number): Promise<Question | undefined> {
  const [row] = await db.select().from(questions).where(eq(questions.id, id));
  return row;
}

/**
 * Sets or replaces the store's answer (null removes it: the question waits again). The first
 * answer to a question whose asker left an email queues their one email about it, when `emails`
 * (mail is configured); a question is never emailed about twice. Run it in a transaction.
 */
export async function answerQuestion(
  database: Pick<Database, "channelName">,
  db: Db,
  id: number,
  text: string | null,
  { emails }: { emails: boolean },
): Promise<Question | undefined> {
  const before = await lockQuestion(db, id);
  if (!before) return undefined;
  const tellsAsker = text !== null && emails && before.email !== null && !before.notifiedAt;
  const [row] = await db
    .update(questions)
    .set({
      answerText: text,
      answeredAt: text === null ? null : sql`now()`,
      ...(tellsAsker ? { notifiedAt: sql`now()` } : {}),
      ...(text !== null ? { liveId: nextLiveId } : {}),
    })
    .where(eq(questions.id, id))
    .returning();
  if (tellsAsker) await enqueue(db, "question-answer", { questionId: id });
  if (row) await announceQuestion(database, db, before, row);
  return row;
}

/** The NOTIFY channel question changes are announced on (see `liveQuestions`). */
export const questionsChannel = "questions_changed";

/** What a question change announces: the product, and the question no longer public, if one. */
export interface QuestionNotice {
  reviewKey: string;
  removed?: number;
}

// Namespace of the transaction-scoped advisory locks that order each product's question changes.
const productQuestionLock = 72_658;

/** The next live id: drawn under the product's lock, so a product's live ids commit in order. */
const nextLiveId = sql`nextval('questions_live_id_seq')`;

/**
 * Locks a question's row and its product's question changes until the commit (so its live ids
 * commit in increasing order); answers the row as it was.
 */
async function lockQuestion(db: Db, id: number): Promise<Question | undefined> {
  const [found] = await db
    .select({ reviewKey: questions.reviewKey })
    .from(questions)
    .where(eq(questions.id, id));
  if (!found) return undefined;
  await db.execute(
    sql`select pg_advisory_xact_lock(${productQuestionLock}, hashtext(${found.reviewKey}))`,
  );
  const [before] = await db.select().from(questions).where(eq(questions.id, id)).for("update");
  return before;
}

/**
 * Tells every process (at commit) what changed for open pages: a question now public (or with a
 * new answer) is read after the last live id they have; one no longer public is removed.
 */
async function announceQuestion(
  database: Pick<Database, "channelName">,
  db: Db,
  before: Question,
  after: Question,
): Promise<void> {
  const wasPublic = isPublicQuestion(before);
  const nowPublic = isPublicQuestion(after);
  if (!wasPublic && !nowPublic) return;
  const notice: QuestionNotice = nowPublic
    ? { reviewKey: after.reviewKey }
    : { reviewKey: after.reviewKey, removed: after.id };
  await announce(database, db, { channel: questionsChannel }, notice);
}

/** Hides a question from every public view, or shows it again (keeping when it was first hidden). */
export async function setQuestionHidden(
  database: Pick<Database, "channelName">,
  db: Db,
  id: number,
  hidden: boolean,
): Promise<Question | undefined> {
  const before = await lockQuestion(db, id);
  if (!before) return undefined;
  const shownAgain = !hidden && before.hiddenAt !== null && before.answerText !== null;
  const [row] = await db
    .update(questions)
    .set({
      hiddenAt: hidden ? sql`coalesce(${questions.hiddenAt}, now())` : null,
      ...(shownAgain ? { liveId: nextLiveId } : {}),
    })
    .where(eq(questions.id, id))
    .returning();
  if (row) await announceQuestion(database, db, before, row);
  return row;
}

/** The newest live id of a product's questions (0 when none): where a page's live updates start. */
export async function newestQuestionLiveId(db: Db, reviewKey: string): Promise<number> {
  return newestId(db, questions, questions.liveId, eq(questions.reviewKey, reviewKey));
}

/** A product's public questions whose live id is above `afterId`, oldest change first. */
export async function questionsChangedAfter(
  db: Db,
  reviewKey: string,
  afterId: number,
  limit: number,
): Promise<{ id: number; question: PublicQuestion }[]> {
  const rows = await db
    .select()
    .from(questions)
    .where(and(eq(questions.reviewKey, reviewKey), isPublic, gt(questions.liveId, afterId)))
    .orderBy(asc(questions.liveId))
    .limit(limit);
  return rows.map((row) => ({ id: row.liveId!, question: toPublicQuestion(row) }));
}

/** A product page's answered questions; a failed read is logged and the page shows none (uncached). */
export async function readPageQuestions(
  db: () => Promise<Db>,
  reviewKey: string,
): Promise<{ questions: PublicQuestion[]; newestLiveId: number; complete: boolean }> {
  try {
    const handle = await db();
    // The live id first: a change committed between the two reads is sent again, never missed.
    const newestLiveId = await newestQuestionLiveId(handle, reviewKey);
    return { questions: await answeredQuestions(handle, reviewKey), newestLiveId, complete: true };
  } catch (error) {
    logger.error({ event: "questions_unreadable", reviewKey, ...errorSummary(error) });
    return { questions: [], newestLiveId: 0, complete: false };
  }
}

/** The owner's figures: questions waiting for an answer, and questions answered since `since`. */
export async function questionFigures(
  db: Db,
  since: Date,
): Promise<{ waiting: number; answeredSince: number }> {
  const [row] = await db
    .select({
      waiting: sql<number>`count(*) filter (where ${statusCondition.waiting})`,
      answeredSince: sql<number>`count(*) filter (where ${statusCondition.answered} and ${questions.answeredAt} >= ${since.toISOString()})`,
    })
    .from(questions);
  return { waiting: Number(row?.waiting ?? 0), answeredSince: Number(row?.answeredSince ?? 0) };
}

/** The questions whose asker left this email (any letter case), oldest first. */
export async function questionsByEmail(db: Db, email: string): Promise<Question[]> {
  return db
    .select()
    .from(questions)
    .where(sql`lower(${questions.email}) = lower(${email.trim()})`)
    .orderBy(questions.id);
}

/**
 * Deletes these questions (a privacy erasure); given where to announce it, open pages drop the
 * public ones at commit.
 */
export async function eraseQuestions(
  db: Db,
  rows: readonly Question[],
  database?: Pick<Database, "channelName">,
): Promise<number> {
  if (!rows.length) return 0;
  await db.delete(questions).where(
    inArray(
      questions.id,
      rows.map((row) => row.id),
    ),
  );
  if (database) {
    for (const row of rows.filter(isPublicQuestion)) {
      const notice: QuestionNotice = { reviewKey: row.reviewKey, removed: row.id };
      await announce(database, db, { channel: questionsChannel }, notice);
    }
  }
  return rows.length;
}
