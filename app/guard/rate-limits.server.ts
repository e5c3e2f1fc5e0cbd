import {
  RateLimiterDrizzle,
  RateLimiterMemory,
  RateLimiterRes,
  type RateLimiterAbstract,
} from "rate-limiter-flexible";
import { database } from "~/db/connection.server";
import { rateLimits } from "~/db/schema.server";
import { env } from "~/env.server";
import { errorSummary, logger } from "../lib/logger.server";

/** The public forms, each with its own budget per client. */
export type WriteForm =
  "reviews" | "questions" | "contact" | "subscribe" | "helpful" | "cart" | "back-in-stock";

/**
 * What a write spends from: a public form's budget, the owner console's sign-in attempts, or the
 * wrongly signed webhooks one address may send, or the page-speed reports a shopper's browser sends
 * (one per page view).
 */
export type RateBucket = WriteForm | "owner-sign-in" | "webhook-signature" | "page-speed";

/** Wrongly signed webhooks one address may send per 15 minutes (Shopify's own are never wrong). */
export const badWebhookSignatures = 10;

/**
 * How many writes of a form one client may make per window (sign-ups: twice the others; helpful
 * votes, one click each and counted once per review anyway: ten times).
 */
function writeLimit(form: WriteForm, writes = env().RATE_LIMIT_WRITES): number {
  // A cart change is a click on a stepper: as many as helpful votes.
  if (form === "helpful" || form === "cart") return writes * 10;
  return form === "subscribe" ? writes * 2 : writes;
}

/**
 * A bucket's budget: the forms' RATE_LIMIT_WRITES (see `writeLimit`) per RATE_LIMIT_WINDOW_MINUTES;
 * owner sign-in attempts (passkey options and answers, at sign-in and on invites)
 * OWNER_SIGN_IN_ATTEMPTS per 15 minutes; page-speed reports PAGE_SPEED_REPORTS_PER_MINUTE a minute.
 */
function budgetOf(bucket: RateBucket): { points: number; duration: number } {
  if (bucket === "owner-sign-in")
    return { points: env().OWNER_SIGN_IN_ATTEMPTS, duration: 15 * 60 };
  if (bucket === "webhook-signature") return { points: badWebhookSignatures, duration: 15 * 60 };
  if (bucket === "page-speed") {
    return { points: env().PAGE_SPEED_REPORTS_PER_MINUTE, duration: 60 };
  }
  return { points: writeLimit(bucket), duration: env().RATE_LIMIT_WINDOW_MINUTES * 60 };
}

const tooMany: Record<RateBucket, string> = {
  reviews: "You have sent several reviews in a short time.",
  questions: "You have asked several questions in a short time.",
  contact: "You have sent several messages in a short time.",
  subscribe: "You have signed up several times in a short time.",
  helpful: "You have voted on many reviews in a short time.",
  cart: "You have changed your cart many times in a short time.",
  "back-in-stock": "You have asked to be told about products many times in a short time.",
  "owner-sign-in": "Too many sign-in attempts.",
  "webhook-signature": "Too many webhooks with a wrong signature from this address.",
  "page-speed": "Too many page-speed reports.",
};

/** The words of a bucket's 429: what happened, and in how many minutes to try again. */
export function tooManyMessage(bucket: RateBucket, retryAfterSeconds: number): string {
  const minutes = Math.ceil(retryAfterSeconds / 60);
  return `${tooMany[bucket]} Please try again in ${minutes} ${minutes === 1 ? "minute" : "minutes"}.`;
}

const limiters = new Map<RateBucket, Promise<RateLimiterAbstract>>();

/**
 * One limiter per bucket. On PostgreSQL the counts live in the `rate_limits` table, so every store
 * process enforces one shared limit; if the database cannot be reached, each process falls back to
 * counting in memory until it can. On the embedded database (one process) they live in memory.
 */
async function createLimiter(bucket: RateBucket): Promise<RateLimiterAbstract> {
  const options = { keyPrefix: bucket, ...budgetOf(bucket) };
  const memory = new RateLimiterMemory(options);
  if (!env().DATABASE_URL) return memory;
  return new RateLimiterDrizzle({
    ...options,
    storeClient: (await database()).db,
    schema: rateLimits,
    insuranceLimiter: memory,
  });
}

function limiterOf(bucket: RateBucket): Promise<RateLimiterAbstract> {
  let limiter = limiters.get(bucket);
  if (!limiter) {
    limiter = createLimiter(bucket).catch((error: unknown) => {
      limiters.delete(bucket);
      throw error;
    });
    limiters.set(bucket, limiter);
  }
  return limiter;
}

/** Forgets the limiters (tests start each case with fresh counts and settings). */
export function resetRateLimits(): void {
  limiters.clear();
}

export type Allowance = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/**
 * Spends one point of `key`'s budget in `limiter`; refused once the budget is spent, with the
 * seconds until it refills. A limiter that cannot count (its store failing) throws.
 */
export async function spendPoint(limiter: RateLimiterAbstract, key: string): Promise<Allowance> {
  try {
    await limiter.consume(key);
    return { allowed: true };
  } catch (outcome) {
    if (outcome instanceof RateLimiterRes) {
      return {
        allowed: false,
        retryAfterSeconds: Math.max(1, Math.ceil(outcome.msBeforeNext / 1000)),
      };
    }
    throw outcome;
  }
}

/**
 * Whether `client`'s budget in `bucket` is already spent, without spending from it: a write whose
 * body is large (photos, a webhook) is refused before that body is read or stored.
 */
export async function budgetLeft(bucket: RateBucket, client: string): Promise<Allowance> {
  try {
    const state = await (await limiterOf(bucket)).get(client);
    if (!state || state.remainingPoints > 0) return { allowed: true };
    return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(state.msBeforeNext / 1000)) };
  } catch (error) {
    logger.error({ event: "rate_limit_unavailable", ...errorSummary(error) });
    return { allowed: true };
  }
}

/** Counts one write from `bucket` by `client`; refuses it once the client's budget for the window is spent. */
export async function consumeWrite(bucket: RateBucket, client: string): Promise<Allowance> {
  try {
    return await spendPoint(await limiterOf(bucket), client);
  } catch (error) {
    // The database is down: the write itself will fail and say so; nothing to count against.
    logger.error({ event: "rate_limit_unavailable", ...errorSummary(error) });
    return { allowed: true };
  }
}
