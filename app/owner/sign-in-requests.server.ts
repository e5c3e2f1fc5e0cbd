import { database } from "~/db/connection.server";
import type { Db } from "~/db/database.server";
import { env } from "~/env.server";
import { logger } from "~/lib/logger.server";
import { readBody, type BodyRead } from "~/guard/request-body.server";
import {
  guardWrite,
  maxBodyBytes,
  type WriteContext,
  type WritePolicy,
} from "~/guard/write-guard.server";
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

type CeremonyBody = Pick<CeremonyRequest, "step" | "body">;

/** A passkey request's body: a JSON object of at most 16 KB naming its step. */
async function readCeremony(request: Request): Promise<BodyRead<CeremonyBody>> {
  const read = await readBody(request, maxBodyBytes);
  if (!read.ok) return read;
  if (read.body.kind !== "json") {
    const error = "Send the passkey request as JSON.";
    return { ok: false, status: 415, reason: "unsupported_type", error };
  }
  const step = read.body.value.step;
  if (step !== "options" && step !== "verify") {
    const error = 'The step must be "options" or "verify".';
    return { ok: false, status: 400, reason: "bad_body", error };
  }
  return { ok: true, body: { step, body: read.body.value } };
}

/**
 * The write policy of every passkey request (sign-in and invites): POST only, from this site, a
 * JSON body of at most 16 KB with its step, and the client's sign-in attempt budget.
 */
const ceremonyWrite: WritePolicy<undefined, CeremonyBody> = {
  name: "owner-sign-in",
  method: { message: "Use POST.", allow: "POST" },
  sameSite: { message: "Sign-in works only from this website." },
  body: readCeremony,
  rateLimit: "owner-sign-in",
};

/** A passkey request through the write guard: the request, or the refusal as its JSON answer. */
export async function guardCeremony(
  request: Request,
  context: WriteContext,
): Promise<CeremonyRequest | Response> {
  const guarded = await guardWrite(request, context, ceremonyWrite);
  if (!guarded.ok) {
    const { message, status, headers } = guarded.rejection;
    return ceremonyAnswer({ error: message }, status, headers);
  }
  return { ...guarded.body, db: (await database()).db, party: relyingPartyFor(env().SITE_URL) };
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
