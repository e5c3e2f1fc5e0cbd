import http from "node:http";
import type { AddressInfo, Socket } from "node:net";
import express from "express";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { Database } from "~/db/database.server";
import { openTestDatabase } from "~/db/test-database";
import { LiveReviewFeed } from "~/reviews/live/live-feed.server";
import { createReview } from "~/reviews/reviews.server";
import { socketWriter, type SocketWriter } from "~/live/socket-writes.server";
import { compiledSocketWrites } from "../../../tests/harness/socket-writes-loop";
import { reviewStreamHandler, type StreamLimits } from "./review-stream.server";

const product = "bone-rock";
const roomy: StreamLimits = { perClient: 100, total: 100, maxAgeMs: 60_000 };

/** Serves the stream handler alone on a port of its own. */
async function serve(
  getFeed: () => Promise<LiveReviewFeed>,
  limits: StreamLimits,
  writeToSockets: SocketWriter,
) {
  const streams = reviewStreamHandler(getFeed, limits, {}, writeToSockets);
  const app = express();
  /** The server's side of each connection, in the order the requests came. */
  const sockets: Socket[] = [];
  app.use((request, _response, next) => {
    sockets.push(request.socket);
    next();
  });
  app.get("/api/reviews/:reviewKey/stream", streams.handler);
  const server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const stop = () => {
    streams.closeAll();
    server.closeAllConnections();
    return new Promise((resolve) => server.close(resolve));
  };
  return { origin, streams, stop, sockets };
}

interface Stream {
  status: Promise<number>;
  headers: Promise<http.IncomingHttpHeaders>;
  text: () => string;
  /** Ids of the review events received so far. */
  ids: () => number[];
  ended: Promise<void>;
  request: http.ClientRequest;
}

