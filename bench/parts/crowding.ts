/**
 * Whether one client can crowd out the rest. With 10,000 reviews on one product, 8 connections
 * fetch the deepest page the API allows by its cheapest route (the last page, by cursor) while a
 * cached page and /healthz are timed, on the embedded database and on PostgreSQL. Then, while
 * 2,000 slow connections from 20 addresses are held (half sending headers, half a body, a byte
 * every 4 s, reconnecting as the store drops them), a new client's page is timed.
 */
import { spawn } from "node:child_process";
import { readdirSync, readlinkSync } from "node:fs";
import { join } from "node:path";
import type { BenchContext, Part, PartResult } from "../context";
import { measure, type LoadResult } from "../lib/load";
import { table, type BudgetRow } from "../lib/report";
import { withSeededDataDir, withSeededSchema, type Seeding } from "../lib/seed";
import { projectRoot } from "../../tests/harness/production-build";
import { track } from "../../tests/harness/store-process";
import { withStore, type StoreOptions } from "../lib/store";

const reviewKey = "bone-rock";
const seeded = 10_000;
const deepConnections = 8;
const cachedPath = `/products/${reviewKey}`;
const goals = { cachedMs: 50, healthMs: 20, crowdedMs: 100 };
const slowConnections = 2_000;
const slowAddresses = 20;

interface ListPage {
  reviews: { id: number }[];
  nextCursor: string | null;
}

/** The last page's URL, by following each page's cursor from the first. */
async function lastPageUrl(origin: string): Promise<{ url: string; pages: number }> {
  let url = `${origin}/api/reviews?reviewKey=${reviewKey}&sort=newest`;
  for (let pages = 1; ; pages++) {
    const listed = (await (await fetch(url)).json()) as ListPage;
    if (!listed.nextCursor) return { url, pages };
    url = `${origin}/api/reviews?reviewKey=${reviewKey}&sort=newest&cursor=${listed.nextCursor}`;
  }
}

interface DeepFigures {
  database: string;
  /** The cached page and /healthz with nothing else running: what this machine gives now. */
  quietCached: LoadResult;
  quietHealth: LoadResult;
  deep: LoadResult;
  cached: LoadResult;
  health: LoadResult;
  pages: number;
}

async function underDeepPages(
  context: BenchContext,
  database: string,
  store: StoreOptions,
): Promise<DeepFigures> {
  const seconds = context.seconds(10);
  return withStore(store, async ({ origin }) => {
    context.log(`crowding: ${database} walking the cursors to the last page`);
    const { url, pages } = await lastPageUrl(origin);
    await measure({ url: `${origin}${cachedPath}`, connections: 1, seconds: 1 });
    const [quietCached, quietHealth] = await Promise.all([
      measure({ url: `${origin}${cachedPath}`, connections: 1, seconds }),
      measure({ url: `${origin}/healthz`, connections: 1, seconds }),
    ]);
    context.log(`crowding: ${database} last page at ${deepConnections} connections`);
    const [deep, cached, health] = await Promise.all([
      measure({ url, connections: deepConnections, seconds }),
      measure({ url: `${origin}${cachedPath}`, connections: 1, seconds }),
      measure({ url: `${origin}/healthz`, connections: 1, seconds }),
    ]);
    return { database, quietCached, quietHealth, deep, cached, health, pages };
  });
}

/**
 * Starts `bench/crowding/slow-clients.mjs` in a process of its own: up to `count` slow
 * connections to `port` from `addresses` loopback addresses, reopened as the store closes them.
 */
function holdSlowConnections(port: number, count: number, addresses: number) {
  const script = join(projectRoot, "bench", "crowding", "slow-clients.mjs");
  const child = spawn(
    "bash",
    [
      "-c",
      `ulimit -n "$(ulimit -Hn)" 2>/dev/null; exec "${process.execPath}" "${script}" ${port} ${count} ${addresses}`,
    ],
    { stdio: ["ignore", "pipe", "inherit"] },
  );
  track(child);
  let last = { open: 0, closed: 0 };
  let buffered = "";
  child.stdout!.on("data", (chunk: Buffer) => {
    buffered += chunk.toString();
    const lines = buffered.split("\n");
    buffered = lines.pop()!;
    for (const line of lines) if (line) last = JSON.parse(line) as typeof last;
  });
  return {
    openCount: () => last.open,
    closedCount: () => last.closed,
    stop: () => {
      child.kill("SIGTERM");
    },
  };
}

interface CrowdedFigures {
  /** The same page from the same client before the slow connections open. */
  quiet: LoadResult;
  page: LoadResult;
  /** Sockets the store held (its open files that are sockets), sampled every 500 ms. */
  storeSockets: number[];
  openDuring: number[];
  closed: number;
}

