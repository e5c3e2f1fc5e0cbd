/**
 * Review writes at 32 connections: each one stored, counted in the product's summary and
 * announced with NOTIFY in one transaction, on the embedded database and on PostgreSQL, with the
 * write limit lifted. A second, shorter run of each under `node --cpu-prof` says where the
 * server's time goes.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { BenchContext, Part, PartResult } from "../context";
import { postReviewLoad, type LoadResult } from "../lib/load";
import { withSchema } from "../lib/postgres";
import { describeShares, profileRow, profileUnderLoad, type ProfileSummary } from "../lib/profile";
import { table, type BudgetRow } from "../lib/report";
import { reviewBody } from "../lib/seed";
import { withStore, type StoreOptions } from "../lib/store";

const reviewKey = "bone-rock";
const connections = 32;
const goals = { pglite: 500, postgres: 1_000 };
const p99BudgetMs = 50;
const env = { RATE_LIMIT_WRITES: "100000" };

interface DatabaseFigures {
  database: string;
  goal: number;
  load: LoadResult;
  stored: number;
  profile: ProfileSummary;
}

const post = (origin: string, seconds: number) =>
  postReviewLoad(origin, { connections, seconds, body: reviewBody(reviewKey, 1) });

async function storedCount(origin: string): Promise<number> {
  const listed = (await (await fetch(`${origin}/api/reviews?reviewKey=${reviewKey}`)).json()) as {
    summary: { count: number };
  };
  return listed.summary.count;
}

async function measureWrites(
  context: BenchContext,
  database: string,
  goal: number,
  store: (extra: Partial<StoreOptions>) => StoreOptions,
): Promise<DatabaseFigures> {
  const { load, stored } = await withStore(store({ name: "writes" }), async ({ origin }) => {
    context.log(`review-writes: ${database}`);
    const warm = await post(origin, 1);
    const measured = await post(origin, context.seconds(10));
    const count = await storedCount(origin);
    const acknowledged = warm.requests - warm.failures + (measured.requests - measured.failures);
    // Every acknowledged write is counted; writes in flight when a run stopped (at most one per
    // connection and run) may be stored without their answer being read.
    if (count < acknowledged || count > acknowledged + 2 * connections) {
      throw new Error(`${database}: ${acknowledged} writes acknowledged, ${count} counted`);
    }
    return { load: measured, stored: count };
  });
  context.log(`review-writes: ${database} under --cpu-prof`);
  const profile = await profileUnderLoad(
    store({ name: "writes-profile" }),
    post,
    context.seconds(5),
  );
  return { database, goal, load, stored, profile };
}

const ms = (value: number) => `${value.toFixed(2)} ms`;
const rps = (value: number) => Math.round(value).toLocaleString("en-US");

async function run(context: BenchContext): Promise<PartResult> {
  const root = context.workspace.root;
  const results: DatabaseFigures[] = [];
  const dataDirs: string[] = [];
  try {
    results.push(
      await measureWrites(context, "PGlite (embedded)", goals.pglite, (extra) => {
        const dataDir = mkdtempSync(join(tmpdir(), "verdant-bench-writes-"));
        dataDirs.push(dataDir);
        return { root, name: "writes", dataDir, env, ...extra };
      }),
    );
  } finally {
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
  }
  results.push(
    await withSchema("writes", (schema) =>
      measureWrites(context, "PostgreSQL 15 (local)", goals.postgres, (extra) => ({
        root,
        name: "writes",
        env: { ...env, DATABASE_URL: schema.url },
        ...extra,
      })),
    ),
  );
  return report(context, results);
}

function report(context: BenchContext, results: DatabaseFigures[]): PartResult {
  const rows = results.map((result) => [
    result.database,
    rps(result.load.requestsPerSecond),
    ms(result.load.p50),
    ms(result.load.p99),
    result.load.failures,
    result.stored.toLocaleString("en-US"),
  ]);
  const profiles = results.map((result) => profileRow(result.database, result.profile));
  const met = (result: DatabaseFigures) =>
    result.load.requestsPerSecond >= result.goal &&
    result.load.p99 <= p99BudgetMs &&
    result.load.failures === 0;
  const budgets: BudgetRow[] = [
    {
      budget: `Review writes (insert + summary + NOTIFY, one transaction) at ${connections} connections, limits lifted: ≥ ${goals.pglite}/s on PGlite, ≥ ${goals.postgres.toLocaleString("en-US")}/s on PostgreSQL, p99 ≤ ${p99BudgetMs} ms`,
      measured: results
        .map(
          (result) =>
            `${result.database}: ${rps(result.load.requestsPerSecond)}/s, p99 ${ms(result.load.p99)}`,
        )
        .join("; "),
      status: results.every(met) ? "met" : "not met",
      note: `Load average ${context.load.average} on ${context.load.cores} cores when the part started. Profile of the server: ${results.map((result) => `${result.database}: ${describeShares(result.profile.origins.slice(0, 4))}`).join("; ")}. Each write is one statement (the product's advisory lock, then the id, the insert, the summary row by trigger, NOTIFY in RETURNING), so the lock that keeps a product's ids committing in order is held for one round trip and the commit; on PostgreSQL every write also counts against the client's shared rate-limit row (one client here: one hot row). Tried: the write as one statement and one round trip instead of a transaction of several; pages and cached review pages dropped by the NOTIFY alone, once per change in every process. Also tried: React Router given its build once instead of a function returning it (it re-derived its routes on every request; its share of a write fell from 17 % to 5 % in a trial here). What remains per write is Node's HTTP handling and the database's work, with the load generator and the database on the same two cores.`,
    },
  ];
  const body = [
    context.header("review-writes"),
    `\`POST /api/reviews\` with a JSON review for \`${reviewKey}\` from autocannon, ${connections} connections, ${context.seconds(10)} s after a 1 s warm-up, on a fresh store (RATE_LIMIT_WRITES=${env.RATE_LIMIT_WRITES}, LOG_LEVEL=warn; PostgreSQL in a schema of the run's own, dropped after). Each write takes the product's advisory lock, draws its id, inserts the row (a trigger counts it in \`review_summaries\`) and sends NOTIFY, all in one statement and transaction; "Stored" is the product's review count read back through the API afterwards: at least the writes acknowledged, and at most one more per connection and run (writes in flight when autocannon stopped). On PostgreSQL each write also runs the shared rate limiter's upsert (its own statement). Then a second store takes the same load for ${context.seconds(5)} s under \`node --cpu-prof\`; the profile table gives, for the samples taken during that load only (start-up and shutdown left out), the share of sampled time by origin and the top functions by self time (idle is time the server waited, for the database or the network).`,
    "",
    table(["Database", "writes/s", "p50", "p99", "Failed", "Stored"], rows),
    "",
    table(["Database", "Sampled", "Where the time went", "Top functions (self time)"], profiles),
  ].join("\n");
  return { body, budgets };
}

export const reviewWritesPart: Part = { name: "review-writes", title: "Review writes", run };
