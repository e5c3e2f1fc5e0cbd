/**
 * Review writes on PostgreSQL against the database's own limit: the store at 32 connections
 * (autocannon), then Debian's pgbench with 32 clients running the same insert with pg_notify in
 * RETURNING, in the same schema layout, for the same time, in the same run; then the store again
 * under `node --cpu-prof` to say where its time per write goes.
 */
import type { BenchContext, Part, PartResult } from "../context";
import { postReviewLoad, type LoadResult } from "../lib/load";
import { postgresUrl, withSchema } from "../lib/postgres";
import { runPgbench, type PgbenchResult } from "../lib/pgbench";
import { describeShares, profileUnderLoad, type ProfileSummary } from "../lib/profile";
import { table, type BudgetRow } from "../lib/report";
import { reviewBody } from "../lib/seed";
import { withStore, type StoreOptions } from "../lib/store";
import {
  cpuPerWrite,
  pgbenchScripts,
  processCpuMs,
  writeRatio,
  type ReviewRow,
} from "../lib/write-limit";

const reviewKey = "bone-rock";
/** A five-star review: a 1- or 2-star one also writes the owner's alert. */
const reviewIndex = 4;
const connections = 32;
const ratioGoal = 0.3;
const env = { RATE_LIMIT_WRITES: "100000" };

interface Figures {
  store: LoadResult;
  stored: number;
  /** The store process's CPU time (user + system) during the measured load, ms. */
  storeCpuMs: number;
  plain: PgbenchResult;
  storeStatement: PgbenchResult;
  profile: ProfileSummary;
  profiledWrites: number;
}

const post = (origin: string, seconds: number) =>
  postReviewLoad(origin, { connections, seconds, body: reviewBody(reviewKey, reviewIndex) });

async function storedCount(origin: string): Promise<number> {
  const listed = (await (await fetch(`${origin}/api/reviews?reviewKey=${reviewKey}`)).json()) as {
    summary: { count: number };
  };
  return listed.summary.count;
}

async function measure(context: BenchContext): Promise<Figures> {
  const seconds = context.seconds(10);
  return withSchema("writelimit", async (schema) => {
    const store = (name: string): StoreOptions => ({
      root: context.workspace.root,
      name,
      env: { ...env, DATABASE_URL: schema.url },
    });
    // The store first: it applies the migrations, so pgbench finds the same tables and trigger.
    const { load, stored, cpuMs } = await withStore(
      store("write-limit"),
      async ({ origin, pid }) => {
        context.log("write-limit: the store");
        const warm = await post(origin, 1);
        const cpuBefore = processCpuMs(pid);
        const measured = await post(origin, seconds);
        const cpuMs = processCpuMs(pid) - cpuBefore;
        const count = await storedCount(origin);
        const acknowledged =
          warm.requests - warm.failures + (measured.requests - measured.failures);
        // Writes in flight when a run stopped (at most one per connection and run) may be stored
        // without their answer being read.
        if (count < acknowledged || count > acknowledged + 2 * connections) {
          throw new Error(`${acknowledged} writes acknowledged, ${count} counted`);
        }
        return { load: measured, stored: count, cpuMs };
      },
    );
    // The store is stopped: nothing else listens or competes while pgbench runs.
    const scripts = pgbenchScripts({
      channel: `review_inserted_${schema.name}`,
      review: JSON.parse(reviewBody(reviewKey, reviewIndex)) as ReviewRow,
    });
    const pgbench = (script: string, runFor: number) =>
      runPgbench({
        server: postgresUrl,
        schema: schema.name,
        script,
        clients: connections,
        seconds: runFor,
      });
    context.log("write-limit: pgbench, the plain insert");
    await pgbench(scripts.plain, 1);
    const plain = await pgbench(scripts.plain, seconds);
    context.log("write-limit: pgbench, the store's own statement");
    const storeStatement = await pgbench(scripts.storeStatement, seconds);
    context.log("write-limit: the store under --cpu-prof");
    let profiledWrites = 0;
    const profile = await profileUnderLoad(
      store("write-limit-profile"),
      async (origin, runFor) => {
        const result = await post(origin, runFor);
        profiledWrites = result.requests - result.failures;
        return result;
      },
      context.seconds(5),
      10,
    );
    return {
      store: load,
      stored,
      storeCpuMs: cpuMs,
      plain,
      storeStatement,
      profile,
      profiledWrites,
    };
  });
}

const ms = (value: number) => `${value.toFixed(2)} ms`;
const rate = (value: number) => Math.round(value).toLocaleString("en-US");

