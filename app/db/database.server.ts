import { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { drizzle as drizzlePostgres } from "drizzle-orm/node-postgres";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import pg from "pg";
import * as schema from "./schema.server";
import { errorSummary, logger } from "~/lib/logger.server";

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DatabaseOptions {
  /** postgres://… for a PostgreSQL server; absent for the embedded database. */
  url?: string;
  /** Directory of the embedded database; absent for an in-memory one (tests). */
  dataDir?: string;
  /** A schema to work in (tests isolate runs this way); the default is the search path's. */
  schema?: string;
}

export interface Database {
  kind: "pglite" | "postgres";
  db: Db;
  /** The NOTIFY channel new reviews are announced on. */
  reviewChannel: string;
  /** Calls `onPayload` for every notification on the channel; resolves to an unsubscribe function. */
  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

const schemaNamePattern = /^[a-z_][a-z0-9_]*$/;

function channelFor(options: DatabaseOptions) {
  return options.schema ? `review_inserted_${options.schema}` : "review_inserted";
}

async function openPglite(options: DatabaseOptions): Promise<Database> {
  const client = new PGlite(options.dataDir);
  await client.waitReady;
  if (options.schema) {
    await client.exec(
      `create schema if not exists ${options.schema}; set search_path to ${options.schema}`,
    );
  }
  return {
    kind: "pglite",
    db: drizzlePglite(client, { schema }) as unknown as Db,
    reviewChannel: channelFor(options),
    listen: (channel, onPayload) => client.listen(channel, onPayload),
    close: () => client.close(),
  };
}

async function openPostgres(url: string, options: DatabaseOptions): Promise<Database> {
  const connection = {
    connectionString: url,
    options: options.schema ? `-c search_path=${options.schema}` : undefined,
  };
  if (options.schema) {
    const setup = new pg.Client({ connectionString: url });
    await setup.connect();
    await setup.query(`create schema if not exists ${options.schema}`);
    await setup.end();
  }
  const pool = new pg.Pool({ ...connection, max: 10, idleTimeoutMillis: 30_000 });
  // A pool error on an idle client must not crash the process; the next query reconnects.
  pool.on("error", (error) =>
    logger.error({ event: "database_pool_error", ...errorSummary(error) }),
  );
  const listeners = new Set<pg.Client>();
  return {
    kind: "postgres",
    db: drizzlePostgres(pool, { schema }) as unknown as Db,
    reviewChannel: channelFor(options),
    async listen(channel, onPayload) {
      const client = new pg.Client(connection);
      client.on("notification", (message) => {
        if (message.channel === channel && message.payload) onPayload(message.payload);
      });
      client.on("error", (error) =>
        logger.error({ event: "database_listener_error", ...errorSummary(error) }),
      );
      await client.connect();
      await client.query(`listen ${channel}`);
      listeners.add(client);
      return async () => {
        listeners.delete(client);
        await client.end().catch(() => undefined);
      };
    },
    async close() {
      await Promise.all([...listeners].map((client) => client.end().catch(() => undefined)));
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
