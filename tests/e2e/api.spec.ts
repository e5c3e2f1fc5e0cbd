import type { APIRequestContext } from "@playwright/test";
import { expect, test } from "./test";

const review = {
  reviewKey: "probiotics-complex",
  name: "Val",
  rating: 5,
  reviewText: "Gentle and easy.",
};

async function reviewCount(request: APIRequestContext, product = review.reviewKey) {
  const response = await request.get(`/api/reviews?reviewKey=${product}`);
  return (await response.json()).summary.count as number;
}

test.describe.configure({ mode: "serial" });

test("creating a review answers 201 with the stored, trimmed row", async ({ request }) => {
  const before = await reviewCount(request);
  const response = await request.post("/api/reviews", { data: { ...review, name: "  Val  " } });
  expect(response.status()).toBe(201);
  const stored = await response.json();
  expect(stored).toMatchObject({
    reviewKey: "probiotics-complex",
    name: "Val",
    rating: 5,
    reviewText: "Gentle and easy.",
  });
  expect(typeof stored.id).toBe("number");
  expect(await reviewCount(request)).toBe(before + 1);
});

test("an ordinary form post is accepted too", async ({ request }) => {
  const response = await request.post("/api/reviews", {
    form: {
      reviewKey: review.reviewKey,
      name: "Form",
      rating: "3",
      reviewText: "Posted as a form",
    },
  });
  expect(response.status()).toBe(201);
});

const invalid: [string, Record<string, unknown>, string][] = [
  ["a missing name", { ...review, name: undefined }, "name"],
  ["a blank text", { ...review, reviewText: "   " }, "reviewText"],
  ["rating 0", { ...review, rating: 0 }, "rating"],
  ["rating 6", { ...review, rating: 6 }, "rating"],
  ["rating 2.5", { ...review, rating: 2.5 }, "rating"],
  ['rating "five"', { ...review, rating: "five" }, "rating"],
  ["an unknown product key", { ...review, reviewKey: "no-such-product" }, "reviewKey"],
  ["a name over 80 characters", { ...review, name: "n".repeat(81) }, "name"],
  ["a text over 5,000 characters", { ...review, reviewText: "t".repeat(5001) }, "reviewText"],
];

for (const [label, body, field] of invalid) {
  test(`${label} gets 422 naming the field and stores nothing`, async ({ request }) => {
    const before = await reviewCount(request);
    const response = await request.post("/api/reviews", { data: body });
    expect(response.status()).toBe(422);
    const answer = await response.json();
    expect(answer.error).toBeTruthy();
    expect(answer.fields[field]).toMatch(/\w/);
    expect(await reviewCount(request)).toBe(before);
  });
}

test("malformed JSON gets 400 and a wrong content type 415", async ({ request }) => {
  const before = await reviewCount(request);
  const malformed = await request.post("/api/reviews", {
    headers: { "Content-Type": "application/json" },
    data: Buffer.from('{"name": "broken'),
  });
  expect(malformed.status()).toBe(400);
  expect((await malformed.json()).error).toBe("The request body is not valid JSON.");
  const wrongType = await request.post("/api/reviews", {
    headers: { "Content-Type": "text/plain" },
    data: "hello",
  });
  expect(wrongType.status()).toBe(415);
  expect(await reviewCount(request)).toBe(before);
});

test("listing validates its parameters", async ({ request }) => {
  expect((await request.get("/api/reviews?reviewKey=nope")).status()).toBe(404);
  expect((await request.get(`/api/reviews?reviewKey=${review.reviewKey}&page=0`)).status()).toBe(
    400,
  );
  expect(
    (await request.get(`/api/reviews?reviewKey=${review.reviewKey}&sort=random`)).status(),
  ).toBe(400);
  // Past page 5 pages go by cursor only (counting pages is a scan of every review before them).
  for (const path of ["/api/reviews", "/API/Reviews"]) {
    for (const page of ["6", "500", "99999999"]) {
      const deep = await request.get(`${path}?reviewKey=${review.reviewKey}&page=${page}`);
      expect(deep.status(), `${path} page ${page}`).toBe(400);
      expect(await deep.json()).toEqual({
        error: "page goes up to 5; for later pages use cursor (each page's nextCursor).",
      });
    }
    expect((await request.get(`${path}?reviewKey=${review.reviewKey}&page=5`)).status()).toBe(200);
  }
});

test("the list answers alike through every spelling the router accepts, compressed when asked", async ({
  request,
}) => {
  // Enough reviews of a product no other test writes to for a body over 1 KB (a retry adds more).
  for (let i = 0; i < 10; i++) {
    const posted = await request.post("/api/reviews", {
      data: {
        reviewKey: "organic-vitamin-c",
        name: `Spelled ${i}`,
        rating: 4,
        reviewText: "Fine.",
      },
    });
    expect(posted.status()).toBe(201);
  }
  const query = "?reviewKey=organic-vitamin-c&sort=lowest";
  const canonical = await request.get(`/api/reviews${query}`);
  expect(canonical.status()).toBe(200);
  const body = await canonical.json();
  for (const path of ["/API/Reviews", "/api/reviews/", "/api/%72eviews"]) {
    const response = await request.get(`${path}${query}`);
    expect(response.status(), path).toBe(200);
    expect(await response.json(), path).toEqual(body);
  }
  const head = await request.head(`/api/reviews${query}`);
  expect(head.status()).toBe(200);
  expect(head.headers()["content-type"]).toBe("application/json; charset=utf-8");
  expect((await head.body()).length).toBe(0);
  // A body over 1 KB comes back compressed as the client accepts, Brotli first.
  for (const [accepted, encoding] of [
    ["gzip, deflate, br", "br"],
    ["gzip", "gzip"],
    ["identity", undefined],
  ]) {
    const response = await request.get(`/api/reviews${query}`, {
      headers: { "Accept-Encoding": accepted! },
    });
    expect(response.headers()["content-encoding"], accepted).toBe(encoding);
    expect(await response.json(), accepted).toEqual(body);
  }
  expect((await request.delete(`/api/reviews${query}`)).status()).toBe(405);
});

