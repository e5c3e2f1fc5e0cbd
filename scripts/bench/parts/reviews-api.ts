/**
 * The reviews API at 32 connections: the first page of a product with 10,000 reviews, and review
 * creation, on the embedded database and on PostgreSQL.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { BenchContext, Part, PartResult } from "../context";
import { measure, type LoadResult } from "../lib/load";
import { postgresUrl, urlForSchema, withSchema } from "../lib/postgres";
import { table, type BudgetRow } from "../lib/report";
import { reviewBody, seedReviewsDirectly } from "../lib/seed";
import { withStore, type Store } from "../lib/store";

const reviewKey = "bone-rock";
const seeded = 10_000;
const connections = 32;

interface DatabaseFigures {
  database: string;
  list: LoadResult;
  create: LoadResult;
}

async function measureApi(
  context: BenchContext,
  store: Store,
  database: string,
): Promise<DatabaseFigures> {
  const seconds = context.seconds(10);
  const listUrl = `${store.origin}/api/reviews?reviewKey=${reviewKey}&page=1&sort=newest`;
  const first = (await (await fetch(listUrl)).json()) as {
    summary: { count: number };
    reviews: unknown[];
  };
  if (first.summary.count !== seeded) {
    throw new Error(
      `${database}: expected ${seeded} reviews, the API counts ${first.summary.count}`,
    );
  }
  context.log(`reviews-api: ${database} list`);
  await measure({ url: listUrl, connections, seconds: 1 });
  const list = await measure({ url: listUrl, connections, seconds });
  context.log(`reviews-api: ${database} create`);
  const create = await measure({
    url: `${store.origin}/api/reviews`,
    connections,
    seconds,
    // Bounded below the store's write limit for one client.
    maxRequests: 90_000,
    method: "POST",
    headers: { "content-type": "application/json" },
    body: reviewBody(reviewKey, 1),
  });
  return { database, list, create };
}

const ms = (value: number) => `${value.toFixed(2)} ms`;
const rps = (value: number) => Math.round(value).toLocaleString("en-US");

async function run(context: BenchContext): Promise<PartResult> {
  const env = { RATE_LIMIT_WRITES: "100000" };
  const results: DatabaseFigures[] = [];

  const dataDir = mkdtempSync(join(tmpdir(), "verdant-bench-api-"));
  try {
    context.log(`reviews-api: seeding ${seeded} reviews into PGlite`);
    await seedReviewsDirectly({ dataDir }, reviewKey, seeded);
    results.push(
      await withStore({ root: context.workspace.root, name: "api-pglite", dataDir, env }, (store) =>
        measureApi(context, store, "PGlite (embedded)"),
      ),
    );
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }

  results.push(
    await withSchema("api", async (schema) => {
      context.log(`reviews-api: seeding ${seeded} reviews into PostgreSQL schema ${schema}`);
      await seedReviewsDirectly({ url: postgresUrl, schema }, reviewKey, seeded);
      return withStore(
        {
          root: context.workspace.root,
          name: "api-postgres",
          env: { ...env, DATABASE_URL: urlForSchema(schema) },
        },
        (store) => measureApi(context, store, "PostgreSQL 15 (local)"),
      );
    }),
  );

  const rows = results.flatMap((result) => [
    [
      result.database,
      `GET list, page 1 of ${seeded.toLocaleString("en-US")}`,
      rps(result.list.requestsPerSecond),
      ms(result.list.p50),
      ms(result.list.p99),
      result.list.failures,
    ],
    [
      result.database,
      "POST create",
      rps(result.create.requestsPerSecond),
      ms(result.create.p50),
      ms(result.create.p99),
      result.create.failures,
    ],
  ]);
  const worst = results.reduce((a, b) => (b.list.p99 > a.list.p99 ? b : a));
  const met = results.every((result) => result.list.p99 <= 25 && result.list.failures === 0);
  const budgets: BudgetRow[] = [
    {
      budget: `Reviews list p99 ≤ 25 ms at 32 connections, ${seeded.toLocaleString("en-US")} reviews, both databases`,
      measured: results
        .map((result) => `${result.database}: p99 ${ms(result.list.p99)}`)
        .join("; "),
      status: met ? "met" : "not met",
      note: met
        ? undefined
        : `${worst.database} is the slower. This part measures latency only; the cause belongs to a profile, not to this table.`,
    },
  ];
  const seconds = context.seconds(10);
  const body = [
    context.header("reviews-api"),
    `${seeded.toLocaleString("en-US")} reviews for \`${reviewKey}\` inserted through the data layer (\`openDatabase\` + \`migrate\`, one \`insert … select generate_series\`) before the store starts; on PostgreSQL in a schema of the run's own (\`search_path\` in DATABASE_URL), dropped after. autocannon, ${connections} connections, ${seconds} s each after a 1 s warm-up of the list; the list is \`GET /api/reviews?reviewKey=${reviewKey}&page=1&sort=newest\`, create is \`POST /api/reviews\` with a JSON review (each one stored and announced with NOTIFY). RATE_LIMIT_WRITES=100000, LOG_LEVEL=warn.`,
    "",
    table(["Database", "Request", "req/s", "p50", "p99", "Failed"], rows),
  ].join("\n");
  return { body, budgets };
}

export const reviewsApiPart: Part = { name: "reviews-api", title: "Reviews API", run };
