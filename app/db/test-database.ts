import { sql } from "drizzle-orm";
import { afterAll, beforeAll } from "vitest";
import { env } from "~/env.server";
import { useDatabaseForTests } from "./connection.server";
import { openDatabase, type Database } from "./database.server";
import { migrate } from "./migrate.server";

type TestDatabaseKind = "pglite" | "postgres";

/** The databases data-layer tests run against: PGlite always, PostgreSQL when DATABASE_URL is set. */
export const testDatabaseKinds: TestDatabaseKind[] = env().DATABASE_URL
  ? ["pglite", "postgres"]
  : ["pglite"];

/** A fresh, migrated database: in-memory PGlite, or a schema of its own on the PostgreSQL server. */
export async function openTestDatabase(kind: TestDatabaseKind): Promise<Database> {
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

/**
 * The database of the tests in this describe block: a fresh, migrated one (`openTestDatabase`)
 * opened before them and closed after them. Use it in tests and hooks, where it is open.
 */
export function suiteTestDatabase(kind: TestDatabaseKind): Database {
  let database: Database | undefined;
  const open = () => {
    if (!database) throw new Error("The test database opens before the tests: use it in a test");
    return database;
  };
  beforeAll(async () => {
    database = await openTestDatabase(kind);
  }, 60_000);
  afterAll(async () => {
    await database?.close();
  });
  return {
    get kind() {
      return open().kind;
    },
    get db() {
      return open().db;
    },
    get reviewChannel() {
      return open().reviewChannel;
    },
    get snapshot() {
      return open().snapshot;
    },
    channelName: (base) => open().channelName(base),
    listen: (channel, onPayload, onRestored) => open().listen(channel, onPayload, onRestored),
    listening: () => open().listening(),
    close: () => open().close(),
  };
}

/**
 * `suiteTestDatabase`, also made the database the route modules' actions read and write
 * (`useDatabaseForTests`), for tests that call routes' actions directly.
 */
export function suiteTestDatabaseForRoutes(kind: TestDatabaseKind): Database {
  const database = suiteTestDatabase(kind);
  beforeAll(() => useDatabaseForTests(database));
  return database;
}