function open(origin: string, query = "", headers: Record<string, string> = {}): Stream {
  let text = "";
  let resolveResponse!: (response: http.IncomingMessage) => void;
  const response = new Promise<http.IncomingMessage>((resolve) => (resolveResponse = resolve));
  const request = http.get(`${origin}/api/reviews/${product}/stream${query}`, { headers });
  request.on("response", (res) => {
    res.setEncoding("utf8");
    res.on("data", (chunk: string) => (text += chunk));
    resolveResponse(res);
  });
  request.on("error", () => undefined);
  const ended = new Promise<void>((resolve) => {
    request.on("close", resolve);
  });
  return {
    status: response.then((res) => res.statusCode!),
    headers: response.then((res) => res.headers),
    text: () => text,
    ids: () => [...text.matchAll(/^id: (\d+)$/gm)].map((match) => Number(match[1])),
    ended,
    request,
  };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The streams write with the compiled fan-out loop, as the store does, and without it. */
const writers: [string, () => SocketWriter][] = [
  ["the compiled fan-out loop", () => socketWriter(compiledSocketWrites())],
  ["Node's socket.write()", () => socketWriter(undefined)],
];

describe.each(writers)("live review streams, written by %s", (_name, writer) => {
  let database: Database;
  let feed: LiveReviewFeed;
  let stops: (() => Promise<unknown>)[] = [];

  beforeAll(async () => {
    database = await openTestDatabase("pglite");
    feed = new LiveReviewFeed(database);
    await feed.start();
  });
  afterEach(async () => {
    for (const stop of stops) await stop();
    stops = [];
  });
  afterAll(async () => {
    await feed.stop();
    await database.close();
  });

  const start = async (getFeed: () => Promise<LiveReviewFeed>, limits: StreamLimits) => {
    const served = await serve(getFeed, limits, writer());
    stops.push(served.stop);
    return served;
  };
  const write = (name: string) =>
    createReview(database, { reviewKey: product, name, rating: 5, reviewText: `By ${name}` });

  it("without a database, answers 503 with a retry hint and keeps nothing open", async () => {
    const { origin, streams } = await start(
      () => Promise.reject(new Error("connect ECONNREFUSED")),
      roomy,
    );
    for (let n = 0; n < 5; n++) {
      const stream = open(origin, "?since=3");
      expect(await stream.status).toBe(503);
      expect((await stream.headers)["retry-after"]).toBe("30");
      await stream.ended;
      expect(stream.text()).toMatch(/^retry: 30000$/m);
    }
    expect(streams.openCount()).toBe(0);
  });

  it("a client that leaves while the feed is still starting leaves nothing behind", async () => {
    let ready!: () => void;
    const slowFeed = new Promise<void>((resolve) => (ready = resolve)).then(() => feed);
    const { origin, streams } = await start(() => slowFeed, roomy);
    const before = feed.subscriberCount();
    const stream = open(origin);
    await expect.poll(() => streams.openCount()).toBe(1);
    stream.request.destroy();
    await expect.poll(() => streams.openCount()).toBe(0);
    ready();
    await sleep(100);
    expect(streams.openCount()).toBe(0);
    expect(feed.subscriberCount()).toBe(before);
  });

  it("caps streams per client address (429) and per process (503), with a retry hint", async () => {
    const perClient = await start(() => Promise.resolve(feed), { ...roomy, perClient: 2 });
    const first = [open(perClient.origin), open(perClient.origin)];
    expect(await Promise.all(first.map((s) => s.status))).toEqual([200, 200]);
    const third = open(perClient.origin);
    expect(await third.status).toBe(429);
    await third.ended;
    expect(third.text()).toMatch(/^retry: 30000$/m);
    // A closed stream frees its place.
    first[0]!.request.destroy();
    await expect.poll(() => perClient.streams.openCount()).toBe(1);
    expect(await open(perClient.origin).status).toBe(200);

    const total = await start(() => Promise.resolve(feed), { ...roomy, total: 3 });
    const streams = [open(total.origin), open(total.origin), open(total.origin)];
    expect(await Promise.all(streams.map((s) => s.status))).toEqual([200, 200, 200]);
    const fourth = open(total.origin);
    expect(await fourth.status).toBe(503);
    expect((await fourth.headers)["retry-after"]).toBe("30");
  });

  it("ends a stream at its maximum age; the reconnect with Last-Event-ID misses nothing", async () => {
    const { origin, streams } = await start(() => Promise.resolve(feed), {
      ...roomy,
      maxAgeMs: 700,
    });
    const shown = await write("shown");
    const first = open(origin, `?since=${shown.id}`);
    expect(await first.status).toBe(200);
    await sleep(100);
    const live = await write("live");
    await expect.poll(() => first.ids()).toEqual([live.id]);
    await first.ended; // the server ends it
    expect(streams.openCount()).toBe(0);

    // Stored while the client was away.
    const missed = [await write("missed-1"), await write("missed-2")];
    const again = open(origin, `?since=${shown.id}`, { "Last-Event-ID": String(live.id) });
    await expect.poll(() => again.ids()).toEqual(missed.map((review) => review.id));
    again.request.destroy();
  });

  it("serializes each review once, however many streams it is written to", async () => {
    const { origin } = await start(() => Promise.resolve(feed), roomy);
    const shown = await write("before the streams");
    const before = feed.subscriberCount();
    const streams = Array.from({ length: 25 }, () => open(origin, `?since=${shown.id}`));
    expect(new Set(await Promise.all(streams.map((stream) => stream.status)))).toEqual(
      new Set([200]),
    );
    await expect.poll(() => feed.subscriberCount()).toBe(before + 25);
    // Every stream has finished catching up once each has a review stored after it opened (one
    // still catching up reads a review fresh, and serializes its own copy).
    const warmUp = await write("after the streams");
    await expect
      .poll(() => streams.filter((stream) => stream.ids().includes(warmUp.id)).length)
      .toBe(25);

    const stringify = vi.spyOn(JSON, "stringify");
    try {
      const review = await write("one for all");
      await expect
        .poll(() => streams.filter((stream) => stream.ids().includes(review.id)).length)
        .toBe(25);
      const serialized = stringify.mock.calls.filter(
        ([value]) =>
          typeof value === "object" &&
          value !== null &&
          (value as { id?: unknown }).id === review.id &&
          "rating" in value,
      );
      expect(serialized).toHaveLength(1);
    } finally {
      stringify.mockRestore();
      for (const stream of streams) stream.request.destroy();
    }
  });

  it("drops a stream whose client stops reading; the others get every review", async () => {
    const { origin, streams, sockets } = await start(() => Promise.resolve(feed), {
      ...roomy,
      maxBufferedBytes: 2048,
    });
    const shown = await write("before the streams");
    const slow = open(origin, `?since=${shown.id}`);
    expect(await slow.status).toBe(200);
    const reader = open(origin, `?since=${shown.id}`);
    expect(await reader.status).toBe(200);
    await expect.poll(() => streams.openCount()).toBe(2);
    // The slow client's socket takes no more bytes: everything written to it waits in memory.
    sockets[0]!.cork();

    const written = [];
    for (let n = 0; n < 12; n++) written.push(await write(`review ${n} ${"x".repeat(200)}`));
    await expect.poll(() => streams.openCount()).toBe(1);
    await slow.ended;
    await expect.poll(() => reader.ids()).toEqual(written.map((review) => review.id));
    reader.request.destroy();
  });

  it("sends a heartbeat only to a stream that has been silent for the interval", async () => {
    const { origin } = await start(() => Promise.resolve(feed), { ...roomy, heartbeatMs: 1500 });
    const shown = await write("before the streams");
    const busy = open(origin, `?since=${shown.id}`);
    expect(await busy.status).toBe(200);
    // A review every 200 ms or so keeps the stream from ever being silent for 1.5 s.
    const written = [];
    for (let n = 0; n < 8; n++) {
      written.push(await write(`busy ${n}`));
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    await expect.poll(() => busy.ids()).toEqual(written.map((review) => review.id));
    expect(busy.text()).not.toContain(": heartbeat");
    // Left silent, it has one within the interval and a check (a fifteenth of it, 100 ms here).
    await expect.poll(() => busy.text(), { timeout: 4000 }).toContain(": heartbeat");
    busy.request.destroy();
  });

  it("heartbeats every stream from one shared timer, none per stream", async () => {
    const { origin } = await start(() => Promise.resolve(feed), { ...roomy, heartbeatMs: 150 });
    const timeouts = vi.spyOn(globalThis, "setTimeout");
    const intervals = vi.spyOn(globalThis, "setInterval");
    const count = 30;
    const before = feed.subscriberCount();
    try {
      const streams = Array.from({ length: count }, () => open(origin, "?since=999999"));
      expect(new Set(await Promise.all(streams.map((stream) => stream.status)))).toEqual(
        new Set([200]),
      );
      await expect.poll(() => feed.subscriberCount()).toBe(before + count);
      const heartbeats = (stream: Stream) => stream.text().split(": heartbeat").length - 1;
      await expect
        .poll(() => Math.min(...streams.map(heartbeats)), { timeout: 5000 })
        .toBeGreaterThanOrEqual(2);
      // Opening 30 streams started no timer of their own (the database may start a few).
      expect(intervals).not.toHaveBeenCalled();
      expect(timeouts.mock.calls.length).toBeLessThan(count);
      for (const stream of streams) stream.request.destroy();
    } finally {
      timeouts.mockRestore();
      intervals.mockRestore();
    }
  });
});
