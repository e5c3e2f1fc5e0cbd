import pino from "pino";

/**
 * The server's structured log. Personal data never goes in: request bodies are not logged, and
 * these paths are redacted wherever they appear. Its level is LOG_LEVEL's, set by `loadConfig`
 * (app/env.server.ts); nothing logs before the configuration is loaded.
 */
export const logger = pino({
  level: "info",
  base: { service: "storefront" },
  redact: {
    paths: [
      "req.headers.cookie",
      "req.headers.authorization",
      "*.email",
      "*.phone",
      "*.message",
      "*.reviewText",
      "*.review_text",
      "*.name",
    ],
    censor: "[redacted]",
  },
});

/** What may be logged of an error: its kind and code, never the query parameters it may carry. */
export function errorSummary(error: unknown): { error: string; code?: string } {
  if (!(error instanceof Error)) return { error: typeof error };
  const cause = (error as { cause?: unknown }).cause;
  const code = (error as { code?: string }).code ?? (cause as { code?: string } | undefined)?.code;
  // Drizzle's messages repeat the query and its parameters (names, emails): keep only the first line.
  const message = error.message
    .split("\n")[0]!
    .replace(/params:.*$/s, "")
    .slice(0, 200);
  return { error: `${error.name}: ${message}`, ...(code ? { code } : {}) };
}

/** A quoted name (a table, column or constraint) the database's messages may keep. */
const quotedName = /^"[A-Za-z_][A-Za-z0-9_]*"$/;
const emailLike = /[^\s@"'<>(),;:]+@[^\s@"'<>(),;:]+/g;

/**
 * What may be stored of an error (a failed webhook's, shown in the console): its code and its
 * message, never the query's values. The database's own error is preferred to the driver's
 * wrapper (whose message is the query); values the message quotes (`invalid input syntax …:
 * "a@b.com"`) and anything shaped like an address are left out; quoted names are kept.
 */
export function storedErrorText(error: unknown): string {
  const inner = error instanceof Error && error.cause instanceof Error ? error.cause : error;
  const { error: text, code } = errorSummary(inner);
  const plain = text
    .replace(/^(\w*Error: Failed query):.*$/s, "$1")
    .replace(/"(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*'/g, (quoted) =>
      quotedName.test(quoted) ? quoted : "[value]",
    )
    .replace(emailLike, "[value]");
  return (code ? `${code} ${plain}` : plain).slice(0, 500);
}

/** Shown in log lines in place of a secret carried in an address (an invite's token). */
const redactedSegment = "[token]";

function decoded(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** A 256-bit secret as the store writes it (base64url, 43 characters), or one like it. */
const secretLike = /^(?=.*\d)(?=.*[A-Z])[A-Za-z0-9_-]{32,}$|^[0-9a-fA-F]{32,}$/;

/**
 * A request's path as it may be logged: the segment after `/owner/invite/` (in any spelling the
 * router accepts: letter case, percent-encoding, a `.data` suffix), and any segment shaped like a
 * generated secret, replaced by `[token]`. Every log line that names a path goes through this.
 */
export function loggablePath(path: string): string {
  const segments = path.split("/");
  let changed = false;
  for (let index = 1; index < segments.length; index++) {
    const plain = decoded(segments[index]!);
    const afterInvite =
      index >= 2 &&
      decoded(segments[index - 1]!).toLowerCase() === "invite" &&
      decoded(segments[index - 2]!).toLowerCase() === "owner";
    const secret = secretLike.test(plain.replace(/\.data$/, ""));
    if ((afterInvite && plain !== "") || secret) {
      segments[index] = plain.endsWith(".data") ? `${redactedSegment}.data` : redactedSegment;
      changed = true;
    }
  }
  return changed ? segments.join("/") : path;
}
