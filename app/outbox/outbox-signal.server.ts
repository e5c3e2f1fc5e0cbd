import type { OutboxKind } from "./outbox.server";
import type { OutboxStatus, OutboxWorker } from "./outbox-worker.server";

// The process's running outbox worker, if any, and the kinds of message it sends: registered by
// the server's composition root, which builds the worker with the senders this store is configured
// for. On globalThis so the development server's module reloads keep the one worker; in a module of
// its own so code that only signals it (the owner operations) loads no configuration or mail library.
const holder = globalThis as typeof globalThis & {
  __storeOutbox?: { worker: OutboxWorker; kinds: ReadonlySet<OutboxKind> };
};

export function runningOutbox(): OutboxWorker | undefined {
  return holder.__storeOutbox?.worker;
}

/** Registers the process's worker and the kinds it has senders for (undefined: none running). */
export function setRunningOutbox(worker: OutboxWorker | undefined, kinds: OutboxKind[] = []): void {
  holder.__storeOutbox = worker ? { worker, kinds: new Set(kinds) } : undefined;
}

/** Whether this store sends messages of this kind (so whether to write them to the outbox). */
export function sends(kind: OutboxKind): boolean {
  return holder.__storeOutbox?.kinds.has(kind) ?? false;
}

/** Lets the worker look now: a message was just written or requeued. Does nothing when not started. */
export function wakeOutbox(): void {
  holder.__storeOutbox?.worker.wake();
}

/** The backlog figures for monitoring; undefined before the worker's first look. */
export function outboxStatus(): OutboxStatus | undefined {
  return holder.__storeOutbox?.worker.status();
}
