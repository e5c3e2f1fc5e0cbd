import { data, Form, Link, redirect } from "react-router";
import type { Route } from "./+types/owner.messages.$id";
import {
  ConfirmAction,
  ConsoleHeading,
  IntentButton,
  Outcome,
  StatusTag,
} from "~/owner/console-parts";
import { messageState } from "~/owner/console-table";
import { LocalTime } from "~/owner/local-time";
import { Button, buttonVariants } from "~/ui/button";
import { TextAreaField } from "~/ui/field";
import { site } from "~/config/site";
import { sends } from "~/outbox/outbox-signal.server";
import { requireOwner, requireOwnerWrite } from "~/owner/console-session.server";
import { badForm, formField, refused, runAsOwner } from "~/owner/console-operations.server";
import { ownerHeaders, ownerMetaTags, ownerResponseHeaders } from "~/owner/owner-headers";
import { messageReplyMaxLength, OwnerError, type OwnerMessage } from "~/owner/owner-types";

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
    return {
      message: await runAsOwner(owner, "view-message", { id }),
      // Replies are emailed through the outbox: only where this store sends email.
      canReply: sends("message-reply"),
    };
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
      case "reply":
        await runAsOwner(owner, "reply-message", { id, text: formField(body, "text") });
        return { ok: true as const, done: "Reply sent: it is on its way to the sender." };
      case "delete":
        await runAsOwner(owner, "delete-message", { id });
        throw redirect(`/owner/messages?deleted=${id}`, { headers: ownerResponseHeaders });
      default:
        return badForm();
    }
  } catch (error) {
    return refused(error, { intent, text: formField(body, "text") });
  }
}

/** `mailto:` with the visitor's address and "Re: " and the start of their message as the subject. */
export function replyHref(message: { email: string; message: string }): string {
  const firstLine = message.message.split(/\r?\n/, 1)[0]!.trim();
  const subject = `Re: ${firstLine.length > 60 ? `${firstLine.slice(0, 59)}…` : firstLine}`;
  return `mailto:${encodeURIComponent(message.email).replace(/%40/g, "@")}?subject=${encodeURIComponent(subject)}`;
}

export default function OwnerMessage({ loaderData, actionData }: Route.ComponentProps) {
  const { message, canReply } = loaderData;
  const state = messageState(message);
  const outcome = actionData as
    { error?: string; done?: string; intent?: string; text?: string } | undefined;
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
      <Reply
        message={message}
        canReply={canReply}
        refused={outcome?.intent === "reply" ? outcome : undefined}
      />
      <div className="mt-6 flex flex-wrap items-start gap-3">
        {canReply ? null : (
          <a href={replyHref(message)} className={buttonVariants()}>
            Reply by email
          </a>
        )}
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

/** The shop's reply: sent (kept with the message), or a form to write it where email is set up. */
function Reply({
  message,
  canReply,
  refused,
}: {
  message: OwnerMessage;
  canReply: boolean;
  refused?: { error?: string; text?: string };
}) {
  if (message.reply) {
    return (
      <section
        aria-labelledby="reply-heading"
        className="mt-6 rounded-2xl border border-line bg-mist p-6"
      >
        <h2 id="reply-heading" className="font-semibold">
          Replied <LocalTime iso={message.repliedAt} />
        </h2>
        <p className="mt-2 break-words whitespace-pre-line">{message.reply}</p>
      </section>
    );
  }
  if (!canReply) {
    return (
      <p className="mt-6 text-sm text-ink-soft">
        To reply from here, set <code>SMTP_URL</code> and <code>NOTIFY_EMAIL</code>: replies are
        emailed from <code>NOTIFY_FROM</code>.
      </p>
    );
  }
  return (
    <Form method="post" className="mt-6 flex flex-col gap-2">
      <input type="hidden" name="intent" value="reply" />
      <TextAreaField
        id="reply-text"
        name="text"
        label={`Reply to ${message.name}, emailed from ${site.brandName}`}
        rows={6}
        required
        maxLength={messageReplyMaxLength}
        defaultValue={refused?.text ?? ""}
        error={refused?.error}
      />
      <div>
        <Button type="submit">Send reply</Button>
      </div>
    </Form>
  );
}
