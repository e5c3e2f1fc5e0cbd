import type { Route } from "./+types/api.contact";
import { writeContactMessage } from "~/contact/contact-write.server";
import { jsonAnswer, postOnly } from "~/guard/form-write.server";

// POST /api/contact {name, email, phone?, message}: the contact form's own write, as JSON.
export async function action({ request, context }: Route.ActionArgs) {
  const write = await writeContactMessage(request, context);
  return jsonAnswer(
    write,
    () => ({ ok: true, id: write.id }),
    "Sorry, there was an error sending your message. Please try again.",
  );
}

/** GET and HEAD: 405 with `Allow: POST` (this address only takes writes). */
export const loader = postOnly;
