import { redirect } from "react-router";
import type { Route } from "./+types/api.subscribe";
import { caughtInTrap } from "~/lib/bot-trap.server";
import { isDocumentRequest, jsonError, readRequestBody } from "~/lib/request-body.server";
import { signUp, type SubscribeResult } from "~/newsletter/subscribe-service.server";

// Without JavaScript the browser posts the form here itself: send it back to the page it came from.
function backToPage(request: Request, result: SubscribeResult) {
  const origin = new URL(request.url).origin;
  const referer = request.headers.get("referer");
  const back =
    referer && new URL(referer, origin).origin === origin ? new URL(referer) : new URL("/", origin);
  back.searchParams.set("subscribe", result.status);
  back.hash = "subscribe";
  return redirect(`${back.pathname}${back.search}${back.hash}`, 303);
}

// POST /api/subscribe {email}
export async function action({ request }: Route.ActionArgs) {
  if (request.method !== "POST") return jsonError(405, "Use POST to sign up.");
  const body = await readRequestBody(request);
  if (!body.ok) return jsonError(body.status, body.error);
  const email = body.kind === "form" ? body.value.get("email") : body.value.email;
  const result: SubscribeResult = caughtInTrap("subscribe", body.value)
    ? { status: "subscribed", email: String(email) }
    : await signUp(email, "website");
  if (body.kind === "form" && isDocumentRequest(request)) return backToPage(request, result);
  switch (result.status) {
    case "subscribed":
      return Response.json({ ok: true, email: result.email }, { status: 201 });
    case "invalid":
      return jsonError(422, result.error, { email: result.error });
    case "failed":
      return jsonError(503, "Sign-up is unavailable right now. Please try again shortly.");
  }
}
