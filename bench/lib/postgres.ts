/**
 * The PostgreSQL server the benchmarks use (BENCH_DATABASE_URL, else the machine's own), with
 * schemas of the run's own (named bench_…) from the shared harness, dropped after.
 */
import {
  defaultPostgresUrl,
  withSchema as withOwnSchema,
  type Schema,
} from "../../tests/harness/postgres-schema";

export const postgresUrl = process.env.BENCH_DATABASE_URL ?? defaultPostgresUrl;

/** Runs `body` with a fresh schema on the benchmarks' server, always dropping it after. */
export function withSchema<T>(label: string, body: (schema: Schema) => Promise<T>): Promise<T> {
  return withOwnSchema(`bench_${label}`, body, postgresUrl);
}
