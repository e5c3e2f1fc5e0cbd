import { networkInterfaces } from "node:os";
import { expect, test } from "@playwright/test";
import { send } from "../security/client";
import { createSchema, postgresReachable, query } from "../../harness/postgres-schema";
import { startStore, type StoreProcess } from "../../harness/store-process";
import { startBalancer, type Balancer } from "./load-balancer";
import { openReviewStream } from "./review-api";

// Two store processes on one PostgreSQL database behind HAProxy, configured by deploy/haproxy.cfg
// exactly as docs/deployment.md runs it.

// One after another in one worker: each starts processes of its own, and the machine is shared.
test.describe.configure({ mode: "default", timeout: 240_000 });

test.beforeAll(async () => {
  test.skip(
    !(await postgresReachable()),
    "needs a PostgreSQL server (DATABASE_URL, or postgres://postgres@127.0.0.1:5432/test); .ci/run provides one",
  );
});

/** What every store behind the balancer runs with (docs/deployment.md). */
const behindBalancer = {
  TRUST_PROXY: "127.0.0.1",
  SITE_URL: "https://shop.example.com",
  SHUTDOWN_DRAIN_SECONDS: "3",
};

interface Cluster {
  stores: StoreProcess[];
  balancer: Balancer;
  databaseUrl: string;
  stop(): Promise<void>;
}

async function stopStore(store: StoreProcess): Promise<void> {
  if (store.child.exitCode === null && store.child.signalCode === null) {
    store.child.kill("SIGTERM");
  }
  await store.exited;
}

async function startCluster(label: string, env: Record<string, string>): Promise<Cluster> {
  const schema = await createSchema(label);
  const storeEnv = { ...behindBalancer, DATABASE_URL: schema.url, ...env };
  const stores: StoreProcess[] = [];
  try {
    for (let copy = 0; copy < 2; copy++) stores.push(await startStore(0, storeEnv));
    const balancer = await startBalancer(stores.map((store) => new URL(store.baseURL).host));
    const cluster: Cluster = {
      stores,
      balancer,
      databaseUrl: schema.url,
      stop: async () => {
        await balancer.stop();
        await Promise.all(cluster.stores.map(stopStore));
        await schema.drop();
      },
    };
    return cluster;
  } catch (error) {
    await Promise.all(stores.map(stopStore));
    await schema.drop();
    throw error;
  }
}

const product = { slug: "supreme-lungs", reviewKey: "supreme-lungs" };

/** A loopback source address of this run's own: each is a client with a rate-limit budget of its own. */
const clientAddress = (() => {
  const base = `127.${10 + Math.floor(Math.random() * 200)}.${Math.floor(Math.random() * 250)}`;
  let next = 0;
  return () => `${base}.${++next}`;
})();

