import type { Route } from "./+types/api.contact";
import { sendContactMessage } from "~/contact/contact-service.server";
import { readContactForm } from "~/forms/contact";
import { caughtInTrap } from "~/lib/bot-trap.server";
import { jsonError, readRequestBody } from "~/lib/request-body.server";

// POST /api/contact {name, email, phone?, message}
export async function action({ request }: Route.ActionArgs) {
  if (request.method !== "POST") return jsonError(405, "Use POST to send a message.");
  const body = await readRequestBody(request);
  if (!body.ok) return jsonError(body.status, body.error);
  if (caughtInTrap("contact", body.value))
    return Response.json({ ok: true, id: 0 }, { status: 201 });
  const result = await sendContactMessage(readContactForm(body.value));
  switch (result.status) {
    case "sent":
      return Response.json({ ok: true, id: result.id }, { status: 201 });
    case "invalid":
      return jsonError(422, "Please correct the highlighted fields.", result.errors);
    case "failed":
      return jsonError(503, "Sorry, there was an error sending your message. Please try again.");
  }
}
