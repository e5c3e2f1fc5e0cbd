import { data, Form, useNavigation } from "react-router";
import type { Route } from "./+types/owner.people";
import { LocalTime } from "~/owner/local-time";
import { Button } from "~/ui/button";
import { TextField } from "~/ui/field";
import { database } from "~/db/connection.server";
import type { ParsedBody } from "~/guard/request-body.server";
import { requireOwner, requireOwnerWrite } from "~/owner/console-session.server";
import { ownerErrorText } from "~/owner/console-operations.server";
import { consoleActor } from "~/owner/owner-audit.server";
import { runOwnerOperation } from "~/owner/owner-operations.server";
import { OwnerError } from "~/owner/owner-types";
import { ownerMeta } from "~/owner/owner-headers";

export const meta = ownerMeta("People");

export async function loader({ request, context }: Route.LoaderArgs) {
  const owner = await requireOwner(request, context);
  const people = await runOwnerOperation(await database(), "people", {}, consoleActor(owner));
  return { people, currentSessionId: Number(owner.sessionId) };
}

function field(body: ParsedBody, name: string): string {
  const value = body.kind === "form" ? body.value.get(name) : body.value[name];
  return typeof value === "string" ? value : typeof value === "number" ? String(value) : "";
}

type Outcome =
  | { intent: "invite"; url: string; name: string; expiresAt: string }
  | { intent: "revoke-passkey" | "revoke-session"; done: string }
  | { intent: string; error: string };

/** Invite, revoke a passkey, revoke a session: the same operations as the command line's. */
export async function action({ request, context }: Route.ActionArgs) {
  const { owner, body } = await requireOwnerWrite(request, context);
  const actor = consoleActor(owner);
  const intent = field(body, "intent");
  const store = await database();
  try {
    switch (intent) {
      case "invite": {
        const invite = await runOwnerOperation(
          store,
          "invite",
          { name: field(body, "name") || undefined },
          actor,
        );
        return { intent, ...invite } satisfies Outcome;
      }
      case "revoke-passkey": {
        const removed = await runOwnerOperation(
          store,
          "revoke-passkey",
          { id: field(body, "id") },
          actor,
        );
        return { intent, done: `The passkey “${removed.name}” was removed.` } satisfies Outcome;
      }
      case "revoke-session": {
        const id = Number(field(body, "id"));
        await runOwnerOperation(store, "revoke-session", { id }, actor);
        return { intent, done: "The session was ended." } satisfies Outcome;
      }
      default:
        return data({ intent, error: "Unknown action." } satisfies Outcome, { status: 400 });
    }
  } catch (error) {
    if (error instanceof OwnerError) {
      return data({ intent, error: ownerErrorText(error) } satisfies Outcome, {
        status: 422,
      });
    }
    throw error;
  }
}

/** A time in the reader's zone, or "never". */
const when = (iso: string | null) => (iso ? <LocalTime iso={iso} /> : "never");

function Revoke({
  intent,
  id,
  label,
  confirm,
}: {
  intent: "revoke-passkey" | "revoke-session";
  id: string | number;
  label: string;
  confirm: string;
}) {
  return (
    <details className="mt-1">
      <summary className="inline-flex min-h-11 cursor-pointer items-center text-sm font-semibold text-danger">
        {label}
      </summary>
      <Form method="post" className="mt-2 flex flex-wrap items-center gap-3">
        <input type="hidden" name="intent" value={intent} />
        <input type="hidden" name="id" value={id} />
        <span className="text-sm">{confirm}</span>
        <Button type="submit" variant="outline" size="compact">
          Yes, {label.toLowerCase()}
        </Button>
      </Form>
    </details>
  );
}

/** One person who may sign in, as the console lists them. */
type Person = Route.ComponentProps["loaderData"]["people"][number];

