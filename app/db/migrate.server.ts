import { sql } from "drizzle-orm";
import type { Database, Db } from "./database.server";
import { keyPlainDigests } from "./store-secret.server";

const files = import.meta.glob<string>("../../migrations/*.sql", {
  query: "?raw",
  import: "default",
  eager: true,
});

export interface Migration {
  name: string;
  statements: string[];
}

/** The committed SQL migrations, in file-name order. */
export const migrations: Migration[] = Object.entries(files)
  .map(([path, text]) => ({
    name: path
      .split("/")
      .pop()!
      .replace(/\.sql$/, ""),
    statements: text
      .split("--> statement-breakpoint")
      .map((statement) => statement.trim())
      .filter(Boolean),
  }))
  .sort((a, b) => a.name.localeCompare(b.name));

// Any fixed number: every process that migrates the same PostgreSQL database takes this lock.
const migrationLockKey = 72_707_369;

/**
 * Applies the migrations not yet recorded, in one transaction. On PostgreSQL an advisory lock makes
 * copies of the server that start together wait for each other instead of racing. `through` stops
 * after that migration (a restore builds the schema an older backup's rows fit, loads them, then
 * applies the rest).
 */
export async function migrate(
  database: Database,
  { through }: { through?: string } = {},
): Promise<string[]> {
  return database.db.transaction(async (tx) => {
    if (database.kind === "postgres") {
      await tx.execute(sql`select pg_advisory_xact_lock(${migrationLockKey})`);
    }
    await tx.execute(
      sql`create table if not exists schema_migrations (name text primary key, applied_at timestamptz not null default now())`,
    );
    const result = (await tx.execute(sql`select name from schema_migrations`)) as unknown as {
      rows: { name: string }[];
    };
    const applied = new Set(result.rows.map((row) => row.name));
    const pending = migrations.filter(
      (migration) =>
        !applied.has(migration.name) &&
        (through === undefined || migration.name.localeCompare(through) <= 0),
    );
    for (const migration of pending) {
      for (const statement of migration.statements) await tx.execute(sql.raw(statement));
      await tx.execute(sql`insert into schema_migrations (name) values (${migration.name})`);
    }
    // Digests kept before the store had a key are keyed now (a restored older backup's too).
    if (through === undefined) await keyPlainDigests(tx as unknown as Db);
    return pending.map((migration) => migration.name);
  });
}
