import { isIPv6 } from "node:net";
import { ipKeyGenerator } from "express-rate-limit";
import { env } from "~/env.server";
import { honeypotFilled } from "~/forms/honeypot";
import { logger } from "../lib/logger.server";
import { consumeWrite, type WriteForm } from "./rate-limits.server";
import { readBody, type ParsedBody, type ReadBodyResult } from "./request-body.server";

export type { WriteForm } from "./rate-limits.server";

/** Largest request body a public write accepts. */
export const maxBodyBytes = 16 * 1024;

/** What every write knows of its request besides the request itself (from the server's load context). */
export interface WriteContext {
  /** The client's address: the socket's, or the one TRUST_PROXY allows from X-Forwarded-For. */
  clientAddress?: string;
}

export interface WriteRejection {
  status: 400 | 403 | 405 | 411 | 413 | 415 | 429;
  message: string;
  headers?: Record<string, string>;
}

export type GuardedWrite =
  | { ok: true; body: ParsedBody; trapped: boolean }
  | { ok: false; rejection: WriteRejection; body?: ParsedBody };

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

const tooManyMessages: Record<WriteForm, string> = {
  reviews: "You have sent several reviews in a short time.",
  contact: "You have sent several messages in a short time.",
  subscribe: "You have signed up several times in a short time.",
  helpful: "You have voted on many reviews in a short time.",
};

function rejected(
  form: WriteForm,
  reason: string,
  rejection: WriteRejection,
  body?: ParsedBody,
): GuardedWrite {
  logger.warn({ event: reason === "rate_limited" ? "rate_limited" : "rejected", reason, form });
  return { ok: false, rejection, body };
}

/**
 * The guard every public write runs before it touches anything, whichever URL spelling, transport
 * (page action, `.data` request, JSON API) or method reached it: POST only, same site only, a body
 * of at most 16 KB counted while it is read, a readable body, and the form's per-client rate limit.
 * A filled honeypot is reported as `trapped` (answered as if stored, and dropped).
 */
export async function guardWrite(
  request: Request,
  context: WriteContext,
  form: WriteForm,
  /** Reads the body instead of the 16 KB reader (the review form's streamed photo upload). */
  read: (request: Request) => Promise<ReadBodyResult> = (request) =>
    readBody(request, maxBodyBytes),
): Promise<GuardedWrite> {
  if (request.method !== "POST") {
    return rejected(form, "method", {
      status: 405,
      message: "Use POST to send this form.",
      headers: { Allow: "GET, HEAD, POST" },
    });
  }
  const ownOrigins = [new URL(env.SITE_URL).origin, new URL(request.url).origin];
  if (!isSameSite(request, ownOrigins)) {
    return rejected(form, "cross_site", {
      status: 403,
      message: "Forms can only be sent from this website.",
    });
  }
  const readResult = await read(request);
  if (!readResult.ok) {
    return rejected(form, readResult.reason, {
      status: readResult.status,
      message: readResult.error,
    });
  }
  const limit = await consumeWrite(form, clientKey(context.clientAddress));
  if (!limit.allowed) {
    const minutes = Math.ceil(limit.retryAfterSeconds / 60);
    return rejected(
      form,
      "rate_limited",
      {
        status: 429,
        message: `${tooManyMessages[form]} Please try again in ${minutes} ${minutes === 1 ? "minute" : "minutes"}.`,
        headers: { "Retry-After": String(limit.retryAfterSeconds) },
      },
      readResult.body,
    );
  }
  const trapped = honeypotFilled(readResult.body.value);
  if (trapped) logger.warn({ event: "rejected", reason: "honeypot", form });
  return { ok: true, body: readResult.body, trapped };
}
