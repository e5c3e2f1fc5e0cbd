import { expect, test } from "../test";
import { startStore, type StoreProcess } from "../../harness/store-process";
import { send } from "./client";

// Two copies of the store on one PostgreSQL database enforce one limit: the sixth review from one
// client is refused whichever copy it reaches.
const databaseUrl = process.env.DATABASE_URL;

test.skip(!databaseUrl, "needs DATABASE_URL (PostgreSQL)");

let stores: StoreProcess[] = [];

test.beforeAll(async () => {
  test.setTimeout(180_000);
  const env = { DATABASE_URL: databaseUrl!, RATE_LIMIT_WRITES: "5" };
  stores = [await startStore(0, env), await startStore(0, env)];
});

test.afterAll(async () => {
  for (const store of stores) store.child.kill("SIGTERM");
  await Promise.all(stores.map((store) => store.exited));
});

test("the sixth review across two store processes gets 429", async () => {
  // Counts persist in the database: a random client address keeps each attempt's budget its own.
  const client = `127.${10 + Math.floor(Math.random() * 200)}.${Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}`;
  const post = (store: StoreProcess, i: number) =>
    send(store.baseURL, {
      path: "/api/reviews",
      from: client,
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({
        reviewKey: "organic-greens",
        name: `Shared ${i}`,
        rating: 5,
        reviewText: "Counted once, wherever it lands.",
      }),
    });
  const statuses = [];
  for (let i = 0; i < 5; i++) statuses.push((await post(stores[i % 2]!, i)).status);
  expect(statuses).toEqual([201, 201, 201, 201, 201]);
  expect((await post(stores[1]!, 5)).status).toBe(429);
  expect((await post(stores[0]!, 6)).status).toBe(429);
});
