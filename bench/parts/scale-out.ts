/**
 * Scale-out: two store processes on PostgreSQL behind HAProxy (deploy/haproxy.cfg) against one
 * process served directly, for pages and review writes; then a rolling restart (each process
 * stopped with SIGTERM and started again in turn) under continuous load through HAProxy.
 */
import { join } from "node:path";
import { startBalancer, type Balancer } from "../../tests/e2e/reliability/load-balancer";
import type { BenchContext, Part, PartResult } from "../context";
import { measure, postReviewLoad, type LoadResult } from "../lib/load";
import { postgresUrl, withSchema } from "../lib/postgres";
import { table, type BudgetRow } from "../lib/report";
import { reviewBody } from "../lib/seed";
import { track } from "../../tests/harness/store-process";
import { startStore, type Store } from "../lib/store";
import pg from "pg";

const reviewKey = "bone-rock";
const pagePath = `/products/${reviewKey}`;
const connections = 32;
/** What every store behind the balancer runs with (README: "Deploying on several machines"). */
const storeEnv = {
  RATE_LIMIT_WRITES: "100000",
  TRUST_PROXY: "127.0.0.1",
  SHUTDOWN_DRAIN_SECONDS: "3",
};

interface Figures {
  setup: string;
  pages: LoadResult;
  writes: LoadResult;
}

/** Pages, then writes, for each setup in turn: both setups read the same product page. */
async function measureSetups(context: BenchContext, setups: { setup: string; origin: string }[]) {
  const seconds = context.seconds(10);
  const pages: LoadResult[] = [];
  for (const { setup, origin } of setups) {
    context.log(`scale-out: ${setup} pages`);
    await measure({ url: `${origin}${pagePath}`, connections, seconds: 1 });
    pages.push(await measure({ url: `${origin}${pagePath}`, connections, seconds }));
  }
  const writes: LoadResult[] = [];
  for (const { setup, origin } of setups) {
    context.log(`scale-out: ${setup} writes`);
    writes.push(
      await postReviewLoad(origin, { connections, seconds, body: reviewBody(reviewKey, 1) }),
    );
  }
  return setups.map(({ setup }, n): Figures => ({ setup, pages: pages[n]!, writes: writes[n]! }));
}

interface RollingFigures {
  seconds: number;
  requests: number;
  failures: string[];
  acknowledged: number;
  stored: number;
  /** Per restarted process: seconds from SIGTERM until it was back in rotation. */
  restarts: number[];
}

/** Continuous pages and writes through the balancer from several clients while `body` runs. */
async function underLoad(origin: string, body: () => Promise<number[]>, databaseUrl: string) {
  const failures: string[] = [];
  const acknowledged = new Set<number>();
  let requests = 0;
  let stop = false;
  const paths = ["/", pagePath, "/mens-health", `/api/reviews?reviewKey=${reviewKey}`];
  const readers = Array.from({ length: 6 }, async (_, reader) => {
    for (let n = 0; !stop; n++) {
      const path = paths[(reader + n) % paths.length]!;
      try {
        const response = await fetch(`${origin}${path}`);
        await response.arrayBuffer();
        requests++;
        if (response.status !== 200) failures.push(`GET ${path}: ${response.status}`);
      } catch (error) {
        requests++;
        failures.push(`GET ${path}: ${String((error as Error).cause ?? error)}`);
      }
    }
  });
  const writers = Array.from({ length: 4 }, async (_, writer) => {
    for (let n = 0; !stop; n++) {
      try {
        const response = await fetch(`${origin}/api/reviews`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: reviewBody(reviewKey, writer * 1_000_000 + n),
        });
        const answer = (await response.json().catch(() => ({}))) as { id?: number };
        requests++;
        if (response.status === 201 && answer.id) acknowledged.add(answer.id);
        else failures.push(`POST: ${response.status}`);
      } catch (error) {
        requests++;
        failures.push(`POST: ${String((error as Error).cause ?? error)}`);
      }
    }
  });
  const started = Date.now();
  let restarts: number[];
  try {
    restarts = await body();
  } finally {
    stop = true;
    await Promise.all([...readers, ...writers]);
  }
  const seconds = (Date.now() - started) / 1000;
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  let stored: number;
  try {
    const result = await client.query<{ count: string }>(
      "select count(*) from reviews where id = any($1)",
      [[...acknowledged]],
    );
    stored = Number(result.rows[0]!.count);
  } finally {
    await client.end();
  }
  return { seconds, requests, failures, acknowledged: acknowledged.size, stored, restarts };
}

