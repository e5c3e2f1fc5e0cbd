/**
 * The live-feed load client, run as a process of its own by the live-feed part: drives the C
 * client (`subscribers.c`, compiled by the part), which opens N Server-Sent-Events streams to one
 * product, posts one review and times its arrival on every stream from the moment the POST was
 * answered; in between, this reads the server's memory. Prints one JSON line.
 */
import { spawn } from "node:child_process";
import { readFileSync, rmSync } from "node:fs";
import { createInterface } from "node:readline";
import { rssOf } from "../lib/store";
import { distribution, median } from "../lib/stats";

export interface SubscribersConfig {
  /** Where the streams are opened. */
  subscribeOrigin: string;
  /** Where the review is posted (another process for the cross-process case). */
  postOrigin: string;
  reviewKey: string;
  count: number;
  /** The product's newest review id, as a page opens the stream with. */
  since: number;
  /** The server process whose memory is measured (the subscribers' one). */
  serverPid: number;
  /** Where the server's memory probe (memory-probe.mjs) writes its reading, when it runs one. */
  memoryProbeFile?: string;
  /** The compiled C client. */
  clientBinary: string;
}

export interface SubscribersResult {
  count: number;
  opened: number;
  failed: number;
  firstError?: string;
  openMs: number;
  rssBefore: number;
  rssAfter: number;
  /** The server's own reading after a full garbage collection (with the memory probe). */
  memoryBefore?: NodeJS.MemoryUsage;
  memoryAfter?: NodeJS.MemoryUsage;
  reviewId: number;
  postMs: number;
  received: number;
  /** Milliseconds from the POST's response to each stream's receipt. */
  latency: { p50: number; p99: number; max: number; min: number };
  /** From the POST's answer to the last receipt, on the server's CPU profile clock (`profileClock`). */
  fanOut: { from: number; to: number };
}

const now = () => performance.now();
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The server's resident memory: the median of five readings over a second (GC moves it). */
async function steadyRss(pid: number): Promise<number> {
  const readings: number[] = [];
  for (let index = 0; index < 5; index++) {
    readings.push(rssOf(pid));
    await sleep(250);
  }
  return median(readings);
}

/** Asks the server's probe to collect garbage fully and report its memory (heap, external, RSS). */
async function probeMemory(config: SubscribersConfig): Promise<NodeJS.MemoryUsage | undefined> {
  const file = config.memoryProbeFile;
  if (!file) return undefined;
  rmSync(file, { force: true });
  process.kill(config.serverPid, "SIGUSR2");
  const deadline = now() + 10_000;
  while (now() < deadline) {
    await sleep(100);
    try {
      return JSON.parse(readFileSync(file, "utf8")) as NodeJS.MemoryUsage;
    } catch {
      // not written (completely) yet
    }
  }
  throw new Error("The server's memory probe did not answer");
}

/**
 * Waits until the server has run every stream's catch-up query, so the review is posted to a
 * quiet server: 2 s, then until its readiness check (one query, queued behind the catch-ups on the
 * store's database) answers within 50 ms twice in a row. A fixed wait was not enough on a busy
 * machine: the review's insert then queued behind thousands of catch-ups, and the streams still
 * catching up had the event late.
 */
async function subscribed(origin: string): Promise<void> {
  await sleep(2_000);
  const deadline = now() + 60_000;
  let quick = 0;
  while (quick < 2 && now() < deadline) {
    const started = now();
    await fetch(`${origin}/readyz`).then(
      (response) => response.arrayBuffer(),
      () => undefined,
    );
    quick = now() - started < 50 ? quick + 1 : 0;
    await sleep(100);
  }
}

/** The C client (`subscribers.c`), spoken to a line at a time. */
interface Client {
  /** Its next line of output, parsed. */
  next<Line>(): Promise<Line>;
  /** Sends it a line: "go on". */
  goOn(): void;
  /** Closes its input: it closes its streams and exits. */
  close(): Promise<void>;
}

interface Opened {
  opened: number;
  failed: number;
  openMs: number;
  firstError: string;
}

interface Delivered {
  reviewId: number;
  postMs: number;
  /** When the POST was answered, in microseconds of CLOCK_MONOTONIC (`profileClock`'s clock). */
  answeredAt: number;
  /** Milliseconds from the POST's answer to the review's arrival, one per stream that had it. */
  latencies: number[];
}

function startClient(config: SubscribersConfig, count: number): Client {
  const stream = new URL(config.subscribeOrigin);
  const post = new URL(config.postOrigin);
  const review = JSON.stringify({
    reviewKey: config.reviewKey,
    name: "Live feed bench",
    rating: 5,
    reviewText: "Posted by the live-feed benchmark.",
  });
  const child = spawn(
    config.clientBinary,
    [
      stream.hostname,
      stream.port,
      post.port,
      String(count),
      `/api/reviews/${config.reviewKey}/stream?since=${config.since}`,
      review,
    ],
    { stdio: ["pipe", "pipe", "pipe"] },
  );
  let stderr = "";
  child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once("close", resolve));
  const lines = createInterface({ input: child.stdout })[Symbol.asyncIterator]();
  return {
    async next<Line>() {
      const line = await lines.next();
      if (line.done) throw new Error(`The subscriber client ended (${await exited}): ${stderr}`);
      return JSON.parse(line.value) as Line;
    },
    goOn: () => child.stdin.write("go on\n"),
    async close() {
      child.stdin.end();
      await exited;
    },
  };
}

async function runSubscribers(config: SubscribersConfig): Promise<SubscribersResult> {
  // Warm the stream path and one delivery, so the baseline holds the code and pools every
  // stream shares and the measured delivery is not the process's first.
  const warm = startClient(config, Math.min(20, config.count));
  const warmOpened = await warm.next<Opened>();
  if (warmOpened.failed) throw new Error(`Warm-up streams failed: ${warmOpened.firstError}`);
  warm.goOn();
  await warm.next<Delivered>();
  await warm.close();
  await sleep(2_000);
  const memoryBefore = await probeMemory(config);
  const rssBefore = await steadyRss(config.serverPid);

  const client = startClient(config, config.count);
  try {
    const { opened, failed, openMs, firstError } = await client.next<Opened>();
    await subscribed(config.subscribeOrigin);
    const memoryAfter = await probeMemory(config);
    const rssAfter = await steadyRss(config.serverPid);
    client.goOn();
    const delivered = await client.next<Delivered>();
    const summary = distribution(delivered.latencies);
    return {
      count: config.count,
      opened,
      failed,
      firstError: firstError || undefined,
      openMs,
      rssBefore,
      rssAfter,
      memoryBefore,
      memoryAfter,
      reviewId: delivered.reviewId,
      postMs: delivered.postMs,
      received: delivered.latencies.length,
      latency: { p50: summary.p50, p99: summary.p99, max: summary.max, min: summary.min },
      fanOut: {
        from: delivered.answeredAt,
        to:
          delivered.answeredAt +
          Math.round((Number.isFinite(summary.max) ? summary.max : 0) * 1000),
      },
    };
  } finally {
    await client.close();
  }
}

// Run as a process: the configuration comes in BENCH_SUBSCRIBERS, the result goes out as JSON.
if (process.env.BENCH_SUBSCRIBERS) {
  const config = JSON.parse(process.env.BENCH_SUBSCRIBERS) as SubscribersConfig;
  runSubscribers(config).then(
    (result) => {
      process.stdout.write(`BENCH_RESULT ${JSON.stringify(result)}\n`);
      process.exit(0);
    },
    (error: unknown) => {
      process.stderr.write(
        `${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
      );
      process.exit(1);
    },
  );
}
