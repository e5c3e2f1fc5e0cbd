import { expect, test } from "@playwright/test";
import { freshDataDir, startStore } from "../../harness/store-process";
import { storedReviewIds } from "./review-api";

const product = "supreme-lungs";

test.describe.configure({ timeout: 120_000 });

test("SIGTERM under steady keep-alive traffic drains: exit 0 in time, no acknowledged review lost, the database never reopened", async () => {
  const dataDir = freshDataDir();
  const store = await startStore(0, { DATA_DIR: dataDir, LOG_LEVEL: "info" });
  const acknowledged = new Set<number>();
  /** The Connection header of answers to requests sent well after the signal. */
  const connectionHeaders: string[] = [];
  const afterSignal = (sentAt: number) => signalledAt > 0 && sentAt > signalledAt + 250;
  let stop = false;
  let signalledAt = 0;

  // Node's fetch keeps connections alive and reuses them, as browsers and proxies do.
  const readers = Array.from({ length: 4 }, async (_, reader) => {
    const paths = ["/", "/products", `/api/reviews?reviewKey=${product}`, "/faq"];
    while (!stop) {
      try {
        const sentAt = Date.now();
        const response = await fetch(`${store.baseURL}${paths[reader]}`);
        await response.arrayBuffer();
        if (afterSignal(sentAt)) connectionHeaders.push(response.headers.get("connection") ?? "");
      } catch {
        return; // the server is gone
      }
    }
  });
  const writers = Array.from({ length: 2 }, async (_, writer) => {
    for (let n = 0; !stop; n++) {
      try {
        const sentAt = Date.now();
        const response = await fetch(`${store.baseURL}/api/reviews`, {
          method: "POST",
          headers: { "Content-Type": "application/json" },
          body: JSON.stringify({
            reviewKey: product,
            name: `keep-alive ${writer}-${n}`,
            rating: 5,
            reviewText: "Written while the store shuts down.",
          }),
        });
        const body = (await response.json().catch(() => ({}))) as { id?: number };
        if (response.status === 201 && body.id) acknowledged.add(body.id);
        if (afterSignal(sentAt)) connectionHeaders.push(response.headers.get("connection") ?? "");
      } catch {
        return;
      }
    }
  });

  // Once writes are flowing (the machine may be busy), with reads going on all the time.
  for (let waited = 0; acknowledged.size < 10 && waited < 30_000; waited += 50) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  if (acknowledged.size < 10) store.child.kill("SIGKILL");
  expect(acknowledged.size).toBeGreaterThanOrEqual(10);
  signalledAt = Date.now();
  store.child.kill("SIGTERM");
  const code = await store.exited;
  const took = Date.now() - signalledAt;
  stop = true;
  await Promise.all([...readers, ...writers]);

  expect(code, store.output().slice(-3000)).toBe(0);
  expect(took).toBeLessThan(10_000);
  // Answers after the signal told keep-alive clients to go.
  expect(connectionHeaders.filter((value) => value !== "close")).toEqual([]);
  const events = store
    .output()
    .split("\n")
    .flatMap((line) => {
      try {
        return [(JSON.parse(line) as { event?: string }).event];
      } catch {
        return [];
      }
    });
  expect(events.filter((event) => event === "database_open")).toHaveLength(1);
  expect(events.filter((event) => event === "database_closed")).toHaveLength(1);
  expect(events.lastIndexOf("database_open")).toBeLessThan(events.indexOf("database_closed"));

  const restarted = await startStore(0, { DATA_DIR: dataDir });
  try {
    const stored = await storedReviewIds(restarted.baseURL, product);
    expect([...acknowledged].filter((id) => !stored.has(id))).toEqual([]);
  } finally {
    restarted.child.kill("SIGTERM");
    await restarted.exited;
  }
});
