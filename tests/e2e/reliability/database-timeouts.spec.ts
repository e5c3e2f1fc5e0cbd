import { connect, createServer, type Server, type Socket } from "node:net";
import { expect, test } from "@playwright/test";
import { startStore } from "../../harness/store-process";
import { postReview } from "./review-api";

const port = Number(process.env.E2E_PORT ?? 4173) + 37;
const blackHolePort = port + 1;

/** A database host that accepts connections and never answers: no refusal, no reply, ever. */
function blackHole(): Promise<{ server: Server; sockets: Set<Socket>; accepted: () => number }> {
  const sockets = new Set<Socket>();
  let accepted = 0;
  const server = createServer((socket) => {
    accepted += 1;
    sockets.add(socket);
    socket.on("error", () => undefined);
    socket.on("close", () => sockets.delete(socket));
  });
  return new Promise((resolve) =>
    server.listen(blackHolePort, "127.0.0.1", () =>
      resolve({ server, sockets, accepted: () => accepted }),
    ),
  );
}

test.describe.configure({ timeout: 120_000 });

test("a database that stops answering: pages still render and /readyz answers 503 within its timeout", async () => {
  const hole = await blackHole();
  const store = await startStore(
    0,
    {
      DATABASE_URL: `postgres://store@127.0.0.1:${blackHolePort}/store`,
      DATABASE_CONNECT_TIMEOUT_MS: "1000",
      DATABASE_STATEMENT_TIMEOUT_MS: "2000",
      READY_TIMEOUT_MS: "1500",
    },
    "/healthz",
  );
  try {
    for (const path of ["/products/bone-rock", "/", "/faq"]) {
      const started = Date.now();
      const response = await fetch(`${store.baseURL}${path}`);
      expect(response.status, path).toBe(200);
      expect(await response.text(), path).toContain("</html>");
      expect(Date.now() - started, path).toBeLessThan(5_000);
    }
    // The product page renders its reviews' empty state, and is not cached.
    const product = await fetch(`${store.baseURL}/products/bone-rock`);
    expect(product.headers.get("cache-control")).toContain("no-store");

    for (let attempt = 0; attempt < 3; attempt++) {
      const started = Date.now();
      const ready = await fetch(`${store.baseURL}/readyz`);
      expect(ready.status).toBe(503);
      expect(Date.now() - started).toBeLessThan(1_500 + 700);
    }
    // Writes answer 503 in bounded time too.
    const started = Date.now();
    const write = await fetch(`${store.baseURL}/api/reviews`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ reviewKey: "bone-rock", name: "Hold", rating: 5, reviewText: "Hi" }),
    });
    expect(write.status).toBe(503);
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(hole.accepted()).toBeGreaterThan(0); // it really was tried
  } finally {
    store.child.kill("SIGTERM");
    await store.exited;
    for (const socket of hole.sockets) socket.destroy();
    hole.server.close();
  }
});

/**
 * The network to PostgreSQL, which can go silent: open connections stop carrying anything (nothing
 * is closed or refused) and new ones are accepted and left unanswered.
 */
class SilencingLink {
  private silent = false;
  private readonly sockets = new Set<Socket>();
  private readonly pairs: [Socket, Socket][] = [];
  private readonly server: Server;
  constructor(target: URL) {
    this.server = createServer((client) => {
      this.track(client);
      if (this.silent) return;
      const upstream = connect(Number(target.port || 5432), target.hostname);
      this.track(upstream);
      client.pipe(upstream).pipe(client);
      this.pairs.push([client, upstream]);
    });
  }
  private track(socket: Socket) {
    this.sockets.add(socket);
    socket.on("error", () => undefined);
    socket.on("close", () => this.sockets.delete(socket));
  }
  listen(port: number): Promise<void> {
    return new Promise((resolve) => this.server.listen(port, "127.0.0.1", resolve));
  }
  silence(): void {
    this.silent = true;
    for (const [client, upstream] of this.pairs) {
      client.unpipe(upstream);
      upstream.unpipe(client);
      client.pause();
      upstream.pause();
    }
  }
  close(): void {
    for (const socket of this.sockets) socket.destroy();
    this.server.close();
  }
}

test("PostgreSQL going silent after start-up: pages render and /readyz answers 503 within its timeout", async () => {
  const databaseUrl = process.env.DATABASE_URL;
  test.skip(!databaseUrl, "needs a PostgreSQL server (DATABASE_URL)");
  const link = new SilencingLink(new URL(databaseUrl!));
  await link.listen(blackHolePort + 1);
  const viaLink = new URL(databaseUrl!);
  viaLink.host = `127.0.0.1:${blackHolePort + 1}`;
  const store = await startStore(0, {
    DATABASE_URL: viaLink.toString(),
    DATABASE_CONNECT_TIMEOUT_MS: "1000",
    DATABASE_STATEMENT_TIMEOUT_MS: "2000",
    READY_TIMEOUT_MS: "1500",
  });
  try {
    expect((await postReview(store.baseURL, "bone-rock", "Before the silence")).status).toBe(201);
    link.silence();
    for (let attempt = 0; attempt < 3; attempt++) {
      const started = Date.now();
      expect((await fetch(`${store.baseURL}/readyz`)).status).toBe(503);
      expect(Date.now() - started).toBeLessThan(1_500 + 700);
    }
    const started = Date.now();
    const page = await fetch(`${store.baseURL}/products/bone-rock?during=silence`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain("</html>");
    expect(Date.now() - started).toBeLessThan(6_000);
  } finally {
    store.child.kill("SIGTERM");
    await store.exited;
    link.close();
  }
});
