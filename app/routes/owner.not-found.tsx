import { data } from "react-router";
import type { Route } from "./+types/owner.not-found";
import { requireOwner } from "~/owner/console-session.server";

/** Any other /owner/… address: the sign-in page for strangers, a 404 inside the console. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireOwner(request, context);
  throw data("Not found", { status: 404 });
}

export async function action({ request, context }: Route.ActionArgs) {
  await requireOwner(request, context);
  throw data("Not found", { status: 404 });
}

export default function OwnerNotFound() {
  return null;
}