async function underSlowConnections(
  context: BenchContext,
  store: StoreOptions,
): Promise<CrowdedFigures> {
  return withStore(store, async ({ origin, port, pid }) => {
    await measure({ url: `${origin}${cachedPath}`, connections: 1, seconds: 1 });
    const quiet = await measure({
      url: `${origin}${cachedPath}`,
      connections: 4,
      seconds: context.seconds(15),
    });
    context.log(
      `crowding: opening ${slowConnections} slow connections from ${slowAddresses} addresses`,
    );
    const slow = holdSlowConnections(port, slowConnections, slowAddresses);
    const openDuring: number[] = [];
    const storeSockets: number[] = [];
    const sampler = setInterval(() => {
      openDuring.push(slow.openCount());
      storeSockets.push(socketsOf(pid));
    }, 500);
    try {
      await new Promise((resolve) => setTimeout(resolve, 3_000));
      context.log(
        `crowding: a new client's page while ${slow.openCount()} slow connections are open`,
      );
      const page = await measure({
        url: `${origin}${cachedPath}`,
        connections: 4,
        seconds: context.seconds(15),
      });
      return { quiet, page, openDuring, storeSockets, closed: slow.closedCount() };
    } finally {
      clearInterval(sampler);
      slow.stop();
    }
  });
}

/** How many of a process's open files are sockets (Linux). */
function socketsOf(pid: number): number {
  try {
    return readdirSync(`/proc/${pid}/fd`).filter((fd) => {
      try {
        return readlinkSync(`/proc/${pid}/fd/${fd}`).startsWith("socket:");
      } catch {
        return false;
      }
    }).length;
  } catch {
    return 0;
  }
}

const ms = (value: number) => `${value.toFixed(2)} ms`;
const rps = (value: number) => Math.round(value).toLocaleString("en-US");

/** The part's reviews, said in its log. */
const seedingFor = (context: BenchContext): Seeding => ({
  reviewKey,
  count: seeded,
  log: (line) => context.log(`crowding: ${line}`),
});

/**
 * On the embedded database seeded once: deep pages under load, then slow connections with the
 * shipped connection caps; the data directory removed after.
 */
function onEmbedded(context: BenchContext) {
  const root = context.workspace.root;
  return withSeededDataDir("verdant-bench-crowding-", seedingFor(context), async (dataDir) => {
    const deep = await underDeepPages(context, "PGlite (embedded)", {
      root,
      name: "crowding",
      dataDir,
    });
    // The store's own connection caps, as shipped: nothing lifted.
    const crowded = await underSlowConnections(context, {
      root,
      name: "crowding-slow",
      dataDir,
      env: { CONNECTIONS_PER_CLIENT: "64" },
    });
    return { deep, crowded };
  });
}

/** Deep pages under load on PostgreSQL, in a schema of the run's own. */
function onPostgres(context: BenchContext): Promise<DeepFigures> {
  return withSeededSchema("crowding", seedingFor(context), (schema) =>
    underDeepPages(context, "PostgreSQL 15 (local)", {
      root: context.workspace.root,
      name: "crowding",
      env: { DATABASE_URL: schema.url },
    }),
  );
}

/** Five rows per database: each load alone and while the deep pages are fetched. */
function deepRows(results: DeepFigures[]) {
  return results.flatMap((result) =>
    (
      [
        [`cached page ${cachedPath} alone, 1 connection`, result.quietCached],
        ["/healthz alone, 1 connection", result.quietHealth],
        [`last page (${result.pages}, by cursor), ${deepConnections} connections`, result.deep],
        [`cached page ${cachedPath} meanwhile, 1 connection`, result.cached],
        ["/healthz meanwhile, 1 connection", result.health],
      ] as const
    ).map(([label, load]) => [
      result.database,
      label,
      rps(load.requestsPerSecond),
      ms(load.p50),
      ms(load.p99),
      load.failures,
    ]),
  );
}

