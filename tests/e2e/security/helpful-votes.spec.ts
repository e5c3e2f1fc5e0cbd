import { expect, test } from "../test";
import { freshDataDir, startStore, type StoreProcess } from "../../harness/store-process";
import { send } from "./client";

// Helpful votes, sent as a script would: every spelling of the vote's path, from chosen addresses.

let store: StoreProcess;

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  test.setTimeout(120_000); // a cold start on a busy machine
  store = await startStore(0, { DATA_DIR: freshDataDir(), RATE_LIMIT_WRITES: "5" });
});

test.afterAll(async () => {
  store?.child.kill("SIGTERM");
  await store?.exited;
});

async function newReview(name: string): Promise<number> {
  const response = await send(store.baseURL, {
    path: "/api/reviews",
    from: "127.0.0.9",
    body: JSON.stringify({ reviewKey: "bone-rock", name, rating: 5, reviewText: "Helped me." }),
    headers: { "Content-Type": "application/json" },
  });
  expect(response.status).toBe(201);
  return JSON.parse(response.body).id as number;
}

const vote = (path: string, from: string, headers: Record<string, string> = {}) =>
  send(store.baseURL, {
    path,
    from,
    body: "{}",
    headers: { "Content-Type": "application/json", ...headers },
  });

async function helpfulCount(id: number): Promise<number> {
  const response = await fetch(`${store.baseURL}/api/reviews?reviewKey=bone-rock`);
  const page = (await response.json()) as { reviews: { id: number; helpful: number }[] };
  return page.reviews.find((review) => review.id === id)!.helpful;
}

test("a client's votes count once per review, whatever the path's spelling", async () => {
  const id = await newReview("Votes");
  const path = `/api/reviews/${id}/helpful`;
  const spellings = [
    path,
    path.toUpperCase(),
    `/Api/Reviews/${id}/Helpful`,
    `/api/reviews/${id}/%68elpful`,
    `${path}/`,
    `${path}.data`,
    `${path}?index`,
  ];
  for (const spelling of spellings) {
    const response = await vote(spelling, "127.0.0.3");
    expect(response.status, `${spelling}: ${response.body.slice(0, 200)}`).toBeLessThan(500);
  }
  expect(await helpfulCount(id)).toBe(1);
  // A second client's vote counts.
  const second = await vote(path, "127.0.0.4");
  expect(second.status).toBe(200);
  expect(JSON.parse(second.body)).toMatchObject({ id, helpful: 2, counted: true });
  expect(await helpfulCount(id)).toBe(2);
  // The product page's server HTML shows the count.
  const html = await (await fetch(`${store.baseURL}/products/bone-rock`)).text();
  expect(html).toMatch(
    new RegExp(
      `id="review-${id}"[\\s\\S]*?Helpful \\(<!-- -->2<!-- -->\\)|id="review-${id}"[\\s\\S]*?Helpful \\(2\\)`,
    ),
  );
});

test("a browser's own vote (no JavaScript) goes back to the review on its page", async () => {
  const id = await newReview("Form vote");
  const response = await send(store.baseURL, {
    path: `/api/reviews/${id}/helpful`,
    from: "127.0.0.5",
    body: "back=%2Fproducts%2Fbone-rock",
    headers: {
      "Content-Type": "application/x-www-form-urlencoded",
      Accept: "text/html",
      Origin: store.baseURL,
    },
  });
  expect(response.status).toBe(303);
  expect(response.headers.location).toBe(`/products/bone-rock#review-${id}`);
  expect(await helpfulCount(id)).toBe(1);
});

test("votes on an unknown review, cross-site votes and GETs change nothing", async () => {
  const id = await newReview("Guarded");
  expect((await vote("/api/reviews/99999999/helpful", "127.0.0.6")).status).toBe(404);
  const crossSite = await vote(`/api/reviews/${id}/helpful`, "127.0.0.6", {
    Origin: "https://evil.example",
  });
  expect(crossSite.status).toBe(403);
  const get = await send(store.baseURL, {
    method: "GET",
    path: `/api/reviews/${id}/helpful`,
    from: "127.0.0.6",
  });
  expect(get.status).toBe(405);
  expect(await helpfulCount(id)).toBe(0);
});

test("a client is told which reviews it already voted on, and only its own", async () => {
  const voted = await newReview("Remembered");
  const other = await newReview("Not voted");
  expect((await vote(`/api/reviews/${voted}/helpful`, "127.0.0.21")).status).toBe(200);
  const ask = (from: string, ids: string) =>
    send(store.baseURL, { method: "GET", path: `/api/reviews/helpful-votes?ids=${ids}`, from });
  const mine = await ask("127.0.0.21", `${voted},${other}`);
  expect(mine.status).toBe(200);
  expect(mine.headers["cache-control"]).toBe("private, no-store");
  expect(JSON.parse(mine.body)).toEqual({ voted: [voted] });
  expect(JSON.parse((await ask("127.0.0.22", `${voted},${other}`)).body)).toEqual({ voted: [] });
  // A repeated vote is answered as already counted.
  const again = await vote(`/api/reviews/${voted}/helpful`, "127.0.0.21");
  expect(JSON.parse(again.body)).toMatchObject({ id: voted, helpful: 1, counted: false });
  expect((await ask("127.0.0.21", "1,x")).status).toBe(400);
});
