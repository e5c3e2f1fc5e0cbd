import { Link } from "react-router";
import type { Route } from "./+types/owner.audit";
import { ConsoleHeading, EmptyNote } from "~/owner/console-parts";
import { ConsoleTable, consoleTable } from "~/owner/console-table";
import { LocalTime } from "~/owner/local-time";
import { buttonVariants } from "~/ui/button";
import { requireOwner } from "~/owner/console-session.server";
import { runAsOwner } from "~/owner/console-operations.server";
import { ownerHeaders, ownerMeta } from "~/owner/owner-headers";
import {
  auditActionWords,
  auditDetailWords,
  auditSubjectWords,
  type AuditNames,
} from "~/owner/audit-words";

export const headers = ownerHeaders;

export const meta = ownerMeta("Audit log");

export async function loader({ request, context }: Route.LoaderArgs) {
  const owner = await requireOwner(request, context);
  const asked = new URL(request.url).searchParams.get("page") ?? "1";
  const page = /^\d{1,6}$/.test(asked) && Number(asked) >= 1 ? Number(asked) : 1;
  const [audit, people] = await Promise.all([
    runAsOwner(owner, "list-audit", { page }),
    runAsOwner(owner, "people", {}),
  ]);
  // Entries record passkeys and people by id; the log shows their names.
  const names: AuditNames = {
    passkeys: Object.fromEntries(
      people.flatMap((person) => person.passkeys.map((passkey) => [passkey.id, passkey.name])),
    ),
    people: Object.fromEntries(people.map((person) => [String(person.id), person.name])),
  };
  return { ...audit, names };
}

function Details({
  action,
  values,
  names,
}: {
  action: string;
  values: Record<string, string | number | boolean | null>;
  names: AuditNames;
}) {
  const phrases = auditDetailWords(action, values, names);
  if (phrases.length === 0) return <span className="text-ink-soft">None</span>;
  return (
    <ul className="inline">
      {phrases.map((phrase, index) => (
        <li key={index} className="inline after:content-['_·_'] last:after:content-none">
          {phrase.text}
          {phrase.time ? (
            <>
              {" "}
              <LocalTime iso={phrase.time} />
            </>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

const auditColumns = [
  { head: "When", className: "w-48" },
  { head: "Who", className: "w-48" },
  { head: "Action", className: "w-56" },
  { head: "Record", className: "w-40" },
  { head: "Details" },
];

export default function OwnerAudit({ loaderData }: Route.ComponentProps) {
  const { entries, page, hasMore, names } = loaderData;
  return (
    <div>
      <ConsoleHeading title="Audit log">
        Every change made in this console or with the command line, newest first, in your own time
        zone. Read-only.
      </ConsoleHeading>
      {entries.length === 0 ? (
        <EmptyNote>{page > 1 ? "No entries on this page." : "No changes recorded yet."}</EmptyNote>
      ) : (
        <ConsoleTable caption={`Audit log, page ${page}`} columns={auditColumns}>
          {entries.map((entry) => (
            <tr key={entry.id} className={consoleTable.row}>
              <td data-label="When" className={consoleTable.cell}>
                <LocalTime iso={entry.at} />
              </td>
              <td data-label="Who" className={consoleTable.cell}>
                {entry.actor}
              </td>
              <td data-label="Action" className={`${consoleTable.cell} font-semibold`}>
                {auditActionWords(entry.action, entry.details)}
              </td>
              <td data-label="Record" className={consoleTable.cell}>
                {auditSubjectWords(entry.subject, names)}
              </td>
              <td data-label="Details" className={consoleTable.cell}>
                <Details action={entry.action} values={entry.details} names={names} />
              </td>
            </tr>
          ))}
        </ConsoleTable>
      )}
      <nav aria-label="Audit log pages" className="mt-6 flex gap-3">
        {page > 1 ? (
          <Link to={`?page=${page - 1}`} className={buttonVariants({ variant: "outline" })}>
            Newer
          </Link>
        ) : null}
        {hasMore ? (
          <Link to={`?page=${page + 1}`} className={buttonVariants({ variant: "outline" })}>
            Older
          </Link>
        ) : null}
      </nav>
    </div>
  );
}