test("through HAProxy: pages and writes reach both stores, live reviews cross processes, one shared rate limit per real client", async () => {
  const cluster = await startCluster("balanced", { LOG_LEVEL: "info", RATE_LIMIT_WRITES: "3" });
  const { balancer, stores } = cluster;
  const run = Math.random().toString(36).slice(2, 10);
  const review = (name: string) =>
    JSON.stringify({ reviewKey: product.reviewKey, name, rating: 5, reviewText: "Balanced." });
  const json = { "Content-Type": "application/json" };
  const servedBy = (requestId: string) =>
    stores.flatMap((store, n) => (store.output().includes(requestId) ? [n + 1] : []));
  const streams: Awaited<ReturnType<typeof openReviewStream>>[] = [];
  try {
    // Pages: every answer whole, and the requests spread over both processes (their own logs).
    const pageIds: string[] = [];
    for (let n = 0; n < 6; n++) {
      const id = `page-${run}-${n}`;
      pageIds.push(id);
      const path = n % 2 ? `/products/${product.slug}` : "/";
      const response = await send(balancer.baseURL, {
        method: "GET",
        path,
        from: clientAddress(),
        headers: { "X-Request-Id": id },
      });
      expect(response.status, path).toBe(200);
      expect(response.body).toContain("</html>");
    }
    await expect.poll(() => new Set(pageIds.flatMap(servedBy)).size, { timeout: 5_000 }).toBe(2);

    // Live streams through the balancer (one on each process, by round robin): the first bytes
    // arrive at once, so HAProxy does not hold the stream back.
    for (let n = 0; n < 2; n++) {
      const stream = await openReviewStream(
        `${balancer.baseURL}/api/reviews/${product.reviewKey}/stream`,
        { markOpened: true },
      );
      streams.push(stream);
      expect(stream.response.status).toBe(200);
      expect(stream.response.headers.get("content-type")).toContain("text/event-stream");
      await expect.poll(() => stream.names, { timeout: 5_000 }).toContain("(opened)");
    }

    // Writes: the JSON API and the product page's form through the balancer, and one straight to
    // each process; every stream gets all four, whichever process took the write.
    const viaApi = await send(balancer.baseURL, {
      path: "/api/reviews",
      from: clientAddress(),
      headers: json,
      body: review(`Api ${run}`),
    });
    expect(viaApi.status, viaApi.body).toBe(201);
    const viaForm = await send(balancer.baseURL, {
      path: `/products/${product.slug}`,
      from: clientAddress(),
      headers: {
        "Content-Type": "application/x-www-form-urlencoded",
        "Sec-Fetch-Site": "same-origin",
      },
      body: new URLSearchParams({
        name: `Form ${run}`,
        rating: "4",
        reviewText: "Sent by the page's form.",
      }).toString(),
    });
    expect(viaForm.status).toBe(200);
    expect(viaForm.body).toContain("Thank you for your feedback.");
    for (const [n, store] of stores.entries()) {
      const direct = await send(store.baseURL, {
        path: "/api/reviews",
        from: clientAddress(),
        headers: json,
        body: review(`Direct ${n + 1} ${run}`),
      });
      expect(direct.status, direct.body).toBe(201);
    }
    const expected = [`Api ${run}`, `Form ${run}`, `Direct 1 ${run}`, `Direct 2 ${run}`];
    for (const stream of streams) {
      await expect
        .poll(() => expected.filter((name) => !stream.names.includes(name)), { timeout: 10_000 })
        .toEqual([]);
    }

    // One budget per client across both processes, keyed by the address HAProxy saw: a client
    // claiming a new X-Forwarded-For each time is still counted as itself.
    const limited = clientAddress();
    const statuses: number[] = [];
    const limitIds: string[] = [];
    for (let n = 0; n < 5; n++) {
      const id = `limit-${run}-${n}`;
      limitIds.push(id);
      const response = await send(balancer.baseURL, {
        path: "/api/reviews",
        from: limited,
        headers: { ...json, "X-Request-Id": id, "X-Forwarded-For": `203.0.113.${n + 1}` },
        body: review(`Limited ${n} ${run}`),
      });
      statuses.push(response.status);
    }
    expect(statuses).toEqual([201, 201, 201, 429, 429]);
    await expect.poll(() => new Set(limitIds.flatMap(servedBy)).size, { timeout: 5_000 }).toBe(2);
    // Another client behind the same balancer (the stores see HAProxy's address on every socket)
    // has its own budget: the address comes from HAProxy's X-Forwarded-For.
    const other = await send(balancer.baseURL, {
      path: "/api/reviews",
      from: clientAddress(),
      headers: json,
      body: review(`Other ${run}`),
    });
    expect(other.status, other.body).toBe(201);
  } finally {
    await Promise.all(streams.map((stream) => stream.close()));
    await cluster.stop();
  }
});