test("pages follow cursors; a bad cursor is a 400 that says what is wrong", async ({
  request,
}, testInfo) => {
  // A product of its own per attempt, so a retry never counts the first attempt's reviews.
  const reviewKey = ["iron-clad", "vasculaid", "uno-flow"][testInfo.retry]!;
  const posted: number[] = [];
  for (let i = 0; i < 45; i++) {
    const response = await request.post("/api/reviews", {
      data: { reviewKey, name: `Paged ${i}`, rating: 1 + (i % 5), reviewText: "Paged." },
    });
    expect(response.status()).toBe(201);
    posted.push((await response.json()).id);
  }
  for (const sort of ["newest", "highest", "lowest"]) {
    const seen: number[] = [];
    let url = `/api/reviews?reviewKey=${reviewKey}&sort=${sort}`;
    for (let pages = 0; pages < 10; pages++) {
      const page = await (await request.get(url)).json();
      seen.push(...page.reviews.map((listed: { id: number }) => listed.id));
      if (!page.nextCursor) break;
      url = `/api/reviews?reviewKey=${reviewKey}&sort=${sort}&cursor=${page.nextCursor}`;
    }
    expect(seen.sort((a, b) => a - b)).toEqual(posted);
  }
  const first = await (await request.get(`/api/reviews?reviewKey=${reviewKey}`)).json();
  const byPage = await (await request.get(`/api/reviews?reviewKey=${reviewKey}&page=2`)).json();
  const byCursor = await (
    await request.get(`/api/reviews?reviewKey=${reviewKey}&cursor=${first.nextCursor}`)
  ).json();
  expect(byPage.page).toBe(2);
  expect(byPage.reviews).toEqual(byCursor.reviews);

  for (const [query, message] of [
    ["cursor=nonsense", "Invalid cursor: cursor is not one this store gave out."],
    [
      `sort=highest&cursor=${first.nextCursor}`,
      "Invalid cursor: cursor belongs to the newest order, not highest.",
    ],
    [`cursor=${first.nextCursor}&page=2`, "Give either cursor or page, not both."],
  ]) {
    const response = await request.get(`/api/reviews?reviewKey=${reviewKey}&${query}`);
    expect(response.status()).toBe(400);
    expect(await response.json()).toEqual({ error: message });
  }
});

test("contact and sign-up endpoints validate and save", async ({ request }) => {
  const bad = await request.post("/api/contact", {
    data: { name: "A", email: "not-an-email", message: "" },
  });
  expect(bad.status()).toBe(422);
  expect(Object.keys((await bad.json()).fields).sort()).toEqual(["email", "message"]);
  const good = await request.post("/api/contact", {
    data: { name: "A", email: "a@example.com", phone: "", message: "Hi" },
  });
  expect(good.status()).toBe(201);
  expect((await request.post("/api/subscribe", { data: { email: "nope" } })).status()).toBe(422);
  expect(
    (await request.post("/api/subscribe", { data: { email: "dup@example.com" } })).status(),
  ).toBe(201);
  expect(
    (await request.post("/api/subscribe", { data: { email: "DUP@example.com" } })).status(),
  ).toBe(201);
});

test("the live feed streams new reviews and catches up from Last-Event-ID", async ({
  request,
  baseURL,
}) => {
  const first = await (
    await request.post("/api/reviews", {
      data: { ...review, reviewKey: "magnesium-300", name: "One" },
    })
  ).json();
  const second = await (
    await request.post("/api/reviews", {
      data: { ...review, reviewKey: "magnesium-300", name: "Two" },
    })
  ).json();

  const controller = new AbortController();
  const response = await fetch(`${baseURL}/api/reviews/magnesium-300/stream`, {
    headers: { "Last-Event-ID": String(first.id) },
    signal: controller.signal,
  });
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toContain("text/event-stream");
  expect(response.headers.get("cache-control")).toBe("no-cache, no-transform");
  expect(response.headers.get("x-accel-buffering")).toBe("no");
  expect(response.headers.get("content-encoding")).toBeNull();

  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  let received = "";
  const readUntil = async (needle: string) => {
    const deadline = Date.now() + 5000;
    while (!received.includes(needle) && Date.now() < deadline) {
      const { value, done } = await reader.read();
      if (done) break;
      received += decoder.decode(value, { stream: true });
    }
    expect(received).toContain(needle);
  };
  await readUntil(`id: ${second.id}`);
  expect(received).not.toContain(`id: ${first.id}\n`);
  const third = await (
    await request.post("/api/reviews", {
      data: { ...review, reviewKey: "magnesium-300", name: "Three" },
    })
  ).json();
  await readUntil(`id: ${third.id}`);
  expect(received).toContain('"name":"Three"');
  controller.abort();
});

test("the live feed answers 404 for an unknown product", async ({ request }) => {
  expect((await request.get("/api/reviews/nope/stream")).status()).toBe(404);
});