/** The invite form, and the link it made (shown once). */
function InviteSection({ outcome, submitting }: { outcome?: Outcome; submitting: boolean }) {
  return (
    <section aria-labelledby="invite-heading" className="mt-8 rounded-2xl border border-line p-6">
      <h2 id="invite-heading" className="text-xl font-bold">
        Invite someone
      </h2>
      <p className="mt-1 text-sm text-ink-soft">
        The link works once, for 15 minutes: send it to the person yourself.
      </p>
      <Form method="post" className="mt-4 flex flex-wrap items-end gap-3">
        <input type="hidden" name="intent" value="invite" />
        <TextField id="invite-name" name="name" label="Their name" required maxLength={100} />
        <Button type="submit" disabled={submitting}>
          Create invite link
        </Button>
      </Form>
      {outcome && "url" in outcome ? (
        <div role="status" className="mt-4">
          <p className="text-sm">
            Invite for <strong>{outcome.name}</strong>, valid until {when(outcome.expiresAt)}:
          </p>
          <p className="mt-1 rounded-xl bg-mist p-3 font-mono text-sm break-all">
            <span data-testid="invite-url">{outcome.url}</span>
          </p>
        </div>
      ) : null}
    </section>
  );
}

/** A person's passkeys, each with when it was made and last used, and its remove button. */
function PersonPasskeys({ person }: { person: Person }) {
  if (person.passkeys.length === 0) return <p className="text-sm text-ink-soft">None.</p>;
  return (
    <ul className="mt-2 flex flex-col gap-3">
      {person.passkeys.map((passkey) => (
        <li key={passkey.id} className="text-sm">
          <span className="font-medium">{passkey.name}</span> · created {when(passkey.createdAt)} ·
          last used {when(passkey.lastUsedAt)}
          <Revoke
            intent="revoke-passkey"
            id={passkey.id}
            label="Remove passkey"
            confirm={`Remove ${person.name}'s passkey “${passkey.name}”? Its sessions end too.`}
          />
        </li>
      ))}
    </ul>
  );
}

/** Where a person is signed in (this browser marked), each session with its end button. */
function PersonSessions({
  person,
  currentSessionId,
}: {
  person: Person;
  currentSessionId: number;
}) {
  if (person.sessions.length === 0) {
    return <p className="text-sm text-ink-soft">Not signed in anywhere.</p>;
  }
  return (
    <ul className="mt-2 flex flex-col gap-3">
      {person.sessions.map((session) => (
        <li key={session.id} className="text-sm" data-session-id={session.id}>
          <span className="font-medium">{session.device}</span>
          {session.clientAddress ? ` from ${session.clientAddress}` : ""} · signed in{" "}
          {when(session.createdAt)} · last seen {when(session.lastSeenAt)}
          {session.id === currentSessionId ? (
            <strong className="ml-1">(this browser)</strong>
          ) : null}
          <Revoke
            intent="revoke-session"
            id={session.id}
            label="End session"
            confirm={
              session.id === currentSessionId
                ? "End this browser's session? You will be signed out."
                : `End ${person.name}'s session on ${session.device}?`
            }
          />
        </li>
      ))}
    </ul>
  );
}

export default function OwnerPeople({ loaderData, actionData }: Route.ComponentProps) {
  const { people, currentSessionId } = loaderData;
  const navigation = useNavigation();
  const outcome = actionData as Outcome | undefined;
  return (
    <div>
      <h1 className="text-3xl font-bold">People</h1>
      <p className="mt-2 text-ink-soft">
        Who may sign in to this console, with which passkeys, and where they are signed in.
      </p>

      {outcome && "error" in outcome ? (
        <p role="alert" className="mt-6 font-medium text-danger">
          {outcome.error}
        </p>
      ) : null}
      {outcome && "done" in outcome ? (
        <p role="status" className="mt-6 font-medium">
          {outcome.done}
        </p>
      ) : null}

      <InviteSection outcome={outcome} submitting={navigation.state === "submitting"} />

      <ul className="mt-8 flex flex-col gap-6">
        {people.map((person) => (
          <li key={person.id} className="rounded-2xl border border-line p-6">
            <h2 className="text-xl font-bold break-words">{person.name}</h2>
            <p className="text-sm text-ink-soft">Joined {when(person.createdAt)}</p>

            <h3 className="mt-4 font-semibold">Passkeys</h3>
            <PersonPasskeys person={person} />

            <h3 className="mt-4 font-semibold">Sessions</h3>
            <PersonSessions person={person} currentSessionId={currentSessionId} />
          </li>
        ))}
      </ul>
    </div>
  );
}
