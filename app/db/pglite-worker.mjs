// @ts-check
// The embedded database's own thread. PGlite runs its queries synchronously in WebAssembly, so on the
// thread that serves HTTP one slow query would hold every request; here it holds only this thread.
// The store talks to it with messages (app/db/pglite-proxy.server.ts): queries, transactions and
// LISTEN. Plain JavaScript, not bundled: the server starts it from this file in production and in
// development alike.
import { parentPort, workerData } from "node:worker_threads";
import { constants, cpSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { basename, join } from "node:path";
import { PGlite } from "@electric-sql/pglite";

if (!parentPort) throw new Error("pglite-worker.mjs runs as a worker thread only");
const port = parentPort;

/** @type {{ dataDir?: string; setup?: string; snapshot?: ArrayBuffer }} */
const options = workerData ?? {};

/** What the store keeps in DATA_DIR beside the database: never part of a snapshot. */
const storeFiles = new Set(["store.lock", "owner.json", "photos"]);

const snapshotPrefix = "verdant-roots-snapshot-";

/** Removes snapshots left by a process that died while it read one (none of a live process). */
function removeAbandonedSnapshots() {
  for (const name of readdirSync(tmpdir())) {
    if (!name.startsWith(snapshotPrefix)) continue;
    const pid = Number.parseInt(name.slice(snapshotPrefix.length), 10);
    try {
      process.kill(pid, 0);
    } catch (error) {
      if (/** @type {NodeJS.ErrnoException} */ (error).code === "ESRCH") {
        rmSync(join(tmpdir(), name), { recursive: true, force: true });
      }
    }
  }
}

/** @param {unknown} error */
function describeError(error) {
  if (!(error instanceof Error)) return { message: String(error), name: "Error" };
  /** @type {Record<string, unknown>} */
  const fields = {};
  for (const [key, value] of Object.entries(error)) {
    if (value === null || ["string", "number", "boolean"].includes(typeof value)) {
      fields[key] = value;
    }
  }
  return { ...fields, message: error.message, name: error.name, stack: error.stack };
}

/** Drizzle asks for some types as the text PostgreSQL sends; functions do not cross threads. */
const identity = (/** @type {string} */ value) => value;
/** @param {number[] | undefined} types */
function parsersFor(types) {
  if (!types) return undefined;
  return Object.fromEntries(types.map((type) => [type, identity]));
}

// A snapshot (another thread's copy of its database) is opened in memory, for long reads.
const client = options.snapshot
  ? new PGlite({ loadDataDir: new Blob([options.snapshot]) })
  : new PGlite(options.dataDir);
/** Open transactions by id: `query` runs inside one; `finish` commits or rolls it back. */
/** @type {Map<number, { tx: import("@electric-sql/pglite").Transaction; finish: (commit: boolean) => void }>} */
const transactions = new Map();
/** @type {Map<number, () => Promise<void>>} */
const listeners = new Map();

/**
 * The client a query runs on: the open transaction it names, or the database itself.
 * @param {number | undefined} id
 */
function targetOf(id) {
  const target = id ? transactions.get(id)?.tx : client;
  if (!target) throw new Error("The transaction has already ended.");
  return target;
}

/**
 * Opens transaction `id`: resolves once it is open; it stays open until "commit" or "rollback".
 * @param {number} id
 * @returns {Promise<unknown>}
 */
function begin(id) {
  return new Promise((resolveBegun, rejectBegun) => {
    client
      .transaction(
        (tx) =>
          new Promise((resolve, reject) => {
            transactions.set(id, {
              tx,
              finish: (commit) =>
                commit ? resolve(undefined) : reject(new Error("Rolled back by the store.")),
            });
            resolveBegun(undefined);
          }),
      )
      .then(
        () => finishAnswer(id, undefined),
        (error) => {
          finishAnswer(id, error);
          rejectBegun(error);
        },
      );
  });
}

/**
 * Commits or rolls back transaction `id`, answered once it has ended (see `finishAnswer`).
 * @param {number} id
 * @param {boolean} commit
 * @returns {Promise<unknown>}
 */
function finish(id, commit) {
  const open = transactions.get(id);
  if (!open) throw new Error("The transaction has already ended.");
  return new Promise((resolve, reject) => {
    finishWaiters.set(id, { resolve, reject, commit });
    open.finish(commit);
  });
}

/**
 * The database's files as they are between transactions: taken inside one that does nothing,
 * so no other transaction is open, after a checkpoint, so the copy opens without recovery.
 * On disk the files are copied (the thread answers nothing else meanwhile); in memory, dumped.
 */
async function snapshot() {
  /** @type {{ dataDir?: string; buffer?: ArrayBuffer }} */
  const copy = {};
  try {
    await client.transaction(async (tx) => {
      await tx.exec("checkpoint");
      if (options.dataDir) {
        removeAbandonedSnapshots();
        copy.dataDir = mkdtempSync(join(tmpdir(), `${snapshotPrefix}${process.pid}-`));
        cpSync(options.dataDir, copy.dataDir, {
          recursive: true,
          mode: constants.COPYFILE_FICLONE,
          filter: (source) => !storeFiles.has(basename(source)),
        });
      } else {
        copy.buffer = await (await client.dumpDataDir("none")).arrayBuffer();
      }
    });
  } catch (error) {
    // A copy cut short (a full disk) is removed, not left to fill it.
    if (copy.dataDir) rmSync(copy.dataDir, { recursive: true, force: true });
    throw error;
  }
  return copy;
}

/**
 * Answers one message from the store.
 * @param {any} message
 * @returns {Promise<unknown>}
 */
async function handle(message) {
  switch (message.type) {
    case "query": {
      const result = await targetOf(message.tx).query(message.sql, message.params, {
        rowMode: message.rowMode,
        parsers: parsersFor(message.textTypes),
      });
      return { rows: result.rows, fields: result.fields, affectedRows: result.affectedRows };
    }
    case "exec": {
      return (await targetOf(message.tx).exec(message.sql)).map((result) => ({
        rows: result.rows,
        fields: result.fields,
        affectedRows: result.affectedRows,
      }));
    }
    case "begin":
      return begin(message.tx);
    case "commit":
    case "rollback":
      return finish(message.tx, message.type === "commit");
    case "listen": {
      const unsubscribe = await client.listen(message.channel, (payload) =>
        port.postMessage({ type: "notification", listener: message.listener, payload }),
      );
      listeners.set(message.listener, unsubscribe);
      return undefined;
    }
    case "unlisten": {
      const unsubscribe = listeners.get(message.listener);
      listeners.delete(message.listener);
      await unsubscribe?.();
      return undefined;
    }
    case "snapshot":
      return snapshot();
    case "close": {
      await client.close();
      return undefined;
    }
    default:
      throw new Error(`Unknown message: ${message.type}`);
  }
}

/** @type {Map<number, { resolve: (value: unknown) => void; reject: (error: unknown) => void; commit: boolean }>} */
const finishWaiters = new Map();

/**
 * @param {number} id
 * @param {unknown} error
 */
function finishAnswer(id, error) {
  transactions.delete(id);
  const waiter = finishWaiters.get(id);
  finishWaiters.delete(id);
  if (!waiter) return;
  // A rollback the store asked for ends in the error thrown to cause it: that is its success.
  if (error && waiter.commit) waiter.reject(error);
  else waiter.resolve(undefined);
}

/**
 * A snapshot's bytes are handed over, not copied.
 * @param {unknown} result
 */
function transferable(result) {
  const buffer = /** @type {{ buffer?: unknown } | undefined} */ (result)?.buffer;
  return buffer instanceof ArrayBuffer ? [buffer] : [];
}

port.on("message", (message) => {
  handle(message).then(
    (result) => port.postMessage({ type: "answer", id: message.id, result }, transferable(result)),
    (error) => port.postMessage({ type: "answer", id: message.id, error: describeError(error) }),
  );
});

client.waitReady
  .then(async () => {
    if (options.setup) await client.exec(options.setup);
    port.postMessage({ type: "ready" });
  })
  .catch((error) => port.postMessage({ type: "failed", error: describeError(error) }));
