import { execFile } from "node:child_process";
import { randomBytes } from "node:crypto";
import pg from "pg";
import { postgresUrl, query } from "../../harness/postgres-schema";

/** Every table's rows, each as the database's JSON text of the row, sorted: `{ table: rows }`. */
export type StoreRows = Record<string, string[]>;

const tablesQuery =
  "select table_name as name from information_schema.tables " +
  "where table_schema = current_schema() and table_type = 'BASE TABLE' order by table_name";

/**
 * One table's rows as text. When a migration was applied is the applying database's own business
 * (a restore applies them anew), so the migrations table is compared by name only.
 */
const rowsQuery = (table: string) =>
  table === "schema_migrations"
    ? `select name as row from schema_migrations`
    : `select to_jsonb(t)::text as row from "${table.replaceAll('"', '""')}" t`;

/** Reads every table with `run` (one connection), independently of the store's backup code. */
export async function readRows(
  run: (text: string) => Promise<Record<string, unknown>[]>,
): Promise<StoreRows> {
  await run("set timezone to 'UTC'");
  const rows: StoreRows = {};
  for (const { name } of (await run(tablesQuery)) as { name: string }[]) {
    // Sorted here, not by the database: PGlite and a PostgreSQL server may collate differently.
    rows[name] = ((await run(rowsQuery(name))) as { row: string }[]).map((r) => r.row).sort();
  }
  return rows;
}

/** Runs the embedded-database helper on `dataDir` (no store may hold it); answers its JSON. */
function embedded<Result>(dataDir: string, mode: "run" | "rows", input = "[]"): Promise<Result> {
  return new Promise((resolve, reject) => {
    execFile(
      "node_modules/.bin/vite-node",
      [
        "--config",
        "vitest.config.ts",
        "tests/e2e/reliability/embedded-database-main.ts",
        "--",
        mode,
      ],
      {
        env: {
          ...process.env,
          NODE_ENV: "production",
          DATABASE_URL: "",
          DATA_DIR: dataDir,
          EMBEDDED_SQL: input,
        },
        maxBuffer: 512 * 1024 * 1024,
      },
      (error, stdout, stderr) =>
        error || !stdout
          ? reject(new Error(`embedded database helper (${mode}) failed: ${stderr}`))
          : resolve(JSON.parse(stdout) as Result),
    );
  });
}

/** Applies the migrations to an embedded data directory, then runs `statements`: their rows. */
export function runEmbedded(
  dataDir: string,
  statements: string[],
): Promise<Record<string, unknown>[][]> {
  return embedded(dataDir, "run", JSON.stringify(statements));
}

/** Every row of an embedded data directory (no store may hold it). */
export function embeddedRows(dataDir: string): Promise<StoreRows> {
  return embedded(dataDir, "rows");
}

/** Every row of a PostgreSQL database. */
export async function postgresRows(url: string): Promise<StoreRows> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await readRows(async (text) => (await client.query(text)).rows);
  } finally {
    await client.end();
  }
}

/** A PostgreSQL database of the test's own on the test server, dropped afterwards. */
export async function createScratchDatabase(
  label: string,
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `${label}_${randomBytes(5).toString("hex")}`;
  await query(`create database ${name}`);
  const url = new URL(postgresUrl);
  url.pathname = `/${name}`;
  url.search = "";
  return {
    url: url.toString(),
    drop: async () => void (await query(`drop database if exists ${name} with (force)`)),
  };
}
