import { readFile } from "node:fs/promises";
import { Command, CommanderError } from "commander";
import { OwnerError } from "~/owner/owner-types";
import { addBackupCommands, type StorageSettings } from "./backup-commands";
import { commandKit, type OwnerCliIo } from "./command-kit";
import { addMessageCommands } from "./messages-commands";
import type { OwnerClient } from "./owner-client";
import { printable } from "./output";
import { addPeopleCommands } from "./people-commands";
import { addPrivacyCommands } from "./privacy-commands";
import { addQuestionCommands } from "./question-commands";
import { addReviewCommands } from "./review-commands";
import { addStoreCommands } from "./store-commands";
import { addSubscriberCommands } from "./subscriber-commands";

export type { OwnerCliIo } from "./command-kit";

/** The examples under `npm run owner -- --help`. */
const examples = `
Examples:
  npm run owner -- overview
  npm run owner -- messages --since 2026-01-01 --limit 20
  npm run owner -- messages --unread --search shipping
  npm run owner -- messages show 12
  npm run owner -- messages handle 12
  npm run owner -- messages delete 12 --yes
  npm run -s owner -- messages export --csv > messages.csv
  npm run owner -- reviews --product peruvian-ginseng-plus --rating 1
  npm run owner -- reviews hide 42
  npm run owner -- reviews delete 42 --yes
  npm run owner -- reviews reply 42 "Thank you, we are glad it helps."
  npm run owner -- reviews reply 42 --remove
  npm run owner -- reviews import old-reviews.csv
  npm run owner -- questions --product peruvian-ginseng-plus --status waiting
  npm run owner -- questions answer 7 --text "Yes: the capsules are vegan."
  npm run owner -- questions hide 7
  npm run -s owner -- subscribers export --csv > subscribers.csv
  npm run owner -- subscribers remove 5 --yes
  npm run -s owner -- privacy export someone@example.com > someone.json
  npm run owner -- privacy erase someone@example.com
  npm run owner -- audit --page 2
  npm run owner -- outbox
  npm run owner -- outbox retry 7
  npm run -s owner -- invite --name "Ada Lovelace"
  npm run owner -- people
  npm run owner -- people revoke-session 12

Every command has --help, e.g. npm run owner -- reviews import --help.
`;

/** The `npm run owner` command line; answers the process's exit code. */
export async function runOwnerCli(args: readonly string[], io: OwnerCliIo): Promise<number> {
  let exitCode = 0;
  const fail = (message: string) => {
    io.stderr(`error: ${printable(message)}\n`);
    exitCode = 1;
  };

  const program = ownerProgram(io);
  const kit = commandKit(io, fail);
  addMessageCommands(program, kit);
  addReviewCommands(program, kit);
  addQuestionCommands(program, kit);
  addSubscriberCommands(program, kit);
  addPrivacyCommands(program, kit);
  addStoreCommands(program, kit);
  addPeopleCommands(program, kit);

  addBackupCommands(program, {
    stdout: io.stdout,
    connect: io.connect,
    settings: () => {
      if (!io.settings) throw new OwnerError("No storage settings.");
      return io.settings();
    },
  });

  try {
    await program.parseAsync(args, { from: "user" });
  } catch (error) {
    if (error instanceof CommanderError) {
      // Help and version end with code 0; a usage error has already been printed.
      return error.exitCode;
    }
    fail(error instanceof OwnerError ? error.message : oneLine(error));
  }
  return exitCode;
}

/** The `owner` program with its description and examples, writing to `io`, before its commands. */
function ownerProgram(io: OwnerCliIo): Command {
  return new Command("owner")
    .description(
      "The store owner's tools: read contact messages, moderate and import reviews, export sign-ups,\n" +
        "watch outgoing emails and sign-ups.\n" +
        "Works on the store's database (DATABASE_URL, or the embedded one in DATA_DIR), also while the store runs.",
    )
    .enablePositionalOptions()
    .exitOverride()
    .configureOutput({
      writeOut: (text) => io.stdout(text),
      writeErr: (text) => io.stderr(text),
    })
    .addHelpText("after", examples);
}

function oneLine(error: unknown): string {
  return (error instanceof Error ? error.message : String(error)).split("\n")[0]!;
}

/** The real terminal, files and database. */
export function processIo(
  connect: () => Promise<OwnerClient>,
  settings?: () => StorageSettings,
): OwnerCliIo {
  return {
    stdout: (text) => process.stdout.write(text),
    stderr: (text) => process.stderr.write(text),
    interactive: process.stdin.isTTY === true,
    async ask(question) {
      const { createInterface } = await import("node:readline/promises");
      const terminal = createInterface({ input: process.stdin, output: process.stdout });
      try {
        return await terminal.question(question);
      } finally {
        terminal.close();
      }
    },
    connect,
    readFile: (path) => readFile(path, "utf8"),
    settings,
  };
}
