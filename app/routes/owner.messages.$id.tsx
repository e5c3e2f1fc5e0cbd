import { data, Link, redirect } from "react-router";
import type { Route } from "./+types/owner.messages.$id";
import {
  ConfirmAction,
  ConsoleHeading,
  IntentButton,
  messageState,
  Outcome,
  StatusTag,
} from "~/owner/console-parts";
import { LocalTime } from "~/owner/local-time";
import { buttonVariants } from "~/components/ui/button";
import { requireOwner, requireOwnerWrite } from "~/owner/console-session.server";
import { badForm, formField, refused, runAsOwner } from "~/owner/console-operations.server";
import { ownerHeaders, ownerMetaTags, ownerResponseHeaders } from "~/owner/owner-headers";
import { OwnerError } from "~/owner/owner-types";

export const headers = ownerHeaders;

export const meta: Route.MetaFunction = ({ data: loaded }) =>
  ownerMetaTags(`Message ${loaded?.message.id ?? ""}`);

function messageId(param: string | undefined): number {
  if (!param || !/^\d{1,15}$/.test(param) || Number(param) < 1) {
    throw data("No such message.", { status: 404, headers: ownerResponseHeaders });
  }
  return Number(param);
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const owner = await requireOwner(request, context);
  const id = messageId(params.id);
  try {
    // A GET changes nothing: the page's "Mark as read" button (a POST) marks it read.
    return { message: await runAsOwner(owner, "view-message", { id }) };
  } catch (error) {
    if (error instanceof OwnerError) {
      throw data("No such message.", { status: 404, headers: ownerResponseHeaders });
    }
    throw error;
  }
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const { owner, body } = await requireOwnerWrite(request, context);
  const id = messageId(params.id);
  const intent = formField(body, "intent");
  try {
    switch (intent) {
      case "read":
        await runAsOwner(owner, "mark-message-read", { id });
        return { ok: true as const, done: "Marked read." };
      case "handle":
      case "unhandle": {
        await runAsOwner(owner, "handle-message", { id, handled: intent === "handle" });
        return {
          ok: true as const,
          done: intent === "handle" ? "Marked handled." : "Marked not handled.",
        };
      }
      case "delete":
        await runAsOwner(owner, "delete-message", { id });
        throw redirect(`/owner/messages?deleted=${id}`, { headers: ownerResponseHeaders });
      default:
        return badForm();
    }
  } catch (error) {
    return refused(error, { intent });
  }
}

/** `mailto:` with the visitor's address and "Re: " and the start of their message as the subject. */
export function replyHref(message: { email: string; message: string }): string {
  const firstLine = message.message.split(/\r?\n/, 1)[0]!.trim();
  const subject = `Re: ${firstLine.length > 60 ? `${firstLine.slice(0, 59)}…` : firstLine}`;
  return `mailto:${encodeURIComponent(message.email).replace(/%40/g, "@")}?subject=${encodeURIComponent(subject)}`;
}

export default function OwnerMessage({ loaderData, actionData }: Route.ComponentProps) {
  const { message } = loaderData;
  const state = messageState(message);
  const outcome = actionData as { error?: string; done?: string } | undefined;
  return (
    <div>
      <Link
        to="/owner/messages"
        className="inline-flex min-h-11 items-center font-semibold text-leaf underline"
      >
        Back to messages
      </Link>
      <ConsoleHeading title={`Message from ${message.name}`} />
      <Outcome error={outcome?.error} done={outcome?.done} />
      <article className="mt-6 rounded-2xl border border-line bg-surface p-6 shadow-sm">
        <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-[10rem_1fr]">
          <dt className="font-semibold">Status</dt>
          <dd>
            <StatusTag strong={state === "New"}>{state}</StatusTag>
          </dd>
          <dt className="font-semibold">Received</dt>
          <dd>
            <LocalTime iso={message.createdAt} />
          </dd>
          <dt className="font-semibold">Email</dt>
          <dd className="break-all">{message.email}</dd>
          <dt className="font-semibold">Phone</dt>
          <dd>{message.phone ?? "Not given"}</dd>
        </dl>
        <p className="mt-6 break-words whitespace-pre-line">{message.message}</p>
      </article>
      <div className="mt-6 flex flex-wrap items-start gap-3">
        <a href={replyHref(message)} className={buttonVariants()}>
          Reply by email
        </a>
        {message.readAt ? null : <IntentButton intent="read">Mark as read</IntentButton>}
        {message.handledAt ? (
          <IntentButton intent="unhandle">Mark not handled</IntentButton>
        ) : (
          <IntentButton intent="handle">Mark handled</IntentButton>
        )}
        <ConfirmAction
          intent="delete"
          label="Delete"
          question={`Delete this message from ${message.name} for good? This cannot be undone.`}
          confirmLabel="Yes, delete the message"
        />
      </div>
    </div>
  );
}
