import pino from "pino";

/**
 * The server's structured log. Personal data never goes in: request bodies are not logged, and
 * these paths are redacted wherever they appear.
 */
export const logger = pino({
  level: process.env.LOG_LEVEL ?? (process.env.NODE_ENV === "test" ? "silent" : "info"),
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
