import { isIPv6 } from "node:net";
import { ipKeyGenerator } from "express-rate-limit";
import { env } from "~/env.server";
import { honeypotFilled } from "~/forms/honeypot";
import { logger } from "../lib/logger.server";
import {
  budgetLeft,
  consumeWrite,
  tooManyMessage,
  type RateBucket,
  type WriteForm,
} from "./rate-limits.server";
import { formOrJson, type BodyReader, type ParsedBody } from "./request-body.server";

/** Largest request body a public write (a shop form, a passkey request) accepts. */
export const maxBodyBytes = 16 * 1024;

/** What every write knows of its request besides the request itself (from the server's load context). */
export interface WriteContext {
  /** The client's address: the socket's, or the one TRUST_PROXY allows from X-Forwarded-For. */
  clientAddress?: string;
}

/** A refused write's answer: its status, the message it shows, and headers (Allow, Retry-After). */
export interface WriteRejection {
  status: 400 | 403 | 404 | 405 | 411 | 413 | 415 | 429;
  message: string;
  headers?: Record<string, string>;
}

/** Thrown by a policy's `writer` to refuse the write with an answer of its own. */
export class WriteRefused extends Error {
  override name = "WriteRefused";
  constructor(
    /** The log line's reason. */
    readonly reason: string,
    readonly rejection: WriteRejection,
  ) {
    super(rejection.message);
  }
}

/**
 * What one kind of write needs of the guard. Every step the policy leaves out is skipped; the
 * method check is never skipped.
 */
export interface WritePolicy<Writer = undefined, Body = undefined> {
  /** The write's name in log lines (`form`). */
  name: string;
  /** The 405 answered to any method but POST: its message and `Allow` header. */
  method: { message: string; allow: string };
  /**
   * The 403's message for a post from another site; `false` where the write proves itself another
   * way (a signature, a token from an email a mail client posts from anywhere).
   */
  sameSite: { message: string } | false;
  /**
   * Who writes, checked before a byte of the body is read: the console's signed-in person. It
   * throws to refuse: a redirect (to sign-in), or `WriteRefused` for a refusal of its own.
   */
  writer?: (request: Request) => Writer | Promise<Writer>;
  /** Reads the body within the write's size limit and accepted types; without it, none is read. */
  body?: BodyReader<Body>;
  /** The rate-limit bucket each write spends one point from, per client. */
  rateLimit?: RateBucket;
  /**
   * The body reader for a client whose budget is already spent (the write will be refused): the
   * review form's, which keeps what was typed but stores none of the photos sent with it.
   */
  bodyWhenSpent?: BodyReader<Body>;
  /** Whether the body's honeypot field was filled (the shop's forms). */
  trap?: (body: Body) => boolean;
}

export type GuardedWrite<Writer = undefined, Body = ParsedBody> =
  | { ok: true; writer: Writer; body: Body; trapped: boolean }
  | { ok: false; rejection: WriteRejection; body?: Body };

/**
 * The rate-limit key of a client address. IPv4 clients of a dual-stack server arrive as
 * IPv4-mapped IPv6 (::ffff:a.b.c.d): they are keyed by their IPv4 address; real IPv6 clients by
 * their /56 block, since one household or server usually holds a whole block.
 */
export function clientKey(address: string | undefined): string {
  if (!address) return "unknown";
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return mapped[1]!;
  return isIPv6(address) ? ipKeyGenerator(address, 56) : address;
}

/**
 * Whether a POST comes from this site: its Origin says so, or failing that Sec-Fetch-Site. An
 * opaque origin (`Origin: null`: a sandboxed frame, a file, a redirect from elsewhere) is not this
 * site, whatever else the request says.
 */
export function isSameSite(request: Request, ownOrigins: readonly string[]): boolean {
  const origin = request.headers.get("origin");
  if (origin) return ownOrigins.includes(origin);
  const site = request.headers.get("sec-fetch-site");
  return site === null || site === "same-origin" || site === "none";
}

