/**
 * Load on loopback with autocannon: a fixed number of connections for a fixed time (and never
 * more than a fixed number of requests). Latencies are taken from every response at sub-millisecond
 * precision (autocannon's own histogram counts whole milliseconds).
 */
import autocannon from "autocannon";
import { distribution } from "./stats";

export interface LoadOptions {
  url: string;
  connections: number;
  seconds: number;
  /** Upper bound on responses: the run stops at this count or at its time, whichever comes first. */
  maxRequests?: number;
  method?: "GET" | "POST";
  headers?: Record<string, string>;
  body?: string;
  /** A new path for each request (e.g. a cache-busting query). */
  pathFor?: (sequence: number) => string;
}

export interface LoadResult {
  connections: number;
  seconds: number;
  requests: number;
  requestsPerSecond: number;
  /** Latency of successful responses, milliseconds. */
  p50: number;
  p99: number;
  max: number;
  /** Responses other than 2xx, connection errors and timeouts. */
  failures: number;
}

const maxSamples = 2_000_000;

export async function measure(options: LoadOptions): Promise<LoadResult> {
  const samples = new Float64Array(maxSamples);
  let count = 0;
  let sequence = 0;
  const started = process.hrtime.bigint();
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: options.url,
        connections: options.connections,
        duration: options.seconds,
        method: options.method ?? "GET",
        headers: options.headers,
        body: options.body,
        timeout: 10,
        requests: options.pathFor
          ? [{ setupRequest: (request) => ({ ...request, path: options.pathFor!(sequence++) }) }]
          : undefined,
      },
      (error, done) => (error ? reject(error) : resolve(done)),
    );
    // autocannon's own `amount` would replace the time limit; both bounds hold here.
    const limit = Math.min(options.maxRequests ?? maxSamples, maxSamples);
    let responses = 0;
    instance.on("response", (_client, statusCode, _bytes, ms) => {
      if (statusCode >= 200 && statusCode < 300 && count < maxSamples) samples[count++] = ms;
      if (++responses === limit) instance.stop();
    });
  });
  const elapsed = Number(process.hrtime.bigint() - started) / 1e9;
  const latency = distribution(samples.subarray(0, count));
  const total = result.requests.total;
  return {
    connections: options.connections,
    seconds: options.seconds,
    requests: total,
    requestsPerSecond: count / (result.duration || elapsed),
    p50: latency.p50,
    p99: latency.p99,
    max: latency.max,
    failures: result.non2xx + result.errors + result.timeouts,
  };
}

/**
 * Reviews posted to `origin` by autocannon: the same JSON review, `connections` at a time, bounded
 * below the store's write limit for one client (the benchmarks lift it to 100,000).
 */
export function postReviewLoad(
  origin: string,
  { connections, seconds, body }: { connections: number; seconds: number; body: string },
): Promise<LoadResult> {
  return measure({
    url: `${origin}/api/reviews`,
    connections,
    seconds,
    maxRequests: 90_000,
    method: "POST",
    headers: { "content-type": "application/json" },
    body,
  });
}
