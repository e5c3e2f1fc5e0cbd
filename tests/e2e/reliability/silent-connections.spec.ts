import { expect, test } from "@playwright/test";
import {
  createSchema,
  postgresReachable,
  postgresUrl,
  query,
  urlForSchema,
} from "../../harness/postgres-schema";
import { SilencingProxy } from "../../harness/silencing-proxy";
import { startStore } from "../../harness/store-process";
import { postReview } from "./review-api";

// The store's open connections to PostgreSQL go silent (a failover, a NAT or firewall idle
// timeout): nothing is closed or refused, nothing arrives. New connections work.

test.describe.configure({ timeout: 180_000 });

test.beforeAll(async () => {
  test.skip(
    !(await postgresReachable()),
    "needs a PostgreSQL server (DATABASE_URL, or postgres://postgres@127.0.0.1:5432/test); .ci/run provides one",
  );
});

const product = "bone-rock";

/** A live review stream, read as a browser's EventSource would: the reviews' names, as they come. */
async function openStream(url: string) {
  const controller = new AbortController();
  const response = await fetch(url, { signal: controller.signal });
  const names: string[] = [];
  const reading = (async () => {
    const decoder = new TextDecoder();
    const reader = response.body!.getReader();
    let text = "";
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        text += decoder.decode(value, { stream: true });
        for (let end = text.indexOf("\n\n"); end >= 0; end = text.indexOf("\n\n")) {
          const event = text.slice(0, end);
          text = text.slice(end + 2);
          const data = /^data: (.*)$/m.exec(event)?.[1];
          if (/^event: review$/m.test(event) && data) {
            names.push((JSON.parse(data) as { name: string }).name);
          }
        }
      }
    } catch {
      // closed by the test
    }
  })();
  return {
    status: response.status,
    names,
    close: async () => {
      controller.abort();
      await reading;
    },
  };
}

/** Posts until the store stores it (a write on a connection gone silent answers 503 once). */
async function postUntilStored(baseURL: string, name: string): Promise<number[]> {
  const statuses: number[] = [];
  for (let attempt = 0; attempt < 5; attempt++) {
    const { status } = await postReview(baseURL, product, name);
    statuses.push(status);
    if (status === 201) return statuses;
  }
  throw new Error(`never stored: ${statuses.join(", ")}`);
}

test("after the open database connections go silent, a new review reaches an open stream within 30 s, and /readyz says so meanwhile", async () => {
  const schema = await createSchema("silent_links");
  const proxy = new SilencingProxy(new URL(postgresUrl));
  const viaProxy = urlForSchema(schema.name, await proxy.listen());
  const store = await startStore(0, { DATABASE_URL: viaProxy, LOG_LEVEL: "info" });
  const stream = await openStream(`${store.baseURL}/api/reviews/${product}/stream`);
  try {
    expect(stream.status).toBe(200);
    expect(await postUntilStored(store.baseURL, "Before the silence")).toEqual([201]);
    await expect.poll(() => stream.names).toEqual(["Before the silence"]);
    // The product page, rendered and kept in the page cache.
    const page = () => fetch(`${store.baseURL}/products/${product}`).then((r) => r.text());
    await page();
    expect(await page()).not.toContain("Another copy of the store");

    const readiness: { status: number; error?: string }[] = [];
    let watching = true;
    const watch = (async () => {
      while (watching) {
        const response = await fetch(`${store.baseURL}/readyz`).catch(() => undefined);
        if (response) {
          const body = (await response.json().catch(() => ({}))) as { error?: string };
          readiness.push({ status: response.status, error: body.error });
        }
        await new Promise((resolve) => setTimeout(resolve, 500));
      }
    })();

    expect(proxy.silenceOpen()).toBeGreaterThanOrEqual(2); // the LISTEN connection and a pooled one
    const silencedAt = Date.now();
    // Another copy of the store writes a review meanwhile: its NOTIFY never reaches this one.
    await query(
      `insert into ${schema.name}.reviews (product_id, name, rating, review_text)
       values ($1, 'Another copy of the store', 4, 'Posted elsewhere')`,
      [product],
    );
    await query(`select pg_notify('review_inserted', $1)`, [
      JSON.stringify({ id: 0, reviewKey: product }),
    ]);
    const statuses = await postUntilStored(store.baseURL, "After the silence");
    await expect
      .poll(() => stream.names, { timeout: 30_000 - (Date.now() - silencedAt) })
      .toContain("After the silence");
    const arrivedAfterMs = Date.now() - silencedAt;
    expect(stream.names).toContain("Another copy of the store");
    console.log(
      `silent connections: posts answered ${statuses.join(", ")}; the review arrived ${arrivedAfterMs} ms after the silence`,
    );
    expect(arrivedAfterMs).toBeLessThan(30_000);

    // Ready again once the LISTEN connection is back; until then it said why it was not.
    await expect.poll(() => readiness.at(-1)?.status, { timeout: 20_000 }).toBe(200);
    watching = false;
    await watch;
    expect(readiness.map((answer) => answer.error)).toContain(
      "The live feed's database connection was lost; it is being restored.",
    );
    expect(store.output()).toContain('"event":"database_listener_silent"');
    expect(store.output()).toContain('"event":"database_listener_restored"');
    // The cached page missed that other copy's announcement: it was dropped, and shows its review.
    expect(await page()).toContain("Another copy of the store");
  } finally {
    await stream.close();
    await store.stop();
    proxy.close();
    await schema.drop();
  }
});
