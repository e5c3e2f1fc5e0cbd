import type { IncomingMessage, ServerResponse } from "node:http";
import type {
  LiveChange,
  LiveChannel,
  LiveRow,
  LiveSubscription,
  LiveTopics,
} from "./live-channel.server";
import { errorSummary, loggablePath, logger } from "~/lib/logger.server";
import {
  clientAddressOf,
  isSecure,
  requestIdFor,
  type PlainFront,
  type TrustProxy,
} from "~/lib/plain-request.server";
import { refusedRetryMilliseconds } from "./refused-retry";
import { socketWriter, type SocketWrite, type SocketWriter } from "./socket-writes.server";

/**
 * The request as the stream sees it: Node's own, with the route's parameters. Streams are served
 * without Express's request and response objects (each costs kilobytes per open stream).
 */
export type StreamRequest = IncomingMessage & { params?: Record<string, string> };
type Response = ServerResponse;

const heartbeatMilliseconds = 15_000;
const reconnectMilliseconds = 3_000;
/**
 * Bytes a stream may hold waiting for its client (beyond what the kernel's socket buffers took)
 * before the stream is dropped: a client that stopped reading reconnects with Last-Event-ID
 * later, instead of growing the server's memory with every event.
 */
const defaultMaxBufferedBytes = 64 * 1024;

export interface StreamLimits {
  /** Open streams one client address may hold (a shopper with a few tabs open). */
  perClient: number;
  /** Open streams this process holds at most. */
  total: number;
  /** A stream is ended after this long; the client reconnects with Last-Event-ID, losing nothing. */
  maxAgeMs: number;
  /** A stream with more bytes than this waiting for its client is dropped (a slow subscriber). */
  maxBufferedBytes?: number;
  /** How often every stream is sent a comment line, so proxies keep it open (default 15 s). */
  heartbeatMs?: number;
}

/** A new row: its id is the event id, which a reconnecting browser sends back as Last-Event-ID. */
function rowEventFor(topics: LiveTopics) {
  const serialize = topics.serialize ?? ((row: LiveRow) => JSON.stringify(row));
  return (row: LiveRow) => `id: ${row.id}\nevent: ${topics.rowEvent}\ndata: ${serialize(row)}\n\n`;
}

/**
 * A change to a row already sent (a reply, a removal). No id: it is not a new row, and
 * Last-Event-ID stays the newest one.
 */
function changeEventFor(change: LiveChange): string {
  return `event: ${change.event}\ndata: ${JSON.stringify(change.data)}\n\n`;
}

/**
 * An event's bytes, ready for any stream: `chunk` framed as one HTTP/1.1 chunk (size line, event,
 * CRLF; what streams to HTTP/1.1 clients get), `body` the bare event within it (HTTP/1.0 clients).
 */
interface EncodedEvent {
  chunk: Buffer;
  body: Buffer;
}

function encode(text: string): EncodedEvent {
  const body = Buffer.from(text);
  const size = Buffer.from(`${body.length.toString(16)}\r\n`);
  const chunk = Buffer.concat([size, body, Buffer.from("\r\n")]);
  return { chunk, body: chunk.subarray(size.length, size.length + body.length) };
}

/**
 * An event's bytes, serialized once however many streams it is written to: the channel hands every
 * subscriber of a topic the same row object, so the first stream encodes it and the rest reuse the
 * Buffer (dropped with the row once the fan-out is done).
 */
function encodedOnce<Value extends object>(format: (value: Value) => string) {
  const encoded = new WeakMap<Value, EncodedEvent>();
  return (value: Value): EncodedEvent => {
    let event = encoded.get(value);
    if (!event) {
      event = encode(format(value));
      encoded.set(value, event);
    }
    return event;
  };
}
const encodedChangeEvent = encodedOnce(changeEventFor);

const heartbeat = encode(": heartbeat\n\n");
const retry = encode(`retry: ${reconnectMilliseconds}\n\n`);

function parseSince(value: string | null | undefined): number {
  const number = typeof value === "string" ? Number.parseInt(value, 10) : Number.NaN;
  return Number.isSafeInteger(number) && number > 0 ? number : 0;
}

/** One client address per machine: an IPv4 client of a dual-stack server counts by its own address. */
function clientAddress(request: IncomingMessage, trust: TrustProxy): string {
  const address = clientAddressOf(request, trust) || "unknown";
  return address.startsWith("::ffff:") ? address.slice(7) : address;
}

