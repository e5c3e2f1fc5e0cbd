import { Option, type Command } from "commander";
import { formatOf, withFormats, recordCommand, type CommandKit } from "./command-kit";
import { json, printable } from "./output";
import { questionColumns, questionStatus } from "./views";

/** `questions`: product questions (list, answer, hide, delete). */
export function addQuestionCommands(
  program: Command,
  { io, fail, withClientAction, print }: CommandKit,
): void {
  const questions = withFormats(
    program
      .command("questions")
      .description("list shoppers' questions, newest first (waiting, answered and hidden)")
      .option("--product <slug>", "one product's questions (its page slug or review key)")
      .addOption(
        new Option("--status <status>", "only questions in this state").choices([
          "waiting",
          "answered",
          "hidden",
        ]),
      ),
  ).action(
    withClientAction(
      async (
        client,
        options: {
          product?: string;
          status?: "waiting" | "answered" | "hidden";
          json?: boolean;
          csv?: boolean;
        },
      ) => {
        const rows = await client.run("list-questions", {
          product: options.product,
          status: options.status,
        });
        print(rows, questionColumns, formatOf(options), "No questions.");
      },
    ),
  );

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
