import { Option, type Command } from "commander";
import {
  productList,
  recordCommand,
  withFormats,
  type CommandKit,
  type FormatOptions,
} from "./command-kit";
import { json, printable } from "./output";
import { questionColumns, questionStatus } from "./views";

/** `questions`: product questions (list, answer, hide, delete). */
export function addQuestionCommands(program: Command, kit: CommandKit): void {
  const questions = addQuestionList(program, kit);
  addAnswer(questions, kit);
  addHiding(questions, kit);
}

/** The options of `questions` itself. */
interface QuestionListOptions extends FormatOptions {
  product?: string;
  status?: "waiting" | "answered" | "hidden";
}

/** `questions` itself: shoppers' questions, newest first, of one product or in one state. */
function addQuestionList(program: Command, { listAction }: CommandKit): Command {
  return withFormats(
    productList(
      program,
      "questions",
      "list shoppers' questions, newest first (waiting, answered and hidden)",
    ).addOption(
      new Option("--status <status>", "only questions in this state").choices([
        "waiting",
        "answered",
        "hidden",
      ]),
    ),
  ).action(
    listAction(
      (client, options: QuestionListOptions) =>
        client.run("list-questions", { product: options.product, status: options.status }),
      questionColumns,
      "No questions.",
    ),
  );
}

/** `questions answer`: the store's public answer, with a warning about disease-claim words. */
function addAnswer(questions: Command, { io, fail, withClientAction }: CommandKit): void {
  recordCommand(questions, "answer", "set or replace the store's public answer", "question id")
    .requiredOption("--text <text>", "the answer, shown under the question on the product's page")
    .option("--json", "print the question as JSON")
    .action(
      withClientAction(
        async (client, questionId: number, options: { text: string; json?: boolean }) => {
          if (!options.text.trim()) return fail("Give the answer's text with --text.");
          const question = await client.run("answer-question", {
            id: questionId,
            text: options.text,
          });
          const claims = [...question.claims.question, ...question.claims.answer];
          io.stdout(
            options.json
              ? json(question)
              : `Question ${question.id} has the store's answer.${question.askerTold ? " Its asker is emailed once." : ""}\n`,
          );
          if (!options.json && claims.length) {
            io.stderr(
              `warning: possible disease claim (${printable(claims.join(", "))}): check the question and answer.\n`,
            );
          }
        },
      ),
    );
}

/** `questions hide` and `questions unhide`. */
function addHiding(questions: Command, { io, withClientAction }: CommandKit): void {
  for (const [name, operation, description, outcome] of [
    [
      "hide",
      "hide-question",
      "hide a question from the store (kept for the record)",
      "is hidden: it no longer appears on the store.",
    ],
    [
      "unhide",
      "unhide-question",
      "show a hidden question on the store again",
      "is shown on the store again (once answered).",
    ],
  ] as const) {
    recordCommand(questions, name, description, "question id")
      .option("--json", "print the question as JSON")
      .action(
        withClientAction(async (client, questionId: number, options: { json?: boolean }) => {
          const question = await client.run(operation, { id: questionId });
          io.stdout(
            options.json
              ? json(question)
              : `Question ${question.id} (${questionStatus(question)}) ${outcome}\n`,
          );
        }),
      );
  }
}
