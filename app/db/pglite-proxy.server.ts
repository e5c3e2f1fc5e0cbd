import { existsSync } from "node:fs";
import { rm } from "node:fs/promises";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { Worker } from "node:worker_threads";

/** What a query answers, as PGlite gives it (rows as objects or arrays, per `rowMode`). */
interface ProxyResults {
  rows: unknown[];
  fields: { name: string; dataTypeID: number }[];
  affectedRows?: number;
}

interface QueryOptions {
  rowMode?: "object" | "array";
  /** Drizzle's parsers: every one keeps a type's text as sent, so only the type ids cross over. */
  parsers?: Record<number, unknown>;
}

/** The part of PGlite's interface Drizzle's PGlite driver (and the store) calls. */
interface PgliteQueries {
  query(sql: string, params?: unknown[], options?: QueryOptions): Promise<ProxyResults>;
  exec(sql: string): Promise<ProxyResults[]>;
}

export interface PgliteTransaction extends PgliteQueries {
  rollback(): Promise<void>;
  readonly closed: boolean;
}

/** An error the database raised, with its fields (`code`, `detail`, …) as PGlite gave them. */
class EmbeddedDatabaseError extends Error {
  [field: string]: unknown;
  constructor(fields: Record<string, unknown>) {
    super(typeof fields.message === "string" ? fields.message : "Embedded database error");
    Object.assign(this, fields);
    this.name = typeof fields.name === "string" ? fields.name : "EmbeddedDatabaseError";
  }
}

interface Pending {
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

/**
 * The worker's file, app/db/pglite-worker.mjs in the project: found by going up from this module,
 * which is app/db/ in the sources and somewhere under build/server/ once built.
 */
function workerFile(): string {
  let directory = dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const candidate = join(directory, "app", "db", "pglite-worker.mjs");
    if (existsSync(candidate)) return candidate;
    const parent = dirname(directory);
    if (parent === directory) throw new Error("app/db/pglite-worker.mjs not found");
    directory = parent;
  }
}

/**
 * The embedded database in a thread of its own (app/db/pglite-worker.mjs), behind the part of
 * PGlite's interface Drizzle uses: queries and transactions are messages to that thread, so however
 * long one runs, the thread serving HTTP goes on answering.
 */
export class PgliteProxy implements PgliteQueries {
  private readonly worker: Worker;
  private readonly pending = new Map<number, Pending>();
  private readonly listeners = new Map<number, (payload: string) => void>();
  private nextId = 1;
  private failure?: Error;
  private closed = false;

  private constructor(worker: Worker) {
    this.worker = worker;
    worker.on("message", (message: WorkerMessage) => {
      if (message.type === "answer") {
        const waiting = this.pending.get(message.id);
        this.pending.delete(message.id);
        this.holdProcess();
        if (!waiting) return;
        if (message.error) waiting.reject(new EmbeddedDatabaseError(message.error));
        else waiting.resolve(message.result);
      } else if (message.type === "notification") {
        this.listeners.get(message.listener)?.(message.payload);
      }
    });
    const fail = (error: Error) => {
      this.failure ??= error;
      for (const waiting of this.pending.values()) waiting.reject(this.failure);
      this.pending.clear();
    };
    worker.on("error", fail);
    worker.on("exit", (code) =>
      fail(new Error(`The embedded database's thread stopped (exit code ${code}).`)),
    );
    this.holdProcess();
  }

  /**
   * Starts the thread and opens the database in `dataDir` (in memory without one, or from a
   * snapshot's bytes).
   */
  static async open(options: {
    dataDir?: string;
    setup?: string;
    snapshot?: ArrayBuffer;
  }): Promise<PgliteProxy> {
    const worker = new Worker(workerFile(), {
      workerData: options,
      transferList: options.snapshot ? [options.snapshot] : [],
    });
    await new Promise<void>((resolve, reject) => {
      const onMessage = (message: WorkerMessage) => {
        if (message.type === "ready") done(resolve);
        else if (message.type === "failed") {
          done(() => reject(new EmbeddedDatabaseError(message.error)));
          void worker.terminate();
        }
      };
      const onError = (error: Error) => done(() => reject(error));
      const onExit = (code: number) =>
        done(() =>
          reject(new Error(`The embedded database's thread stopped (exit code ${code}).`)),
        );
      const done = (settle: () => void) => {
        worker.off("message", onMessage);
        worker.off("error", onError);
        worker.off("exit", onExit);
        settle();
      };
      worker.on("message", onMessage);
      worker.on("error", onError);
      worker.on("exit", onExit);
    });
    return new PgliteProxy(worker);
  }

