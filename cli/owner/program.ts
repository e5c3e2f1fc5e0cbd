import { readFile } from "node:fs/promises";
import { basename } from "node:path";
import { Command, CommanderError, InvalidArgumentError, Option } from "commander";
import { OwnerError } from "~/owner/owner-types";
import { parseTimestamp } from "~/owner/timestamps";
import { addBackupCommands, type StorageSettings } from "./backup-commands";
import { confirmDeletion } from "./confirm";
import type { OwnerClient } from "./owner-client";
import { csv, json, printable, shortTime, table, type Column } from "./output";
import { peopleRows, personColumns } from "./people-views";
import {
  auditColumns,
  deliveryColumns,
  deliveryLabel,
  erasureSummary,
  forTable,
  importSummary,
  messageColumns,
  messageDetail,
  overviewSummary,
  personalDataSummary,
  questionColumns,
  questionStatus,
  reviewColumns,
  reviewLabel,
  subscriberColumns,
} from "./views";

/** What the command line touches outside itself, so tests can run it in-process. */
export interface OwnerCliIo {
  stdout(text: string): void;
  stderr(text: string): void;
  /** Whether a person can answer a question (stdin is a terminal). */
  interactive: boolean;
  ask(question: string): Promise<string>;
  connect(): Promise<OwnerClient>;
  readFile(path: string): Promise<string>;
  /** Where the data is (backup, restore, migrate). */
  settings?(): StorageSettings;
}

type Format = "table" | "json" | "csv";

function formatOf(options: { json?: boolean; csv?: boolean }, fallback: Format = "table"): Format {
  return options.json ? "json" : options.csv ? "csv" : fallback;
}

function withFormats(command: Command, { table = true } = {}): Command {
  return command
    .addOption(new Option("--json", "print JSON, for scripts").conflicts("csv"))
    .addOption(
      new Option("--csv", `print CSV (RFC 4180)${table ? ", for spreadsheets" : " (the default)"}`),
    );
}

function positiveInteger(what: string) {
  return (value: string): number => {
    if (!/^\d+$/.test(value) || Number(value) < 1 || !Number.isSafeInteger(Number(value))) {
      throw new InvalidArgumentError(`${what} must be a whole number from 1.`);
    }
    return Number(value);
  };
}

function rating(value: string): number {
  if (!/^[1-5]$/.test(value.trim())) {
    throw new InvalidArgumentError("The rating must be a whole number from 1 to 5.");
  }
  return Number(value);
}

function since(value: string): string {
  const date = parseTimestamp(value);
  if (!date) {
    throw new InvalidArgumentError("Use a date like 2026-01-31, or 2026-01-31T09:30 (UTC).");
  }
  return date.toISOString();
}

const id = positiveInteger("The id");

/** A subcommand of `parent` that acts on one record, given by its id. */
function recordCommand(
  parent: Command,
  name: string,
  description: string,
  what: string,
  parse: (value: string) => string | number = id,
): Command {
  return parent.command(name).description(description).argument("<id>", what, parse);
}

