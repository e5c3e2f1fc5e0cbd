import type { Page } from "@playwright/test";
import { expect, test } from "../test";
import { header, startMailServer, type MailServer } from "../../stand-ins/mail-server";
import { consoleStoreForFile } from "../support/owner-console";

// The owner's view of how the shop is doing: shoppers' page speed measured in their browsers and
// shown in the console, the overview's charts, replies to messages and alerts by email.
let mail: MailServer;
const reportsPerMinute = 12;

test.describe.configure({ mode: "serial" });

const store = consoleStoreForFile(async () => {
  mail = await startMailServer();
  return {
    PAGE_SPEED_REPORTS_PER_MINUTE: String(reportsPerMinute),
    SMTP_URL: mail.url,
    NOTIFY_EMAIL: "owner@shop.example.com",
    NOTIFY_FROM: "Verdant Roots <shop@shop.example.com>",
    OUTBOX_RETRY_SECONDS: "1",
  };
});

test.afterAll(async () => {
  await mail?.close();
});

interface Beacon {
  pageType: string;
  device: string;
  metrics: Record<string, number>;
}

/** Collects the page-speed beacons a page sends. */
function beaconsOf(page: Page): Beacon[] {
  const beacons: Beacon[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST" && new URL(request.url()).pathname === "/api/page-speed") {
      beacons.push(JSON.parse(request.postData() ?? "{}") as Beacon);
    }
  });
  return beacons;
}

/**
 * A page view: the page, a tap (so the largest paint is final and there is an interaction), then
 * the tab put away, as a shopper switching tabs or leaving does (the page is hidden: headless
 * Chromium does not report the hiding that comes with leaving to the page it leaves).
 */
async function view(page: Page, path: string, measured = true) {
  await page.goto(`${store.baseURL}${path}`);
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  // The tap counts only once web-vitals listens (it loads after the page).
  if (measured) await page.locator("html[data-page-speed]").waitFor({ state: "attached" });
  await page.locator("h1").first().click();
  // web-vitals settles the largest paint once the browser is idle after the tap.
  await page.waitForTimeout(500);
  await page.evaluate(() => {
    Object.defineProperty(document, "visibilityState", { value: "hidden", configurable: true });
    document.dispatchEvent(new Event("visibilitychange"));
  });
}

const beacon = (body: string, headers: Record<string, string> = {}) =>
  fetch(`${store.baseURL}/api/page-speed`, {
    method: "POST",
    headers: { "Content-Type": "text/plain;charset=UTF-8", Origin: store.baseURL, ...headers },
    body,
  });

test("each page view sends one beacon, and the console shows each page type's 75th percentiles", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const beacons = beaconsOf(page);
  await view(page, "/products/bone-rock");
  await view(page, "/");
  await view(page, "/detox");
  await page.goto(`${store.baseURL}/faq`);
  await expect.poll(() => beacons.length).toBe(3);
  expect(beacons.map((sent) => sent.pageType)).toEqual(["product", "home", "collection"]);
  for (const sent of beacons) {
    expect(sent.device).toBe("desktop");
    expect(Object.keys(sent.metrics).sort()).toEqual(["CLS", "FCP", "INP", "LCP", "TTFB"]);
    expect(sent.metrics.LCP).toBeGreaterThan(0);
    // Only the measures: no address, no identifier.
    expect(Object.keys(sent).sort()).toEqual(["device", "metrics", "pageType"]);
  }

  await store.signIn(page, "Speed Owner");
  await page.goto(`${store.baseURL}/owner/speed`);
  const table = page.getByRole("table", { name: /75th percentile of each measure per kind/ });
  for (const [name, sent] of [
    ["Home", beacons[1]!],
    ["Collections", beacons[2]!],
    ["Products", beacons[0]!],
  ] as const) {
    const row = table.getByRole("row", { name: new RegExp(`^${name} Desktop`) });
    // One page view each: its 75th percentile is its own value.
    const lcp = sent.metrics.LCP!;
    await expect(row).toContainText(lcp >= 1000 ? `${(lcp / 1000).toFixed(1)} s` : `${lcp} ms`);
    await expect(row.getByRole("cell").last()).toHaveText("1");
  }
  await expect(page.getByRole("img", { name: /Largest Contentful Paint per day/ })).toBeVisible();
});

