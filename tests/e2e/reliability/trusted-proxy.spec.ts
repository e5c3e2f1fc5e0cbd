import { spawn } from "node:child_process";
import { connect, type Socket } from "node:net";
import { catalogue } from "../../../app/catalogue/catalogue";
import { send } from "../security/client";
import { expect, test } from "../test";
import { startBalancer, type Balancer } from "./load-balancer";
import { startStore, type StoreProcess } from "../../harness/store-process";

// Only the proxy TRUST_PROXY names is believed: any other peer is its own client, whatever
// X-Forwarded-For it sends. And every request shape Node accepts is answered without a 500.

const reviewKey = catalogue.find((product) => product.slug === "bone-rock")!.reviewKey;
const proxy = "127.0.0.9";
const direct = "127.0.0.80";
let store: StoreProcess;

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  store = await startStore(0, {
    TRUST_PROXY: proxy,
    RATE_LIMIT_WRITES: "3",
    CONNECTIONS_PER_CLIENT: "4",
    LIVE_STREAMS_PER_CLIENT: "2",
    LOG_LEVEL: "info",
  });
});

test.afterAll(async () => {
  store?.child.kill("SIGTERM");
  await store?.exited;
});

const json = (baseURL: string) => ({ "Content-Type": "application/json", Origin: baseURL });

const postReview = (baseURL: string, from: string, forwardedFor: string, name: string) =>
  send(baseURL, {
    path: "/api/reviews",
    from,
    headers: { ...json(baseURL), "X-Forwarded-For": forwardedFor },
    body: JSON.stringify({ reviewKey, name, rating: 5, reviewText: `${name} was here.` }),
  });

/** A connection held open from `from`; `first` is written once it is open. */
function hold(from: string, first: string): Promise<{ socket: Socket; received: () => string }> {
  return new Promise((resolve, reject) => {
    let data = "";
    const socket = connect({ host: "127.0.0.1", port: store.port, localAddress: from }, () => {
      socket.write(first);
      resolve({ socket, received: () => data });
    });
    socket.on("data", (chunk) => (data += chunk));
    socket.on("error", reject);
  });
}

const raw = (target: string, version = "1.1", host?: string) =>
  `GET ${target} HTTP/${version}\r\n${host ? `Host: ${host}\r\n` : ""}Connection: close\r\n\r\n`;

async function statusOf(request: string): Promise<number> {
  const held = await hold("127.0.0.1", request);
  await new Promise((resolve) => held.socket.on("close", resolve));
  return Number(/^HTTP\/1\.1 (\d{3})/.exec(held.received())?.[1] ?? 0);
}

test("a client reaching the store directly is itself, whatever X-Forwarded-For it rotates", async () => {
  const statuses: number[] = [];
  for (let n = 1; n <= 4; n++) {
    statuses.push(
      (await postReview(store.baseURL, direct, `203.0.113.${n}`, `Direct ${n}`)).status,
    );
  }
  expect(statuses).toEqual([201, 201, 201, 429]);
  // The address it claimed last is not spent: its real owner, through the proxy, writes at once.
  expect((await postReview(store.baseURL, proxy, "203.0.113.4", "Real owner")).status).toBe(201);

  // One vote per client: a second vote under another claimed address is not counted.
  const page = await (await fetch(`${store.baseURL}/api/reviews?reviewKey=${reviewKey}`)).json();
  const id = (page.reviews as { id: number; name: string }[]).find(
    (r) => r.name === "Direct 1",
  )!.id;
  const vote = async (forwardedFor: string) =>
    JSON.parse(
      (
        await send(store.baseURL, {
          path: `/api/reviews/${id}/helpful`,
          from: direct,
          headers: { ...json(store.baseURL), "X-Forwarded-For": forwardedFor },
          body: "{}",
        })
      ).body,
    ) as { counted: boolean; helpful: number };
  expect(await vote("198.51.100.1")).toMatchObject({ counted: true, helpful: 1 });
  expect(await vote("198.51.100.2")).toMatchObject({ counted: false, helpful: 1 });
});

