/**
 * The live-feed load client, run as a process of its own by the live-feed part: opens N
 * Server-Sent-Events streams to one product (raw TCP sockets speaking HTTP/1.1: Node's HTTP client
 * costs the client tens of microseconds per event, which at 10,000 streams would time the client
 * rather than the server), posts one review, and times its arrival on every stream from the
 * moment the POST was answered. Prints one JSON line.
 */
import { readFileSync, rmSync } from "node:fs";
import http from "node:http";
import net from "node:net";
import { profileClock } from "../lib/profile";
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
  timeoutMs: number;
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

interface Stream {
  socket: net.Socket;
  ready: Promise<void>;
  /** When each review id arrived on this stream. */
  arrivals: Map<number, number>;
}

/** An event's id line, whole (the SSE body arrives in HTTP chunks; ids are found in the bytes). */
const idLine = /\nid: (\d+)\n/g;

function openStream(config: SubscribersConfig): Stream {
  const origin = new URL(config.subscribeOrigin);
  const path = `/api/reviews/${config.reviewKey}/stream?since=${config.since}`;
  let resolveReady!: () => void;
  let rejectReady!: (error: Error) => void;
  const ready = new Promise<void>((resolve, reject) => {
    resolveReady = resolve;
    rejectReady = reject;
  });
  const socket = net.connect(Number(origin.port), origin.hostname);
  const stream: Stream = { socket, ready, arrivals: new Map() };
  socket.setNoDelay(true);
  socket.setTimeout(config.timeoutMs, () => socket.destroy(new Error("stream timed out")));
  socket.on("connect", () =>
    socket.write(
      `GET ${path} HTTP/1.1\r\nHost: ${origin.host}\r\nAccept: text/event-stream\r\n\r\n`,
    ),
  );
  socket.on("error", (error) => rejectReady(error));
  socket.on("close", () => rejectReady(new Error("stream closed")));
  let opened = false;
  // The end of the previous bytes, in case an id line was split between two reads.
  let tail = "";
  socket.on("data", (chunk: Buffer) => {
    const at = now();
    const text = tail + chunk.toString("latin1");
    if (!opened) {
      if (!text.startsWith("HTTP/1.1 200")) {
        rejectReady(new Error(`stream answered ${text.slice(9, 12) || "nothing"}`));
        socket.destroy();
        return;
      }
      if (!text.includes("retry:")) {
        tail = text;
        return;
      }
      opened = true;
      // Open: no timer per stream any more (refreshing it on every read costs the client time).
      socket.setTimeout(0);
      resolveReady();
    }
    for (const match of text.matchAll(idLine)) {
      const id = Number(match[1]);
      if (!stream.arrivals.has(id)) stream.arrivals.set(id, at);
    }
    tail = text.slice(-24);
  });
  return stream;
}

/** Opens `count` streams, at most `parallel` waiting for their first bytes at a time. */
async function openStreams(
  config: SubscribersConfig,
  count: number,
  parallel = 100,
): Promise<{ streams: Stream[]; failed: number; firstError?: string }> {
  const streams: Stream[] = [];
  let failed = 0;
  let firstError: string | undefined;
  let next = 0;
  const worker = async () => {
    while (next < count) {
      next++;
      const stream = openStream(config);
      try {
        await stream.ready;
        streams.push(stream);
      } catch (error) {
        failed++;
        firstError ??= error instanceof Error ? error.message : String(error);
        stream.socket.destroy();
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(parallel, count) }, worker));
  return { streams, failed, firstError };
}

function postReview(
  config: SubscribersConfig,
): Promise<{ id: number; sentAt: number; answeredAt: number }> {
  const body = JSON.stringify({
    reviewKey: config.reviewKey,
    name: "Live feed bench",
    rating: 5,
    reviewText: "Posted by the live-feed benchmark.",
  });
  return new Promise((resolve, reject) => {
    const sentAt = now();
    const request = http.request(
      `${config.postOrigin}/api/reviews`,
      {
        method: "POST",
        agent: false,
        headers: { "content-type": "application/json", "content-length": Buffer.byteLength(body) },
        timeout: 10_000,
      },
      (response) => {
        let text = "";
        response.setEncoding("utf8");
        response.on("data", (chunk: string) => (text += chunk));
        response.on("end", () => {
          const answeredAt = now();
          if (response.statusCode !== 201) {
            reject(
              new Error(`POST /api/reviews answered ${response.statusCode}: ${text.slice(0, 200)}`),
            );
            return;
          }
          resolve({ id: (JSON.parse(text) as { id: number }).id, sentAt, answeredAt });
        });
      },
    );
    request.on("timeout", () => request.destroy(new Error("POST timed out")));
    request.on("error", reject);
    request.end(body);
  });
}

async function runSubscribers(config: SubscribersConfig): Promise<SubscribersResult> {
  // Warm the stream path and one delivery, so the baseline holds the code and pools every
  // stream shares and the measured delivery is not the process's first.
  const warm = await openStreams(config, Math.min(20, config.count));
  if (warm.failed) throw new Error(`Warm-up streams failed: ${warm.firstError}`);
  const warmPost = await postReview(config);
  const warmDeadline = now() + 10_000;
  while (now() < warmDeadline && warm.streams.some((stream) => !stream.arrivals.has(warmPost.id))) {
    await sleep(50);
  }
  for (const stream of warm.streams) stream.socket.destroy();
  await sleep(2_000);
  const memoryBefore = await probeMemory(config);
  const rssBefore = await steadyRss(config.serverPid);

  const openStarted = now();
  const { streams, failed, firstError } = await openStreams(config, config.count);
  const openMs = now() - openStarted;
  await subscribed(config.subscribeOrigin);
  const memoryAfter = await probeMemory(config);
  const rssAfter = await steadyRss(config.serverPid);

  const posted = await postReview(config);
  const arrived = () => streams.filter((stream) => stream.arrivals.has(posted.id)).length;
  const deadline = now() + config.timeoutMs;
  while (arrived() < streams.length && now() < deadline) await sleep(50);

  const latencies = streams
    .filter((stream) => stream.arrivals.has(posted.id))
    .map((stream) => stream.arrivals.get(posted.id)! - posted.answeredAt);
  for (const stream of streams) stream.socket.destroy();
  const summary = distribution(latencies);
  // performance.now() milliseconds to the profile's clock (microseconds of CLOCK_MONOTONIC).
  const toProfileClock = (at: number) => Math.round(profileClock() - (now() - at) * 1000);
  return {
    count: config.count,
    opened: streams.length,
    failed,
    firstError,
    openMs,
    rssBefore,
    rssAfter,
    memoryBefore,
    memoryAfter,
    reviewId: posted.id,
    postMs: posted.answeredAt - posted.sentAt,
    received: latencies.length,
    latency: { p50: summary.p50, p99: summary.p99, max: summary.max, min: summary.min },
    fanOut: {
      from: toProfileClock(posted.answeredAt),
      to: toProfileClock(posted.answeredAt + (Number.isFinite(summary.max) ? summary.max : 0)),
    },
  };
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