function header(request: IncomingMessage, name: string): string | undefined {
  const value = request.headers[name];
  return typeof value === "string" ? value : undefined;
}

/** A refusal an EventSource understands: a status, Retry-After, and an SSE `retry:` hint. */
function refuse(response: Response, status: 429 | 503, message: string): void {
  const seconds = Math.ceil(refusedRetryMilliseconds / 1000);
  response
    .writeHead(status, {
      "Content-Type": "text/event-stream; charset=utf-8",
      "Cache-Control": "no-store",
      "Retry-After": String(seconds),
    })
    .end(`retry: ${refusedRetryMilliseconds}\n: ${message}\n\n`);
}

/** Everything the server keeps for one open stream (thousands of them: kept small). */
interface OpenStream {
  response: Response;
  client: string;
  /** Date.now() when it opened; streams are kept in opening order, so the oldest come first. */
  openedAt: number;
  /** Its request id, for the one log line written when it closes. */
  requestId: string;
  path: string;
  /** Whether the response is chunked (HTTP/1.1), so events are written as chunks. */
  chunked: boolean;
  /** Date.now() when it was last written to (its heartbeat is due after `heartbeatMs` of silence). */
  lastWriteAt: number;
  subscription?: LiveSubscription;
  released: boolean;
}

/**
 * The open streams, kept in opening order, and how many each client address holds: what the caps
 * are checked against. `release` forgets a stream (once) and writes its log line.
 */
function streamBook(maxBuffered: number, writeToSockets: SocketWriter) {
  const open = new Set<OpenStream>();
  const perClient = new Map<string, number>();
  let dropped = 0;

  const release = (stream: OpenStream) => {
    if (stream.released) return;
    stream.released = true;
    stream.subscription?.close();
    open.delete(stream);
    const count = (perClient.get(stream.client) ?? 1) - 1;
    if (count > 0) perClient.set(stream.client, count);
    else perClient.delete(stream.client);
    logger.info(
      {
        req: { id: stream.requestId, method: "GET", path: loggablePath(stream.path) },
        res: { status: stream.response.statusCode },
        responseTime: Date.now() - stream.openedAt,
      },
      "live stream closed",
    );
  };

  /**
   * Writes an event to one stream, straight to its socket: Node's response.write() would cork
   * every socket until the whole fan-out loop is done and then send each event as four buffers
   * (size, CRLF, event, CRLF). Writes are gathered until the current synchronous step ends (a
   * fan-out writes to every subscriber in one loop) and then made together by `writeToSockets`.
   */
  let queued: { stream: OpenStream; event: EncodedEvent }[] = [];
  const write = (stream: OpenStream, event: EncodedEvent) => {
    if (queued.push({ stream, event }) === 1) queueMicrotask(flush);
  };

  /** Makes the gathered writes; a stream whose client stopped reading is dropped, not buffered for. */
  const flush = () => {
    const batch = queued;
    queued = [];
    const streams: OpenStream[] = [];
    const writes: SocketWrite[] = [];
    for (const { stream, event } of batch) {
      // The client may have left, or the stream been ended, since the write.
      const socket = stream.response.socket;
      if (stream.released || stream.response.writableEnded || !socket || socket.destroyed) continue;
      streams.push(stream);
      writes.push({ socket, bytes: stream.chunked ? event.chunk : event.body });
    }
    writeToSockets(writes);
    const now = Date.now();
    for (const stream of streams) {
      stream.lastWriteAt = now;
      const socket = stream.response.socket;
      if (stream.released || !socket || socket.writableLength <= maxBuffered) continue;
      dropped++;
      logger.warn({ event: "live_stream_slow_client_dropped", dropped });
      socket.destroy();
      release(stream);
    }
  };

  /**
   * Counts a new stream for `client`, and cleans it up, from now on, whatever happens while it
   * starts: its response closes when its client leaves, its socket fails, or the server ends it.
   */
  const add = (request: StreamRequest, response: Response, client: string): OpenStream => {
    const stream: OpenStream = {
      response,
      client,
      openedAt: Date.now(),
      requestId: requestIdFor(request.headers["x-request-id"]),
      path: (request.url ?? "/").split("?")[0]!,
      chunked: false,
      lastWriteAt: Date.now(),
      released: false,
    };
    open.add(stream);
    perClient.set(client, (perClient.get(client) ?? 0) + 1);
    response.once("close", () => release(stream));
    return stream;
  };

  /** Forgets every stream at once (after each was ended and released). */
  const clear = () => {
    open.clear();
    perClient.clear();
  };

  return {
    open,
    heldBy: (client: string) => perClient.get(client) ?? 0,
    add,
    release,
    write,
    clear,
  };
}

