/** When a failed delivery is tried again: exponential backoff with jitter, capped, honouring Retry-After. */

export interface RetryPolicy {
  /** Attempts in all; after the last one fails, the delivery is marked failed. */
  maxAttempts: number;
  /** Wait after the first failed attempt; it doubles with each further one. */
  firstDelayMs: number;
  /** The longest wait backoff alone leads to. */
  maxDelayMs: number;
}

/** The longest a receiver's Retry-After is honoured for; beyond it, we try again after this. */
export const longestRetryAfterMs = 24 * 60 * 60_000;

/**
 * The wait after failed attempt number `attempt` (1 for the first): `firstDelayMs · 2^(attempt−1)`,
 * capped, then "equal jitter" (between half and all of it) so deliveries that failed together do
 * not retry together. A receiver's Retry-After is a floor: never retry sooner than it asked.
 */
export function retryDelay(
  attempt: number,
  policy: RetryPolicy,
  { retryAfterMs, random = Math.random }: { retryAfterMs?: number; random?: () => number } = {},
): number {
  const exponential = Math.min(
    policy.maxDelayMs,
    policy.firstDelayMs * 2 ** Math.min(Math.max(attempt - 1, 0), 30),
  );
  const jittered = Math.round(exponential / 2 + (exponential / 2) * random());
  const asked = Math.min(Math.max(retryAfterMs ?? 0, 0), longestRetryAfterMs);
  return Math.max(jittered, asked);
}

/** Whether another attempt is left after failed attempt number `attempt`. */
export function hasAttemptLeft(attempt: number, policy: RetryPolicy): boolean {
  return attempt < policy.maxAttempts;
}

/**
 * A Retry-After header in milliseconds: delay-seconds or an HTTP date (RFC 9110); undefined when
 * absent or unreadable.
 */
export function parseRetryAfter(
  value: string | null | undefined,
  now = Date.now(),
): number | undefined {
  if (!value) return undefined;
  const text = value.trim();
  if (/^\d+$/.test(text)) return Number(text) * 1000;
  if (!/^[A-Za-z]{3}, /.test(text)) return undefined;
  const date = Date.parse(text);
  return Number.isNaN(date) ? undefined : Math.max(date - now, 0);
}
