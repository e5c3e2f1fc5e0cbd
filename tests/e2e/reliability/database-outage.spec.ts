import { createServer, connect, type Server, type Socket } from "node:net";
import { expect, test } from "@playwright/test";
import { startStore } from "../../harness/store-process";
import { postReview, storedReviewIds } from "./review-api";

// A stand-in for the network between the store and PostgreSQL: stopping it is an outage the
// store sees exactly like a database that went away, without stopping the server for anyone else.
class DatabaseLink {
  private server?: Server;
  private readonly sockets = new Set<Socket>();
  constructor(
    readonly port: number,
    private readonly target: { host: string; port: number },
  ) {}

  up(): Promise<void> {
    this.server = createServer((client) => {
      const upstream = connect(this.target.port, this.target.host);
      for (const socket of [client, upstream]) {
        this.sockets.add(socket);
        socket.on("close", () => this.sockets.delete(socket));
        socket.on("error", () => socket.destroy());
      }
      client.pipe(upstream).pipe(client);
    });
    return new Promise((resolve) => this.server!.listen(this.port, "127.0.0.1", resolve));
  }

  down(): Promise<void> {
    for (const socket of this.sockets) socket.destroy();
    return new Promise((resolve) => this.server!.close(() => resolve()));
  }
}

const databaseUrl = process.env.DATABASE_URL;
const port = Number(process.env.E2E_PORT ?? 4173) + 20;
const product = "vasculaid";

test.describe.configure({ timeout: 120_000 });
test.skip(!databaseUrl, "needs a PostgreSQL server (DATABASE_URL); .ci/run provides one");

test("with PostgreSQL gone, pages render and writes answer 503; the store recovers by itself", async ({
  page,
}) => {
  const target = new URL(databaseUrl!);
  const link = new DatabaseLink(port + 1, {
    host: target.hostname,
    port: Number(target.port || 5432),
  });
  await link.up();
  const viaLink = new URL(databaseUrl!);
  viaLink.host = `127.0.0.1:${link.port}`;
  const store = await startStore(0, { DATABASE_URL: viaLink.toString() });
  try {
    const before = await postReview(store.baseURL, product, "before the outage");
    expect(before.status).toBe(201);

    await link.down();
    const product_page = await fetch(`${store.baseURL}/products/${product}?during=outage`);
    expect(product_page.status).toBe(200);
    expect(await product_page.text()).toContain("No reviews yet. Be the first to leave a review!");
    const during = await postReview(store.baseURL, product, "during the outage");
    expect(during.status).toBe(503);
    expect(during.body.error).toBe("Failed to submit review. Please try again.");
    expect((await fetch(`${store.baseURL}/readyz`)).status).toBe(503);

    // The form keeps what the visitor typed when the write fails.
    await page.goto(`${store.baseURL}/products/${product}`);
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    const form = page.locator("form", {
      has: page.getByRole("heading", { name: "Write a review" }),
    });
    await form.getByRole("textbox", { name: "Name" }).fill("Patient Pat");
    await form.locator("label", { hasText: "4 stars" }).click();
    await form.getByRole("textbox", { name: "Review" }).fill("Typed during the outage");
    await form.getByRole("button", { name: "Submit Review" }).click();
    await expect(page.getByText("Failed to submit review. Please try again.")).toBeVisible();
    await expect(form.getByRole("textbox", { name: "Review" })).toHaveValue(
      "Typed during the outage",
    );

    await link.up();
    await expect
      .poll(async () => (await fetch(`${store.baseURL}/readyz`)).status, { timeout: 20_000 })
      .toBe(200);
    const after = await postReview(store.baseURL, product, "after the outage");
    expect(after.status).toBe(201);
    const stored = await storedReviewIds(store.baseURL, product);
    expect(stored.has(before.body.id!)).toBe(true);
    expect(stored.has(after.body.id!)).toBe(true);

    // The LISTEN connection comes back too (with backoff): a review stored while it was away is
    // pushed when it returns, and a new one reaches a live subscriber.
    const stream = await fetch(`${store.baseURL}/api/reviews/${product}/stream`);
    const reader = stream.body!.getReader();
    let received = "";
    void (async () => {
      for (;;) {
        const { value, done } = await reader.read().catch(() => ({ value: undefined, done: true }));
        if (done) return;
        received += new TextDecoder().decode(value);
      }
    })();
    const live = await postReview(store.baseURL, product, "live after the outage");
    await expect.poll(() => received, { timeout: 15_000 }).toContain(`id: ${live.body.id}`);
    await reader.cancel();
  } finally {
    store.child.kill("SIGTERM");
    await store.exited;
    await link.down().catch(() => undefined);
  }
});
