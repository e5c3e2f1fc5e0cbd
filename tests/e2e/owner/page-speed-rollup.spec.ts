import type { Page } from "@playwright/test";
import { expect, test } from "../test";
import { freePort, freshDataDir, startStore, type StoreProcess } from "../../harness/store-process";
import { runEmbedded } from "../reliability/store-rows";
import { addVirtualAuthenticator, inviteOwner, signInWithPasskey } from "../support/owner-console";

// Shoppers' page speed is kept as raw page views for the current day only: the store rolls
// complete days up into how often each value occurred (a minute after it starts, then hourly) and
// keeps nothing past 28 days. The console's figures must not move when that happens.

let store: StoreProcess | undefined;

test.afterAll(async () => {
  await store?.stop();
});

/** A moment `daysBack` days before today (UTC) at `hour`:00 UTC, as SQL. */
const daysAgo = (daysBack: number, hour = 12) =>
  `date_trunc('day', now() at time zone 'UTC') at time zone 'UTC' - interval '${daysBack} days' + interval '${hour} hours'`;

/**
 * Page views of earlier days, as the store would have stored their beacons, written before the
 * store starts (the embedded database has one process at a time). Articles on phones: six views
 * within the last 28 days, and two older ones (28 and 40 days back) that no figure may count.
 */
const earlierViews = [
  [1, 1000],
  [1, 1500],
  [5, 2200],
  [5, 2600],
  [27, 3100],
  [27, 4000],
  [28, 9000],
  [40, 9500],
].map(
  ([daysBack, lcp]) => `insert into page_speed_views (received_at, page_type, device, lcp, ttfb)
    values (${daysAgo(daysBack!)}, 'article', 'phone', ${lcp}, ${Math.round(lcp! / 10)})`,
);
// A day rolled up long ago, past the 28 days: removed by the next roll-up.
const oldDay = `insert into page_speed_days (day, page_type, device, metric, counts)
  values ((${daysAgo(35)})::date, 'home', 'desktop', 'LCP', '{"1200": 3}')`;

/** A page view in Chromium: the page, a tap, then the tab put away (the beacon is sent then). */
async function view(page: Page, baseURL: string, path: string) {
  await page.goto(`${baseURL}${path}`);
  await page.locator("html[data-page-speed]").waitFor({ state: "attached" });
  await page.locator("h1").first().click();
  await page.waitForTimeout(500);
  await page.evaluate(() => {
    Object.defineProperty(document, "visibilityState", { value: "hidden", configurable: true });
    document.dispatchEvent(new Event("visibilitychange"));
  });
}

/** Every table of the console's speed page, as text (closed "Figures as a table" ones too). */
async function speedFigures(page: Page, baseURL: string): Promise<string[]> {
  await page.goto(`${baseURL}/owner/speed`);
  return page.locator("table").allTextContents();
}

test("rolled-up days show the figures their page views showed, and nothing is kept past 28 days", async ({
  page,
}) => {
  test.setTimeout(300_000);
  const dataDir = freshDataDir();
  await runEmbedded(dataDir, [...earlierViews, oldDay]);
  const port = await freePort();
  const baseURL = `http://localhost:${port}`;
  store = await startStore(port, {
    SITE_URL: baseURL,
    DATA_DIR: dataDir,
    OWNER_SIGN_IN_ATTEMPTS: "1000",
    // The roll-up logs at info.
    LOG_LEVEL: "info",
  });
  const rolledUp = () => store!.output().includes("page_speed_rolled_up");

  // Today's page views, from Chromium: kept raw until the day is over.
  let sent = 0;
  page.on("request", (request) => {
    if (request.method() === "POST" && new URL(request.url()).pathname === "/api/page-speed")
      sent++;
  });
  await view(page, baseURL, "/products/bone-rock");
  await view(page, baseURL, "/");
  await page.goto(`${baseURL}/faq`);
  await expect.poll(() => sent).toBe(2);

  await addVirtualAuthenticator(page);
  await signInWithPasskey(page, await inviteOwner({ dataDir }, "Speed Owner"));
  const fromRawViews = await speedFigures(page, baseURL);
  expect(rolledUp(), "the raw figures were read before the first roll-up").toBe(false);
  const articles = page
    .getByRole("table", { name: /75th percentile of each measure per kind/ })
    .getByRole("row", { name: /^Articles Phone/ });
  // Six views within the 28 days: the 75th percentile is the 5th of 1.0, 1.5, 2.2, 2.6, 3.1, 4.0 s.
  await expect(articles).toContainText("3.1 s");
  await expect(articles.getByRole("cell").last()).toHaveText("6");

  // The roll-up runs a minute after the store started.
  await expect.poll(rolledUp, { timeout: 120_000, intervals: [2_000] }).toBe(true);
  expect(await speedFigures(page, baseURL)).toEqual(fromRawViews);
  await expect(articles).toContainText("3.1 s");
  await expect(articles.getByRole("cell").last()).toHaveText("6");

  await store.stop();
  store = undefined;
  const [rawLeft, daysKept, oldest] = await runEmbedded(dataDir, [
    `select count(*)::int as views,
       count(*) filter (where received_at < date_trunc('day', now() at time zone 'UTC') at time zone 'UTC')::int as earlier
     from page_speed_views`,
    `select to_char(day, 'YYYY-MM-DD') as day from page_speed_days
     where page_type = 'article' group by day order by day`,
    `select (min(day) >= (${daysAgo(27)})::date) as within from page_speed_days`,
  ]);
  // Only today's page views are still raw (those seen above, and the beacon a page sends as it is
  // left, which Playwright does not see); every earlier day is rolled up or gone.
  expect(rawLeft![0]!.earlier).toBe(0);
  expect(Number(rawLeft![0]!.views)).toBeGreaterThanOrEqual(sent);
  expect(daysKept!.map((row) => row.day)).toHaveLength(3);
  expect(oldest).toEqual([{ within: true }]);
});
