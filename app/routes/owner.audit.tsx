import { Link } from "react-router";
import type { Route } from "./+types/owner.audit";
import { ConsoleHeading, ConsoleTable, consoleTable, EmptyNote } from "~/owner/console-parts";
import { LocalTime } from "~/owner/local-time";
import { buttonVariants } from "~/components/ui/button";
import { requireOwner } from "~/owner/console-session.server";
import { runAsOwner } from "~/owner/console-operations.server";
import { ownerHeaders, ownerMeta } from "~/owner/owner-headers";
import { auditActionWords, auditDetailWords, auditSubjectWords } from "~/owner/audit-words";

export const headers = ownerHeaders;

export const meta = ownerMeta("Audit log");

export async function loader({ request, context }: Route.LoaderArgs) {
  const owner = await requireOwner(request, context);
  const asked = new URL(request.url).searchParams.get("page") ?? "1";
  const page = /^\d{1,6}$/.test(asked) && Number(asked) >= 1 ? Number(asked) : 1;
  return runAsOwner(owner, "list-audit", { page });
}

function Details({
  action,
  values,
}: {
  action: string;
  values: Record<string, string | number | boolean | null>;
}) {
  const phrases = auditDetailWords(action, values);
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
  const { entries, page, hasMore } = loaderData;
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
                {auditActionWords(entry.action)}
              </td>
              <td data-label="Record" className={consoleTable.cell}>
                {auditSubjectWords(entry.subject)}
              </td>
              <td data-label="Details" className={consoleTable.cell}>
                <Details action={entry.action} values={entry.details} />
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
