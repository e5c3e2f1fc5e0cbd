import type { Route } from "./+types/owner.subscribers.export";
import { inReadSlot, overReadBudget } from "~/guard/read-budget.server";
import { requireOwner } from "~/owner/console-session.server";
import { runAsOwner } from "~/owner/console-operations.server";
import { csv, subscriberColumns } from "~/owner/owner-csv";
import { ownerResponseHeaders } from "~/owner/owner-headers";

/** Every sign-up as a CSV download: the command line's `subscribers export`, to the byte. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const owner = await requireOwner(request, context);
  const refused = await overReadBudget(context.clientAddress);
  if (refused) return refused;
  const subscribers = await inReadSlot(() => runAsOwner(owner, "list-subscribers", {}));
  const day = new Date().toISOString().slice(0, 10);
  return new Response(csv(subscribers, subscriberColumns), {
    headers: {
      ...ownerResponseHeaders,
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="subscribers-${day}.csv"`,
    },
  });
}
