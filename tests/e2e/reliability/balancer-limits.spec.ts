import { connect, type Socket } from "node:net";
import { expect, test } from "@playwright/test";
import { startBalancer, type Balancer } from "./load-balancer";
import { startStore, type StoreProcess } from "../../harness/store-process";

// deploy/haproxy.cfg in front of one store (as both of its servers), 4 connections per source.
let store: StoreProcess;
let balancer: Balancer;
let port: number;
test.beforeAll(async () => {
  store = await startStore(0, { TRUST_PROXY: "loopback" });
  const address = new URL(store.baseURL).host;
  balancer = await startBalancer([address, address], { env: { CONNECTIONS_PER_SOURCE: "4" } });
  port = Number(new URL(balancer.baseURL).port);
});
test.afterAll(async () => {
  await balancer?.stop();
  store?.child.kill("SIGTERM");
  await store?.exited;
});

interface Held {
  socket: Socket;
  received: () => string;
  /** Resolves with the milliseconds from connecting to the close. */
  closed: Promise<number>;
}

/** A connection from `localAddress`; one refused as it opens (reset) resolves too, closed. */
function open(localAddress: string, first = ""): Promise<Held> {
  return new Promise((resolve) => {
    const opened = performance.now();
    let data = "";
    const socket = connect({ port, host: "127.0.0.1", localAddress }, () => {
      if (first) socket.write(first);
      resolve(held);
    });
    socket.on("data", (chunk) => (data += chunk));
    const closed = new Promise<number>((done) =>
      socket.on("close", () => done(performance.now() - opened)),
    );
    const held = { socket, received: () => data, closed };
    socket.on("error", () => resolve(held));
  });
}

async function get(path: string, localAddress: string): Promise<string> {
  const held = await open(
    localAddress,
    `GET ${path} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`,
  );
  await held.closed;
  return held.received().split("\r\n")[0]!;
}

test("through HAProxy, one source address past its connection limit is refused while another is served", async () => {
  // Four kept-alive connections, each answered once: HAProxy has accepted and counted every one
  // (a connection still in the kernel's queue is not counted yet, whatever the client sees).
  const greedy = await Promise.all(
    Array.from({ length: 4 }, () => open("127.0.0.1", "GET /healthz HTTP/1.1\r\nHost: x\r\n\r\n")),
  );
  for (const held of greedy) await expect.poll(held.received).toContain("HTTP/1.1 200 OK");
  try {
    const refused = await open("127.0.0.1", "GET /healthz HTTP/1.1\r\nHost: x\r\n\r\n");
    expect(await refused.closed).toBeLessThan(2_000);
    expect(refused.received()).toBe("");
    expect(await get("/healthz", "127.0.0.2")).toBe("HTTP/1.1 200 OK");
    expect(await get("/products/bone-rock", "127.0.0.2")).toBe("HTTP/1.1 200 OK");
  } finally {
    for (const held of greedy) held.socket.destroy();
  }
  await expect.poll(() => get("/healthz", "127.0.0.1")).toBe("HTTP/1.1 200 OK");
});

test("through HAProxy, a slow request body is answered 408 by HAProxy and never reaches the store", async () => {
  const slow = await open(
    "127.0.0.3",
    "POST /api/contact HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 200\r\n\r\n{",
  );
  const drip = setInterval(() => slow.socket.write("a"), 4_000);
  try {
    expect(await slow.closed).toBeLessThan(12_000);
    expect(slow.received()).toMatch(/^HTTP\/1\.1 408 /);
  } finally {
    clearInterval(drip);
  }
  // The store never saw it (it logs each client whose slow body it drops).
  expect(store.output()).not.toContain(`"reason":"slow_body"`);
});