/** The `npm run owner` command line; answers the process's exit code. */
export async function runOwnerCli(args: readonly string[], io: OwnerCliIo): Promise<number> {
  let exitCode = 0;
  const fail = (message: string) => {
    io.stderr(`error: ${printable(message)}\n`);
    exitCode = 1;
  };

  async function withClient(work: (client: OwnerClient) => Promise<void>) {
    const client = await io.connect();
    try {
      await work(client);
    } finally {
      await client.close();
    }
  }

  /**
   * Asks before a change that cannot be undone; answers whether to go on (failing if not, with
   * what to add and what was left as they say).
   */
  async function confirmed(
    question: string,
    yes: boolean | undefined,
    what: string,
    { addYes = "Add --yes.", declined = "Nothing was changed." } = {},
  ) {
    const confirmation = await confirmDeletion(question, {
      yes: yes === true,
      interactive: io.interactive,
      ask: io.ask,
    });
    if (confirmation === "no-terminal") {
      fail(`Not ${what} without confirmation: there is no terminal to ask on. ${addYes}`);
      return false;
    }
    if (confirmation === "declined") {
      fail(declined);
      return false;
    }
    return true;
  }

  /** A command's action run with a client for the store's data, closed after. */
  function withClientAction<Args extends unknown[]>(
    work: (client: OwnerClient, ...args: Args) => Promise<void>,
  ): (...args: Args) => Promise<void> {
    return (...args) => withClient((client) => work(client, ...args));
  }

  function print<Row>(rows: Row[], columns: Column<Row>[], format: Format, empty: string) {
    if (format === "json") io.stdout(json(rows));
    else if (format === "csv") io.stdout(csv(rows, columns));
    else io.stdout(rows.length ? table(rows, forTable(columns)) : `${empty}\n`);
  }

  /** `export` under `parent`: every row, as CSV (or JSON with --json). */
  function addExport<Row>(
    parent: Command,
    description: string,
    rows: (client: OwnerClient) => Promise<Row[]>,
    columns: Column<Row>[],
  ) {
    withFormats(parent.command("export").description(description), { table: false }).action(
      withClientAction(async (client, options: { json?: boolean; csv?: boolean }) => {
        print(await rows(client), columns, formatOf(options, "csv"), "");
      }),
    );
  }

  const program = new Command("owner")
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
    });

  program.addHelpText(
    "after",
    `
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
`,
  );

  // messages
  const messages = withFormats(
    program
      .command("messages")
      .description("list contact messages, newest first")
      .option("--since <date>", "only messages received since this date (UTC)", since)
      .option("--limit <n>", "at most this many messages", positiveInteger("--limit"))
      .option("--search <text>", "only messages with this text in the name, email or message")
      .option("--unread", "only messages not opened yet"),
  ).action(
    withClientAction(
      async (
        client,
        options: {
          since?: string;
          limit?: number;
          search?: string;
          unread?: boolean;
          json?: boolean;
          csv?: boolean;
        },
      ) => {
        const rows = await client.run("list-messages", {
          since: options.since,
          limit: options.limit,
          search: options.search,
          unread: options.unread,
        });
        print(rows, messageColumns, formatOf(options), "No messages.");
      },
    ),
  );

  withFormats(
    recordCommand(messages, "show", "show one message in full (marks it read)", "message id"),
  ).action(
    withClientAction(
      async (client, messageId: number, options: { json?: boolean; csv?: boolean }) => {
        const message = await client.run("show-message", { id: messageId });
        const format = formatOf(options);
        if (format === "table") io.stdout(messageDetail(message));
        else print([message], messageColumns, format, "");
      },
    ),
  );

  addExport(
    messages,
    "every message, as CSV (or JSON) for a spreadsheet",
    (client) => client.run("list-messages", {}),
    messageColumns,
  );

  recordCommand(messages, "handle", "mark a message handled (--undo: not handled)", "message id")
    .option("--undo", "mark it not handled again")
    .action(
      withClientAction(async (client, messageId: number, options: { undo?: boolean }) => {
        const message = await client.run("handle-message", {
          id: messageId,
          handled: options.undo !== true,
        });
        io.stdout(
          `Message ${message.id} is marked ${message.handledAt ? "handled" : "not handled"}.\n`,
        );
      }),
    );

  recordCommand(
    messages,
    "delete",
    "delete a message for good (asks first, unless --yes)",
    "message id",
  )
    .option("-y, --yes", "delete without asking")
    .action(
      withClientAction(async (client, messageId: number, options: { yes?: boolean }) => {
        const message = await client.run("show-message", { id: messageId });
        const question = printable(`Delete message ${message.id} from ${message.name}?`);
        if (!(await confirmed(question, options.yes, `deleting message ${message.id}`))) return;
        await client.run("delete-message", { id: messageId });
        io.stdout(`Deleted message ${message.id}.\n`);
      }),
    );

  // reviews
  const reviews = withFormats(
    program
      .command("reviews")
      .description("list reviews, hidden ones included, newest first")
      .option("--product <slug>", "one product's reviews (its page slug or review key)")
      .option("--rating <n>", "only reviews with this many stars (1-5)", rating)
      .option("--since <date>", "only reviews written since this date (UTC)", since)
      .option("--until <date>", "only reviews written before this date (UTC)", since)
      .addOption(new Option("--hidden", "only hidden reviews").conflicts("shown"))
      .option("--shown", "only reviews shown on the store"),
  ).action(
    withClientAction(
      async (
        client,
        options: {
          product?: string;
          rating?: number;
          since?: string;
          until?: string;
          hidden?: boolean;
          shown?: boolean;
          json?: boolean;
          csv?: boolean;
        },
      ) => {
        const rows = await client.run("list-reviews", {
          product: options.product,
          rating: options.rating,
          since: options.since,
          until: options.until,
          hidden: options.hidden ? true : options.shown ? false : undefined,
        });
        print(rows, reviewColumns, formatOf(options), "No reviews.");
      },
    ),
  );

  const moderation = [
    [
      "hide",
      "hide-review",
      "hide a review from the store (kept for the record)",
      "is hidden: it no longer appears on the store.",
    ],
    [
      "unhide",
      "unhide-review",
      "show a hidden review on the store again",
      "is shown on the store again.",
    ],
  ] as const;
  for (const [name, operation, description, outcome] of moderation) {
    recordCommand(reviews, name, description, "review id")
      .option("--json", "print the review as JSON")
      .action(
        withClientAction(async (client, reviewId: number, options: { json?: boolean }) => {
          const review = await client.run(operation, { id: reviewId });
          io.stdout(options.json ? json(review) : `The ${reviewLabel(review)} ${outcome}\n`);
        }),
      );
  }

  recordCommand(
    reviews,
    "delete",
    "delete a review for good (asks first, unless --yes)",
    "review id",
  )
    .option("-y, --yes", "delete without asking")
    .option("--json", "print the deleted review as JSON")
    .action(
      withClientAction(
        async (client, reviewId: number, options: { yes?: boolean; json?: boolean }) => {
          const review = await client.run("show-review", { id: reviewId });
          const question = `Delete review ${review.id} by ${review.name}?`;
          const refusal = {
            addYes: "Add --yes to delete it.",
            declined: `Review ${review.id} was not deleted.`,
          };
          if (!(await confirmed(question, options.yes, `deleting review ${review.id}`, refusal))) {
            return;
          }
          const deleted = await client.run("delete-review", { id: reviewId });
          io.stdout(options.json ? json(deleted) : `Deleted the ${reviewLabel(deleted)}.\n`);
        },
      ),
    );

  recordCommand(
    reviews,
    "reply",
    "set or replace the store's public reply under a review (--remove: remove it)",
    "review id",
  )
    .argument("[text...]", "the reply, shown under the review as the store's response")
    .option("--remove", "remove the reply")
    .option("--json", "print the review as JSON")
    .action(
      async (reviewId: number, words: string[], options: { remove?: boolean; json?: boolean }) => {
        const text = words.join(" ").trim();
        if (!options.remove && !text) {
          return fail("Give the reply's text, or --remove to remove the reply.");
        }
        await withClient(async (client) => {
          const review = await client.run("reply-review", {
            id: reviewId,
            text: options.remove ? null : text,
          });
          io.stdout(
            options.json
              ? json(review)
              : `The ${reviewLabel(review)} ${review.reply ? "has the store's reply" : "has no reply now"}.\n`,
          );
        });
      },
    );

  // questions
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

  reviews
    .command("import")
    .description("import reviews exported from the original store; importing again adds nothing")
    .addHelpText(
      "after",
      "\nThe file is a CSV with a header row, or a JSON array of objects, with the original store's\n" +
        "columns id, product_id, name, rating, review_text and created_at. Every row is checked; the\n" +
        "report names each rejected row and why. Rows whose id was imported before are skipped.\n",
    )
    .argument("<file>", "the export, .csv or .json")
    .option("--json", "print the report as JSON")
    .action(async (file: string, options: { json?: boolean }) => {
      let text: string;
      try {
        text = await io.readFile(file);
      } catch (error) {
        const code = (error as NodeJS.ErrnoException).code;
        throw new OwnerError(`Cannot read ${file}${code ? ` (${code})` : ""}.`);
      }
      await withClient(async (client) => {
        const report = await client.run("import-reviews", { fileName: basename(file), text });
        io.stdout(options.json ? json(report) : importSummary(report));
      });
    });

  // subscribers
  const subscribers = withFormats(
    program
      .command("subscribers")
      .description("newsletter sign-ups, in sign-up order")
      .option("--search <text>", "only sign-ups whose email contains this text"),
  ).action(
    withClientAction(
      async (client, options: { search?: string; json?: boolean; csv?: boolean }) => {
        const rows = await client.run("list-subscribers", { search: options.search });
        print(rows, subscriberColumns, formatOf(options), "No sign-ups.");
      },
    ),
  );

  recordCommand(subscribers, "remove", "remove a sign-up (asks first, unless --yes)", "sign-up id")
    .option("-y, --yes", "remove without asking")
    .action(
      withClientAction(async (client, subscriberId: number, options: { yes?: boolean }) => {
        const question = `Remove sign-up ${subscriberId}?`;
        if (!(await confirmed(question, options.yes, `removing sign-up ${subscriberId}`))) return;
        const removed = await client.run("remove-subscriber", { id: subscriberId });
        io.stdout(printable(`Removed sign-up ${removed.id} (${removed.email}).\n`));
      }),
    );
  addExport(
    subscribers,
    "every sign-up, as CSV (or JSON) for a mailing tool",
    (client) => client.run("list-subscribers", {}),
    subscriberColumns,
  );

  // privacy requests
  const privacy = program
    .command("privacy")
    .description("privacy requests: every record about one email, its export, its erasure");
  privacy
    .command("find")
    .description("list every record about an email")
    .argument("<email>", "the person's email")
    .option("--json", "print the records as JSON")
    .action(
      withClientAction(async (client, email: string, options: { json?: boolean }) => {
        const data = await client.run("find-personal-data", { email });
        io.stdout(options.json ? json(data) : personalDataSummary(data));
      }),
    );
  privacy
    .command("export")
    .description("every record about an email, as JSON (to send to the person)")
    .argument("<email>", "the person's email")
    .action(
      withClientAction(async (client, email: string) => {
        io.stdout(json(await client.run("find-personal-data", { email })));
      }),
    );
  privacy
    .command("erase")
    .description("erase every record about an email (asks first, unless --yes)")
    .argument("<email>", "the person's email")
    .option("-y, --yes", "erase without asking")
    .action(
      withClientAction(async (client, email: string, options: { yes?: boolean }) => {
        const data = await client.run("find-personal-data", { email });
        io.stdout(personalDataSummary(data));
        const question = printable(`Erase every record about ${data.email}?`);
        if (!(await confirmed(question, options.yes, "erasing"))) return;
        io.stdout(erasureSummary(await client.run("erase-personal-data", { email })));
      }),
    );

  // overview and audit log
  program
    .command("overview")
    .description("unread messages, this week's reviews and sign-ups, deliveries waiting or failed")
    .option("--json", "print JSON")
    .action(
      withClientAction(async (client, options: { json?: boolean }) => {
        const overview = await client.run("overview", {});
        io.stdout(options.json ? json(overview) : overviewSummary(overview));
      }),
    );

  withFormats(
    program
      .command("audit")
      .description(
        "the audit log: every change made with the console or the command line, newest first",
      )
      .option("--page <n>", "the page to show (50 entries a page)", positiveInteger("--page")),
  ).action(
    withClientAction(async (client, options: { page?: number; json?: boolean; csv?: boolean }) => {
      const page = await client.run("list-audit", { page: options.page });
      print(page.entries, auditColumns, formatOf(options), "No changes recorded.");
      if (formatOf(options) === "table" && page.hasMore) {
        io.stdout(`More: --page ${page.page + 1}\n`);
      }
    }),
  );

  // outbox
  const outbox = withFormats(
    program
      .command("outbox")
      .description("outgoing emails and Klaviyo sign-ups still waiting or failed, oldest first")
      .addHelpText(
        "after",
        "\nKinds: contact-email (your email about a contact message), klaviyo-subscription (a sign-up\n" +
          "sent to the Klaviyo list). A pending one is retried at its next try; a failed one ran out of\n" +
          "attempts or was refused for good, and is sent again only with `outbox retry ID`.\n",
      ),
  ).action(
    withClientAction(async (client, options: { json?: boolean; csv?: boolean }) => {
      const rows = await client.run("list-outbox", {});
      print(rows, deliveryColumns, formatOf(options), "Nothing waiting or failed.");
    }),
  );

  recordCommand(
    outbox,
    "retry",
    "send a failed delivery again, with a fresh set of attempts",
    "delivery id",
  )
    .option("--json", "print the delivery as JSON")
    .action(
      withClientAction(async (client, deliveryId: number, options: { json?: boolean }) => {
        const delivery = await client.run("retry-delivery", { id: deliveryId });
        io.stdout(
          options.json
            ? json(delivery)
            : `The ${deliveryLabel(delivery)} is queued again; it is sent within a few seconds while the store runs.\n`,
        );
      }),
    );

  // the owner console's people: invites, passkeys, sessions
  program
    .command("invite")
    .description("a one-time link (15 minutes) that lets someone create a passkey for the console")
    .option("--name <name>", "the invited person's name, as the console shows it", "Owner")
    .option("--json", "print the invite as JSON")
    .action(
      withClientAction(async (client, options: { name: string; json?: boolean }) => {
        const invite = await client.run("invite", { name: options.name });
        if (options.json) return io.stdout(json(invite));
        io.stdout(
          `Invite for ${printable(invite.name)}, valid once until ${shortTime(invite.expiresAt)} UTC.\n` +
            "Open it in the browser that should hold the passkey:\n" +
            `${invite.url}\n`,
        );
      }),
    );

  const peopleCommand = withFormats(
    program
      .command("people")
      .description("who may sign in to the owner console: passkeys and sessions"),
  ).action(
    withClientAction(async (client, options: { json?: boolean; csv?: boolean }) => {
      const people = await client.run("people", {});
      const format = formatOf(options);
      if (format === "json") return io.stdout(json(people));
      const rows = peopleRows(people);
      print(rows, personColumns, format, "Nobody yet: run `npm run owner -- invite`.");
    }),
  );

  const revocations = [
    ["revoke-passkey", "remove a passkey (its sessions end too)", "passkey id", String],
    ["revoke-session", "end a signed-in session at once", "session id", id],
  ] as const;
  for (const [name, description, argument, parse] of revocations) {
    recordCommand(peopleCommand, name, description, argument, parse).action(
      withClientAction(async (client, target: string | number) => {
        if (name === "revoke-passkey") {
          const removed = await client.run(name, { id: String(target) });
          io.stdout(`Removed the passkey ${printable(removed.name)} (${removed.id}).\n`);
        } else {
          await client.run(name, { id: Number(target) });
          io.stdout(`Ended session ${target}.\n`);
        }
      }),
    );
  }

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
