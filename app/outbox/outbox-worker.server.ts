import type { Database } from "~/db/database.server";
import { errorSummary, logger } from "~/lib/logger.server";
import {
  deliverNext,
  outboxBacklog,
  pruneSent,
  type Deliverers,
  type FailedHook,
  type OutboxBacklog,
} from "./outbox.server";
import type { RetryPolicy } from "./retry-schedule";

export interface OutboxWorkerOptions {
  database: () => Promise<Database>;
  deliverers: Deliverers;
  policy: RetryPolicy;
  /** Runs when a message has failed for good (see `deliverNext`). */
  onFailed?: FailedHook;
  /** How often the outbox is looked at when nothing woke the worker (others' messages, retries). */
  pollMs?: number;
  /** How often a backlog that is not empty is logged. */
  backlogLogMs?: number;
  /** How often the backlog is counted while the worker is busy (a long delivery, a queue). */
  statusMs?: number;
}

export interface OutboxStatus extends OutboxBacklog {
  /** ISO 8601: when the figures were taken. */
  checkedAt: string;
}

const pruneEveryMs = 60 * 60_000;

/**
 * Delivers the outbox in the background: one message at a time while any is due, then a look every
 * `pollMs` (or at once when woken, e.g. right after a message was written). Counts what waits and
 * what failed (whenever idle, and every `statusMs` however busy), and logs it while not empty.
 */
export function outboxWorker({
  database,
  deliverers,
  policy,
  onFailed,
  pollMs = 5_000,
  backlogLogMs = 60_000,
  statusMs = 2_000,
}: OutboxWorkerOptions) {
  let running: Promise<void> | undefined;
  let stopped = false;
  let wakeUp: (() => void) | undefined;
  let woken = false;
  let status: OutboxStatus | undefined;
  let lastLogged = 0;
  let lastLoggedFigures = "0/0";
  let lastPruned = 0;
  let statusTimer: ReturnType<typeof setInterval> | undefined;
  let counting: Promise<void> | undefined;

  /** Counts the backlog beside the delivery loop, so the figures stay current while it is busy. */
  const countNow = () => {
    if (counting || stopped) return;
    counting = database()
      .then(checkBacklog)
      .catch((error: unknown) =>
        logger.warn({ event: "outbox_backlog_unknown", ...errorSummary(error) }),
      )
      .finally(() => (counting = undefined));
  };

  const idle = () =>
    new Promise<void>((resolve) => {
      if (woken || stopped) return resolve();
      const timer = setTimeout(done, pollMs);
      timer.unref();
      function done() {
        clearTimeout(timer);
        wakeUp = undefined;
        resolve();
      }
      wakeUp = done;
    });

  async function checkBacklog(current: Database) {
    const backlog = await outboxBacklog(current.db);
    status = { ...backlog, checkedAt: new Date().toISOString() };
    const figures = `${backlog.pending}/${backlog.failed}`;
    const now = Date.now();
    const waiting = backlog.pending > 0 || backlog.failed > 0;
    // A line when the figures change, and once a minute while anything waits or failed.
    if (figures !== lastLoggedFigures || (waiting && now - lastLogged >= backlogLogMs)) {
      const entry = { event: "outbox_backlog", ...backlog };
      if (backlog.failed) logger.warn(entry);
      else logger.info(entry);
      lastLogged = now;
      lastLoggedFigures = figures;
    }
    if (now - lastPruned >= pruneEveryMs) {
      lastPruned = now;
      const removed = await pruneSent(current.db);
      if (removed) logger.info({ event: "outbox_pruned", removed });
    }
  }

  async function loop() {
    while (!stopped) {
      woken = false;
      let delivered = false;
      try {
        const current = await database();
        if (stopped) break;
        delivered = (await deliverNext(current, deliverers, policy, { onFailed })) !== undefined;
        if (!delivered && !stopped) await checkBacklog(current);
      } catch (error) {
        logger.error({ event: "outbox_worker_error", ...errorSummary(error) });
      }
      if (!delivered) await idle();
    }
  }

  return {
    start(): void {
      if (running || stopped) return;
      running = loop();
      statusTimer = setInterval(countNow, statusMs);
      statusTimer.unref();
    },
    /** Looks at the outbox now (a message was just written, or a failed one requeued). */
    wake(): void {
      woken = true;
      wakeUp?.();
    },
    /** The latest backlog figures; undefined until the first look. */
    status: (): OutboxStatus | undefined => status,
    /**
     * Stops taking new messages and waits for the one in hand, at most `graceMs`: a delivery cut
     * off by shutdown was not recorded as sent, so it is delivered again later.
     */
    async stop(graceMs = 5_000): Promise<void> {
      stopped = true;
      clearInterval(statusTimer);
      wakeUp?.();
      if (!running) return;
      await Promise.race([
        running,
        new Promise<void>((resolve) => setTimeout(resolve, graceMs).unref()),
      ]);
    },
  };
}

export type OutboxWorker = ReturnType<typeof outboxWorker>;
