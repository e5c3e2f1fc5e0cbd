import { connect, type Socket } from "node:net";
import { expect, test } from "@playwright/test";
import { startStore, type StoreProcess } from "../../harness/store-process";

// One store with small caps: 5 connections per client address, 10 expensive reads a minute.
let store: StoreProcess;
let port: number;
test.beforeAll(async () => {
  store = await startStore(0, {
    CONNECTIONS_PER_CLIENT: "5",
    READ_BUDGET_PER_MINUTE: "10",
    LIVE_STREAMS_PER_CLIENT: "3",
  });
  port = Number(new URL(store.baseURL).port);
});
test.afterAll(() => {
  store.child.kill("SIGTERM");
  return store.exited;
});

interface Held {
  socket: Socket;
  /** What the store sent on this connection. */
  received: () => string;
  closed: Promise<number>;
}

/** A raw connection from `localAddress`, sending `first` (nothing: it just holds the connection). */
function open(localAddress: string, first = ""): Promise<Held> {
  return new Promise((resolve, reject) => {
    const opened = performance.now();
    const socket = connect({ port, host: "127.0.0.1", localAddress }, () => {
      if (first) socket.write(first);
      resolve({ socket, received: () => data, closed });
    });
    let data = "";
    socket.on("data", (chunk) => (data += chunk));
    socket.on("error", () => undefined);
    const closed = new Promise<number>((done) =>
      socket.on("close", () => done(performance.now() - opened)),
    );
    socket.once("error", reject);
  });
}

async function get(path: string, localAddress: string) {
  const held = await open(
    localAddress,
    `GET ${path} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`,
  );
  await held.closed;
  return held.received();
}

test("one address past its connection cap is refused at once while another is served", async () => {
  const greedy = await Promise.all(Array.from({ length: 5 }, () => open("127.0.0.1")));
  try {
    // The sixth connection from the same address is answered 429 and closed.
    const refused = await open("127.0.0.1");
    expect(await refused.closed).toBeLessThan(2_000);
    expect(refused.received()).toMatch(/^HTTP\/1\.1 429 Too Many Requests\r\n/);
    expect(refused.received()).toContain("Retry-After: 5");
    expect(refused.received()).toContain("Too many connections from this address.");
    // Another address is served as usual.
    expect(await get("/healthz", "127.0.0.2")).toMatch(/^HTTP\/1\.1 200 OK/);
    expect(await get("/products/bone-rock", "127.0.0.2")).toMatch(/^HTTP\/1\.1 200 OK/);
  } finally {
    for (const held of greedy) held.socket.destroy();
  }
  // Its connections closed, the first address is served again.
  await expect
    .poll(async () => (await get("/healthz", "127.0.0.1")).split("\r\n")[0])
    .toBe("HTTP/1.1 200 OK");
});

test("a request body sent a byte every 4 s is dropped within seconds", async () => {
  const slow = await open(
    "127.0.0.3",
    "POST /api/contact HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 200\r\n\r\n{",
  );
  const drip = setInterval(() => slow.socket.write("a"), 4_000);
  try {
    const closedAfter = await slow.closed;
    expect(closedAfter).toBeLessThan(5_000);
    expect(slow.received()).toMatch(/^HTTP\/1\.1 408 Request Timeout\r\n/);
  } finally {
    clearInterval(drip);
  }
  // A body sent at once is read as usual.
  const whole = JSON.stringify({ name: "", email: "", message: "" });
  const answer = await get("/healthz", "127.0.0.3");
  expect(answer).toMatch(/^HTTP\/1\.1 200 OK/);
  const posted = await open(
    "127.0.0.3",
    `POST /api/contact HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ${whole.length}\r\nConnection: close\r\n\r\n${whole}`,
  );
  await posted.closed;
  expect(posted.received()).toMatch(/^HTTP\/1\.1 422 /);
});

test("expensive reads past the client's budget answer 429 with Retry-After; others still read", async () => {
  const first = (await (
    await fetch(`${store.baseURL}/api/reviews?reviewKey=bone-rock`)
  ).json()) as { nextCursor: string | null };
  expect(first).toHaveProperty("nextCursor");
  // First pages come from memory and cost nothing against the budget.
  for (let i = 0; i < 15; i++) {
    expect((await fetch(`${store.baseURL}/api/reviews?reviewKey=bone-rock`)).status).toBe(200);
  }
  const statuses: number[] = [];
  for (let i = 0; i < 12; i++) {
    const path = i % 2 ? "/api/reviews?reviewKey=bone-rock&page=2" : "/api/search?q=ginseng";
    statuses.push((await fetch(`${store.baseURL}${path}`)).status);
  }
  expect(statuses.slice(0, 10)).toEqual(Array(10).fill(200));
  expect(statuses.slice(10)).toEqual([429, 429]);
  const refused = await fetch(`${store.baseURL}/api/reviews?reviewKey=bone-rock&page=3`);
  expect(refused.status).toBe(429);
  expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
  expect(((await refused.json()) as { error: string }).error).toMatch(
    /^Too many requests for reviews, search or exports from this address\. Please try again in \d+ seconds?\.$/,
  );
  // Another address has its own budget.
  expect(await get("/api/reviews?reviewKey=bone-rock&page=2", "127.0.0.4")).toMatch(
    /^HTTP\/1\.1 200 OK/,
  );
});