/** The budget rows: the cached page and /healthz under deep pages, a new client among slow ones. */
function budgetsFor(
  results: DeepFigures[],
  crowded: CrowdedFigures,
  load: BenchContext["load"],
): BudgetRow[] {
  const count = seeded.toLocaleString("en-US");
  const maxHeld = Math.max(0, ...crowded.storeSockets);
  const cachedMet = results.every((r) => r.cached.p99 <= goals.cachedMs && !r.cached.failures);
  const healthMet = results.every((r) => r.health.p99 <= goals.healthMs && !r.health.failures);
  const crowdedMet = crowded.page.p99 <= goals.crowdedMs && !crowded.page.failures;
  const loadNote = `Load average ${load.average} on ${load.cores} cores when the part started: the load generator, the store, the database and whatever else runs on the machine share them. The "alone" figures, measured in the same run with nothing else asked of the store, show how much of the p99 is the machine rather than the crowding.`;
  return [
    {
      budget: `While ${deepConnections} connections fetch the last of ${count} reviews' pages by cursor: a cached page's p99 ≤ ${goals.cachedMs} ms, both databases`,
      measured: results
        .map((r) => `${r.database}: p99 ${ms(r.cached.p99)} (${ms(r.quietCached.p99)} alone)`)
        .join("; "),
      status: cachedMet ? "met" : "not met",
      note: cachedMet ? undefined : loadNote,
    },
    {
      budget: `Meanwhile /healthz p99 ≤ ${goals.healthMs} ms, both databases`,
      measured: results
        .map((r) => `${r.database}: p99 ${ms(r.health.p99)} (${ms(r.quietHealth.p99)} alone)`)
        .join("; "),
      status: healthMet ? "met" : "not met",
      note: healthMet ? undefined : loadNote,
    },
    {
      budget: `While ${slowConnections.toLocaleString("en-US")} slow connections from ${slowAddresses} addresses are held, a new client's page p99 ≤ ${goals.crowdedMs} ms`,
      measured: `p99 ${ms(crowded.page.p99)} (${crowded.page.failures} failed; ${ms(crowded.quiet.p99)} before the slow connections); the store held at most ${maxHeld.toLocaleString("en-US")} sockets`,
      status: crowdedMet ? "met" : "not met",
      note: crowdedMet ? undefined : loadNote,
    },
  ];
}

/** The table of the new client before and among the slow connections. */
function crowdedTable(crowded: CrowdedFigures): string {
  const maxOpen = Math.max(0, ...crowded.openDuring);
  const maxHeld = Math.max(0, ...crowded.storeSockets);
  return table(
    [
      "Request",
      "req/s",
      "p50",
      "p99",
      "Failed",
      "Slow connections the client had open (most)",
      "Sockets the store held (most)",
      "Closed by the store",
    ],
    [
      [
        `${cachedPath}, the same client before the slow connections`,
        rps(crowded.quiet.requestsPerSecond),
        ms(crowded.quiet.p50),
        ms(crowded.quiet.p99),
        crowded.quiet.failures,
        "0",
        "",
        "",
      ],
      [
        `${cachedPath}, new client`,
        rps(crowded.page.requestsPerSecond),
        ms(crowded.page.p50),
        ms(crowded.page.p99),
        crowded.page.failures,
        maxOpen.toLocaleString("en-US"),
        maxHeld.toLocaleString("en-US"),
        crowded.closed.toLocaleString("en-US"),
      ],
    ],
  );
}

/** The section's Markdown: how each load was made, and its table. */
function bodyFor(context: BenchContext, results: DeepFigures[], crowded: CrowdedFigures): string {
  const count = seeded.toLocaleString("en-US");
  const seconds = context.seconds(10);
  return [
    context.header("crowding"),
    `${count} reviews for \`${reviewKey}\` inserted through the data layer before the store starts (on PostgreSQL in a schema of the run's own, dropped after). The deepest page the API allows by its cheapest route is the last one, reached by following \`nextCursor\` from the first (page numbers stop at 5). autocannon for ${seconds} s, first the cached page and \`/healthz\` alone (one connection each), then three loads at once from one process: the last page at ${deepConnections} connections, the product page \`${cachedPath}\` (served from the page cache) and \`/healthz\` at one connection each. The read budget and connection cap per client are lifted for this load (it all comes from 127.0.0.1), so the database is as busy as it can be made.`,
    "",
    table(["Database", "Request", "req/s", "p50", "p99", "Failed"], deepRows(results)),
    "",
    `Then, on the embedded database with the shipped connection limits (64 connections per address, headers within 10 s, bodies at 1 KB/s after 2 s): ${slowConnections.toLocaleString("en-US")} connections from ${slowAddresses} addresses (127.0.0.10 to 127.0.0.${9 + slowAddresses}), half sending request headers and half a request body, one byte every 4 s, each reopened 250 ms after the store closes it, from a process of their own (\`bench/crowding/slow-clients.mjs\`). The same client (127.0.0.1, 4 connections) first asks for \`${cachedPath}\` for ${context.seconds(15)} s alone; then, 3 s after the slow connections start, for as long again. The store's sockets are counted from \`/proc/<pid>/fd\` every 500 ms (the listening socket and the new client's connections included).`,
    "",
    crowdedTable(crowded),
  ].join("\n");
}

async function run(context: BenchContext): Promise<PartResult> {
  const { deep, crowded } = await onEmbedded(context);
  const results: DeepFigures[] = [deep, await onPostgres(context)];
  const budgets = budgetsFor(results, crowded, context.load);
  return { body: bodyFor(context, results, crowded), budgets };
}

export const crowdingPart: Part = { name: "crowding", title: "Crowding", run };
