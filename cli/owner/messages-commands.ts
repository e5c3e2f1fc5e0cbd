import type { Command } from "commander";
import {
  formatOf,
  withFormats,
  positiveInteger,
  since,
  recordCommand,
  type CommandKit,
} from "./command-kit";
import { printable } from "./output";
import { messageColumns, messageDetail } from "./views";

/** `messages`: the contact messages (list, show, handle, delete, export). */
export function addMessageCommands(
  program: Command,
  { io, withClientAction, confirmed, print, addExport }: CommandKit,
): void {
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
}
