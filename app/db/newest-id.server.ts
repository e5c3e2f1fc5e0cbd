import { max, type SQL } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Db } from "./database.server";

/**
 * The largest id in `column` of `table`'s rows that `where` picks (every row without it), or 0
 * when there is none: where a page's live updates start, or what the next row would be given.
 */
export async function newestId(
  db: Db,
  table: PgTable,
  column: PgColumn,
  where?: SQL,
): Promise<number> {
  const [row] = await db
    .select({ newest: max(column) })
    .from(table)
    .where(where);
  return Number(row?.newest ?? 0);
}
