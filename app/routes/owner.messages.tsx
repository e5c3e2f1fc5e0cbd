import { Form, Link } from "react-router";
import type { Route } from "./+types/owner.messages";
import { ConsoleHeading, EmptyNote, StatusTag } from "~/owner/console-parts";
import { ConsoleTable, consoleTable, messageState } from "~/owner/console-table";
import { LocalTime } from "~/owner/local-time";
import { Button } from "~/ui/button";
import { TextField } from "~/ui/field";
import { requireOwner } from "~/owner/console-session.server";
import { consoleList, runAsOwner } from "~/owner/console-operations.server";
import { ownerHeaders, ownerMeta } from "~/owner/owner-headers";

export const headers = ownerHeaders;

export const meta = ownerMeta("Messages");

/** The inbox shows this many at most; a search finds older ones. */
const inboxSize = 200;

export async function loader({ request, context }: Route.LoaderArgs) {
  const owner = await requireOwner(request, context);
  const url = new URL(request.url);
  const search = (url.searchParams.get("q") ?? "").trim().slice(0, 200);
  const unread = url.searchParams.get("unread") === "1";
  return consoleList(
    () =>
      runAsOwner(owner, "list-messages", {
        search: search || undefined,
        unread: unread || undefined,
        limit: inboxSize,
      }),
    { search, unread, deleted: url.searchParams.get("deleted") },
  );
}

const messageColumns = [
  { head: "State", className: "w-28" },
  { head: "From", className: "w-64" },
  { head: "Message" },
  { head: "Received", className: "w-48" },
];

/** A message as the inbox lists it. */
type InboxMessage = Route.ComponentProps["loaderData"]["rows"][number];

/** Search the messages by name, email or text, or show only the unread ones. */
function MessageSearch({ search, unread }: { search: string; unread: boolean }) {
  return (
    <Form method="get" role="search" className="mt-6 flex flex-wrap items-end gap-3">
      <TextField
        id="message-search"
        name="q"
        type="search"
        label="Search name, email or message"
        defaultValue={search}
        maxLength={200}
        className="min-w-0 flex-1 basis-64"
      />
      <label className="flex min-h-12 items-center gap-2 text-sm font-semibold">
        <input type="checkbox" name="unread" value="1" defaultChecked={unread} className="size-5" />
        Unread only
      </label>
      <Button type="submit">Search messages</Button>
    </Form>
  );
}

/** One message of the inbox: its state, sender (the link to it), a preview and when it came. */
function MessageRow({ message }: { message: InboxMessage }) {
  const state = messageState(message);
  return (
    <tr
      data-message-id={message.id}
      // The whole row opens the message (the sender's name is the link).
      className={`${consoleTable.row} relative hover:bg-mist`}
    >
      <td className={`${consoleTable.cell} max-md:before:content-none`}>
        <StatusTag strong={state === "New"}>{state}</StatusTag>
      </td>
      <td className={`${consoleTable.cell} max-md:before:content-none`}>
        <Link
          to={`/owner/messages/${message.id}`}
          className={`break-words underline-offset-4 after:absolute after:inset-0 hover:underline ${state === "New" ? "font-bold" : "font-medium"}`}
        >
          {message.name}
        </Link>
        <span className="block text-sm break-all text-ink-soft">{message.email}</span>
      </td>
      <td
        className={`${consoleTable.cell} text-ink-soft max-md:before:content-none md:truncate`}
        // A preview cut to one line (two on phones); the whole message on hover and
        // for assistive technology, and on its own page.
        title={message.message}
      >
        <span className="max-md:line-clamp-2">{message.message}</span>
      </td>
      <td data-label="Received" className={`${consoleTable.cell} text-ink-soft`}>
        <LocalTime iso={message.createdAt} />
      </td>
    </tr>
  );
}

export default function OwnerMessages({ loaderData }: Route.ComponentProps) {
  const { rows: messages, problem, search, unread, deleted } = loaderData;
  return (
    <div>
      <ConsoleHeading title="Messages">
        What visitors sent through the contact form, newest first. Open a message to read it in full
        and mark it read.
      </ConsoleHeading>
      {deleted ? (
        <p role="status" className="mt-6 rounded-xl bg-lime-soft px-4 py-3 font-medium">
          Message {deleted} was deleted.
        </p>
      ) : null}
      <MessageSearch search={search} unread={unread} />
      {problem ? (
        <p role="alert" className="mt-4 font-semibold text-danger">
          {problem}
        </p>
      ) : null}
      {messages.length === 0 ? (
        <EmptyNote>{search || unread ? "No messages match." : "No messages yet."}</EmptyNote>
      ) : (
        <ConsoleTable
          caption="Messages, newest first"
          columns={messageColumns}
          className="md:table-fixed"
        >
          {messages.map((message) => (
            <MessageRow key={message.id} message={message} />
          ))}
        </ConsoleTable>
      )}
    </div>
  );
}
