import type { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { drizzle as drizzlePostgres } from "drizzle-orm/node-postgres";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import pg from "pg";
import * as schema from "./schema.server";
import { ChannelListener, type LivenessSettings } from "./channel-listener.server";
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
  /** PostgreSQL: how often, and how patiently, the LISTEN connection is checked for life. */
  liveness?: LivenessSettings;
}

export interface Database {
  kind: "pglite" | "postgres";
  db: Db;
  /** The NOTIFY channel new reviews are announced on (`channelName("review_inserted")`). */
  reviewChannel: string;
  /**
   * The NOTIFY channel called `base` in this database (a test's schema gets channels of its own).
   * `base` is lower case letters, digits and underscores.
   */
  channelName(base: string): string;
  /**
   * Calls `onPayload` for every notification on the channel; resolves to an unsubscribe function.
   * Every channel shares one LISTEN connection. `onRestored` runs when a lost LISTEN connection is
   * back (notifications sent meanwhile are lost).
   */
  listen(
    channel: string,
    onPayload: (payload: string) => void,
    onRestored?: () => void,
  ): Promise<() => Promise<void>>;
  /**
   * Whether notifications reach this process now: false from the moment its LISTEN connection is
   * found dead (closed, or silent) until it is back. The embedded database's cannot be lost.
   */
  listening(): boolean;
  /**
   * The embedded database only: an independent copy of it as it is now, for a long read (a
   * backup) that must not hold the store's one connection. Close it when done.
   */
  snapshot?(): Promise<Database>;
  close(): Promise<void>;
}

const schemaNamePattern = /^[a-z_][a-z0-9_]*$/;

const channelBasePattern = /^[a-z][a-z0-9_]*$/;

/** A channel name per base and schema: a test's schema hears only its own notifications. */
function channelNamer(options: DatabaseOptions) {
  return (base: string) => {
    if (!channelBasePattern.test(base)) throw new Error(`Invalid channel name: ${base}`);
    return options.schema ? `${base}_${options.schema}` : base;
  };
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
  const channelName = channelNamer(options);
  return {
    kind: "pglite",
    // The proxy has the part of PGlite's interface the driver calls (query, exec, transaction).
    db: drizzlePglite(client as unknown as PGlite, { schema }) as unknown as Db,
    reviewChannel: channelName("review_inserted"),
    channelName,
    listen: (channel, onPayload) => client.listen(channel, onPayload),
    // In this process's own worker thread: it cannot go silent the way a network connection can.
    listening: () => true,
    snapshot: async () => pgliteDatabase(await client.snapshot(setup), options, setup),
    close: () => client.close(),
  };
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
  const listener = new ChannelListener(connection, options.liveness);
  const channelName = channelNamer(options);
  return {
    kind: "postgres",
    db: drizzlePostgres(pool, { schema }) as unknown as Db,
    reviewChannel: channelName("review_inserted"),
    channelName,
    listen: (channel, onPayload, onRestored) => listener.listen(channel, onPayload, onRestored),
    listening: () => listener.listening(),
    async close() {
      await listener.stop();
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
