import { and, asc, eq, inArray, lt, lte, ne, sql } from "drizzle-orm";
import type { Database, Db } from "~/db/database.server";
import { outbox, type OutboxRow } from "~/db/schema.server";
import { logger } from "~/lib/logger.server";
import { hasAttemptLeft, retryDelay, type RetryPolicy } from "./retry-schedule";

/** What the store promises to send, each delivered by its own deliverer. */
export interface OutboxPayloads {
  /** The owner's email about a stored contact message. */
  "contact-email": { messageId: number };
  /** A sign-up, for the marketing tool's list: when and on which page consent was given. */
  "klaviyo-subscription": { subscriberId: number; consentedAt: string; pageUrl?: string };
  /** A buyer's email asking for reviews of an order's products (one per order). */
  "review-request": { orderId: number };
  /** An asker's one email saying their question about a product has the store's answer. */
  "question-answer": { questionId: number };
  /** A shopper's request to hear when a sold-out product is back, for Klaviyo. */
  "klaviyo-back-in-stock": { requestId: number };
  /** The shop's reply to a contact message, emailed to its sender. */
  "message-reply": { messageId: number };
  /** An email to the owner about something that wants a look (see `owner-alerts.server.ts`). */
  "owner-alert": OwnerAlert;
}

/** What an owner alert is about: the record it names (never personal data). */
export type OwnerAlert =
  | { about: "low-review"; reviewId: number }
  | { about: "question"; questionId: number; reviewKey: string }
  | { about: "failed-delivery"; deliveryId: number; kind: string };

export type OutboxKind = keyof OutboxPayloads;
const outboxKinds: readonly OutboxKind[] = [
  "contact-email",
  "klaviyo-subscription",
  "review-request",
  "question-answer",
  "klaviyo-back-in-stock",
  "message-reply",
  "owner-alert",
];

interface OutboxJob<Kind extends OutboxKind = OutboxKind> {
  id: number;
  kind: Kind;
  payload: OutboxPayloads[Kind];
  /** This attempt's number, 1 for the first. */
  attempt: number;
}

/**
 * What one attempt came to. Reasons are codes and statuses only: they are logged and shown to the
 * owner, so they never carry personal data.
 */
export type DeliveryOutcome =
  | { status: "sent" }
  /** Worth trying again (a timeout, an outage, a 429 or 5xx), not before `retryAfterMs` if given. */
  | { status: "retry"; reason: string; retryAfterMs?: number }
  /** Will never succeed as it is (refused as invalid): failed at once, for the owner to look at. */
  | { status: "failed"; reason: string };

export type Deliverer<Kind extends OutboxKind = OutboxKind> = (
  job: OutboxJob<Kind>,
  db: Db,
) => Promise<DeliveryOutcome>;

export type Deliverers = { [Kind in OutboxKind]?: Deliverer<Kind> };

/** Adds a message to the outbox; call it in the transaction that stores the record it belongs to. */
export async function enqueue<Kind extends OutboxKind>(
  db: Db,
  kind: Kind,
  payload: OutboxPayloads[Kind],
  /** When it is first due (a review request, days after fulfilment); at once when absent. */
  dueAt?: Date,
): Promise<number> {
  // Due at once, to the millisecond: the worker compares with JavaScript's clock (milliseconds), and
  // PostgreSQL's now() has microseconds that would keep a new row "in the future" for up to 1 ms.
  const [row] = await db
    .insert(outbox)
    .values({
      kind,
      payload,
      nextAttemptAt: dueAt
        ? sql`greatest(${dueAt.toISOString()}::timestamptz, date_trunc('milliseconds', now()))`
        : sql`date_trunc('milliseconds', now())`,
    })
    .returning({ id: outbox.id });
  return row!.id;
}

/** A thrown error as a reason: its name and code, never its message (it may quote an address). */
function thrownReason(error: unknown): string {
  if (!(error instanceof Error)) return "error";
  const code = (error as { code?: unknown }).code;
  return typeof code === "string" || typeof code === "number"
    ? `${error.name} ${code}`
    : error.name;
}

async function attempt(row: OutboxRow, deliverers: Deliverers, db: Db): Promise<DeliveryOutcome> {
  const deliverer = deliverers[row.kind as OutboxKind] as Deliverer | undefined;
  if (!deliverer) return { status: "retry", reason: `no deliverer for ${row.kind}` };
  const job: OutboxJob = {
    id: row.id,
    kind: row.kind as OutboxKind,
    payload: row.payload as OutboxPayloads[OutboxKind],
    attempt: row.attempts + 1,
  };
  try {
    return await deliverer(job, db);
  } catch (error) {
    return { status: "retry", reason: thrownReason(error) };
  }
}