test("rolling restart under load: SIGTERM each store in turn, no request fails, no acknowledged write lost", async () => {
  const cluster = await startCluster("rolling", { LOG_LEVEL: "info" });
  const { balancer } = cluster;
  const outcomes = new Map<string, number>();
  const failures: string[] = [];
  const acknowledged = new Set<number>();
  let stop = false;
  const count = (key: string) => outcomes.set(key, (outcomes.get(key) ?? 0) + 1);

  // Node's fetch keeps connections to HAProxy alive and reuses them, as browsers do.
  const paths = [
    "/",
    "/mens-health",
    `/products/${product.slug}`,
    "/faq",
    "/api/reviews?reviewKey=supreme-lungs",
  ];
  const readers = Array.from({ length: 4 }, async (_, reader) => {
    for (let n = 0; !stop; n++) {
      const path = paths[(reader + n) % paths.length]!;
      try {
        const response = await fetch(`${balancer.baseURL}${path}`);
        await response.arrayBuffer();
        count(`GET ${response.status}`);
        if (response.status !== 200) failures.push(`GET ${path}: ${response.status}`);
      } catch (error) {
        count("GET error");
        failures.push(`GET ${path}: ${String((error as Error).cause ?? error)}`);
      }
    }
  });
  const writers = Array.from({ length: 3 }, async (_, writer) => {
    for (let n = 0; !stop; n++) {
      try {
        const response = await fetch(`${balancer.baseURL}/api/reviews`, {
          method: "POST",
          headers: { "Content-Type": "application/json" },
          body: JSON.stringify({
            reviewKey: product.reviewKey,
            name: `Rolling ${writer}-${n}`,
            rating: 5,
            reviewText: "Written while the stores restart one by one.",
          }),
        });
        const body = (await response.json().catch(() => ({}))) as { id?: number };
        count(`POST ${response.status}`);
        if (response.status === 201 && body.id) acknowledged.add(body.id);
        else failures.push(`POST: ${response.status}`);
      } catch (error) {
        count("POST error");
        failures.push(`POST: ${String((error as Error).cause ?? error)}`);
      }
    }
  });
  const settle = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

  try {
    await settle(2_000);
    for (let copy = 0; copy < 2; copy++) {
      const old = cluster.stores[copy]!;
      const port = Number(new URL(old.baseURL).port);
      old.child.kill("SIGTERM");
      await balancer.waitFor("DOWN", [`store${copy + 1}`]);
      // Taken out by its readiness answering 503 while it still served (its drain), not by
      // connections being refused once it stopped listening. HAProxy's log line saying so can
      // reach us a moment after its admin socket already reports the server down.
      await expect
        .poll(() => balancer.output(), { timeout: 5_000 })
        .toMatch(new RegExp(`store${copy + 1} is DOWN, reason: Layer7 wrong status, code: 503`));
      expect(await old.exited, old.output().slice(-2000)).toBe(0);
      await settle(1_000);
      cluster.stores[copy] = await startStore(port, {
        ...behindBalancer,
        DATABASE_URL: cluster.databaseUrl,
        LOG_LEVEL: "info",
      });
      await balancer.waitFor("UP");
      await settle(1_500);
    }
  } finally {
    stop = true;
    await Promise.all([...readers, ...writers]);
  }
  const summary = JSON.stringify(Object.fromEntries(outcomes));
  console.log(`rolling restart: ${summary}, ${acknowledged.size} writes acknowledged`);
  try {
    const errors = balancer
      .output()
      .split("\n")
      .filter((line) => / (5\d\d|-1) \d+ /.test(line) || /DOWN|UP/.test(line));
    expect(failures, `${summary}\n${errors.slice(0, 40).join("\n")}`).toEqual([]);
    expect(acknowledged.size).toBeGreaterThan(20);
    const stored = await query<{ id: number }>(
      "select id from reviews where id = any($1)",
      [[...acknowledged]],
      cluster.databaseUrl,
    );
    expect(stored.length).toBe(acknowledged.size);
  } finally {
    await cluster.stop();
  }
});

test("with FORCE_HTTPS, health checks from another machine pass and plain HTTP is redirected, whatever the client claims", async () => {
  // HAProxy reaches the store at this machine's network address, so neither the checks nor the
  // requests come from loopback (which FORCE_HTTPS lets probe over plain HTTP).
  const address = Object.values(networkInterfaces())
    .flat()
    .find((entry) => entry && entry.family === "IPv4" && !entry.internal)?.address;
  test.skip(!address, "needs a network address other than loopback");
  const schema = await createSchema("https");
  const store = await startStore(0, {
    ...behindBalancer,
    // HAProxy reaches the store from that address: it is the proxy trusted here.
    TRUST_PROXY: address!,
    DATABASE_URL: schema.url,
    FORCE_HTTPS: "true",
  });
  let balancer: Balancer | undefined;
  try {
    const { port } = new URL(store.baseURL);
    // Asked directly over plain HTTP from that address, even readiness is redirected…
    const direct = await send(`http://${address}:${port}`, { method: "GET", path: "/readyz" });
    expect(direct.status).toBe(308);
    // …but HAProxy's check says it came through HTTPS: both servers come up.
    balancer = await startBalancer([`${address}:${port}`, `${address}:${port}`]);
    const page = await send(balancer.baseURL, {
      method: "GET",
      path: "/faq",
      headers: { "X-Forwarded-Proto": "https" },
    });
    expect(page.status).toBe(308);
    expect(page.headers.location).toBe("https://shop.example.com/faq");
  } finally {
    await balancer?.stop();
    await stopStore(store);
    await schema.drop();
  }
});
