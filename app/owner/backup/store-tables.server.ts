import { sql, type SQL } from "drizzle-orm";

/** Anything that runs SQL: a database handle or an open transaction (both have `execute`). */
export interface SqlRunner {
  execute(query: SQL): Promise<unknown>;
}

/** Runs a query and answers its rows (PGlite and node-postgres both answer `{ rows }`). */
export async function rowsOf<Row>(runner: SqlRunner, query: SQL): Promise<Row[]> {
  const result = (await runner.execute(query)) as { rows: Row[] };
  return result.rows;
}

/** A double-quoted SQL identifier. */
export function quoted(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}

export interface StoreTable {
  name: string;
  /** Columns a row is written with (generated columns are left to the database). */
  columns: string[];
  /** The primary key's columns, in key order; empty when the table has none. */
  key: string[];
  /** Each key column's SQL type, as `format_type` names it. */
  keyTypes: string[];
}

/** The applied migrations' table: recorded in a backup's manifest, never copied as rows. */
export const migrationsTable = "schema_migrations";

/**
 * Every table of the store's schema (the search path's first), read from the live database's
 * catalogue, so tables added by later migrations are included without a list to keep. Tables come
 * in dependency order: a table comes after every table its foreign keys point to.
 */
export async function storeTables(runner: SqlRunner): Promise<StoreTable[]> {
  const tables = await rowsOf<{ name: string }>(
    runner,
    sql`select c.relname as name from pg_class c
        where c.relnamespace = current_schema()::regnamespace and c.relkind in ('r', 'p')
        order by c.relname`,
  );
  const columns = await rowsOf<{ table: string; column: string }>(
    runner,
    sql`select table_name as "table", column_name as "column" from information_schema.columns
        where table_schema = current_schema() and is_generated = 'NEVER'
        order by table_name, ordinal_position`,
  );
  const keys = await rowsOf<{ table: string; column: string; type: string }>(
    runner,
    sql`select c.relname as "table", a.attname as "column",
          format_type(a.atttypid, a.atttypmod) as "type"
        from pg_index i
        join pg_class c on c.oid = i.indrelid
        join pg_attribute a on a.attrelid = i.indrelid and a.attnum = any(i.indkey)
        where i.indisprimary and c.relnamespace = current_schema()::regnamespace
        order by c.relname, array_position(i.indkey::int2[], a.attnum)`,
  );
  const references = await rowsOf<{ child: string; parent: string }>(
    runner,
    sql`select child.relname as child, parent.relname as parent
        from pg_constraint f
        join pg_class child on child.oid = f.conrelid
        join pg_class parent on parent.oid = f.confrelid
        where f.contype = 'f' and child.relnamespace = current_schema()::regnamespace
          and parent.relnamespace = current_schema()::regnamespace`,
  );
  const byName = new Map<string, StoreTable>(
    tables
      .filter((table) => table.name !== migrationsTable)
      .map(({ name }) => {
        const key = keys.filter((row) => row.table === name);
        return [
          name,
          {
            name,
            columns: columns.filter((row) => row.table === name).map((row) => row.column),
            key: key.map((row) => row.column),
            keyTypes: key.map((row) => row.type),
          },
        ];
      }),
  );
  return dependencyOrder(
    [...byName.values()],
    references.filter((edge) => edge.child !== edge.parent),
  );
}

/** Tables sorted so every table follows the tables it references (name order otherwise). */
function dependencyOrder<Table extends { name: string }>(
  tables: Table[],
  references: { child: string; parent: string }[],
): Table[] {
  const ordered: Table[] = [];
  const placed = new Set<string>();
  const visiting = new Set<string>();
  const byName = new Map(tables.map((table) => [table.name, table]));
  const visit = (table: Table) => {
    if (placed.has(table.name) || visiting.has(table.name)) return; // a cycle: keep name order
    visiting.add(table.name);
    for (const edge of references) {
      const parent = edge.child === table.name ? byName.get(edge.parent) : undefined;
      if (parent) visit(parent);
    }
    visiting.delete(table.name);
    placed.add(table.name);
    ordered.push(table);
  };
  for (const table of [...tables].sort((a, b) => a.name.localeCompare(b.name))) visit(table);
  return ordered;
}

/**
 * A table's rows in pages of `pageSize`, each row as the database's own JSON text of the row
 * (`to_jsonb`: keys sorted, timestamps in UTC when the session's time zone is UTC), in primary-key
 * order (a table without one in its physical order). Each page starts after the previous page's
 * last key, so every page is one index range however deep: reading a table takes time in
 * proportion to its rows.
 */
export async function* tablePages(
  runner: SqlRunner,
  table: StoreTable,
  pageSize: number,
): AsyncGenerator<string[]> {
  const key = table.key.length ? table.key : ["ctid"];
  const types = table.key.length ? table.keyTypes : ["tid"];
  const keyList = sql.raw(key.map((column) => `t.${quoted(column)}`).join(", "));
  const keyText = sql.raw(
    key.map((column, index) => `t.${quoted(column)}::text as "k${index}"`).join(", "),
  );
  let after: string[] | undefined;
  for (;;) {
    const from = after
      ? sql`where (${keyList}) > (${sql.join(
          after.map((value, index) => sql`${value}::${sql.raw(types[index]!)}`),
          sql`, `,
        )})`
      : sql``;
    const rows = await rowsOf<Record<string, string>>(
      runner,
      sql`select to_jsonb(t)::text as "row", ${keyText} from ${sql.raw(quoted(table.name))} t
          ${from} order by ${keyList} limit ${sql.raw(String(Number(pageSize)))}`,
    );
    if (rows.length) yield rows.map((row) => row.row!);
    if (rows.length < pageSize) return;
    const last = rows.at(-1)!;
    after = key.map((_, index) => last[`k${index}`]!);
  }
}

/** The names of the migrations applied to this database, in name order (none on an empty one). */
export async function appliedMigrations(runner: SqlRunner): Promise<string[]> {
  const exists = await rowsOf<{ present: boolean }>(
    runner,
    sql`select to_regclass(${migrationsTable}) is not null as present`,
  );
  if (!exists[0]?.present) return [];
  const rows = await rowsOf<{ name: string }>(
    runner,
    sql.raw(`select name from ${migrationsTable} order by name`),
  );
  return rows.map((row) => row.name);
}
