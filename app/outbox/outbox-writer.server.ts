import { database } from "~/db/connection.server";
import type { Db } from "~/db/database.server";
import type { OutboxKind } from "./outbox.server";
import { sends, wakeOutbox } from "./outbox-signal.server";

/** What a service that writes one kind of message to the outbox needs (tests pass their own). */
export interface OutboxWriter {
  db(): Promise<Db>;
  /** Whether this store sends the kind at all (so whether to write it to the outbox). */
  sends(): boolean;
  /** Tells the outbox worker a message is waiting. */
  wake(): void;
}

/** The process's database and running outbox worker, for messages of `kind`. */
export function outboxWriter(kind: OutboxKind): OutboxWriter {
  return { db: async () => (await database()).db, sends: () => sends(kind), wake: wakeOutbox };
}
