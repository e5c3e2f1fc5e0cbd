import { z } from "zod";
import { sends, wakeOutbox } from "~/outbox/outbox-signal.server";
import { enqueue } from "~/outbox/outbox.server";
import { change, date, found, id, read, searchText } from "./operation-kit.server";
import {
  deleteMessage,
  findMessage,
  listMessages,
  openMessage,
  setMessageHandled,
  setMessageReply,
} from "./owner-messages.server";
import { messageReplyMaxLength, OwnerError, type OwnerMessage } from "./owner-types";

/** The contact messages' owner operations: list, read, handle, reply to and delete them. */
export const messageOperations = {
  "list-messages": read(
    z.object({
      since: date.optional(),
      limit: id.optional(),
      search: searchText,
      unread: z.boolean().optional(),
    }),
    (database, input): Promise<OwnerMessage[]> =>
      listMessages(database.db, { ...input, search: input.search || undefined }),
  ),
  /** Shows one message in full; opening it marks it read (not an audited change). */
  "show-message": read(z.object({ id }), async (database, input): Promise<OwnerMessage> =>
    found(await openMessage(database.db, input.id), `message with id ${input.id}`),
  ),
  /** One message, read only: the console's page shows it so, and marks it read by a POST. */
  "view-message": read(z.object({ id }), async (database, input): Promise<OwnerMessage> =>
    found(await findMessage(database.db, input.id), `message with id ${input.id}`),
  ),
  /** Marks a message read (the console's "Mark as read"); like opening it, not an audited change. */
  "mark-message-read": read(z.object({ id }), async (database, input): Promise<OwnerMessage> =>
    found(await openMessage(database.db, input.id), `message with id ${input.id}`),
  ),
  "handle-message": change(
    z.object({ id, handled: z.boolean().default(true) }),
    async (database, input): Promise<OwnerMessage> =>
      found(
        await setMessageHandled(database.db, input.id, input.handled),
        `message with id ${input.id}`,
      ),
    (input, result) => ({ subject: `message ${result.id}`, details: { handled: input.handled } }),
  ),
  /**
   * Emails the shop's reply to a message's sender through the outbox (once: a message takes one
   * reply), keeps it with the message and marks the message handled.
   */
  "reply-message": change(
    z.object({
      id,
      text: z
        .string()
        .trim()
        .min(1, "Write a reply first.")
        .max(messageReplyMaxLength, `Keep the reply under ${messageReplyMaxLength} characters.`),
    }),
    async (database, input): Promise<OwnerMessage> => {
      if (!sends("message-reply")) {
        throw new OwnerError(
          "Replies are sent by email: set SMTP_URL and NOTIFY_EMAIL for the store to send them.",
        );
      }
      const replied = await setMessageReply(database.db, input.id, input.text);
      if (replied === "replied") throw new OwnerError("This message has been replied to already.");
      const message = found(replied, `message with id ${input.id}`);
      await enqueue(database.db, "message-reply", { messageId: message.id });
      return message;
    },
    (_input, result) => ({ subject: `message ${result.id}`, details: { replied: true } }),
    wakeOutbox,
  ),
  "delete-message": change(
    z.object({ id }),
    async (database, input): Promise<OwnerMessage> =>
      found(await deleteMessage(database.db, input.id), `message with id ${input.id}`),
    (_input, result) => ({ subject: `message ${result.id}` }),
  ),
};