test("a cross-site, oversized, unreadable or over-limit beacon is refused and stores nothing", async ({
  page,
}) => {
  const other = JSON.stringify({ pageType: "home", device: "phone", metrics: { LCP: 1234 } });
  expect((await beacon(other, { Origin: "https://evil.example" })).status).toBe(403);
  const padded = JSON.stringify({
    pageType: "other",
    device: "phone",
    metrics: { LCP: 1234 },
    pad: "x".repeat(2100),
  });
  expect((await beacon(padded)).status).toBe(413);
  expect((await beacon("{not json")).status).toBe(422);
  expect((await beacon(other, { "Sec-GPC": "1" })).status).toBe(204);
  expect((await fetch(`${store.baseURL}/api/page-speed`)).status).toBe(405);
  // Articles until the client's budget is spent: those taken are stored, the refused one is not.
  const article = JSON.stringify({ pageType: "article", device: "phone", metrics: { LCP: 2000 } });
  const statuses: number[] = [];
  for (let sent = 0; sent < reportsPerMinute + 2; sent++)
    statuses.push((await beacon(article)).status);
  const taken = statuses.filter((status) => status === 204).length;
  // Taken until the client's budget for the minute is spent (part of it spent above), then 429.
  expect(taken).toBeGreaterThan(0);
  expect(statuses).toEqual([
    ...Array(taken).fill(204),
    ...Array(statuses.length - taken).fill(429),
  ]);

  await store.signIn(page, "Limit Owner");
  await page.goto(`${store.baseURL}/owner/speed`);
  const table = page.getByRole("table", { name: /75th percentile of each measure per kind/ });
  await expect(
    table
      .getByRole("row", { name: /^Articles Phone/ })
      .getByRole("cell")
      .last(),
  ).toHaveText(String(taken));
  // The refused home-page reports (from phones: the browser above was a desktop) stored nothing.
  await expect(table.getByRole("row", { name: /^Home Phone/ })).toHaveCount(0);
});

test("a shopper who opted out is not measured", async ({ browser }) => {
  const context = await browser.newContext();
  await context.addCookies([{ name: "marketing_opt_out", value: "1", url: store.baseURL }]);
  const page = await context.newPage();
  const beacons = beaconsOf(page);
  await view(page, "/products/bone-rock", false);
  await expect(page.locator("html[data-page-speed]")).toHaveCount(0);
  await page.goto(`${store.baseURL}/faq`);
  await page.waitForTimeout(500);
  expect(beacons).toEqual([]);
  await context.close();
});

test("the overview's charts are named images with their figures as tables, in the server's HTML", async ({
  page,
}) => {
  await store.signIn(page, "Chart Owner");
  const html = await (await page.request.get(`${store.baseURL}/owner?period=months`)).text();
  for (const [id, title] of [
    ["reviews", "Reviews per month and their average rating"],
    ["ratings", "Rating distribution"],
    ["sign-ups", "Sign-ups and contact messages per month"],
    ["review-requests", "Review requests sent and reviews written from them"],
  ]) {
    expect(html).toContain(
      `<svg role="img" aria-labelledby="${id}-chart-title ${id}-chart-description"`,
    );
    expect(html).toContain(`<title id="${id}-chart-title">${title}</title>`);
    expect(html).toContain(`<caption class="sr-only">${title}</caption>`);
  }
  await page.goto(`${store.baseURL}/owner`);
  await expect(
    page.getByRole("img", { name: /Reviews per week and their average rating/ }),
  ).toBeVisible();
  await page.getByText("Figures as a table").first().click();
  await expect(
    page.getByRole("table", { name: "Reviews per week and their average rating" }),
  ).toBeVisible();
});

test("a reply reaches the sender once, from the shop; a 1-star review alerts the owner once", async ({
  page,
}) => {
  test.setTimeout(90_000);
  const post = (path: string, body: unknown) =>
    fetch(`${store.baseURL}${path}`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: store.baseURL },
      body: JSON.stringify(body),
    });
  expect(
    (
      await post("/api/contact", {
        name: "Ada",
        email: "ada@example.com",
        phone: "",
        message: "Do you ship to Detroit?",
      })
    ).status,
  ).toBe(201);
  expect(
    (
      await post("/api/reviews", {
        reviewKey: "bone-rock",
        name: "Dana",
        rating: 1,
        reviewText: "It tasted of chalk to me.",
      })
    ).status,
  ).toBe(201);
  expect(
    (
      await post("/api/reviews", {
        reviewKey: "bone-rock",
        name: "Eli",
        rating: 5,
        reviewText: "Steady energy all day long.",
      })
    ).status,
  ).toBe(201);
  await store.signIn(page, "Reply Owner");
  await page.goto(`${store.baseURL}/owner/messages`);
  await page.getByRole("link", { name: /Ada/ }).first().click();
  await page.getByLabel(/Reply to Ada/).fill("Yes, we ship to Detroit in 3 to 5 days.");
  await page.getByRole("button", { name: "Send reply" }).click();
  await expect(page.getByText("Reply sent")).toBeVisible();
  await expect(page.getByRole("heading", { name: /^Replied/ })).toBeVisible();
  await expect(page.getByRole("button", { name: "Send reply" })).toHaveCount(0);

  const subjects = () => mail.received.map((received) => header(received.raw, "Subject"));
  await expect
    .poll(subjects, { timeout: 20_000 })
    .toEqual(
      expect.arrayContaining(["Re: your message to Verdant Roots", "A 1 star review of Bone Rock"]),
    );
  await page.waitForTimeout(2_000);
  const reply = mail.received.filter((received) =>
    header(received.raw, "Subject")?.startsWith("Re:"),
  );
  expect(reply).toHaveLength(1);
  expect(reply[0]!.from).toBe("shop@shop.example.com");
  expect(reply[0]!.to).toEqual(["ada@example.com"]);
  expect(subjects().filter((subject) => subject?.includes("review of"))).toEqual([
    "A 1 star review of Bone Rock",
  ]);
  await page.goto(`${store.baseURL}/owner/messages`);
  await expect(page.getByRole("row", { name: /Ada/ })).toContainText("Replied");
});