test("and it meets its own live-stream and connection caps", async () => {
  const stream = (n: number) =>
    hold(
      direct,
      `GET /api/reviews/${reviewKey}/stream HTTP/1.1\r\nHost: x\r\nX-Forwarded-For: 192.0.2.${n}\r\n\r\n`,
    );
  const open = [await stream(1), await stream(2)];
  const third = await stream(3);
  await expect.poll(() => third.received()).toMatch(/^HTTP\/1\.1 429/);
  open.push(third);
  // Three connections held; the fourth is its last; a fifth is refused as it opens.
  open.push(await hold(direct, ""));
  const fifth = await hold(
    direct,
    "GET /healthz HTTP/1.1\r\nHost: x\r\nX-Forwarded-For: 192.0.2.9\r\n\r\n",
  );
  await expect.poll(() => fifth.received()).toMatch(/^HTTP\/1\.1 429/);
  for (const held of [...open, fifth]) held.socket.destroy();
});

test("every request target Node accepts is answered 2xx, 3xx or 4xx, and no log line holds a URL's token or query", async () => {
  const token = "q7VZ0xk3_Jd-8mB2hT4yWc9LpR1sN6aE5uGfKoIiQzY";
  const origin = `127.0.0.1:${store.port}`;
  expect(
    await statusOf(raw(`http://${origin}/owner/invite/${token}?secret=sesame`, "1.1", origin)),
  ).toBeLessThan(500);
  expect(
    await statusOf(raw(`http://${origin}/api/reviews?reviewKey=${reviewKey}`, "1.1", origin)),
  ).toBe(200);
  expect(await statusOf(raw(`http://${origin}/contact`, "1.1", origin))).toBe(200);
  expect(await statusOf(raw("/contact", "1.0"))).toBe(200);
  expect(await statusOf(raw(`/api/reviews?reviewKey=${reviewKey}`, "1.0"))).toBe(200);
  expect(await statusOf(raw("//contact", "1.0"))).toBeLessThan(500);
  expect(await statusOf(raw("*", "1.1", origin))).toBe(400);
  expect(await statusOf(raw("http://[::1/x", "1.1", origin))).toBe(400);
  const log = store.output();
  expect(log).not.toContain(token);
  expect(log).not.toContain("sesame");
  expect(log).not.toMatch(/Invalid URL|\n\s+at /);
});

test("a hop count for TRUST_PROXY is refused at start-up, saying why, in one line", async () => {
  const child = spawn(process.execPath, ["server.js"], {
    env: { ...process.env, NODE_ENV: "production", PORT: "0", TRUST_PROXY: "1", PHOTO_DIR: "x" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (chunk) => (output += chunk));
  child.stderr.on("data", (chunk) => (output += chunk));
  const code = await new Promise((resolve) => child.on("exit", resolve));
  expect(code).toBe(1);
  expect(output.trim().split("\n")).toEqual([
    expect.stringMatching(
      /^Invalid configuration: TRUST_PROXY: is a hop count \(1\): it trusts any client that reaches the store directly to choose its own address with X-Forwarded-For; name the proxy's addresses or subnets instead/,
    ),
  ]);
});

test("HOST binds the store to one address", async () => {
  test.setTimeout(120_000);
  const bound = await startStore(0, { HOST: "127.0.0.1" });
  try {
    expect(bound.output()).toContain("(bound to 127.0.0.1 only)");
    expect((await fetch(`http://127.0.0.1:${bound.port}/healthz`)).status).toBe(200);
    await expect(fetch(`http://127.0.0.2:${bound.port}/healthz`)).rejects.toThrow();
  } finally {
    bound.child.kill("SIGTERM");
    await bound.exited;
  }
});

test("through HAProxy, two clients keep budgets of their own, whatever they claim", async () => {
  test.setTimeout(120_000);
  const behind = await startStore(0, { TRUST_PROXY: "127.0.0.1", RATE_LIMIT_WRITES: "2" });
  let balancer: Balancer | undefined;
  try {
    const address = new URL(behind.baseURL).host;
    balancer = await startBalancer([address, address]);
    const statuses = async (from: string) => {
      const seen: number[] = [];
      for (let n = 1; n <= 3; n++) {
        seen.push((await postReview(balancer!.baseURL, from, `203.0.113.${n}`, `Via ${n}`)).status);
      }
      return seen;
    };
    expect(await statuses("127.0.0.31")).toEqual([201, 201, 429]);
    expect(await statuses("127.0.0.32")).toEqual([201, 201, 429]);
  } finally {
    await balancer?.stop();
    behind.child.kill("SIGTERM");
    await behind.exited;
  }
});
