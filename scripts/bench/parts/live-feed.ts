/**
 * Live-feed fan-out: 1,000 and 5,000 Server-Sent-Events subscribers to one product on one process
 * (embedded database), then on process A of two sharing PostgreSQL with the review posted to B.
 */
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { BenchContext, Part, PartResult } from "../context";
import type { SubscribersConfig, SubscribersResult } from "../live-feed/subscribers";
import { projectRoot } from "../lib/build";
import { postgresUrl, urlForSchema, withSchema } from "../lib/postgres";
import { table, type BudgetRow } from "../lib/report";
import { seedReviewsDirectly } from "../lib/seed";
import { startStore, track, withStore, type Store } from "../lib/store";

const reviewKey = "bone-rock";
const subscriberCounts = [1_000, 5_000] as const;
const streamCap = String(Math.max(...subscriberCounts) + 100);
/** The store's stream caps during the run (the defaults are 8 per address and 5,000 in total). */
const streamCaps = { LIVE_STREAMS_PER_CLIENT: streamCap, LIVE_STREAMS_MAX: streamCap };
const clientTimeoutMs = 180_000;

/** Runs the subscriber client in a process of its own (more open files, a bigger heap). */
function runClient(config: SubscribersConfig): Promise<SubscribersResult> {
  const viteNode = join(projectRoot, "node_modules", "vite-node", "dist", "cli.mjs");
  const script = join(projectRoot, "scripts", "bench", "live-feed", "subscribers.ts");
  return new Promise((resolve, reject) => {
    const child = spawn(
      "bash",
      [
        "-c",
        `ulimit -n "$(ulimit -Hn)" 2>/dev/null; exec "${process.execPath}" --max-old-space-size=2048 "${viteNode}" --config vitest.config.ts "${script}"`,
      ],
      {
        cwd: projectRoot,
        env: { ...process.env, NODE_ENV: "production", BENCH_SUBSCRIBERS: JSON.stringify(config) },
        stdio: ["ignore", "pipe", "pipe"],
      },
    );
    track(child);
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
    const timer = setTimeout(() => child.kill("SIGKILL"), clientTimeoutMs + 60_000);
    child.on("close", (code, signal) => {
      clearTimeout(timer);
      const line = /^BENCH_RESULT (.+)$/m.exec(stdout)?.[1];
      if (code === 0 && line) resolve(JSON.parse(line) as SubscribersResult);
      else
        reject(
          new Error(`The subscriber client failed (${signal ?? code}):\n${stderr.slice(-2000)}`),
        );
    });
  });
}

async function newestId(store: Store): Promise<number> {
  const response = await fetch(`${store.origin}/api/reviews?reviewKey=${reviewKey}`);
  return ((await response.json()) as { newestId: number }).newestId;
}

interface Scenario {
  setup: string;
  results: SubscribersResult[];
}

async function fanOut(
  context: BenchContext,
  subscribe: Store,
  post: Store,
): Promise<SubscribersResult[]> {
  const results: SubscribersResult[] = [];
  for (const count of subscriberCounts) {
    context.log(`live-feed: ${count} subscribers on ${subscribe.name}, posting to ${post.name}`);
    const result = await runClient({
      subscribeOrigin: subscribe.origin,
      postOrigin: post.origin,
      reviewKey,
      count,
      since: await newestId(subscribe),
      serverPid: subscribe.pid,
      timeoutMs: clientTimeoutMs / 3,
    });
    results.push(result);
    // Let the server notice the closed streams before the next round.
    await new Promise((resolve) => setTimeout(resolve, 2_000));
  }
  return results;
}

const ms = (value: number) => (Number.isFinite(value) ? `${value.toFixed(1)} ms` : "—");
const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;

