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
import { openReviewStream, postReview } from "./review-api";

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
  const stream = await openReviewStream(`${store.baseURL}/api/reviews/${product}/stream`);
  try {
    expect(stream.response.status).toBe(200);
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
    // Inside the schema (its search path), as that copy would: the summary trigger's function is
    // there, not in the public schema.
    await query(
      `insert into reviews (product_id, name, rating, review_text)
       values ($1, 'Another copy of the store', 4, 'Posted elsewhere')`,
      [product],
      schema.url,
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
