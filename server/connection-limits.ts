import { readFileSync } from "node:fs";
import type { IncomingMessage, Server, ServerOptions, ServerResponse } from "node:http";
import type { Socket } from "node:net";
import { clientKey } from "~/guard/write-guard.server";
import { logger } from "~/lib/logger.server";
import { clientAddressOf, type TrustProxy } from "~/lib/plain-request.server";

export interface ConnectionLimitSettings {
  /** Connections one client address may hold open (behind a trusted proxy: requests in flight). */
  perClient: number;
  /** Connections the process holds open at most. */
  total: number;
  headersTimeoutMs: number;
  requestTimeoutMs: number;
  /** A request body slower than this on average, after `bodyGraceMs`, is dropped (0: never). */
  minBodyBytesPerSecond: number;
  bodyGraceMs?: number;
  trustProxy: TrustProxy;
}

/**
 * What Node's HTTP server is created with: its own header and whole-request timeouts, checked
 * every second (Node's default is every 30 s, so a timeout could be overrun by that much).
 */
export function httpServerOptions(settings: ConnectionLimitSettings): ServerOptions {
  return {
    headersTimeout: settings.headersTimeoutMs,
    requestTimeout: settings.requestTimeoutMs,
    connectionsCheckingInterval: 1_000,
  };
}

/** Open files this process may hold (the soft limit), where the system says (Linux). */
export function openFileLimit(limitsText?: string): number | undefined {
  let text = limitsText;
  if (text === undefined) {
    try {
      text = readFileSync("/proc/self/limits", "utf8");
    } catch {
      return undefined;
    }
  }
  const match = /^Max open files\s+(\d+)/m.exec(text);
  return match ? Number(match[1]) : undefined;
}

/** Files kept for everything but client connections: the database, logs, outgoing requests. */
export const reservedFiles = 256;

/** The total cap in force: the setting, or less when the open-file limit would be reached first. */
export function totalConnectionCap(setting: number, fileLimit = openFileLimit()): number {
  if (!fileLimit) return setting;
  return Math.max(1, Math.min(setting, fileLimit - reservedFiles));
}

const reasons = { 408: "Request Timeout", 429: "Too Many Requests" };
/** A whole HTTP answer written straight to a socket, which is then closed. */
const refusal = (status: 408 | 429, message: string) =>
  `HTTP/1.1 ${status} ${reasons[status]}\r\n` +
  `Content-Type: text/plain; charset=utf-8\r\nRetry-After: 5\r\nConnection: close\r\n` +
  `Content-Length: ${Buffer.byteLength(message)}\r\n\r\n${message}`;

const tooManyConnections = "Too many connections from this address. Please try again shortly.\n";
const tooManyRequests =
  "Too many requests in progress from this address. Please try again shortly.\n";
const bodyTooSlow = "The request body arrived too slowly.\n";

/**
 * Logs a refusal at most once per client and reason every 10 s, with how many it stands for: a
 * client hammering a cap must not turn each refusal into a log line (and a write) of its own.
 */
function refusalLog() {
  const pending = new Map<string, { last: number; count: number }>();
  return (reason: string, client: string) => {
    const key = `${reason} ${client}`;
    const now = performance.now();
    const entry = pending.get(key) ?? { last: -Infinity, count: 0 };
    entry.count++;
    if (now - entry.last >= 10_000) {
      logger.warn({ event: "connection_refused", reason, client, refused: entry.count });
      entry.last = now;
      entry.count = 0;
    }
    pending.set(key, entry);
    if (pending.size > 10_000) pending.clear();
  };
}

/** One fewer held under `key`; a count that reaches zero is forgotten. */
function countDown(counts: Map<string, number>, key: string) {
  const left = (counts.get(key) ?? 1) - 1;
  if (left > 0) counts.set(key, left);
  else counts.delete(key);
}

/**
 * Counts each client address's open connections and closes one over `perClient` at once, with a
 * 429. Connections from a trusted proxy are not counted here (their clients are, per request).
 * Returns the counts, by client key.
 */
function capConnectionsPerAddress(
  server: Server,
  settings: ConnectionLimitSettings,
  logRefusal: (reason: string, client: string) => void,
): ReadonlyMap<string, number> {
  const perAddress = new Map<string, number>();
  server.on("connection", (socket: Socket) => {
    const peer = socket.remoteAddress ?? "";
    // A trusted proxy carries many clients on its connections: they are counted per request.
    if (settings.trustProxy(peer, 0)) return;
    const key = clientKey(peer);
    const held = perAddress.get(key) ?? 0;
    if (held >= settings.perClient) {
      logRefusal("per_client", key);
      socket.end(refusal(429, tooManyConnections));
      setTimeout(() => socket.destroy(), 1_000).unref();
      return;
    }
    perAddress.set(key, held + 1);
    socket.once("close", () => countDown(perAddress, key));
  });
  return perAddress;
}