async function run(context: BenchContext): Promise<PartResult> {
  const scenarios: Scenario[] = [];
  // Streams are long-lived GETs; the write limit only matters for the one POST per round. Every
  // stream comes from one address, so the stream caps are raised to the largest round (plus the
  // warm-up's streams, which may still be closing).
  const env = { RATE_LIMIT_WRITES: "100000", ...streamCaps };

  const dataDir = mkdtempSync(join(tmpdir(), "verdant-bench-feed-"));
  try {
    await seedReviewsDirectly({ dataDir }, reviewKey, 200);
    const results = await withStore(
      { root: context.workspace.root, name: "feed-pglite", dataDir, env },
      (store) => fanOut(context, store, store),
    );
    scenarios.push({ setup: "one process, embedded PGlite", results });
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }

  const shared = await withSchema("feed", async (schema) => {
    await seedReviewsDirectly({ url: postgresUrl, schema }, reviewKey, 200);
    const storeEnv = { ...env, DATABASE_URL: urlForSchema(schema) };
    const a = await startStore({ root: context.workspace.root, name: "feed-a", env: storeEnv });
    try {
      const b = await startStore({ root: context.workspace.root, name: "feed-b", env: storeEnv });
      try {
        return await fanOut(context, a, b);
      } finally {
        await b.stop();
      }
    } finally {
      await a.stop();
    }
  });
  scenarios.push({
    setup: "two processes, PostgreSQL: subscribers on A, review posted to B",
    results: shared,
  });

  const rows = scenarios.flatMap((scenario) =>
    scenario.results.map((result) => [
      scenario.setup,
      result.count.toLocaleString("en-US"),
      `${result.opened.toLocaleString("en-US")}${result.failed ? ` (${result.failed} failed: ${result.firstError})` : ""}`,
      `${(result.openMs / 1000).toFixed(1)} s`,
      ms(result.postMs),
      `${result.received.toLocaleString("en-US")}`,
      ms(result.latency.p50),
      ms(result.latency.p99),
      ms(result.latency.max),
      `${((result.rssAfter - result.rssBefore) / 2 ** 20).toFixed(0)} MiB`,
      kb((result.rssAfter - result.rssBefore) / result.opened),
    ]),
  );

  const at5000 = scenarios.map((scenario) => ({
    scenario,
    result: scenario.results.find((result) => result.count === 5_000)!,
  }));
  const single = at5000[0]!;
  const perSubscriber = (result: SubscribersResult) =>
    (result.rssAfter - result.rssBefore) / result.opened;
  const allDelivered = (result: SubscribersResult) =>
    result.received === result.count && result.failed === 0;
  const latencyMet = allDelivered(single.result) && single.result.latency.p99 <= 250;
  const memoryMet = perSubscriber(single.result) <= 30_000;
  const crossProcess = at5000[1]!.result;
  const budgets: BudgetRow[] = [
    {
      budget:
        "Live feed: 5,000 subscribers on one process, delivery p99 ≤ 250 ms after the insert is acknowledged",
      measured: `p99 ${ms(single.result.latency.p99)}, max ${ms(single.result.latency.max)}, ${single.result.received.toLocaleString("en-US")} of ${single.result.count.toLocaleString("en-US")} delivered (two processes on PostgreSQL: p99 ${ms(crossProcess.latency.p99)}, ${crossProcess.received.toLocaleString("en-US")} delivered)`,
      status: latencyMet ? "met" : "not met",
    },
    {
      budget: "Live feed: memory ≤ 30 KB per open subscription",
      measured: `${kb(perSubscriber(single.result))} per subscriber at 5,000 (server RSS ${((single.result.rssAfter - single.result.rssBefore) / 2 ** 20).toFixed(0)} MiB more)`,
      status: memoryMet ? "met" : "not met",
    },
  ];

  const body = [
    context.header("live-feed"),
    `A separate Node process (\`scripts/bench/live-feed/subscribers.ts\`, raw \`http.get\` with no keep-alive agent, open-file limit raised with \`ulimit -n\`) opens the streams \`GET /api/reviews/${reviewKey}/stream?since=<newest id>\` as a product page does (each runs its catch-up query), 100 at a time, waits 2 s, then posts one review and records when its event reaches each stream. Latency runs from the POST's response (the insert is committed and acknowledged) to the event's arrival, so it can be slightly negative when the event wins the race. Memory is the subscribing server's RSS after the streams are open minus before (after a warm-up of 20 streams that receive one review and close), the median of five readings over a second each time, divided by the streams. RSS moves with V8's heap and garbage collection, so the per-subscriber figure varies by a few KB from run to run (and more at 1,000 streams, where it is a small difference of two large numbers). The client shares the machine's two cores with the server(s). ${reviewKey} holds 200 reviews. Stores run with LOG_LEVEL=warn and stream caps LIVE_STREAMS_PER_CLIENT=\`${streamCaps.LIVE_STREAMS_PER_CLIENT}\`, LIVE_STREAMS_MAX=\`${streamCaps.LIVE_STREAMS_MAX}\` (every stream comes from one address); PostgreSQL in a schema of the run's own, dropped after.`,
    "",
    table(
      [
        "Setup",
        "Subscribers",
        "Opened",
        "Open time",
        "POST",
        "Delivered",
        "p50",
        "p99",
        "max",
        "RSS growth",
        "Per subscriber",
      ],
      rows,
    ),
  ].join("\n");
  return { body, budgets };
}

export const liveFeedPart: Part = { name: "live-feed", title: "Live-feed fan-out", run };
