import { isRouteErrorResponse, Outlet } from "react-router";
import type { Route } from "./+types/owner";
import { requireOwner } from "~/owner/console-session.server";
import { ownerHeaders, ownerMeta } from "~/owner/owner-headers";

/**
 * The owner console's layout: signed-in people only. Each child route guards its own loader and
 * action too (`requireOwner`, `requireOwnerWrite`), since a `.data` request can run a child's
 * loader alone. Sign-in, invite and sign-out pages live outside this layout.
 */
export const headers = ownerHeaders;

export const meta = ownerMeta();

export async function loader({ request, context }: Route.LoaderArgs) {
  const owner = await requireOwner(request, context);
  return { owner: { name: owner.name } };
}

export default function OwnerConsole() {
  return (
    // The header (sections, the signed-in person, Sign out) is the root's console frame, which
    // reads this loader's owner.
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6">
      <Outlet />
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <div className="mx-auto max-w-xl px-4 py-16 text-center">
      <h1 className="text-3xl font-bold">{notFound ? "Page not found" : "Something went wrong"}</h1>
      <p className="mt-4 text-ink-soft">
        {notFound
          ? "The owner console has no such page."
          : "The console could not show this page. Please try again in a moment."}
      </p>
      <p className="mt-6">
        <a className="font-semibold text-leaf underline" href="/owner">
          Back to the overview
        </a>
      </p>
    </div>
  );
}
