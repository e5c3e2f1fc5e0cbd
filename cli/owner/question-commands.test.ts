import { describe, expect, it } from "vitest";
import { suiteTestDatabase } from "~/db/test-database";
import { answeredQuestions, saveQuestion } from "~/questions/questions.server";
import { databaseClient } from "./owner-client";
import { runInProcess } from "./run-in-process";

describe("npm run owner -- questions", () => {
  const database = suiteTestDatabase("pglite");
  const run = (...args: string[]) =>
    runInProcess(args, async () => databaseClient(database, async () => undefined));

  it("lists, answers and hides a product's questions", async () => {
    const question = await saveQuestion(database.db, "peruvian-ginseng", {
      name: "Ada",
      questionText: "Is it vegan?",
      email: "",
    });
    const listed = await run("questions", "--product", "peruvian-ginseng", "--json");
    expect(listed.code).toBe(0);
    expect(JSON.parse(listed.stdout)).toEqual([
      expect.objectContaining({ id: question.id, questionText: "Is it vegan?", answerText: null }),
    ]);
    expect((await run("questions", "--status", "waiting")).stdout).toMatch(/Is it vegan\?/);

    const answered = await run("questions", "answer", String(question.id), "--text", "Yes, it is.");
    expect(answered).toMatchObject({ code: 0, stderr: "" });
    expect(answered.stdout).toBe(`Question ${question.id} has the store's answer.\n`);
    expect(await answeredQuestions(database.db, "peruvian-ginseng")).toEqual([
      expect.objectContaining({ id: question.id, answerText: "Yes, it is." }),
    ]);

    const hidden = await run("questions", "hide", String(question.id));
    expect(hidden.stdout).toMatch(/is hidden/);
    expect(await answeredQuestions(database.db, "peruvian-ginseng")).toEqual([]);
  });

  it("warns of a disease claim in the answer, and refuses an empty answer or unknown id", async () => {
    const question = await saveQuestion(database.db, "peruvian-ginseng", {
      name: "Bo",
      questionText: "Does it cure diabetes?",
      email: "",
    });
    const answered = await run("questions", "answer", String(question.id), "--text", "No.");
    expect(answered.stderr).toBe(
      "warning: possible disease claim (cure, diabetes): check the question and answer.\n",
    );
    expect((await run("questions", "answer", String(question.id), "--text", " ")).code).toBe(1);
    const unknown = await run("questions", "hide", "999999");
    expect(unknown).toMatchObject({ code: 1, stderr: "error: No question with id 999999.\n" });
  });
});
