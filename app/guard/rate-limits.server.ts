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
export type WriteForm = "reviews" | "contact" | "subscribe" | "helpful";

/**
 * How many writes of a form one client may make per window (sign-ups: twice the others; helpful
 * votes, one click each and counted once per review anyway: ten times).
 */
export function writeLimit(form: WriteForm, writes = env.RATE_LIMIT_WRITES): number {
  if (form === "helpful") return writes * 10;
  return form === "subscribe" ? writes * 2 : writes;
}

type Limiters = Record<WriteForm, RateLimiterAbstract>;

let limiters: Promise<Limiters> | undefined;

/**
 * One limiter per form. On PostgreSQL the counts live in the `rate_limits` table, so every store
 * process enforces one shared limit; if the database cannot be reached, each process falls back to
 * counting in memory until it can. On the embedded database (one process) they live in memory.
 */
async function createLimiters(): Promise<Limiters> {
  const duration = env.RATE_LIMIT_WINDOW_MINUTES * 60;
  const shared = env.DATABASE_URL ? (await database()).db : undefined;
  const limiter = (form: WriteForm): RateLimiterAbstract => {
    const options = { keyPrefix: form, points: writeLimit(form), duration };
    const memory = new RateLimiterMemory(options);
    if (!shared) return memory;
    return new RateLimiterDrizzle({
      ...options,
      storeClient: shared,
      schema: rateLimits,
      insuranceLimiter: memory,
    });
  };
  return {
    reviews: limiter("reviews"),
    contact: limiter("contact"),
    subscribe: limiter("subscribe"),
    helpful: limiter("helpful"),
  };
}

function currentLimiters(): Promise<Limiters> {
  limiters ??= createLimiters().catch((error: unknown) => {
    limiters = undefined;
    throw error;
  });
  return limiters;
}

/** Forgets the limiters (tests start each case with fresh counts and settings). */
export function resetRateLimits(): void {
  limiters = undefined;
  signInLimiter = undefined;
}

let signInLimiter: Promise<RateLimiterAbstract> | undefined;

/**
 * Owner console sign-in attempts (passkey options and answers, at sign-in and on invites) per
 * client: OWNER_SIGN_IN_ATTEMPTS per 15 minutes, shared in PostgreSQL like the write limits.
 */
async function createSignInLimiter(): Promise<RateLimiterAbstract> {
  const options = {
    keyPrefix: "owner-sign-in",
    points: env.OWNER_SIGN_IN_ATTEMPTS,
    duration: 15 * 60,
  };
  const memory = new RateLimiterMemory(options);
  if (!env.DATABASE_URL) return memory;
  const shared = (await database()).db;
  return new RateLimiterDrizzle({
    ...options,
    storeClient: shared,
    schema: rateLimits,
    insuranceLimiter: memory,
  });
}

/** Counts one owner sign-in attempt by `client`; refuses it once the window's budget is spent. */
export function consumeSignInAttempt(client: string): Promise<WriteAllowance> {
  signInLimiter ??= createSignInLimiter().catch((error: unknown) => {
    signInLimiter = undefined;
    throw error;
  });
  return consumeFrom(signInLimiter, client);
}

export type WriteAllowance = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/** Counts one write of `form` by `client`; refuses it once the client's budget for the window is spent. */
export function consumeWrite(form: WriteForm, client: string): Promise<WriteAllowance> {
  return consumeFrom(
    currentLimiters().then((all) => all[form]),
    client,
  );
}

async function consumeFrom(
  limiterReady: Promise<RateLimiterAbstract>,
  client: string,
): Promise<WriteAllowance> {
  let limiter: RateLimiterAbstract;
  try {
    limiter = await limiterReady;
  } catch (error) {
    // The database is down: the write itself will fail and say so; nothing to count against.
    logger.error({ event: "rate_limit_unavailable", ...errorSummary(error) });
    return { allowed: true };
  }
  try {
    await limiter.consume(client);
    return { allowed: true };
  } catch (outcome) {
    if (outcome instanceof RateLimiterRes) {
      return {
        allowed: false,
        retryAfterSeconds: Math.max(1, Math.ceil(outcome.msBeforeNext / 1000)),
      };
    }
    logger.error({ event: "rate_limit_unavailable", ...errorSummary(outcome) });
    return { allowed: true };
  }
}
