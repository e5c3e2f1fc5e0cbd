/**
 * The machine's PostgreSQL server for the end-to-end tests and the benchmarks: whether it answers
 * (Debian's cluster started when asked), and schemas of a test's or a run's own, dropped after,
 * so stores start from empty tables and nothing is left in the shared database.
 */
import { execFileSync } from "node:child_process";
import { readdirSync } from "node:fs";
import pg from "pg";

/** The local test server. */
export const defaultPostgresUrl = "postgres://postgres@127.0.0.1:5432/test";

/** The server the tests use: DATABASE_URL, else the local test server. */
export const postgresUrl = process.env.DATABASE_URL || defaultPostgresUrl;

/** Whether PostgreSQL answers (tests that need it skip and say why when it does not). */
export async function postgresReachable(server = postgresUrl): Promise<boolean> {
  const client = new pg.Client({ connectionString: server, connectionTimeoutMillis: 3_000 });
  try {
    await client.connect();
    await client.query("select 1");
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** Starts the local cluster (Debian's pg_ctlcluster) when PostgreSQL does not answer. */
export async function ensurePostgres(
  log: (line: string) => void,
  server = postgresUrl,
): Promise<void> {
  if (await postgresReachable(server)) return;
  for (const version of readdirSync("/etc/postgresql")) {
    log(`starting PostgreSQL ${version}/main`);
    execFileSync("pg_ctlcluster", ["--skip-systemctl-redirect", version, "main", "start"], {
      stdio: "inherit",
      timeout: 60_000,
    });
  }
  for (let attempt = 0; attempt < 30; attempt++) {
    if (await postgresReachable(server)) return;
    await new Promise((resolve) => setTimeout(resolve, 1_000));
  }
  throw new Error(`PostgreSQL does not answer at ${server}`);
}

/** Runs one statement on a connection of its own; answers its rows. */
export async function query<Row extends pg.QueryResultRow>(
  text: string,
  values: unknown[] = [],
  url = postgresUrl,
): Promise<Row[]> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000 });
  await client.connect();
  try {
    return (await client.query<Row>(text, values)).rows;
  } finally {
    await client.end();
  }
}

/** The database URL a store uses to work inside `schema` (search_path set per connection). */
export function urlForSchema(schema: string, server = postgresUrl): string {
  const url = new URL(server);
  url.searchParams.set("options", `-c search_path=${schema}`);
  return url.toString();
}

export interface Schema {
  name: string;
  /** The database URL that works inside it. */
  url: string;
  drop(): Promise<void>;
}

/** A schema name of this process's own: the label, the process id and the time. */
export function schemaName(label: string): string {
  const name = `${label}_${process.pid}_${Date.now().toString(36)}`.toLowerCase();
  if (!/^[a-z][a-z0-9_]*$/.test(name)) throw new Error(`Not a schema label: ${label}`);
  return name;
}

/** A fresh, empty schema on `server`. */
export async function createSchema(label: string, server = postgresUrl): Promise<Schema> {
  const name = schemaName(label);
  await query(`create schema ${name}`, [], server);
  return {
    name,
    url: urlForSchema(name, server),
    drop: async () => void (await query(`drop schema if exists ${name} cascade`, [], server)),
  };
}

/** Runs `body` with a fresh schema, always dropping it after. */
export async function withSchema<T>(
  label: string,
  body: (schema: Schema) => Promise<T>,
  server = postgresUrl,
): Promise<T> {
  const schema = await createSchema(label, server);
  try {
    return await body(schema);
  } finally {
    await schema.drop();
  }
}
