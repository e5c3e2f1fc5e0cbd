import type { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { drizzle as drizzlePostgres } from "drizzle-orm/node-postgres";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import pg from "pg";
import * as schema from "./schema.server";
import { PgliteProxy } from "./pglite-proxy.server";
import { errorSummary, logger } from "~/lib/logger.server";

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DatabaseOptions {
  /** postgres://… for a PostgreSQL server; absent for the embedded database. */
  url?: string;
  /** Directory of the embedded database; absent for an in-memory one (tests). */
  dataDir?: string;
  /** A schema to work in (tests isolate runs this way); the default is the search path's. */
  schema?: string;
  /** PostgreSQL: how long opening a connection may take (default 5 s). */
  connectTimeoutMs?: number;
  /** PostgreSQL: how long a statement may run, on the server and waited for here (default 15 s). */
  statementTimeoutMs?: number;
}

export interface Database {
  kind: "pglite" | "postgres";
  db: Db;
  /** The NOTIFY channel new reviews are announced on. */
  reviewChannel: string;
  /**
   * Calls `onPayload` for every notification on the channel; resolves to an unsubscribe function.
   * `onRestored` runs when a lost LISTEN connection is back (notifications sent meanwhile are lost).
   */
  listen(
    channel: string,
    onPayload: (payload: string) => void,
    onRestored?: () => void,
  ): Promise<() => Promise<void>>;
  /**
   * The embedded database only: an independent copy of it as it is now, for a long read (a
   * backup) that must not hold the store's one connection. Close it when done.
   */
  snapshot?(): Promise<Database>;
  close(): Promise<void>;
}

const schemaNamePattern = /^[a-z_][a-z0-9_]*$/;

function channelFor(options: DatabaseOptions) {
  return options.schema ? `review_inserted_${options.schema}` : "review_inserted";
}

/**
 * The embedded database runs in a worker thread (app/db/pglite-worker.mjs): its queries are
 * WebAssembly run synchronously, which on this thread would hold every HTTP request while one ran.
 * Drizzle's PGlite driver talks to it through a proxy with PGlite's query interface.
 */
async function openPglite(options: DatabaseOptions): Promise<Database> {
  const setup = options.schema
    ? `create schema if not exists ${options.schema}; set search_path to ${options.schema}`
    : undefined;
  return pgliteDatabase(
    await PgliteProxy.open({ dataDir: options.dataDir, setup }),
    options,
    setup,
  );
}

function pgliteDatabase(
  client: PgliteProxy,
  options: DatabaseOptions,
  setup: string | undefined,
): Database {
  return {
    kind: "pglite",
    // The proxy has the part of PGlite's interface the driver calls (query, exec, transaction).
    db: drizzlePglite(client as unknown as PGlite, { schema }) as unknown as Db,
    reviewChannel: channelFor(options),
    listen: (channel, onPayload) => client.listen(channel, onPayload),
    snapshot: async () => pgliteDatabase(await client.snapshot(setup), options, setup),
    close: () => client.close(),
  };
}

/** Waits before each reconnection attempt of a lost LISTEN connection (then stays at the last). */
export const listenReconnectDelays = [1_000, 2_000, 5_000, 10_000];

/**
 * A dedicated connection LISTENing on one channel. When the connection is lost (the server
 * restarted, the network dropped) it reconnects with backoff and LISTENs again.
 */
class ChannelListener {
  private client?: pg.Client;
  private stopped = false;
  private attempt = 0;
  private timer?: ReturnType<typeof setTimeout>;

  constructor(
    private readonly connection: pg.ClientConfig,
    private readonly channel: string,
    private readonly onPayload: (payload: string) => void,
    private readonly onRestored?: () => void,
  ) {}

  async start(): Promise<void> {
    const client = new pg.Client(this.connection);
    client.on("notification", (message) => {
      if (message.channel === this.channel && message.payload) this.onPayload(message.payload);
    });
    client.on("error", (error) => {
      logger.error({ event: "database_listener_error", ...errorSummary(error) });
      this.reconnect(client);
    });
    client.on("end", () => this.reconnect(client));
    this.client = client;
    await client.connect();
    await client.query(`listen ${this.channel}`);
    this.attempt = 0;
  }

  private reconnect(lost: pg.Client): void {
    if (this.stopped || this.client !== lost || this.timer) return;
    this.client = undefined;
    lost.end().catch(() => undefined);
    const delay = listenReconnectDelays[Math.min(this.attempt, listenReconnectDelays.length - 1)]!;
    this.attempt += 1;
    this.timer = setTimeout(() => {
      this.timer = undefined;
      this.start()
        .then(() => {
          logger.info({ event: "database_listener_restored", channel: this.channel });
          this.onRestored?.();
        })
        .catch((error: unknown) => {
          logger.warn({ event: "database_listener_retry", ...errorSummary(error) });
          if (this.client) this.reconnect(this.client);
        });
    }, delay);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.client?.end().catch(() => undefined);
  }
}

async function openPostgres(url: string, options: DatabaseOptions): Promise<Database> {
  const statementTimeout = options.statementTimeoutMs ?? 15_000;
  const connection: pg.ClientConfig = {
    connectionString: url,
    options: options.schema ? `-c search_path=${options.schema}` : undefined,
    // A database that stops answering (not only one that refuses) must not hang requests: the
    // connection attempt, and each statement, fail in bounded time. statement_timeout stops the
    // work on the server; query_timeout stops waiting here when the server is unreachable.
    connectionTimeoutMillis: options.connectTimeoutMs ?? 5_000,
    statement_timeout: statementTimeout,
    query_timeout: statementTimeout + 1_000,
  };
  if (options.schema) {
    const setup = new pg.Client({ ...connection, options: undefined });
    await setup.connect();
    await setup.query(`create schema if not exists ${options.schema}`);
    await setup.end();
  }
  const pool = new pg.Pool({ ...connection, max: 10, idleTimeoutMillis: 30_000 });
  // A pool error on an idle client must not crash the process; the next query reconnects.
  pool.on("error", (error) =>
    logger.error({ event: "database_pool_error", ...errorSummary(error) }),
  );
  const listeners = new Set<{ stop: () => Promise<void> }>();
  return {
    kind: "postgres",
    db: drizzlePostgres(pool, { schema }) as unknown as Db,
    reviewChannel: channelFor(options),
    async listen(channel, onPayload, onRestored) {
      const listener = new ChannelListener(connection, channel, onPayload, onRestored);
      await listener.start();
      listeners.add(listener);
      return async () => {
        listeners.delete(listener);
        await listener.stop();
      };
    },
    async close() {
      await Promise.all([...listeners].map((listener) => listener.stop()));
      await pool.end();
    },
  };
}

/** Opens PostgreSQL when a URL is given, otherwise the embedded PGlite database. */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.schema && !schemaNamePattern.test(options.schema)) {
    throw new Error(`Invalid schema name: ${options.schema}`);
  }
  return options.url ? openPostgres(options.url, options) : openPglite(options);
}
