/** Reviews for the benchmarks: many at once through the data layer, or a few through the API. */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import { openDatabase } from "~/db/database.server";
import { migrate } from "~/db/migrate.server";
import type { Schema } from "../../tests/harness/postgres-schema";
import { postgresUrl, withSchema } from "./postgres";

/**
 * Inserts `count` reviews for one product straight into the database (with the store stopped for
 * the embedded one: PGlite lets one process open a data directory), after applying migrations.
 */
async function seedReviewsDirectly(
  target: { dataDir: string } | { url: string; schema: string },
  reviewKey: string,
  count: number,
): Promise<void> {
  const database =
    "dataDir" in target
      ? await openDatabase({ dataDir: target.dataDir })
      : await openDatabase({ url: target.url, schema: target.schema });
  try {
    await migrate(database);
    await database.db.execute(sql`
      insert into reviews (product_id, name, rating, review_text, created_at)
      select ${reviewKey}, 'Bench shopper ' || g, 1 + (g % 5),
        'Seeded for the benchmarks: review number ' || g || '. ' || repeat('Steady energy, no crash. ', 1 + g % 8),
        now() - g * interval '1 minute'
      from generate_series(1, ${count}::int) as g`);
    // A PostgreSQL server's autovacuum analyzes a table this much larger within a minute; the
    // embedded database has no autovacuum, so it is left as the store would find it.
    if (database.kind === "postgres") await database.db.execute(sql`analyze reviews`);
  } finally {
    await database.close();
  }
}

/** The reviews seeded for one product before a store starts, and where to say so. */
export interface Seeding {
  reviewKey: string;
  count: number;
  /** Told before the reviews go in, when given. */
  log?: (line: string) => void;
}

/**
 * Runs `body` with a fresh embedded data directory (named after `prefix`) holding the seeded
 * reviews, always removing it after.
 */
export async function withSeededDataDir<T>(
  prefix: string,
  seeding: Seeding,
  body: (dataDir: string) => Promise<T>,
): Promise<T> {
  const dataDir = mkdtempSync(join(tmpdir(), prefix));
  try {
    seeding.log?.(`seeding ${seeding.count} reviews into PGlite`);
    await seedReviewsDirectly({ dataDir }, seeding.reviewKey, seeding.count);
    return await body(dataDir);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Runs `body` with a fresh PostgreSQL schema holding the seeded reviews, dropped after. */
export function withSeededSchema<T>(
  label: string,
  seeding: Seeding,
  body: (schema: Schema) => Promise<T>,
): Promise<T> {
  return withSchema(label, async (schema) => {
    seeding.log?.(`seeding ${seeding.count} reviews into PostgreSQL schema ${schema.name}`);
    await seedReviewsDirectly(
      { url: postgresUrl, schema: schema.name },
      seeding.reviewKey,
      seeding.count,
    );
    return body(schema);
  });
}

/** A review as the form posts it (JSON to /api/reviews). */
export function reviewBody(reviewKey: string, index: number): string {
  return JSON.stringify({
    reviewKey,
    name: `Bench shopper ${index}`,
    rating: 1 + (index % 5),
    reviewText: `Posted by the benchmark, number ${index}. Steady energy through the afternoon.`,
  });
}

/** Posts `count` reviews through the API, a few at a time; fails on any answer but 201. */
export async function postReviews(
  origin: string,
  reviewKey: string,
  count: number,
  parallel = 4,
): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < count) {
      const index = next++;
      const response = await fetch(`${origin}/api/reviews`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: reviewBody(reviewKey, index),
        signal: AbortSignal.timeout(10_000),
      });
      const text = await response.text();
      if (response.status !== 201) {
        throw new Error(`POST /api/reviews answered ${response.status}: ${text.slice(0, 200)}`);
      }
    }
  };
  await Promise.all(Array.from({ length: parallel }, worker));
}
