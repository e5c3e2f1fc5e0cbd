import type { OutboxStatus, OutboxWorker } from "./outbox-worker.server";

// The process's running outbox worker, if any. On globalThis so the development server's module
// reloads keep the one worker; in a module of its own so code that only signals it (the owner
// operations) loads no configuration or mail library.
const holder = globalThis as typeof globalThis & { __storeOutbox?: OutboxWorker };

export function runningOutbox(): OutboxWorker | undefined {
  return holder.__storeOutbox;
}

export function setRunningOutbox(worker: OutboxWorker | undefined): void {
  holder.__storeOutbox = worker;
}

/** Lets the worker look now: a message was just written or requeued. Does nothing when not started. */
export function wakeOutbox(): void {
  holder.__storeOutbox?.wake();
}

/** The backlog figures for monitoring; undefined before the worker's first look. */
export function outboxStatus(): OutboxStatus | undefined {
  return holder.__storeOutbox?.status();
}
