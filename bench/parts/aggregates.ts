/**
 * The console's trends on a grown store: 100,000 reviews over two years across the catalogue,
 * 20,000 sign-ups, 10,000 messages and 6,000 review requests, on the embedded database and on
 * PostgreSQL. Each query set (12 weeks, 12 months) is run as the overview runs it, one after
 * another, and timed end to end. The trends read the per-period counts kept by triggers
 * (migration 0021), written as the seeded rows are.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import { catalogue } from "~/catalogue/catalogue";
import { openDatabase, type Database } from "~/db/database.server";
import { migrate } from "~/db/migrate.server";
import { shopTrends } from "~/owner/insights/shop-trends.server";
import type { TrendUnit } from "~/owner/insights/trend-periods";
import type { BenchContext, Part, PartResult } from "../context";
import { withSchema } from "../lib/postgres";
import { tableOf, type BudgetRow } from "../lib/report";
import { distribution, type Distribution } from "../lib/stats";

const reviewCount = 100_000;
const signUpCount = 20_000;
const messageCount = 10_000;
const orderCount = 3_000;
const budgetMs = 50;
const timeZone = "America/New_York";

interface Figures {
  database: string;
  unit: TrendUnit;
  timings: Distribution;
}

/** The grown store's rows, spread over the last two years, written with SQL in a few statements. */
async function seed(database: Database) {
  await migrate(database);
  const keys = [...new Set(catalogue.map((product) => product.reviewKey))];
  const { db } = database;
  // One parameter: PostgreSQL's array literal of the review keys (plain slugs).
  const keyArray = `{${keys.join(",")}}`;
  for (let from = 1; from <= reviewCount; from += 10_000) {
    await db.execute(sql`
      insert into reviews (product_id, name, rating, review_text, created_at, hidden_at)
      select (${keyArray}::text[])[1 + g % ${keys.length}], 'Bench shopper ' || g, 1 + (g * 7 % 5),
        'Seeded for the trends benchmark: review number ' || g || '.',
        now() - (g % 730) * interval '1 day' - (g % 1440) * interval '1 minute',
        case when g % 50 = 0 then now() end
      from generate_series(${from}::int, ${Math.min(reviewCount, from + 9_999)}::int) as g`);
  }
  await db.execute(sql`insert into newsletter_subscribers (email, created_at)
    select 'bench-' || g || '@example.com', now() - (g % 730) * interval '1 day'
    from generate_series(1, ${signUpCount}::int) as g`);
  await db.execute(sql`insert into contact_submissions (name, email, message, created_at)
    select 'Bench', 'bench-' || g || '@example.com', 'A question.', now() - (g % 730) * interval '1 day'
    from generate_series(1, ${messageCount}::int) as g`);
  await db.execute(sql`insert into shop_orders (shopify_order_id, review_keys)
    select 'bench-' || g, array[(${keyArray}::text[])[1 + g % ${keys.length}]]
    from generate_series(1, ${orderCount}::int) as g`);
  await db.execute(sql`insert into review_requests (order_id, review_key, token_hash, created_at, expires_at, review_id)
    select o.id, o.review_keys[1], 'bench-' || o.id || '-' || k, now() - (o.id % 730) * interval '1 day',
      now() + interval '60 days', case when o.id % 3 = 0 and k = 1 then o.id end
    from shop_orders o, generate_series(1, 2) as k`);
  if (database.kind === "postgres") await db.execute(sql`analyze`);
}

async function time(context: BenchContext, database: Database, label: string): Promise<Figures[]> {
  const figures: Figures[] = [];
  for (const unit of ["week", "month"] as const) {
    const run = () => shopTrends(database.db, { unit, timeZone });
    for (let n = 0; n < 20; n++) await run();
    const timings: number[] = [];
    const until = performance.now() + context.seconds(10) * 1000;
    while (performance.now() < until) {
      const started = performance.now();
      await run();
      timings.push(performance.now() - started);
    }
    context.log(`aggregates: ${label}, ${unit}s: ${timings.length} runs`);
    figures.push({ database: label, unit, timings: distribution(timings) });
  }
  return figures;
}

async function run(context: BenchContext): Promise<PartResult> {
  const results: Figures[] = [];
  const dataDir = mkdtempSync(join(tmpdir(), "bench-aggregates-"));
  try {
    context.log("aggregates: seeding the embedded database");
    const embedded = await openDatabase({ dataDir });
    try {
      await seed(embedded);
      results.push(...(await time(context, embedded, "Embedded (PGlite)")));
    } finally {
      await embedded.close();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
  await withSchema("aggregates", async (schema) => {
    context.log("aggregates: seeding PostgreSQL");
    const postgres = await openDatabase({ url: schema.url, schema: schema.name });
    try {
      await seed(postgres);
      results.push(...(await time(context, postgres, "PostgreSQL")));
    } finally {
      await postgres.close();
    }
  });
  const ms = (value: number) => `${value.toFixed(1)} ms`;
  const worst = Math.max(...results.map((result) => result.timings.p99));
  const budgets: BudgetRow[] = [
    {
      budget: `The overview's trend queries (12 weeks or 12 months, products by rating) with ${reviewCount.toLocaleString("en-US")} reviews: p99 under ${budgetMs} ms`,
      measured: results
        .map((result) => `${result.database} ${result.unit}s: ${ms(result.timings.p99)}`)
        .join("; "),
      status: worst < budgetMs ? "met" : "not met",
    },
  ];
  const body = [
    context.header("aggregates"),
    `${reviewCount.toLocaleString("en-US")} reviews (2 % hidden), ${signUpCount.toLocaleString("en-US")} sign-ups, ${messageCount.toLocaleString("en-US")} messages and ${(orderCount * 2).toLocaleString("en-US")} review request links, spread over two years across the catalogue; periods counted in ${timeZone}. The rows are written before the timing with the counting triggers on, so the trends read the counts the database keeps per week and month (the trend_counts table, migration 0021); the first visit in the zone recounts them (the migration counts in UTC) and falls in the 20 warm-up runs, which are not timed. One run is every query the overview makes for its trends (run together, as the page does), timed from the first query sent to the last answer.`,
    "",
    tableOf(results, [
      ["Database", (result) => result.database],
      ["Periods", (result) => `12 ${result.unit}s`],
      ["Runs", (result) => result.timings.count.toLocaleString("en-US")],
      ["p50", (result) => ms(result.timings.p50)],
      ["p99", (result) => ms(result.timings.p99)],
      ["Max", (result) => ms(result.timings.max)],
    ]),
  ].join("\n");
  return { body, budgets };
}

export const aggregatesPart: Part = { name: "aggregates", title: "Console trends", run };