const rps = (value: number) => Math.round(value).toLocaleString("en-US");
const ms = (value: number) => `${value.toFixed(2)} ms`;

/**
 * Each process in turn stopped with SIGTERM, started again on its port and waited for until the
 * balancer has it back; returns the seconds each took.
 */
async function rollingRestart(
  stores: Store[],
  balancer: Balancer,
  root: string,
  env: Record<string, string>,
): Promise<number[]> {
  const restarts: number[] = [];
  await new Promise((resolve) => setTimeout(resolve, 2_000));
  for (let copy = 0; copy < stores.length; copy++) {
    const old = stores[copy]!;
    const signalled = Date.now();
    await old.stop();
    stores[copy] = await startStore({
      root,
      name: `scale-out-${copy + 1}`,
      env,
      port: old.port,
    });
    await balancer.waitFor("UP");
    restarts.push((Date.now() - signalled) / 1000);
    await new Promise((resolve) => setTimeout(resolve, 2_000));
  }
  return restarts;
}

/**
 * Two stores on a schema of their own behind HAProxy: pages and writes against the first served
 * directly, then the rolling restart under load; every process stopped after.
 */
function measureCluster(context: BenchContext) {
  return withSchema("scaleout", async (schema) => {
    const env = { ...storeEnv, DATABASE_URL: schema.url };
    const root = context.workspace.root;
    const stores: Store[] = [];
    try {
      stores.push(await startStore({ root, name: "scale-out-1", env }));
      stores.push(await startStore({ root, name: "scale-out-2", env }));
      const balancer = await startBalancer(
        stores.map((store) => `127.0.0.1:${store.port}`),
        { config: join(root, "deploy", "haproxy.cfg"), started: track },
      );
      try {
        for (const store of stores) {
          // One request renders the page in each process first: a burst of 32 concurrent first
          // renders, abandoned at the warm-up's end, keeps a process busy for many seconds here.
          await (await fetch(`${store.origin}${pagePath}`)).arrayBuffer();
        }
        const figures = await measureSetups(context, [
          { setup: "One process, direct", origin: stores[0]!.origin },
          { setup: "Two processes behind HAProxy", origin: balancer.baseURL },
        ]);
        context.log("scale-out: rolling restart under load");
        const rolling: RollingFigures = await underLoad(
          balancer.baseURL,
          () => rollingRestart(stores, balancer, root, env),
          schema.url,
        );
        return { figures, rolling };
      } finally {
        await balancer.stop();
      }
    } finally {
      await Promise.all(stores.map((store) => store.stop()));
    }
  });
}

const ratio = (a: LoadResult, b: LoadResult) => (a.requestsPerSecond / b.requestsPerSecond) * 100;

