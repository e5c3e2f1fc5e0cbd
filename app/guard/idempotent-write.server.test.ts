import { describe, expect, it } from "vitest";
import { contactSubmissions, newsletterSubscribers, reviews } from "~/db/schema.server";
import { suiteTestDatabaseForRoutes, testDatabaseKinds } from "~/db/test-database";
import { action as contactApi } from "~/routes/api.contact";
import { action as reviewsApi } from "~/routes/api.reviews";
import { action as subscribeApi } from "~/routes/api.subscribe";
import { action as contactPage } from "~/routes/contact";

type Action = (args: {
  request: Request;
  params: Record<string, string>;
  context: unknown;
}) => Promise<Response | { data: unknown; init?: { status?: number } }>;

let client = 0;
/** Each post from a client of its own, so the rate limit never hides what the write does. */
const context = () => ({ cspNonce: "", clientAddress: `10.9.${client >> 8}.${client++ & 255}` });

function json(path: string, body: unknown, key?: string) {
  return new Request(`http://store.test${path}`, {
    method: "POST",
    headers: { "Content-Type": "application/json", ...(key ? { "Idempotency-Key": key } : {}) },
    body: JSON.stringify(body),
  });
}

async function answer(action: Action, request: Request) {
  const result = await action({ request, params: {}, context: context() });
  if (result instanceof Response) return { status: result.status, body: await result.json() };
  return { status: result.init?.status ?? 200, body: result.data };
}

describe.each(testDatabaseKinds)("posts with an idempotency key on %s", (kind) => {
  const database = suiteTestDatabaseForRoutes(kind);

  const review = { reviewKey: "bone-rock", name: "Rae", rating: 5, reviewText: "Sent twice." };

  it("a review retried with the same key is answered like the first and stored once", async () => {
    const before = await database.db.$count(reviews);
    const first = await answer(reviewsApi as Action, json("/api/reviews", review, "retry-1"));
    expect(first.status).toBe(201);
    const again = await answer(reviewsApi as Action, json("/api/reviews", review, "retry-1"));
    expect(again).toEqual(first);
    expect(await database.db.$count(reviews)).toBe(before + 1);
    // Another key, or no key, is another review.
    expect(
      (await answer(reviewsApi as Action, json("/api/reviews", review, "retry-2"))).status,
    ).toBe(201);
    expect((await answer(reviewsApi as Action, json("/api/reviews", review))).status).toBe(201);
    expect(await database.db.$count(reviews)).toBe(before + 3);
  });

  it("retries sent at once are stored once, each answered like the first", async () => {
    const before = await database.db.$count(reviews);
    const answers = await Promise.all(
      [1, 2, 3, 4].map(() =>
        answer(reviewsApi as Action, json("/api/reviews", review, "at-once-1")),
      ),
    );
    for (const entry of answers) expect(entry).toEqual(answers[0]);
    expect(answers[0]!.status).toBe(201);
    expect(await database.db.$count(reviews)).toBe(before + 1);
  });

  it("the same key with other fields is another post; a refused post leaves the key free", async () => {
    const invalid = await answer(
      reviewsApi as Action,
      json("/api/reviews", { ...review, rating: 9 }, "fixed-1"),
    );
    expect(invalid.status).toBe(422);
    const fixed = await answer(reviewsApi as Action, json("/api/reviews", review, "fixed-1"));
    expect(fixed.status).toBe(201);
  });

  it("a contact message and a sign-up through the JSON API are stored once", async () => {
    const message = { name: "Lee", email: "lee@example.com", phone: "", message: "Twice?" };
    const messages = await database.db.$count(contactSubmissions);
    const sent = await answer(contactApi as Action, json("/api/contact", message, "contact-1"));
    expect(sent.status).toBe(201);
    expect(await answer(contactApi as Action, json("/api/contact", message, "contact-1"))).toEqual(
      sent,
    );
    expect(await database.db.$count(contactSubmissions)).toBe(messages + 1);

    const signUp = { email: "once@example.com" };
    const first = await answer(subscribeApi as Action, json("/api/subscribe", signUp, "sign-1"));
    expect(first.status).toBe(201);
    expect(await answer(subscribeApi as Action, json("/api/subscribe", signUp, "sign-1"))).toEqual(
      first,
    );
    expect(await database.db.$count(newsletterSubscribers)).toBe(1);
  });

  it("the contact form's hidden key works the same; a malformed key is refused with 400", async () => {
    const form = (key: string) =>
      new Request("http://store.test/contact", {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({
          name: "Kim",
          email: "kim@example.com",
          phone: "",
          message: "From the page, sent again",
          idempotencyKey: key,
        }).toString(),
      });
    const messages = await database.db.$count(contactSubmissions);
    const first = await answer(contactPage as unknown as Action, form("page-key-1"));
    const again = await answer(contactPage as unknown as Action, form("page-key-1"));
    expect(first.body).toEqual({ status: "sent" });
    expect(again).toEqual(first);
    expect(await database.db.$count(contactSubmissions)).toBe(messages + 1);

    const bad = await answer(
      contactApi as Action,
      json("/api/contact", { name: "A", email: "a@example.com", message: "x" }, "has spaces"),
    );
    expect(bad.status).toBe(400);
    expect(bad.body.error).toMatch(/Idempotency-Key must be/);
  });
});
