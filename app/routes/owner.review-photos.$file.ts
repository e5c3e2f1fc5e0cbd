import type { Route } from "./+types/owner.review-photos.$file";
import { requireOwner } from "~/owner/console-session.server";
import { photoResponse } from "~/reviews/photos/photo-file.server";

// GET /owner/review-photos/FILE: any review photo, approved or waiting, for the signed-in owner.
export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireOwner(request, context);
  return photoResponse(params.file, true);
}
