import pLimit, { type LimitFunction } from "p-limit";
import { RateLimiterMemory } from "rate-limiter-flexible";
import { env } from "~/env.server";
import { spendPoint, type Allowance } from "./rate-limits.server";
import { clientKey } from "./write-guard.server";

/**
 * Each client's budget of expensive reads (review pages past the first, search, owner exports):
 * READ_BUDGET_PER_MINUTE per minute. Counted in this process's memory (a read is cheap next to a
 * write, and a shared count would cost a database write per read); with several processes behind
 * a balancer a client gets that budget at each.
 */
let limiter: RateLimiterMemory | undefined;

/** Counts one expensive read by the client at `address`; refuses it once the minute's budget is spent. */
export async function consumeRead(address: string | undefined): Promise<Allowance> {
  limiter ??= new RateLimiterMemory({
    keyPrefix: "reads",
    points: env().READ_BUDGET_PER_MINUTE,
    duration: 60,
  });
  return spendPoint(limiter, clientKey(address));
}

/** The words of a 429 for reads: how long to wait. */
export function readBudgetMessage(retryAfterSeconds: number): string {
  return `Too many requests for reviews, search or exports from this address. Please try again in ${retryAfterSeconds} ${retryAfterSeconds === 1 ? "second" : "seconds"}.`;
}

let slots: LimitFunction | undefined;

/**
 * Runs an expensive read once one of this process's READS_AT_ONCE places is free; the others wait
 * their turn in order. However many clients walk deep pages or search at once, only that many of
 * their queries (and the answers built from them) take the cores at a time, so cheap requests (a
 * cached page, /healthz, a first page) are served between them.
 */
export function inReadSlot<Result>(read: () => Promise<Result>): Promise<Result> {
  slots ??= pLimit(env().READS_AT_ONCE);
  return slots(read);
}

/** Forgets the counts and the places (tests start each case afresh, with the current settings). */
export function resetReadBudget(): void {
  limiter = undefined;
  slots = undefined;
}

/** A 429 for a route's expensive read once the client's budget is spent; undefined while it lasts. */
export async function overReadBudget(address: string | undefined): Promise<Response | undefined> {
  const allowance = await consumeRead(address);
  if (allowance.allowed) return undefined;
  return Response.json(
    { error: readBudgetMessage(allowance.retryAfterSeconds) },
    { status: 429, headers: { "Retry-After": String(allowance.retryAfterSeconds) } },
  );
}
