import type { Route } from "./+types/api.subscribe";
import { jsonAnswer, postOnly } from "~/guard/form-write.server";
import { writeSignUp } from "~/newsletter/subscribe-write.server";

// POST /api/subscribe {email}: the sign-up form's own write, as JSON.
export async function action({ request, context }: Route.ActionArgs) {
  return jsonAnswer(
    await writeSignUp(request, context),
    () => ({ ok: true }),
    "Sign-up is unavailable right now. Please try again shortly.",
  );
}

/** GET and HEAD: 405 with `Allow: POST` (this address only takes writes). */
export const loader = postOnly;
