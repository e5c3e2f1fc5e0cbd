import { data } from "react-router";
import type { Route } from "./+types/owner.privacy.export";
import { inReadSlot, overReadBudget } from "~/guard/read-budget.server";
import { requireOwner, requireOwnerWrite } from "~/owner/console-session.server";
import { formField, ownerErrorText, runAsOwner } from "~/owner/console-operations.server";
import { ownerResponseHeaders } from "~/owner/owner-headers";
import { OwnerError } from "~/owner/owner-types";

/** Only the form's POST downloads; a GET (a link, a crawler) goes to the privacy page. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireOwner(request, context);
  return new Response(null, {
    status: 303,
    headers: { ...ownerResponseHeaders, Location: "/owner/privacy" },
  });
}

/** Every record about one email as a JSON download, to send to the person. */
export async function action({ request, context }: Route.ActionArgs) {
  const { owner, body } = await requireOwnerWrite(request, context);
  const refused = await overReadBudget(context.clientAddress);
  if (refused) return refused;
  try {
    const found = await inReadSlot(() =>
      runAsOwner(owner, "find-personal-data", { email: formField(body, "email") }),
    );
    const name = found.email.replace(/[^A-Za-z0-9._-]+/g, "_");
    return new Response(`${JSON.stringify(found, null, 2)}\n`, {
      headers: {
        ...ownerResponseHeaders,
        "Content-Type": "application/json; charset=utf-8",
        "Content-Disposition": `attachment; filename="personal-data-${name}.json"`,
      },
    });
  } catch (error) {
    if (!(error instanceof OwnerError)) throw error;
    throw data(ownerErrorText(error), { status: 422, headers: ownerResponseHeaders });
  }
}