/** The row's new state after an attempt. */
function settle(
  row: Pick<OutboxRow, "attempts">,
  outcome: DeliveryOutcome,
  policy: RetryPolicy,
  now: Date,
  random?: () => number,
) {
  const attempts = row.attempts + 1;
  if (outcome.status === "sent") {
    return { status: "sent", attempts, sentAt: now, lastError: null };
  }
  if (outcome.status === "failed") {
    return { status: "failed", attempts, lastError: outcome.reason };
  }
  if (!hasAttemptLeft(attempts, policy)) {
    return {
      status: "failed",
      attempts,
      lastError: `${outcome.reason} (gave up after ${attempts} attempts)`,
    };
  }
  const wait = retryDelay(attempts, policy, { retryAfterMs: outcome.retryAfterMs, random });
  return {
    status: "pending",
    attempts,
    nextAttemptAt: new Date(now.getTime() + wait),
    lastError: outcome.reason,
  };
}

/** Runs when a message has failed for good, in the outcome's transaction (the owner's alert). */
export type FailedHook = (db: Db, row: OutboxRow) => Promise<unknown>;

export interface DeliveryReport {
  id: number;
  kind: string;
  attempt: number;
  outcome: DeliveryOutcome;
}

function logAttempt(row: OutboxRow, outcome: DeliveryOutcome, status: string) {
  const entry = { outboxId: row.id, kind: row.kind, attempt: row.attempts + 1 };
  if (outcome.status === "sent") logger.info({ event: "outbox_delivered", ...entry });
  else if (status === "failed") {
    logger.error({ event: "outbox_delivery_failed", ...entry, reason: outcome.reason });
  } else logger.warn({ event: "outbox_delivery_retry", ...entry, reason: outcome.reason });
}

/**
 * Delivers the oldest due message of the kinds there is a deliverer for, and records the outcome;
 * resolves to undefined when nothing is due.
 *
 * On PostgreSQL the row is claimed with `FOR UPDATE SKIP LOCKED` in a transaction held until the
 * outcome is written, so several store processes drain one outbox and none takes a row another is
 * delivering; a process that dies mid-delivery rolls back and the row is due again. The embedded
 * database belongs to one process, whose worker delivers one message at a time, and a transaction
 * there would hold up every other query for as long as a mail server takes: it claims without one.
 */
export async function deliverNext(
  database: Database,
  deliverers: Deliverers,
  policy: RetryPolicy,
  {
    now = () => new Date(),
    random,
    onFailed,
  }: {
    now?: () => Date;
    random?: () => number;
    onFailed?: FailedHook;
  } = {},
): Promise<DeliveryReport | undefined> {
  const kinds = outboxKinds.filter((kind) => deliverers[kind]);
  if (!kinds.length) return undefined;
  const run = async (db: Db) => {
    const [row] = await db
      .select()
      .from(outbox)
      .where(
        and(
          eq(outbox.status, "pending"),
          lte(outbox.nextAttemptAt, now()),
          inArray(outbox.kind, kinds),
        ),
      )
      .orderBy(asc(outbox.nextAttemptAt), asc(outbox.id))
      .limit(1)
      .for("update", { skipLocked: true });
    if (!row) return undefined;
    const outcome = await attempt(row, deliverers, db);
    const next = settle(row, outcome, policy, now(), random);
    await db.update(outbox).set(next).where(eq(outbox.id, row.id));
    if (next.status === "failed") await onFailed?.(db, row);
    logAttempt(row, outcome, next.status);
    return { id: row.id, kind: row.kind, attempt: next.attempts, outcome };
  };
  return database.kind === "postgres"
    ? database.db.transaction((tx) => run(tx as unknown as Db))
    : run(database.db);
}

export interface OutboxBacklog {
  pending: number;
  failed: number;
  /** ISO 8601: when the oldest message still waiting was written; null when none waits. */
  oldestPendingAt: string | null;
}

/** How much waits to be delivered, and how much failed: for monitoring and the owner. */
export async function outboxBacklog(db: Db): Promise<OutboxBacklog> {
  const rows = await db
    .select({
      status: outbox.status,
      count: sql<number>`count(*)::int`,
      oldest: sql<string | null>`min(${outbox.createdAt})`,
    })
    .from(outbox)
    .where(ne(outbox.status, "sent"))
    .groupBy(outbox.status);
  const pending = rows.find((row) => row.status === "pending");
  const failed = rows.find((row) => row.status === "failed");
  return {
    pending: Number(pending?.count ?? 0),
    failed: Number(failed?.count ?? 0),
    oldestPendingAt: pending?.oldest ? new Date(pending.oldest).toISOString() : null,
  };
}

/** Delivered messages are kept this long for the record, then removed by the worker. */
const sentRetentionMs = 30 * 24 * 60 * 60_000;

export async function pruneSent(db: Db, now = new Date()): Promise<number> {
  const removed = await db
    .delete(outbox)
    .where(
      and(eq(outbox.status, "sent"), lt(outbox.sentAt, new Date(now.getTime() - sentRetentionMs))),
    )
    .returning({ id: outbox.id });
  return removed.length;
}
