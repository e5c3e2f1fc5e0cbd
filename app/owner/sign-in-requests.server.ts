import { database } from "~/db/connection.server";
import type { Db } from "~/db/database.server";
import { env } from "~/env.server";
import { logger } from "~/lib/logger.server";
import { consumeSignInAttempt } from "~/guard/rate-limits.server";
import { readBody } from "~/guard/request-body.server";
import { clientKey, isSameSite } from "~/guard/write-guard.server";
import { ownerResponseHeaders } from "./console-session.server";
import { PasskeyError, relyingPartyFor, type RelyingParty } from "./passkey-ceremony.server";

/** A JSON answer of the sign-in and invite ceremonies, with the console's headers. */
export function ceremonyAnswer(
  body: object,
  status = 200,
  headers: Record<string, string> = {},
): Response {
  return Response.json(body, { status, headers: { ...ownerResponseHeaders, ...headers } });
}

export interface CeremonyRequest {
  step: "options" | "verify";
  body: Record<string, unknown>;
  db: Db;
  party: RelyingParty;
}

/**
 * The guard of every passkey request (sign-in and invites): POST only, from this site, a JSON body
 * of at most 16 KB, and the client's sign-in attempt budget. Answers the request, or the refusal.
 */
export async function guardCeremony(
  request: Request,
  context: { clientAddress?: string },
): Promise<CeremonyRequest | Response> {
  if (request.method !== "POST") {
    return ceremonyAnswer({ error: "Use POST." }, 405, { Allow: "POST" });
  }
  const ownOrigins = [new URL(env.SITE_URL).origin, new URL(request.url).origin];
  if (!isSameSite(request, ownOrigins)) {
    return ceremonyAnswer({ error: "Sign-in works only from this website." }, 403);
  }
  const read = await readBody(request, 16 * 1024);
  if (!read.ok) return ceremonyAnswer({ error: read.error }, read.status);
  if (read.body.kind !== "json") {
    return ceremonyAnswer({ error: "Send the passkey request as JSON." }, 415);
  }
  const step = read.body.value.step;
  if (step !== "options" && step !== "verify") {
    return ceremonyAnswer({ error: 'The step must be "options" or "verify".' }, 400);
  }
  const limit = await consumeSignInAttempt(clientKey(context.clientAddress));
  if (!limit.allowed) {
    logger.warn({ event: "rate_limited", form: "owner-sign-in" });
    const minutes = Math.ceil(limit.retryAfterSeconds / 60);
    return ceremonyAnswer(
      {
        error: `Too many sign-in attempts. Please try again in ${minutes} ${minutes === 1 ? "minute" : "minutes"}.`,
      },
      429,
      { "Retry-After": String(limit.retryAfterSeconds) },
    );
  }
  return {
    step,
    body: read.body.value,
    db: (await database()).db,
    party: relyingPartyFor(env.SITE_URL),
  };
}

/** A ceremony's refusal as its JSON answer; anything else is the server's fault and rethrown. */
export function ceremonyFailure(error: unknown): Response {
  if (error instanceof PasskeyError) {
    logger.warn({ event: "owner_sign_in_refused", reason: error.message });
    return ceremonyAnswer({ error: error.message }, error.status);
  }
  throw error;
}

/** The `response` field of a verify step: the browser's credential JSON, an object with an id. */
export function credentialOf<T>(body: Record<string, unknown>): T {
  const credential = body.response;
  if (
    typeof credential !== "object" ||
    credential === null ||
    typeof (credential as { id?: unknown }).id !== "string" ||
    typeof (credential as { response?: unknown }).response !== "object"
  ) {
    throw new PasskeyError("The passkey's answer is missing.");
  }
  return credential as T;
}