function report(context: BenchContext, figures: Figures): PartResult {
  const seconds = context.seconds(10);
  const ratio = writeRatio(figures.store.requestsPerSecond, figures.plain.transactionsPerSecond);
  const statementRatio = writeRatio(
    figures.store.requestsPerSecond,
    figures.storeStatement.transactionsPerSecond,
  );
  const cpu = cpuPerWrite(figures.profile, figures.profiledWrites);
  const writes = figures.store.requests - figures.store.failures;
  const measuredCpu = writes > 0 ? figures.storeCpuMs / writes : Number.NaN;
  const cpuShare = figures.storeCpuMs / 1000 / seconds;
  const met = ratio >= ratioGoal && figures.store.failures === 0;
  const topFrames = figures.profile.frames
    .slice(0, 10)
    .map((frame) => [frame.name, `${frame.percent.toFixed(1)} %`]);
  const budgets: BudgetRow[] = [
    {
      budget: `Review writes on PostgreSQL at ≥ ${ratioGoal} of the database's own rate (pgbench's insert with pg_notify, ${connections} clients, same run)`,
      measured: `${rate(figures.store.requestsPerSecond)}/s (p99 ${ms(figures.store.p99)}) against pgbench's ${rate(figures.plain.transactionsPerSecond)}/s (p99 ${ms(figures.plain.p99)}): ${ratio.toFixed(2)}`,
      status: met ? "met" : "not met",
      note: `Load average ${context.load.average} on ${context.load.cores} cores when the part started. pgbench running the store's own statement (its advisory lock and id drawn in the insert): ${rate(figures.storeStatement.transactionsPerSecond)}/s, ${statementRatio.toFixed(2)}. The store's process used ${measuredCpu.toFixed(2)} ms of CPU per write (user + system from /proc, ${(cpuShare * 100).toFixed(0)} % of one core over the run); under --cpu-prof, sampled time not idle per write ${cpu.toFixed(2)} ms (wall time on its JavaScript thread, waits for a core included); where it went: ${describeShares(figures.profile.origins.slice(0, 5))}.`,
    },
  ];
  const rows = [
    [
      "The store: `POST /api/reviews` (autocannon)",
      rate(figures.store.requestsPerSecond),
      ms(figures.store.p50),
      ms(figures.store.p99),
      figures.store.failures,
      "1.00",
    ],
    [
      "pgbench: plain insert … returning id, pg_notify",
      rate(figures.plain.transactionsPerSecond),
      ms(figures.plain.p50),
      ms(figures.plain.p99),
      figures.plain.failures,
      ratio.toFixed(2),
    ],
    [
      "pgbench: the store's own statement (advisory lock, id, insert, pg_notify)",
      rate(figures.storeStatement.transactionsPerSecond),
      ms(figures.storeStatement.p50),
      ms(figures.storeStatement.p99),
      figures.storeStatement.failures,
      statementRatio.toFixed(2),
    ],
  ];
  const body = [
    context.header("write-limit"),
    `PostgreSQL 15 on this machine, one schema of the run's own (dropped after). First the store, started on it (which applies the migrations: the \`reviews\` table, its trigger keeping \`review_summaries\`, and every other table), with RATE_LIMIT_WRITES=${env.RATE_LIMIT_WRITES} and LOG_LEVEL=warn: autocannon posts a five-star review for \`${reviewKey}\` as JSON over ${connections} connections for ${seconds} s after a 1 s warm-up (${figures.stored.toLocaleString("en-US")} reviews stored, checked against the writes acknowledged). Every guard stays on: the same-site check, the body size limit, the shared rate limiter's upsert in \`rate_limits\`, validation, the product's advisory lock and the NOTIFY that drives the live feed and drops cached pages (these posts carry no idempotency key, so that check passes them straight on). Then, with the store stopped, Debian's \`pgbench\` (${connections} clients, 2 threads, prepared statements, \`--no-vacuum\`, the schema through \`PGOPTIONS=-c search_path=…\`) runs the same row's insert for ${seconds} s after a 1 s warm-up: \`insert into reviews (product_id, name, rating, review_text) values (…) returning id, pg_notify(…)\` on the store's channel, the same trigger firing; and for as long again the store's own statement. p50 and p99 are per write: each response for autocannon, each transaction in pgbench's \`--log\`. "Ratio" is the store's writes per second over each pgbench rate.`,
    "",
    table(["What writes", "writes/s", "p50", "p99", "Failed", "Ratio"], rows),
    "",
    `During the store's run its process used ${Math.round(figures.storeCpuMs).toLocaleString("en-US")} ms of CPU (user + system, read from \`/proc/PID/stat\` before and after): ${measuredCpu.toFixed(2)} ms per write acknowledged, ${(cpuShare * 100).toFixed(0)} % of one core over the ${seconds} s. On a machine busier than its cores (see the load average above), the scheduler shares the CPU among runnable threads: pgbench's 32 server backends and 2 client threads against the store's one JavaScript thread and its pool of 10 backends, so the ratio understates what the store would reach with the cores to itself; it is what this run measured.`,
    "",
    `Then a second store on the same schema takes the same load for ${context.seconds(5)} s under \`node --cpu-prof\` (${figures.profiledWrites.toLocaleString("en-US")} writes acknowledged; ${figures.profile.seconds.toFixed(1)} s sampled, start-up and shutdown left out; sampled time per write, idle left out: ${cpu.toFixed(2)} ms, wall time on the JavaScript thread, so on a busy machine it includes the time the thread waited for a core). Where the time went: ${describeShares(figures.profile.origins)}. The functions with the most self time (idle is time the server waited, for the database or the network):`,
    "",
    table(["Function (self time)", "Share"], topFrames),
  ].join("\n");
  return { body, budgets };
}

async function run(context: BenchContext): Promise<PartResult> {
  return report(context, await measure(context));
}

export const writeLimitPart: Part = { name: "write-limit", title: "Write limit", run };
