import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { outbox, questions } from "~/db/schema.server";
import { suiteTestDatabase, testDatabaseKinds } from "~/db/test-database";
import {
  answerQuestion,
  answeredQuestions,
  listQuestions,
  questionFigures,
  saveQuestion,
  setQuestionHidden,
} from "./questions.server";
import { answerEmail, answerUrl } from "./question-answer-email.server";
import { LiveChannel, type LiveChange } from "~/live/index.server";
import { liveQuestions } from "./live-questions.server";
import type { PublicQuestion } from "./question-types";

describe.each(testDatabaseKinds)("questions on %s", (kind) => {
  const database = suiteTestDatabase(kind);

  const ask = (reviewKey: string, email = "") =>
    saveQuestion(database.db, reviewKey, {
      name: "Ada",
      questionText: "Can I take it with coffee?",
      email,
    });
  const emailsAbout = async (questionId: number) =>
    (await database.db.select().from(outbox).where(eq(outbox.kind, "question-answer"))).filter(
      (row) => (row.payload as { questionId: number }).questionId === questionId,
    );
  const answer = (id: number, text: string | null, emails = true) =>
    database.db.transaction((tx) => answerQuestion(database, tx, id, text, { emails }));

  it("shows a question only once it is answered, and not while hidden", async () => {
    const question = await ask("questions-public");
    expect(await answeredQuestions(database.db, "questions-public")).toEqual([]);
    await answer(question.id, "Yes, with breakfast.");
    const [shown] = await answeredQuestions(database.db, "questions-public");
    expect(shown).toMatchObject({
      id: question.id,
      questionText: "Can I take it with coffee?",
      answerText: "Yes, with breakfast.",
    });
    await setQuestionHidden(database, database.db, question.id, true);
    expect(await answeredQuestions(database.db, "questions-public")).toEqual([]);
    await setQuestionHidden(database, database.db, question.id, false);
    expect(await answeredQuestions(database.db, "questions-public")).toHaveLength(1);
    await answer(question.id, null);
    expect(await answeredQuestions(database.db, "questions-public")).toEqual([]);
  });

  it("queues the asker's email once, on the first answer, however often it is edited", async () => {
    const question = await ask("questions-email", "ada@example.com");
    await answer(question.id, "Yes.");
    await answer(question.id, "Yes, with food.");
    await answer(question.id, null);
    await answer(question.id, "Yes, again.");
    expect(await emailsAbout(question.id)).toHaveLength(1);
    const [row] = await database.db.select().from(questions).where(eq(questions.id, question.id));
    expect(row!.notifiedAt).not.toBeNull();
  });

  it("queues no email without an address, or while mail is not configured", async () => {
    const silent = await ask("questions-silent");
    await answer(silent.id, "Yes.");
    const unconfigured = await ask("questions-silent", "bo@example.com");
    await answer(unconfigured.id, "Yes.", false);
    expect(await emailsAbout(silent.id)).toEqual([]);
    expect(await emailsAbout(unconfigured.id)).toEqual([]);
  });

  it("sends an answer to open pages, and takes a hidden question off them", async () => {
    const channel = new LiveChannel(database, [liveQuestions]);
    await channel.start();
    const rows: PublicQuestion[] = [];
    const changes: LiveChange[] = [];
    const subscription = channel.subscribe("questions", "questions-live", {
      row: (row) => rows.push((row as unknown as { question: PublicQuestion }).question),
      change: (change) => changes.push(change),
    });
    try {
      await subscription.caughtUp;
      const question = await ask("questions-live");
      await answer(question.id, "Yes.");
      await expect.poll(() => rows.map((row) => row.answerText)).toEqual(["Yes."]);
      await answer(question.id, "Yes, with food.");
      await expect
        .poll(() => rows.map((row) => row.answerText))
        .toEqual(["Yes.", "Yes, with food."]);
      await database.db.transaction((tx) => setQuestionHidden(database, tx, question.id, true));
      await expect
        .poll(() => changes)
        .toEqual([{ event: "removed", data: { id: question.id }, aboutId: 0 }]);
    } finally {
      subscription.close();
      await channel.stop();
    }
  });

  it("counts questions waiting and answered this week for the owner's overview", async () => {
    const weekAgo = new Date(Date.now() - 7 * 24 * 3_600_000);
    const before = await questionFigures(database.db, weekAgo);
    await ask("questions-figures");
    const answered = await ask("questions-figures");
    await answer(answered.id, "Yes.");
    expect(await questionFigures(database.db, weekAgo)).toEqual({
      waiting: before.waiting + 1,
      answeredSince: before.answeredSince + 1,
    });
  });

  it("lists every question for the owner by status and product, newest first", async () => {
    const waiting = await ask("questions-owner");
    const answered = await ask("questions-owner");
    await answer(answered.id, "Yes.");
    const hidden = await ask("questions-owner");
    await setQuestionHidden(database, database.db, hidden.id, true);
    const ids = async (status?: "waiting" | "answered" | "hidden") =>
      (await listQuestions(database.db, { reviewKey: "questions-owner", status })).map(
        (row) => row.id,
      );
    expect(await ids()).toEqual([hidden.id, answered.id, waiting.id]);
    expect(await ids("waiting")).toEqual([waiting.id]);
    expect(await ids("answered")).toEqual([answered.id]);
    expect(await ids("hidden")).toEqual([hidden.id]);
    const paged = await listQuestions(database.db, {
      reviewKey: "questions-owner",
      limit: 1,
      offset: 1,
    });
    expect(paged.map((row) => row.id)).toEqual([answered.id]);
  });
});

describe("the asker's email", () => {
  const question = {
    id: 7,
    reviewKey: "peruvian-ginseng",
    name: "Ada\nLovelace",
    questionText: "Is it vegan?",
  };

  it("links to the answer on the product's page", () => {
    const url = answerUrl(question, "https://shop.example/anything");
    expect(url).toMatch(/^https:\/\/shop\.example\/products\/[^#]+#question-7$/);
    const email = answerEmail(question, "https://shop.example");
    expect(email.text).toContain("Hi Ada Lovelace,");
    expect(email.text).toContain('"Is it vegan?"');
    expect(email.text).toContain("#question-7");
    expect(email.subject).toMatch(/^Your question about .+ has an answer$/);
  });
});
