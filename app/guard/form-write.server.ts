import { data } from "react-router";
import type { FieldErrors } from "~/forms/field-errors";
import type { GuardedWrite } from "./write-guard.server";

/** A form's outcome with the HTTP status and headers it is answered with. */
export interface FormWrite<Outcome> {
  outcome: Outcome;
  status: number;
  headers?: Record<string, string>;
}

/** The answer when the write guard refused a post. */
export function refused<Values>(
  guarded: Extract<GuardedWrite, { ok: false }>,
  values: Values | undefined,
): FormWrite<{ status: "rejected"; message: string; values?: Values }> {
  const { rejection } = guarded;
  return {
    outcome: { status: "rejected", message: rejection.message, values },
    status: rejection.status,
    headers: rejection.headers,
  };
}

/** A form's outcome as a route action's answer (the page re-renders with it, or a fetcher gets it). */
export function formAnswer<Outcome>(write: FormWrite<Outcome>) {
  // A page answered to the browser's own post is a page, not a "created" resource.
  return data(write.outcome, {
    status: write.status === 201 ? 200 : write.status,
    headers: write.headers,
  });
}

type ErrorOutcome =
  | { status: "invalid"; errors: FieldErrors<string> }
  | { status: "failed" }
  | { status: "rejected"; message: string };

/** A form's outcome as the JSON API's answer: the success body, or `{error, fields?}`. */
export function jsonAnswer<Outcome extends { status: string }>(
  write: FormWrite<Outcome>,
  success: (outcome: Exclude<Outcome, ErrorOutcome>) => unknown,
  failedMessage: string,
): Response {
  const outcome = write.outcome as Outcome | ErrorOutcome;
  const init = { status: write.status, headers: write.headers };
  switch (outcome.status) {
    case "invalid":
      return Response.json(
        {
          error: "Please correct the highlighted fields.",
          fields: (outcome as ErrorOutcome & { errors: object }).errors,
        },
        init,
      );
    case "failed":
      return Response.json({ error: failedMessage }, init);
    case "rejected":
      return Response.json({ error: (outcome as { message: string }).message }, init);
    default:
      return Response.json(success(outcome as Exclude<Outcome, ErrorOutcome>), init);
  }
}

/**
 * A route's `headers` for a page with a form: the loader's headers, plus the action's (Retry-After
 * on a 429, Allow on a 405) when the page answers a post.
 */
export function formPageHeaders({
  actionHeaders,
  loaderHeaders,
}: {
  actionHeaders: Headers;
  loaderHeaders: Headers;
}): Headers {
  const headers = new Headers(loaderHeaders);
  actionHeaders.forEach((value, name) => headers.set(name, value));
  return headers;
}

/**
 * The loader of a write-only JSON endpoint: a GET (or HEAD) answers 405 naming POST, in the API's
 * JSON shape, never the router's "no loader" error.
 */
export function postOnly(): Response {
  return Response.json(
    { error: "Use POST to send this; this address takes writes only." },
    { status: 405, headers: { Allow: "POST" } },
  );
}