/** The budget rows: the rolling restart, failures through HAProxy, and scaling. */
function budgetsFor(figures: Figures[], result: RollingFigures, cores: number): BudgetRow[] {
  const [direct, balanced] = figures as [Figures, Figures];
  const rollingMet = result.failures.length === 0 && result.stored === result.acknowledged;
  const loadFailures = figures.reduce(
    (sum, figure) => sum + figure.pages.failures + figure.writes.failures,
    0,
  );
  const scales =
    ratio(balanced.pages, direct.pages) >= 100 && ratio(balanced.writes, direct.writes) >= 100;
  return [
    {
      budget:
        "Rolling restart through HAProxy under load: 0 failed requests, every acknowledged write stored",
      measured: `${result.requests.toLocaleString("en-US")} requests, ${result.failures.length} failed; ${result.stored} of ${result.acknowledged} acknowledged writes stored`,
      status: rollingMet ? "met" : "not met",
    },
    {
      budget: `Through HAProxy at ${connections} connections: 0 failed requests (pages and writes)`,
      measured: `${balanced.pages.failures + balanced.writes.failures} failed (one process direct: ${direct.pages.failures + direct.writes.failures})`,
      status: loadFailures === 0 ? "met" : "not met",
    },
    {
      budget:
        "Two processes behind HAProxy: pages/s and writes/s at least those of one process direct",
      measured: `pages ${Math.round(ratio(balanced.pages, direct.pages))} %, writes ${Math.round(ratio(balanced.writes, direct.writes))} % of one process`,
      status: scales ? "met" : "not met",
      note:
        !scales && cores <= 2
          ? `On ${cores} cores the two stores, HAProxy, PostgreSQL and the load generator share the same cores, so a second process adds no CPU; the figure shows the balancer's cost here, not scaling.`
          : undefined,
    },
  ];
}

/** Two rows per setup: the page and the review write. */
function setupRows(figures: Figures[]) {
  return figures.flatMap((figure) => [
    [
      figure.setup,
      `GET ${pagePath}`,
      rps(figure.pages.requestsPerSecond),
      ms(figure.pages.p50),
      ms(figure.pages.p99),
      figure.pages.failures,
    ],
    [
      figure.setup,
      "POST /api/reviews",
      rps(figure.writes.requestsPerSecond),
      ms(figure.writes.p50),
      ms(figure.writes.p99),
      figure.writes.failures,
    ],
  ]);
}

/** The section's Markdown: the setups, the load table and the rolling restart. */
function bodyFor(context: BenchContext, figures: Figures[], result: RollingFigures): string {
  const failuresShown = result.failures.slice(0, 10).map((failure) => `- ${failure}`);
  return [
    context.header("scale-out"),
    `Two store processes (\`node server.js\`, production, PostgreSQL in a schema of the run's own, ${Object.entries(
      storeEnv,
    )
      .map(([key, value]) => `${key}=${value}`)
      .join(
        ", ",
      )}) behind Debian's HAProxy run with \`deploy/haproxy.cfg\`, against the first of them served directly. autocannon, ${connections} connections, ${context.seconds(10)} s each, first \`GET ${pagePath}\` for both setups (rendered once in each process, then a 1 s warm-up; served from the page cache), then \`POST /api/reviews\` for both (each review stored and announced with NOTIFY, which also drops the product page from every process's cache).`,
    "",
    table(["Setup", "Request", "req/s", "p50", "p99", "Failed"], setupRows(figures)),
    "",
    `Rolling restart: 6 readers (Home, the product page, a category, the reviews API) and 4 writers (\`POST /api/reviews\`) in a loop through HAProxy with keep-alive, while each process in turn gets SIGTERM (it answers \`/readyz\` with 503 and keeps serving for its 3 s drain, then stops listening), is started again on its port and is back in rotation before the next one.`,
    "",
    table(
      [
        "Run",
        "Requests",
        "Failed",
        "Acknowledged writes",
        "Stored afterwards",
        "SIGTERM → back in rotation",
      ],
      [
        [
          `${result.seconds.toFixed(0)} s`,
          result.requests.toLocaleString("en-US"),
          result.failures.length,
          result.acknowledged,
          result.stored,
          result.restarts.map((seconds) => `${seconds.toFixed(1)} s`).join(", "),
        ],
      ],
    ),
    ...(failuresShown.length ? ["", "First failures:", "", ...failuresShown] : []),
    "",
    `PostgreSQL: ${new URL(postgresUrl).host}.`,
  ].join("\n");
}

async function run(context: BenchContext): Promise<PartResult> {
  const { figures, rolling } = await measureCluster(context);
  const budgets = budgetsFor(figures, rolling, context.machine.cores);
  return { body: bodyFor(context, figures, rolling), budgets };
}

export const scaleOutPart: Part = {
  name: "scale-out",
  title: "Scale-out behind HAProxy",
  run,
};
