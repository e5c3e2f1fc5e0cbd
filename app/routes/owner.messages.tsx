import { Form, Link } from "react-router";
import type { Route } from "./+types/owner.messages";
import {
  ConsoleHeading,
  consoleTime,
  messageState,
  StatusTag,
} from "~/components/owner/console-parts";
import { Button } from "~/components/ui/button";
import { TextField } from "~/components/ui/field";
import { requireOwner } from "~/owner/console-session.server";
import { consoleList, runAsOwner } from "~/owner/console-operations.server";
import { ownerHeaders } from "~/owner/owner-headers";

export const headers = ownerHeaders;

export const meta: Route.MetaFunction = () => [
  { title: "Messages | Owner console | Verdant Roots" },
  { name: "robots", content: "noindex, nofollow" },
];

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
          <input
            type="checkbox"
            name="unread"
            value="1"
            defaultChecked={unread}
            className="size-5"
          />
          Unread only
        </label>
        <Button type="submit">Search messages</Button>
      </Form>
      {problem ? (
        <p role="alert" className="mt-4 font-semibold text-danger">
          {problem}
        </p>
      ) : null}
      {messages.length === 0 ? (
        <p className="mt-8 rounded-2xl bg-mist px-6 py-10 text-center text-ink-soft">
          {search || unread ? "No messages match." : "No messages yet."}
        </p>
      ) : (
        <ol
          className="mt-8 divide-y divide-line rounded-2xl border border-line bg-surface"
          aria-label="Messages"
        >
          {messages.map((message) => {
            const state = messageState(message);
            return (
              <li key={message.id} data-message-id={message.id}>
                <Link
                  to={`/owner/messages/${message.id}`}
                  className="flex flex-col gap-1 px-4 py-4 hover:bg-mist sm:flex-row sm:items-center sm:gap-4"
                >
                  <span className="w-24 shrink-0">
                    <StatusTag strong={state === "New"}>{state}</StatusTag>
                  </span>
                  <span className={state === "New" ? "font-bold" : "font-medium"}>
                    {message.name}
                    <span className="block text-sm font-normal break-all text-ink-soft">
                      {message.email}
                    </span>
                  </span>
                  <span className="min-w-0 flex-1 truncate text-ink-soft">{message.message}</span>
                  <span className="shrink-0 text-sm text-ink-soft">
                    {consoleTime(message.createdAt)}
                  </span>
                </Link>
              </li>
            );
          })}
        </ol>
      )}
    </div>
  );
}