type StreamBook = ReturnType<typeof streamBook>;

/** Ends a stream and forgets it: a stream under way just ends, one not begun is refused (503). */
function endStream(book: StreamBook, stream: OpenStream, message: string) {
  if (stream.response.headersSent) stream.response.end();
  else refuse(stream.response, 503, message);
  book.release(stream);
}

/**
 * How many checks for silent streams each heartbeat interval holds: a stream gets its heartbeat
 * within a fifteenth of the interval of falling due, and the heartbeats of thousands of streams
 * opened over time are spread over the interval instead of written all at once (an event that
 * came just then would wait behind them all).
 */
const heartbeatChecksPerInterval = 15;

/**
 * One timer for every open stream (thousands of streams, one interval): a heartbeat to each stream
 * sent nothing for `heartbeatMs` (one that has just had an event needs none), and the end of
 * streams at their maximum age (the oldest first, so it stops at the first young one).
 */
function startStreamTimer(book: StreamBook, maxAgeMs: number, heartbeatMs: number) {
  const tickMilliseconds = Math.max(
    25,
    Math.min(heartbeatMs / heartbeatChecksPerInterval, maxAgeMs / 4),
  );
  const timer = setInterval(() => {
    const now = Date.now();
    for (const stream of book.open) {
      if (now - stream.openedAt < maxAgeMs) break;
      endStream(book, stream, "Please reconnect.");
    }
    // Due a little early rather than late: a check lands up to a tick after the exact moment.
    const silentSince = now - heartbeatMs + tickMilliseconds / 2;
    for (const stream of book.open) {
      if (stream.response.headersSent && stream.lastWriteAt <= silentSince) {
        book.write(stream, heartbeat);
      }
    }
  }, tickMilliseconds);
  timer.unref();
  return timer;
}

/**
 * The topic a stream request names, or undefined once the request has been answered here: a
 * redirect to HTTPS (when the store requires it), or 404 for a key the feature does not know.
 */
function topicKeyOf(
  topics: LiveTopics,
  front: PlainFront,
  trust: TrustProxy,
  request: StreamRequest,
  response: Response,
): string | undefined {
  if (front.httpsUrl && !isSecure(request, trust)) {
    const originalUrl = (request as { originalUrl?: string }).originalUrl ?? request.url ?? "/";
    response.writeHead(308, { Location: front.httpsUrl(originalUrl) }).end();
    return undefined;
  }
  const key = request.params?.[topics.keyParam];
  if (!topics.isKey(key)) {
    response
      .writeHead(404, { "Content-Type": "application/json; charset=utf-8" })
      .end(JSON.stringify({ error: "Unknown product." }));
    return undefined;
  }
  return key;
}

/** The row a stream starts after: Last-Event-ID from a reconnecting client, else `?since=`. */
function sinceOf(request: StreamRequest): number {
  const url = request.url ?? "/";
  return parseSince(
    header(request, "last-event-id") ??
      new URLSearchParams(url.slice(url.indexOf("?") + 1 || url.length)).get("since"),
  );
}

/**
 * Starts an admitted stream once the channel is open: its headers, the reconnect hint, then the
 * rows it missed and every event after them. A catch-up that fails ends the stream.
 */
