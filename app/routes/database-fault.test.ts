import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { useDatabaseForTests } from "~/db/connection.server";
import type { Database } from "~/db/database.server";
import { openTestDatabase } from "~/db/test-database";
import { action as reviewsAction, loader as reviewsLoader } from "./api.reviews";
import { action as contactAction } from "./api.contact";
import { loader as homeLoader } from "./home";
import { loader as productLoader } from "./product";

// A database whose every query fails, as when the embedded database's files are unreadable.
function failingDatabase(real: Database): Database {
  const broken = new Proxy(real.db, {
    get(target, property) {
      const value = Reflect.get(target, property);
      return typeof value === "function"
        ? () => {
            throw new Error("database unavailable");
          }
        : value;
    },
  });
  return { ...real, db: broken };
}

const json = (path: string, body: unknown) =>
  new Request(`http://store.test${path}`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(body),
  });
const args = (request: Request, params: Record<string, string> = {}) =>
  ({ request, params, context: { cspNonce: "" } }) as never;

describe("with the database failing", () => {
  let real: Database;
  beforeAll(async () => {
    real = await openTestDatabase("pglite");
  });
  afterAll(async () => {
    await real.close();
  });

  it("pages still render, writes answer 503, and it works again once the database is back", async () => {
    useDatabaseForTests(failingDatabase(real));
    const page = await productLoader(
      args(new Request("http://store.test/products/bone-rock"), { slug: "bone-rock" }),
    );
    const loaded = page as unknown as {
      data: { reviews: { reviews: unknown[] } };
      init: { headers: Record<string, string> };
    };
    expect(loaded.data.reviews.reviews).toEqual([]);
    expect(loaded.init.headers["Cache-Control"]).toBe("no-store");

    const review = { reviewKey: "bone-rock", name: "Ann", rating: 5, reviewText: "Great" };
    const failed = await reviewsAction(args(json("/api/reviews", review)));
    expect(failed.status).toBe(503);
    expect(await failed.json()).toEqual({ error: "Failed to submit review. Please try again." });
    const message = { name: "Ann", email: "ann@example.com", phone: "", message: "Hello" };
    expect((await contactAction(args(json("/api/contact", message)))).status).toBe(503);
    expect(
      (await reviewsLoader(args(new Request("http://store.test/api/reviews?reviewKey=bone-rock"))))
        .status,
    ).toBe(503);

    useDatabaseForTests(real);
    expect((await reviewsAction(args(json("/api/reviews", review)))).status).toBe(201);
    expect((await contactAction(args(json("/api/contact", message)))).status).toBe(201);
  });

  it("card pages show the earlier figures alone and are not cached while the database fails", async () => {
    useDatabaseForTests(failingDatabase(real));
    const failed = (await homeLoader()) as unknown as {
      data: { ratings: Record<string, { count: number; listed: number }> };
      init: { headers: Record<string, string> } | null;
    };
    expect(failed.data.ratings["bone-rock"]).toMatchObject({ count: 89, listed: 0 });
    expect(failed.init?.headers["Cache-Control"]).toBe("no-store");

    useDatabaseForTests(real);
    const back = (await homeLoader()) as unknown as typeof failed;
    expect(back.init?.headers?.["Cache-Control"]).toBeUndefined();
  });
});
