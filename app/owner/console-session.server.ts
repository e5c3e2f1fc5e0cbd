import { createCookie, data, redirect } from "react-router";
import { database } from "~/db/connection.server";
import { env } from "~/env.server";
import { formOrJson, type ParsedBody } from "~/guard/request-body.server";
import {
  formMethod,
  formSite,
  guardWrite,
  type WriteContext,
  type WriteRejection,
} from "~/guard/write-guard.server";
import { personActor, recordChange } from "./owner-audit.server";
import { ownerResponseHeaders } from "./owner-headers";
import {
  currentSession,
  deleteExpiredSessions,
  endSession,
  sessionMaxAgeMs,
  startSession,
} from "./sessions.server";

/** The signed-in person behind a console request. */
export interface ConsoleOwner {
  personId: number;
  name: string;
  /** The session's row id (what the people page lists and revokes), never the cookie's secret. */
  sessionId: string;
}

export { ownerResponseHeaders };

const cookieOptions = { httpOnly: true, sameSite: "strict", path: "/" } as const;
// Over HTTPS the __Host- prefix makes the browser refuse the cookie unless it is Secure, for this
// exact host and path /: no other subdomain or plain-HTTP page can set or shadow it.
const secureCookie = createCookie("__Host-owner_session", { ...cookieOptions, secure: true });
const plainCookie = createCookie("owner_session", cookieOptions);

/** Served over HTTPS: FORCE_HTTPS, or the request's protocol (X-Forwarded-Proto via TRUST_PROXY). */
function servedOverHttps(request: Request): boolean {
  return env().FORCE_HTTPS || new URL(request.url).protocol === "https:";
}

function sessionCookie(request: Request) {
  return servedOverHttps(request) ? secureCookie : plainCookie;
}

/** The session id the request's cookie carries, if any. */
async function sessionIdOf(request: Request): Promise<string | undefined> {
  const value: unknown = await sessionCookie(request).parse(request.headers.get("cookie"));
  return typeof value === "string" && /^[A-Za-z0-9_-]{43}$/.test(value) ? value : undefined;
}

/** `Set-Cookie` for a new session. */
export function sessionCookieHeader(request: Request, sessionId: string): Promise<string> {
  return sessionCookie(request).serialize(sessionId, { maxAge: sessionMaxAgeMs / 1000 });
}

/** `Set-Cookie` that removes the session cookie. */
export function clearedSessionCookieHeader(request: Request): Promise<string> {
  return sessionCookie(request).serialize("", { maxAge: 0 });
}

/**
 * Where sign-in may send the browser afterwards: a console path on this site, nothing else (no
 * other host, no `//host`, no backslash tricks).
 */
export function safeNextPath(next: string | null | undefined): string {
  if (!next || !/^\/owner(?:[/?#]|$)/i.test(next) || /[\\\s]/.test(next)) return "/owner";
  return next;
}

/** The console page a request was for (a `.data` request's page), to come back to after sign-in. */
export function requestedPage(request: Request): string {
  const url = new URL(request.url);
  url.searchParams.delete("_routes");
  const path = url.pathname.replace(/\.data$/, "").replace(/^\/_root$/, "/") || "/";
  const search = url.searchParams.toString();
  return safeNextPath(search ? `${path}?${search}` : path);
}

function signInRedirect(request: Request): never {
  const next = requestedPage(request);
  const target =
    next === "/owner" ? "/owner/sign-in" : `/owner/sign-in?next=${encodeURIComponent(next)}`;
  throw redirect(target, { headers: ownerResponseHeaders });
}

/**
 * The person signed in on this request, from the session cookie checked in the database (its idle
 * time renewed). Without a live session it throws a redirect to the sign-in page, before any
 * console data is read. Every console loader and action calls it (or `requireOwnerWrite`) itself:
 * a `.data` request may run one route's loader without its parent's.
 */
export async function requireOwner(request: Request, _context: unknown): Promise<ConsoleOwner> {
  const id = await sessionIdOf(request);
  if (!id) signInRedirect(request);
  const session = await currentSession((await database()).db, id);
  if (!session) signInRedirect(request);
  return { personId: session.personId, name: session.name, sessionId: String(session.sessionId) };
}

/** Largest body a console form may send. */
const ownerMaxBodyBytes = 64 * 1024;

/** A refused console write as the route's thrown answer, with the console's headers. */
function refuse({ status, message, headers }: WriteRejection): never {
  throw data({ error: message }, { status, headers: { ...ownerResponseHeaders, ...headers } });
}

/**
 * Every console action through the write guard: POST only (405), from this site only (403), the
 * signed-in person (else the sign-in redirect, before the body is read), and a readable body of
 * at most 64 KB (400/413/415). The shoppers' write rate limits do not apply: the owner is signed
 * in.
 */
export async function requireOwnerWrite(
  request: Request,
  context: WriteContext,
): Promise<{ owner: ConsoleOwner; body: ParsedBody }> {
  const guarded = await guardWrite(request, context, {
    name: "owner-console",
    method: formMethod,
    sameSite: formSite,
    writer: (request) => requireOwner(request, context),
    body: formOrJson(ownerMaxBodyBytes),
  });
  if (!guarded.ok) refuse(guarded.rejection);
  return { owner: guarded.writer, body: guarded.body };
}

/**
 * Signing out through the write guard: from this site only (a 403 in plain text). No session is
 * needed (signing out without one only clears the cookie) and the body is not read.
 */
export async function guardSignOut(request: Request, context: WriteContext): Promise<void> {
  const guarded = await guardWrite(request, context, {
    name: "owner-sign-out",
    method: formMethod,
    sameSite: { message: "Sign-out works only from this website." },
  });
  if (guarded.ok) return;
  const { status, message, headers } = guarded.rejection;
  throw new Response(message, { status, headers: { ...ownerResponseHeaders, ...headers } });
}

/** Signs a person in: ends the request's old session (rotation) and answers the new cookie. */
export async function signIn(
  request: Request,
  context: unknown,
  person: { personId: number; passkeyId: string },
): Promise<string> {
  const db = (await database()).db;
  const old = await sessionIdOf(request);
  if (old) await endSession(db, old);
  // Sessions whose cookie never came back are cleared as new ones start.
  await deleteExpiredSessions(db);
  const id = await db.transaction(async (tx) => {
    const started = await startSession(tx, {
      personId: person.personId,
      passkeyId: person.passkeyId,
      clientAddress: (context as { clientAddress?: string } | undefined)?.clientAddress ?? null,
      userAgent: request.headers.get("user-agent"),
    });
    await recordChange(tx, await personActor(tx, person.personId), "sign-in", {
      subject: `person ${person.personId}`,
      details: { passkey: person.passkeyId },
    });
    return started;
  });
  return sessionCookieHeader(request, id);
}

/** Signs the request's session out (its row deleted) and answers the cookie that clears it. */
export async function signOut(request: Request): Promise<string> {
  const id = await sessionIdOf(request);
  if (id) {
    await (
      await database()
    ).db.transaction(async (tx) => {
      const ended = await endSession(tx, id);
      if (!ended) return;
      await recordChange(tx, await personActor(tx, ended.personId), "sign-out", {
        subject: `session ${ended.id}`,
        details: { person: ended.personId },
      });
    });
  }
  return clearedSessionCookieHeader(request);
}