function startStream(
  book: StreamBook,
  stream: OpenStream,
  channel: LiveChannel,
  topic: { topics: LiveTopics; key: string; encodedRow: (row: LiveRow) => EncodedEvent },
  request: StreamRequest,
) {
  const { response } = stream;
  response.writeHead(200, {
    "Content-Type": "text/event-stream; charset=utf-8",
    "Cache-Control": "no-cache, no-transform",
    "X-Accel-Buffering": "no",
    "X-Content-Type-Options": "nosniff",
    "X-Request-Id": stream.requestId,
  });
  if (request.method === "HEAD") {
    response.end();
    return;
  }
  // The headers go now; the body's chunks are written to the socket by `write`.
  response.flushHeaders();
  stream.chunked = response.chunkedEncoding;
  book.write(stream, retry);
  const subscription = channel.subscribe(
    topic.topics.feature,
    topic.key,
    {
      row: (row) => book.write(stream, topic.encodedRow(row)),
      change: (change) => book.write(stream, encodedChangeEvent(change)),
    },
    sinceOf(request),
  );
  stream.subscription = subscription;
  subscription.caughtUp.catch((error: unknown) => {
    // Ending the stream makes the client reconnect (with Last-Event-ID) and catch up then.
    const feature = topic.topics.feature;
    logger.error({ event: "live_catch_up_failed", feature, ...errorSummary(error) });
    response.end();
  });
}

/**
 * Server-Sent Events, one stream per topic: each new row of the topic (a product's reviews), pushed
 * as it is stored, and each change to a row the client has. A client opens the stream with
 * `?since=` (the newest row it rendered); a reconnecting client sends `Last-Event-ID`; both first
 * receive what they missed, from the database (see LiveChannel). Streams of every feature share
 * the caps: per client address and per process; each ends after `maxAgeMs`.
 *
 * Held for thousands of clients at once, a stream costs little: one shared timer sends every
 * heartbeat and ends every stream at its age (no timer per stream), each event is serialized once
 * for all, a client that stops reading is dropped once `maxBufferedBytes` wait for it, and the
 * handler writes its own request id and log line instead of holding the front door's per-request
 * logger (server.js mounts it ahead of the front door, compression and static files).
 */
export function liveStreams(
  getChannel: () => Promise<LiveChannel>,
  limits: StreamLimits,
  front: PlainFront = {},
  writeToSockets: SocketWriter = socketWriter(undefined),
) {
  const trust = front.trustProxy ?? (() => false);
  const book = streamBook(limits.maxBufferedBytes ?? defaultMaxBufferedBytes, writeToSockets);
  const timer = startStreamTimer(
    book,
    limits.maxAgeMs,
    limits.heartbeatMs ?? heartbeatMilliseconds,
  );
  let closing = false;

  /** Refuses a stream the store has no room for (or is closing): true when it was refused. */
  const refusedByCaps = (client: string, response: Response): boolean => {
    if (closing) {
      refuse(response, 503, "The store is restarting.");
    } else if (book.open.size >= limits.total) {
      logger.warn({ event: "live_streams_full", open: book.open.size });
      refuse(response, 503, "Too many live streams on this server.");
    } else if (book.heldBy(client) >= limits.perClient) {
      logger.warn({ event: "live_streams_per_client", limit: limits.perClient });
      refuse(response, 429, "Too many live streams from this address.");
    } else return false;
    return true;
  };

  const serve = async (
    topics: LiveTopics,
    encodedRow: (row: LiveRow) => EncodedEvent,
    request: StreamRequest,
    response: Response,
  ) => {
    const key = topicKeyOf(topics, front, trust, request, response);
    if (key === undefined) return;
    const client = clientAddress(request, trust);
    if (refusedByCaps(client, response)) return;
    const stream = book.add(request, response, client);

    let channel: LiveChannel;
    try {
      channel = await getChannel();
    } catch (error) {
      logger.warn({ event: "live_unavailable", feature: topics.feature, ...errorSummary(error) });
      book.release(stream);
      if (!response.headersSent && !response.writableEnded) {
        refuse(response, 503, "Live updates are unavailable for a moment.");
      }
      return;
    }
    if (stream.released || response.writableEnded) return; // the client left, or the store began to close, while waiting
    startStream(book, stream, channel, { topics, key, encodedRow }, request);
  };

  /** The handler of one feature's streams, at `topics.streamPath`. */
  const handler = (topics: LiveTopics) => {
    const encodedRow = encodedOnce(rowEventFor(topics));
    return (request: StreamRequest, response: Response) =>
      serve(topics, encodedRow, request, response);
  };

  /** Ends every open stream and refuses new ones (at shutdown), so clients reconnect elsewhere. */
  const closeAll = () => {
    closing = true;
    clearInterval(timer);
    for (const stream of [...book.open]) endStream(book, stream, "The store is restarting.");
    book.clear();
  };

  return { handler, closeAll, openCount: () => book.open.size };
}
