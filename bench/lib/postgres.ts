/**
 * The machine's PostgreSQL for the benchmarks: started when it is not running, and a schema of
 * the run's own that is dropped after, so nothing is left in the shared database.
 */
import { execFileSync } from "node:child_process";
import { readdirSync } from "node:fs";
import pg from "pg";

export const postgresUrl =
  process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";

async function reachable(): Promise<boolean> {
  const client = new pg.Client({ connectionString: postgresUrl, connectionTimeoutMillis: 3_000 });
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
export async function ensurePostgres(log: (line: string) => void): Promise<void> {
  if (await reachable()) return;
  const versions = readdirSync("/etc/postgresql");
  for (const version of versions) {
    log(`starting PostgreSQL ${version}/main`);
    execFileSync("pg_ctlcluster", ["--skip-systemctl-redirect", version, "main", "start"], {
      stdio: "inherit",
      timeout: 60_000,
    });
  }
  for (let attempt = 0; attempt < 30; attempt++) {
    if (await reachable()) return;
    await new Promise((resolve) => setTimeout(resolve, 1_000));
  }
  throw new Error(`PostgreSQL does not answer at ${postgresUrl}`);
}

/** A schema name of this run's own. */
export function benchSchemaName(label: string): string {
  return `bench_${label}_${process.pid}_${Date.now().toString(36)}`.toLowerCase();
}

/** The database URL a store uses to work inside `schema` (search_path set per connection). */
export function urlForSchema(schema: string): string {
  const url = new URL(postgresUrl);
  url.searchParams.set("options", `-c search_path=${schema}`);
  return url.toString();
}

async function execute(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: postgresUrl, connectionTimeoutMillis: 5_000 });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

export async function dropSchema(schema: string): Promise<void> {
  if (!/^bench_[a-z0-9_]+$/.test(schema)) throw new Error(`Not a benchmark schema: ${schema}`);
  await execute(`drop schema if exists ${schema} cascade`);
}

/** Runs `body` with a fresh schema, always dropping it after. */
export async function withSchema<T>(
  label: string,
  body: (schema: string) => Promise<T>,
): Promise<T> {
  const schema = benchSchemaName(label);
  await execute(`create schema ${schema}`);
  try {
    return await body(schema);
  } finally {
    await dropSchema(schema);
  }
}
