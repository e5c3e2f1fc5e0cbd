import { Link } from "react-router";
import type { Route } from "./+types/owner.audit";
import { ConsoleHeading, consoleTable } from "~/owner/console-parts";
import { LocalTime } from "~/owner/local-time";
import { buttonVariants } from "~/components/ui/button";
import { requireOwner } from "~/owner/console-session.server";
import { runAsOwner } from "~/owner/console-operations.server";
import { ownerHeaders } from "~/owner/owner-headers";
import { auditActionWords, auditDetailWords, auditSubjectWords } from "~/owner/audit-words";

export const headers = ownerHeaders;

export const meta: Route.MetaFunction = () => [
  { title: "Audit log | Owner console | Verdant Roots" },
  { name: "robots", content: "noindex, nofollow" },
];

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

export default function OwnerAudit({ loaderData }: Route.ComponentProps) {
  const { entries, page, hasMore } = loaderData;
  return (
    <div>
      <ConsoleHeading title="Audit log">
        Every change made in this console or with the command line, newest first, in your own time
        zone. Read-only.
      </ConsoleHeading>
      {entries.length === 0 ? (
        <p className="mt-8 rounded-2xl bg-mist px-6 py-10 text-center text-ink-soft">
          {page > 1 ? "No entries on this page." : "No changes recorded yet."}
        </p>
      ) : (
        <div className={consoleTable.frame}>
          <table className={consoleTable.table}>
            <caption className="sr-only">Audit log, page {page}</caption>
            <thead className={consoleTable.head}>
              <tr>
                <th scope="col" className={`${consoleTable.headCell} w-48`}>
                  When
                </th>
                <th scope="col" className={`${consoleTable.headCell} w-48`}>
                  Who
                </th>
                <th scope="col" className={`${consoleTable.headCell} w-56`}>
                  Action
                </th>
                <th scope="col" className={`${consoleTable.headCell} w-40`}>
                  Record
                </th>
                <th scope="col" className={consoleTable.headCell}>
                  Details
                </th>
              </tr>
            </thead>
            <tbody className={consoleTable.body}>
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
            </tbody>
          </table>
        </div>
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
