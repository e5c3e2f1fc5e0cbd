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
 * Counts the backlog and keeps the latest figures: logs them when they change (and every
 * `backlogLogMs` while anything waits or failed), and prunes sent messages once an hour.
 */
function backlogReporter(backlogLogMs: number) {
  let status: OutboxStatus | undefined;
  let lastLogged = 0;
  let lastLoggedFigures = "0/0";
  let lastPruned = 0;

  /** A line when the figures change, and once a minute while anything waits or failed. */
  function logBacklog(backlog: OutboxBacklog, now: number) {
    const figures = `${backlog.pending}/${backlog.failed}`;
    const waiting = backlog.pending > 0 || backlog.failed > 0;
    if (figures === lastLoggedFigures && !(waiting && now - lastLogged >= backlogLogMs)) return;
    const entry = { event: "outbox_backlog", ...backlog };
    if (backlog.failed) logger.warn(entry);
    else logger.info(entry);
    lastLogged = now;
    lastLoggedFigures = figures;
  }

  return {
    /** The latest backlog figures; undefined until the first look. */
    status: (): OutboxStatus | undefined => status,
    async check(current: Database) {
      const backlog = await outboxBacklog(current.db);
      status = { ...backlog, checkedAt: new Date().toISOString() };
      const now = Date.now();
      logBacklog(backlog, now);
      if (now - lastPruned >= pruneEveryMs) {
        lastPruned = now;
        const removed = await pruneSent(current.db);
        if (removed) logger.info({ event: "outbox_pruned", removed });
      }
    },
  };
}

/**
 * The worker's rest between looks: `pollMs`, cut short by a wake-up (or skipped when one came
 * while it was busy), and never begun once the worker is stopped.
 */
function wakeablePause(pollMs: number, isStopped: () => boolean) {
  let wakeUp: (() => void) | undefined;
  let woken = false;
  return {
    /** Forgets earlier wake-ups: the look about to start covers them. */
    clear(): void {
      woken = false;
    },
    wait: () =>
      new Promise<void>((resolve) => {
        if (woken || isStopped()) return resolve();
        const timer = setTimeout(done, pollMs);
        timer.unref();
        function done() {
          clearTimeout(timer);
          wakeUp = undefined;
          resolve();
        }
        wakeUp = done;
      }),
    wake(): void {
      woken = true;
      wakeUp?.();
    },
    /** Ends a pause in progress (the worker is stopping). */
    interrupt(): void {
      wakeUp?.();
    },
  };
}

/**
 * Delivers due messages one at a time; whenever none is due, counts the backlog and pauses. Ends
 * once the worker is stopped.
 */
async function deliveryLoop(
  { database, deliverers, policy, onFailed }: OutboxWorkerOptions,
  backlog: ReturnType<typeof backlogReporter>,
  pause: ReturnType<typeof wakeablePause>,
  isStopped: () => boolean,
) {
  while (!isStopped()) {
    pause.clear();
    let delivered = false;
    try {
      const current = await database();
      if (isStopped()) break;
      delivered = (await deliverNext(current, deliverers, policy, { onFailed })) !== undefined;
      if (!delivered && !isStopped()) await backlog.check(current);
    } catch (error) {
      logger.error({ event: "outbox_worker_error", ...errorSummary(error) });
    }
    if (!delivered) await pause.wait();
  }
}

/**
 * Delivers the outbox in the background: one message at a time while any is due, then a look every
 * `pollMs` (or at once when woken, e.g. right after a message was written). Counts what waits and
 * what failed (whenever idle, and every `statusMs` however busy), and logs it while not empty.
 */
export function outboxWorker(options: OutboxWorkerOptions) {
  const { database, pollMs = 5_000, backlogLogMs = 60_000, statusMs = 2_000 } = options;
  let running: Promise<void> | undefined;
  let stopped = false;
  let statusTimer: ReturnType<typeof setInterval> | undefined;
  let counting: Promise<void> | undefined;
  const backlog = backlogReporter(backlogLogMs);
  const pause = wakeablePause(pollMs, () => stopped);

  /** Counts the backlog beside the delivery loop, so the figures stay current while it is busy. */
  const countNow = () => {
    if (counting || stopped) return;
    counting = database()
      .then(backlog.check)
      .catch((error: unknown) =>
        logger.warn({ event: "outbox_backlog_unknown", ...errorSummary(error) }),
      )
      .finally(() => (counting = undefined));
  };

  return {
    start(): void {
      if (running || stopped) return;
      running = deliveryLoop(options, backlog, pause, () => stopped);
      statusTimer = setInterval(countNow, statusMs);
      statusTimer.unref();
    },
    /** Looks at the outbox now (a message was just written, or a failed one requeued). */
    wake: pause.wake,
    /** The latest backlog figures; undefined until the first look. */
    status: backlog.status,
    /**
     * Stops taking new messages and waits for the one in hand, at most `graceMs`: a delivery cut
     * off by shutdown was not recorded as sent, so it is delivered again later.
     */
    async stop(graceMs = 5_000): Promise<void> {
      stopped = true;
      clearInterval(statusTimer);
      pause.interrupt();
      if (!running) return;
      await Promise.race([
        running,
        new Promise<void>((resolve) => setTimeout(resolve, graceMs).unref()),
      ]);
    },
  };
}

export type OutboxWorker = ReturnType<typeof outboxWorker>;