interface WatchedBody {
  request: IncomingMessage;
  response: ServerResponse;
  socket: Socket;
  startedAt: number;
  baseline: number;
}

/**
 * Watches the pace of request bodies: one slower than `minBodyBytesPerSecond` on average, after
 * the grace period, is answered 408 (or cut off, once its answer has begun). One timer checks every
 * body being received, and stops when there are none. Returns `watch`, for each request.
 */
function bodyPace(
  settings: ConnectionLimitSettings,
  logRefusal: (reason: string, client: string) => void,
) {
  const watched = new Set<WatchedBody>();
  const grace = settings.bodyGraceMs ?? 2_000;
  let ticker: ReturnType<typeof setInterval> | undefined;
  const checkBodies = () => {
    const now = performance.now();
    for (const body of watched) {
      const { request, response, socket } = body;
      if (request.complete || response.writableEnded || socket.destroyed) {
        watched.delete(body);
        continue;
      }
      // Bytes waiting for the store to read them: the pace is ours, not the client's.
      if (request.readableLength > 0) {
        body.startedAt = now;
        body.baseline = socket.bytesRead;
        continue;
      }
      const elapsed = now - body.startedAt;
      if (elapsed <= grace) continue;
      const received = socket.bytesRead - body.baseline;
      if (received < (settings.minBodyBytesPerSecond * (elapsed - grace)) / 1000) {
        watched.delete(body);
        logRefusal("slow_body", clientKey(socket.remoteAddress));
        if (response.headersSent) socket.destroy();
        else socket.end(refusal(408, bodyTooSlow));
        setTimeout(() => socket.destroy(), 200).unref();
      }
    }
    if (!watched.size && ticker) {
      clearInterval(ticker);
      ticker = undefined;
    }
  };

  /** Starts watching a request's body, if it has one still to arrive and a pace is required. */
  return function watch(request: IncomingMessage, response: ServerResponse) {
    const hasBody =
      request.headers["transfer-encoding"] !== undefined ||
      Number(request.headers["content-length"] ?? 0) > 0;
    if (hasBody && settings.minBodyBytesPerSecond > 0 && !request.complete) {
      watched.add({
        request,
        response,
        socket: request.socket,
        startedAt: performance.now(),
        baseline: request.socket.bytesRead,
      });
      ticker ??= setInterval(checkBodies, 250);
      ticker.unref();
    }
  };
}

/**
 * Bounds what clients can hold of this process: connections per client address and in all,
 * requests in flight per forwarded client behind a trusted proxy, and the pace of request bodies.
 * A client over its cap is answered 429 and closed at once, while every other client is served.
 * Returns `admit`, which the request handler calls first (false: the request was answered here).
 */
export function limitConnections(server: Server, settings: ConnectionLimitSettings) {
  const total = totalConnectionCap(settings.total);
  server.maxConnections = total; // Node closes connections past it as they arrive.
  const logRefusal = refusalLog();
  server.on("drop", () => logRefusal("total", "*"));
  const perAddress = capConnectionsPerAddress(server, settings, logRefusal);
  const watchBody = bodyPace(settings, logRefusal);
  const inFlight = new Map<string, number>();

  function admit(request: IncomingMessage, response: ServerResponse): boolean {
    const peer = request.socket.remoteAddress ?? "";
    if (settings.trustProxy(peer, 0)) {
      const key = clientKey(clientAddressOf(request, settings.trustProxy));
      const running = inFlight.get(key) ?? 0;
      if (running >= settings.perClient) {
        logRefusal("requests_per_client", key);
        response
          .writeHead(429, { "Content-Type": "text/plain; charset=utf-8", "Retry-After": "5" })
          .end(tooManyRequests);
        return false;
      }
      inFlight.set(key, running + 1);
      response.once("close", () => countDown(inFlight, key));
    }
    watchBody(request, response);
    return true;
  }

  return {
    admit,
    /** Connections held per client address now (tests and logs). */
    heldBy: (address: string) => perAddress.get(clientKey(address)) ?? 0,
    total,
  };
}
