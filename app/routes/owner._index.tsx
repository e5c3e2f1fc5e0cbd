import type { Route } from "./+types/owner._index";
import { requireOwner } from "~/owner/console-session.server";

export async function loader({ request, context }: Route.LoaderArgs) {
  const owner = await requireOwner(request, context);
  return { name: owner.name };
}

export default function OwnerOverview({ loaderData }: Route.ComponentProps) {
  return (
    <div>
      <h1 className="text-3xl font-bold">Overview</h1>
      <p className="mt-2 text-ink-soft">Signed in as {loaderData.name}.</p>
    </div>
  );
}
