import { createServer } from "node:net";
import { expect, test } from "@playwright/test";
import { startKlaviyoStandIn } from "../../stand-ins/klaviyo-stand-in";
import { header, startMailServer } from "../../stand-ins/mail-server";
import { createSchema, query } from "../../harness/postgres-schema";
import { freshDataDir, startStore, type StoreProcess } from "../../harness/store-process";

test.describe.configure({ mode: "serial", timeout: 120_000 });

/** A loopback port nothing listens on: a mail server that is down. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port: free } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return free;
}

interface Health {
  status: string;
  outbox?: { pending: number; failed: number; oldestPendingAt: string | null };
}

const health = async (store: StoreProcess) =>
  (await (await fetch(`${store.baseURL}/healthz`)).json()) as Health;

const stop = async (store: StoreProcess) => {
  store.child.kill("SIGTERM");
  await store.exited;
};

const mailEnv = (smtpPort: number) => ({
  SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
  NOTIFY_EMAIL: "owner@example.com",
  NOTIFY_FROM: "Verdant Roots <shop@example.com>",
  OUTBOX_RETRY_SECONDS: "1",
});

test("a contact message acknowledged before a SIGKILL is emailed exactly once after the restart", async () => {
  const dataDir = freshDataDir();
  const first = await startStore(0, { DATA_DIR: dataDir, ...mailEnv(await closedPort()) });
  let id = 0;
  try {
    const response = await fetch(`${first.baseURL}/api/contact`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({
        name: "Grace Hopper",
        email: "grace@example.com",
        phone: "",
        message: "Is the tea caffeine-free?",
      }),
    });
    expect(response.status).toBe(201);
    id = ((await response.json()) as { id: number }).id;
    // The email waits in the outbox: the mail server is unreachable.
    await expect
      .poll(async () => (await health(first)).outbox, { timeout: 20_000 })
      .toMatchObject({ pending: 1, failed: 0 });
  } finally {
    first.child.kill("SIGKILL");
  }
  expect(await first.exited).toBe("SIGKILL");
  expect(first.output()).not.toContain("grace@example.com");
  expect(first.output()).not.toContain("Grace Hopper");

  const mail = await startMailServer();
  const second = await startStore(0, { DATA_DIR: dataDir, ...mailEnv(mail.port) });
  try {
    await expect.poll(() => mail.received.length, { timeout: 30_000 }).toBe(1);
    const [email] = mail.received;
    expect(email!.to).toEqual(["owner@example.com"]);
    expect(email!.raw).toMatch(/^Reply-To: grace@example\.com\r$/m);
    // SITE_URL is unset: the default http://localhost:3000 names the Message-ID.
    expect(header(email!.raw, "Message-ID")).toMatch(
      new RegExp(`^<contact-message-${id}\\.\\d+@localhost>$`),
    );
    await expect
      .poll(async () => (await health(second)).outbox, { timeout: 20_000 })
      .toMatchObject({ pending: 0, failed: 0 });
    // Still one, well after any retry would have come.
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    expect(mail.received).toHaveLength(1);
  } finally {
    await stop(second);
    await mail.close();
  }
  // And a third start sends nothing again.
  const mailAgain = await startMailServer();
  const third = await startStore(0, { DATA_DIR: dataDir, ...mailEnv(mailAgain.port) });
  try {
    await expect
      .poll(async () => (await health(third)).outbox, { timeout: 20_000 })
      .toMatchObject({ pending: 0, failed: 0 });
    expect(mailAgain.received).toHaveLength(0);
  } finally {
    await stop(third);
    await mailAgain.close();
  }
});

test("sign-ups with and without JavaScript reach the Klaviyo list from the server, never from the browser", async ({
  browser,
}) => {
  const klaviyo = await startKlaviyoStandIn();
  klaviyo.answerNext({ status: 503 });
  const store = await startStore(0, {
    DATA_DIR: freshDataDir(),
    KLAVIYO_COMPANY_ID: "VRtest",
    KLAVIYO_LIST_ID: "ListE2E",
    KLAVIYO_API_URL: klaviyo.url,
    OUTBOX_RETRY_SECONDS: "1",
  });
  const fromBrowsers: string[] = [];
  try {
    for (const [javaScriptEnabled, email] of [
      [false, "nojs@example.com"],
      [true, "withjs@example.com"],
    ] as const) {
      const context = await browser.newContext({ javaScriptEnabled });
      const page = await context.newPage();
      // Nothing leaves for the internet; every request the page makes is recorded.
      await page.route(/^https:\/\//, (route) => route.abort());
      page.on("request", (request) => fromBrowsers.push(request.url()));
      await page.goto(`${store.baseURL}/detox`);
      if (javaScriptEnabled) await page.locator("html[data-hydrated]").waitFor();
      await page.getByRole("textbox", { name: "Email address" }).fill(email);
      await page.getByRole("button", { name: "Subscribe" }).click();
      await expect(page.getByText("Thanks for subscribing!")).toBeVisible();
      await context.close();
    }
    // The first answer is 503: retried a second or so later; then both are accepted.
    await expect.poll(() => klaviyo.requests.length, { timeout: 30_000 }).toBe(3);
    const emails = klaviyo.requests.map((request) => {
      expect(request.method).toBe("POST");
      expect(request.url).toBe("/client/subscriptions?company_id=VRtest");
      expect(request.headers["content-type"]).toBe("application/vnd.api+json");
      expect(request.headers.revision).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      const body = JSON.parse(request.body);
      expect(body.data.relationships.list.data).toEqual({ type: "list", id: "ListE2E" });
      return body.data.attributes.profile.data.attributes.email as string;
    });
    expect(emails).toEqual(["nojs@example.com", "nojs@example.com", "withjs@example.com"]);
    await expect
      .poll(async () => (await health(store)).outbox, { timeout: 20_000 })
      .toMatchObject({ pending: 0, failed: 0 });
    expect(fromBrowsers.filter((url) => url.startsWith(klaviyo.url))).toEqual([]);
    expect(fromBrowsers.filter((url) => /klaviyo\.com\/(client|api)\//.test(url))).toEqual([]);
    expect(store.output()).not.toContain("@example.com");
  } finally {
    await stop(store);
    await klaviyo.close();
  }
});

test("two store processes on PostgreSQL drain one outbox: every email is sent exactly once", async () => {
  test.skip(
    !process.env.DATABASE_URL,
    "needs a PostgreSQL server (DATABASE_URL); .ci/run provides one",
  );
  // A schema of its own, so the stores start from an empty outbox.
  const schema = await createSchema("outbox_e2e");
  const mail = await startMailServer();
  const stores: StoreProcess[] = [];
  try {
    for (let copy = 0; copy < 2; copy++) {
      stores.push(
        await startStore(0, {
          DATABASE_URL: schema.url,
          ...mailEnv(mail.port),
          LOG_LEVEL: "info", // each delivery is logged: which store sent what
        }),
      );
    }
    const count = 30;
    const acknowledged = await Promise.all(
      Array.from({ length: count }, async (_, n) => {
        const response = await fetch(`${stores[n % 2]!.baseURL}/api/contact`, {
          method: "POST",
          headers: { "Content-Type": "application/json" },
          body: JSON.stringify({
            name: `Visitor ${n}`,
            email: `visitor${n}@example.com`,
            phone: "",
            message: `Message ${n}`,
          }),
        });
        expect(response.status).toBe(201);
        return ((await response.json()) as { id: number }).id;
      }),
    );
    await expect.poll(() => mail.received.length, { timeout: 60_000 }).toBe(count);
    // Well after any second copy could have come.
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    expect(mail.received).toHaveLength(count);
    const messageIds = mail.received.map((email) => header(email.raw, "Message-ID") ?? "");
    expect(new Set(messageIds).size).toBe(count);
    const emailed = messageIds.map((id) => Number(/^<contact-message-(\d+)\./.exec(id)?.[1]));
    expect(emailed.sort((a, b) => a - b)).toEqual([...acknowledged].sort((a, b) => a - b));
    const rows = await query<{ status: string; attempts: number; count: number }>(
      `select status, attempts, count(*)::int as count from ${schema.name}.outbox group by status, attempts`,
    );
    expect(rows).toEqual([{ status: "sent", attempts: 1, count }]);
    // Both stores delivered, each a share of the one outbox.
    const delivered = stores.map(
      (store) => store.output().match(/"event":"outbox_delivered"/g)?.length ?? 0,
    );
    expect(delivered[0]! + delivered[1]!).toBe(count);
    expect(Math.min(...delivered)).toBeGreaterThan(0);
    for (const store of stores) expect(store.output()).not.toContain("@example.com");
  } finally {
    await Promise.all(stores.map(stop));
    await mail.close();
    await schema.drop();
  }
});
