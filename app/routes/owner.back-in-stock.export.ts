import type { Route } from "./+types/owner.back-in-stock.export";
import { inReadSlot, overReadBudget } from "~/guard/read-budget.server";
import { requireOwner } from "~/owner/console-session.server";
import { runAsOwner } from "~/owner/console-operations.server";
import { backInStockColumns, csv } from "~/owner/owner-csv";
import { ownerResponseHeaders } from "~/owner/owner-headers";

/** Every back-in-stock request as a CSV download. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const owner = await requireOwner(request, context);
  const refused = await overReadBudget(context.clientAddress);
  if (refused) return refused;
  const requests = await inReadSlot(() => runAsOwner(owner, "list-back-in-stock", {}));
  const day = new Date().toISOString().slice(0, 10);
  return new Response(csv(requests, backInStockColumns), {
    headers: {
      ...ownerResponseHeaders,
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="back-in-stock-${day}.csv"`,
    },
  });
}