  /** The thread keeps the process alive only while an answer is awaited or someone listens. */
  private holdProcess(): void {
    if (this.pending.size || this.listeners.size) this.worker.ref();
    else this.worker.unref();
  }

  private send(message: Record<string, unknown>): Promise<unknown> {
    if (this.failure) return Promise.reject(this.failure);
    if (this.closed) return Promise.reject(new Error("The embedded database is closed."));
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      this.holdProcess();
      this.worker.postMessage({ ...message, id });
    });
  }

  query(sql: string, params: unknown[] = [], options: QueryOptions = {}, tx?: number) {
    return this.send({
      type: "query",
      sql,
      params,
      rowMode: options.rowMode,
      textTypes: options.parsers ? Object.keys(options.parsers).map(Number) : undefined,
      tx,
    }) as Promise<ProxyResults>;
  }

  exec(sql: string, tx?: number) {
    return this.send({ type: "exec", sql, tx }) as Promise<ProxyResults[]>;
  }

  /** Runs `callback` in one transaction: committed when it resolves, rolled back when it throws. */
  async transaction<T>(callback: (tx: PgliteTransaction) => Promise<T>): Promise<T> {
    const id = this.nextId++;
    await this.send({ type: "begin", tx: id });
    let ended = false;
    const tx: PgliteTransaction = {
      query: (sql, params, options) => this.query(sql, params, options, id),
      exec: (sql) => this.exec(sql, id),
      rollback: async () => {
        ended = true;
        await this.send({ type: "rollback", tx: id });
      },
      get closed() {
        return ended;
      },
    };
    let result: T;
    try {
      result = await callback(tx);
    } catch (error) {
      if (!ended) {
        ended = true;
        await this.send({ type: "rollback", tx: id }).catch(() => undefined);
      }
      throw error;
    }
    if (!ended) {
      ended = true;
      await this.send({ type: "commit", tx: id });
    }
    return result;
  }

  /** Calls `onPayload` for each NOTIFY on `channel`; resolves to the unsubscribe function. */
  async listen(
    channel: string,
    onPayload: (payload: string) => void,
  ): Promise<() => Promise<void>> {
    const listener = this.nextId++;
    this.listeners.set(listener, onPayload);
    try {
      await this.send({ type: "listen", channel, listener });
    } catch (error) {
      this.listeners.delete(listener);
      throw error;
    }
    return async () => {
      this.listeners.delete(listener);
      await this.send({ type: "unlisten", listener }).catch(() => undefined);
      this.holdProcess();
    };
  }

  /**
   * A copy of the database as it is now, opened in a thread of its own, for a long read (a backup)
   * that would otherwise hold this one. Taking it holds this database only while its files are
   * copied; closing it removes the copy.
   */
  async snapshot(setup?: string): Promise<PgliteProxy> {
    const copy = (await this.send({ type: "snapshot" })) as {
      dataDir?: string;
      buffer?: ArrayBuffer;
    };
    const removeCopy = () =>
      copy.dataDir ? rm(copy.dataDir, { recursive: true, force: true }) : Promise.resolve();
    try {
      const snapshot = await PgliteProxy.open({
        dataDir: copy.dataDir,
        snapshot: copy.buffer,
        setup,
      });
      const close = snapshot.close.bind(snapshot);
      snapshot.close = () => close().finally(removeCopy);
      return snapshot;
    } catch (error) {
      await removeCopy();
      throw error;
    }
  }

  /** Closes the database (PGlite flushes to disk) and ends its thread. */
  async close(): Promise<void> {
    if (this.closed) return;
    try {
      if (!this.failure) await this.send({ type: "close" });
    } finally {
      this.closed = true;
      this.listeners.clear();
      await this.worker.terminate();
    }
  }
}

type WorkerMessage =
  | { type: "ready" }
  | { type: "failed"; error: Record<string, unknown> }
  | { type: "answer"; id: number; result?: unknown; error?: Record<string, unknown> }
  | { type: "notification"; listener: number; payload: string };
