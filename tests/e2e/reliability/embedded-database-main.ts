/**
 * The embedded database of a data directory no store holds, for the reliability tests (run by
 * vite-node, which the store's migrations need): `DATA_DIR=… vite-node --config vitest.config.ts
 * tests/e2e/reliability/embedded-database-main.ts -- run|rows`.
 *   run:  applies the migrations, then runs each SQL statement of the JSON array in EMBEDDED_SQL;
 *         prints the rows of each, as a JSON array.
 *   rows: prints every table's rows (see store-rows.ts), as JSON.
 */
import { sql } from "drizzle-orm";
import { openDatabase } from "~/db/database.server";
import { migrate } from "~/db/migrate.server";
import { readRows } from "./store-rows";

async function main(): Promise<void> {
  const mode = process.argv.slice(2).find((arg) => arg !== "--");
  const dataDir = process.env.DATA_DIR;
  if (!dataDir) throw new Error("DATA_DIR is not set");
  const database = await openDatabase({ dataDir });
  const run = async (text: string) =>
    ((await database.db.execute(sql.raw(text))) as unknown as { rows: Record<string, unknown>[] })
      .rows;
  try {
    if (mode === "run") {
      await migrate(database);
      const results: unknown[] = [];
      for (const statement of JSON.parse(process.env.EMBEDDED_SQL ?? "[]") as string[]) {
        results.push(await run(statement));
      }
      process.stdout.write(JSON.stringify(results));
    } else if (mode === "rows") {
      process.stdout.write(JSON.stringify(await readRows(run)));
    } else {
      throw new Error(`unknown mode ${mode}: run or rows`);
    }
  } finally {
    await database.close();
  }
}

await main();
