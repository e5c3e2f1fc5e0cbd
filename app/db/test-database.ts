import { sql } from "drizzle-orm";
import { env } from "~/env.server";
import { openDatabase, type Database } from "./database.server";
import { migrate } from "./migrate.server";

/** The databases data-layer tests run against: PGlite always, PostgreSQL when DATABASE_URL is set. */
export const testDatabaseKinds: ("pglite" | "postgres")[] = env().DATABASE_URL
  ? ["pglite", "postgres"]
  : ["pglite"];

/** A fresh, migrated database: in-memory PGlite, or a schema of its own on the PostgreSQL server. */
export async function openTestDatabase(kind: "pglite" | "postgres"): Promise<Database> {
  const schema = `test_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  const database =
    kind === "postgres"
      ? await openDatabase({ url: env().DATABASE_URL, schema })
      : await openDatabase({});
  await migrate(database);
  if (kind === "postgres") {
    const close = database.close;
    database.close = async () => {
      await database.db.execute(sql.raw(`drop schema if exists ${schema} cascade`));
      await close();
    };
  }
  return database;
}
