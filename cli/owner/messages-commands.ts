import type { Command } from "commander";
import {
  formatOf,
  withFormats,
  positiveInteger,
  since,
  recordCommand,
  type CommandKit,
  type FormatOptions,
} from "./command-kit";
import { printable } from "./output";
import { messageColumns, messageDetail } from "./views";

/** `messages`: the contact messages (list, show, handle, delete, export). */
export function addMessageCommands(program: Command, kit: CommandKit): void {
  const messages = addMessageList(program, kit);
  addShow(messages, kit);
  kit.addExport(
    messages,
    "every message, as CSV (or JSON) for a spreadsheet",
    (client) => client.run("list-messages", {}),
    messageColumns,
  );
  addHandle(messages, kit);
  addDeletion(messages, kit);
}

/** The options of `messages` itself. */
interface MessageListOptions extends FormatOptions {
  since?: string;
  limit?: number;
  search?: string;
  unread?: boolean;
}

/** `messages` itself: the contact messages, newest first, with its filters. */
function addMessageList(program: Command, { listAction }: CommandKit): Command {
  return withFormats(
    program
      .command("messages")
      .description("list contact messages, newest first")
      .option("--since <date>", "only messages received since this date (UTC)", since)
      .option("--limit <n>", "at most this many messages", positiveInteger("--limit"))
      .option("--search <text>", "only messages with this text in the name, email or message")
      .option("--unread", "only messages not opened yet"),
  ).action(
    listAction(
      (client, options: MessageListOptions) =>
        client.run("list-messages", {
          since: options.since,
          limit: options.limit,
          search: options.search,
          unread: options.unread,
        }),
      messageColumns,
      "No messages.",
    ),
  );
}

/** `messages show`: one message in full. */
function addShow(messages: Command, { io, withClientAction, print }: CommandKit): void {
  withFormats(
    recordCommand(messages, "show", "show one message in full (marks it read)", "message id"),
  ).action(
    withClientAction(async (client, messageId: number, options: FormatOptions) => {
      const message = await client.run("show-message", { id: messageId });
      const format = formatOf(options);
      if (format === "table") io.stdout(messageDetail(message));
      else print([message], messageColumns, format, "");
    }),
  );
}

/** `messages handle`: a message marked handled, or not handled again. */
function addHandle(messages: Command, { io, withClientAction }: CommandKit): void {
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
}

/** `messages delete`: asks first, unless --yes. */
function addDeletion(messages: Command, { io, withClientAction, confirmed }: CommandKit): void {
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
