import { Link } from "react-router";
import type { Route } from "./+types/owner.audit";
import { ConsoleHeading, consoleTime } from "~/components/owner/console-parts";
import { buttonVariants } from "~/components/ui/button";
import { requireOwner } from "~/owner/console-session.server";
import { runAsOwner } from "~/owner/console-operations.server";
import { ownerHeaders } from "~/owner/owner-headers";

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

function details(values: Record<string, string | number | boolean | null>): string {
  return Object.entries(values)
    .map(([key, value]) => `${key}: ${String(value)}`)
    .join(", ");
}

export default function OwnerAudit({ loaderData }: Route.ComponentProps) {
  const { entries, page, hasMore } = loaderData;
  return (
    <div>
      <ConsoleHeading title="Audit log">
        Every change made in this console or with the command line, newest first. Read-only.
      </ConsoleHeading>
      {entries.length === 0 ? (
        <p className="mt-8 rounded-2xl bg-mist px-6 py-10 text-center text-ink-soft">
          {page > 1 ? "No entries on this page." : "No changes recorded yet."}
        </p>
      ) : (
        <div
          role="region"
          aria-label="Audit log table"
          // Scrolls sideways on a narrow screen: focusable, so a keyboard can scroll it.
          tabIndex={0}
          className="mt-8 overflow-x-auto rounded-2xl border border-line bg-surface"
        >
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Audit log, page {page}</caption>
            <thead className="bg-mist">
              <tr>
                <th scope="col" className="px-4 py-3">
                  When
                </th>
                <th scope="col" className="px-4 py-3">
                  Who
                </th>
                <th scope="col" className="px-4 py-3">
                  Action
                </th>
                <th scope="col" className="px-4 py-3">
                  Record
                </th>
                <th scope="col" className="px-4 py-3">
                  Details
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-line">
              {entries.map((entry) => (
                <tr key={entry.id}>
                  <td className="px-4 py-3 whitespace-nowrap">{consoleTime(entry.at)}</td>
                  <td className="px-4 py-3">{entry.actor}</td>
                  <td className="px-4 py-3 font-mono">{entry.action}</td>
                  <td className="px-4 py-3">{entry.subject}</td>
                  <td className="px-4 py-3">{details(entry.details)}</td>
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