/** The 405 of a form post (the shop's forms and the console's). */
export const formMethod = { message: "Use POST to send this form.", allow: "GET, HEAD, POST" };

/** The 403 of a form post from another site (the shop's forms and the console's). */
export const formSite = { message: "Forms can only be sent from this website." };

/**
 * A shop form's policy (reviews, contact messages, sign-ups, helpful votes), whether it came from
 * the page's form or the JSON API: same site only, a JSON or form body of at most 16 KB (or the
 * form's own reader: the review form's streamed photo upload), the form's per-client rate limit,
 * and its honeypot.
 */
export function shopForm(
  form: WriteForm,
  body: BodyReader<ParsedBody> = formOrJson(maxBodyBytes),
): WritePolicy<undefined, ParsedBody> {
  return {
    name: form,
    method: formMethod,
    sameSite: formSite,
    body,
    rateLimit: form,
    trap: (parsed) => honeypotFilled(parsed.value),
  };
}

/**
 * The one guard every write runs before it touches anything, whichever URL spelling, transport
 * (page action, `.data` request, JSON API) or method reached it. In this order, each step as the
 * policy says: POST only (405), same site only (403), the writer (the console's session, checked
 * before the body is read), the body read within its limit and types (400/413/415), one point of
 * the client's rate-limit budget (429 with Retry-After, what was typed kept), and the honeypot
 * (a filled one is reported as `trapped`: answered as if stored, and dropped). Every refusal is
 * logged with its reason and the write's name.
 */
export async function guardWrite<Writer = undefined, Body = undefined>(
  request: Request,
  context: WriteContext,
  policy: WritePolicy<Writer, Body>,
): Promise<GuardedWrite<Writer, Body>> {
  const refuse = (
    reason: string,
    rejection: WriteRejection,
    body?: Body,
  ): GuardedWrite<Writer, Body> => {
    const event = reason === "rate_limited" ? "rate_limited" : "rejected";
    logger.warn({ event, reason, form: policy.name });
    return { ok: false, rejection, body };
  };
  if (request.method !== "POST") {
    const { message, allow } = policy.method;
    return refuse("method", { status: 405, message, headers: { Allow: allow } });
  }
  const ownOrigins = [new URL(env().SITE_URL).origin, new URL(request.url).origin];
  if (policy.sameSite && !isSameSite(request, ownOrigins)) {
    return refuse("cross_site", { status: 403, message: policy.sameSite.message });
  }
  let writer: Writer;
  try {
    // Without a writer step there is no one to name: Writer is then undefined.
    writer = policy.writer ? await policy.writer(request) : (undefined as Writer);
  } catch (error) {
    if (error instanceof WriteRefused) return refuse(error.reason, error.rejection);
    throw error;
  }
  // Without a body step nothing is read: Body is then undefined.
  let body = undefined as Body;
  let reader = policy.body;
  if (policy.rateLimit && policy.bodyWhenSpent) {
    const left = await budgetLeft(policy.rateLimit, clientKey(context.clientAddress));
    if (!left.allowed) reader = policy.bodyWhenSpent;
  }
  if (reader) {
    const read = await reader(request);
    if (!read.ok) return refuse(read.reason, { status: read.status, message: read.error });
    body = read.body;
  }
  if (policy.rateLimit) {
    const limit = await consumeWrite(policy.rateLimit, clientKey(context.clientAddress));
    if (!limit.allowed) {
      const { retryAfterSeconds } = limit;
      const rejection: WriteRejection = {
        status: 429,
        message: tooManyMessage(policy.rateLimit, retryAfterSeconds),
        headers: { "Retry-After": String(retryAfterSeconds) },
      };
      return refuse("rate_limited", rejection, body);
    }
  }
  const trapped = policy.trap?.(body) ?? false;
  if (trapped) logger.warn({ event: "rejected", reason: "honeypot", form: policy.name });
  return { ok: true, writer, body, trapped };
}
