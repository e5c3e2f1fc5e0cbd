import { readFileSync } from "node:fs";
import type { Browser, Page } from "@playwright/test";
import { parse } from "csv-parse/sync";
import { expect, test } from "../test";
import type { StoreProcess } from "../../harness/store-process";

import { startKlaviyoStandIn, type KlaviyoStandIn } from "../../stand-ins/klaviyo-stand-in";
import {
  startStorefrontStandIn,
  type StorefrontStandIn,
} from "../../stand-ins/storefront-stand-in";
import { standInVariantId } from "../../stand-ins/storefront-cart-state";
import { catalogueProduct } from "../support/storefront-products";
import {
  addVirtualAuthenticator,
  inviteOwner,
  signInWithPasskey,
  startConsoleStore,
} from "../support/owner-console";

// A store of its own, configured with a Shopify store (the Storefront API stand-in, where Deep
// Waters is sold out) and with Klaviyo (the Klaviyo API stand-in, on KLAVIYO_API_URL), at
// http://localhost:PORT (its SITE_URL: the owner signs in with a passkey, which needs a host name).
// Shopper and owner share it: what a shopper asks for on the product page is what Klaviyo receives
// and what the owner's console lists and exports.

const deepWaters = catalogueProduct("deep-waters");
const variant = standInVariantId(deepWaters.shopifyProductId);
const companyId = "VRbis";

let storefront: StorefrontStandIn;
let klaviyo: KlaviyoStandIn;
let store: StoreProcess;
let baseURL: string;
let dataDir: string;

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  // Two stand-ins (one reads Shopify's published schema) and a store to start.
  test.setTimeout(120_000);
  storefront = await startStorefrontStandIn();
  storefront.setProduct({
    id: deepWaters.shopifyProductId,
    price: deepWaters.price.toFixed(2),
    availableForSale: false,
  });
  klaviyo = await startKlaviyoStandIn();
  ({ store, baseURL, dataDir } = await startConsoleStore({
    RATE_LIMIT_WRITES: "100000",
    SHOPIFY_STORE_DOMAIN: "verdant-roots-test.myshopify.com",
    SHOPIFY_STOREFRONT_TOKEN: "e2e0storefront0token0000000000000",
    SHOPIFY_STOREFRONT_API_URL: storefront.url,
    KLAVIYO_COMPANY_ID: companyId,
    KLAVIYO_API_URL: klaviyo.url,
    // The first retry soon, should the stand-in ever be slow to answer.
    OUTBOX_RETRY_SECONDS: "1",
  }));
});

test.afterAll(async () => {
  store?.child.kill("SIGTERM");
  await store?.exited;
  await klaviyo?.close();
  await storefront?.close();
});

/** The requests Klaviyo's client back-in-stock API received for one address. */
const backInStockPostsFor = (email: string) =>
  klaviyo.requests.filter(
    (request) =>
      request.url.startsWith("/client/back-in-stock-subscriptions") &&
      request.body.includes(JSON.stringify(email)),
  );

/** Klaviyo's documented request body for this address and the sold-out variant. */
const expectedBody = (email: string) => ({
  data: {
    type: "back-in-stock-subscription",
    attributes: {
      channels: ["EMAIL"],
      profile: { data: { type: "profile", attributes: { email } } },
    },
    relationships: {
      variant: { data: { type: "catalog-variant", id: `$shopify:::$default:::${variant}` } },
    },
  },
});

/** A shopper on the sold-out product page asks to be told when it is back. */
async function askToBeNotified(page: Page, email: string) {
  await page.goto(`${baseURL}/products/${deepWaters.slug}`);
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  await expect(page.getByText("Sold out", { exact: true }).first()).toBeVisible();
  await page.getByRole("textbox", { name: "Notify me when it's back" }).fill(email);
  await page.getByRole("button", { name: "Notify me" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Thanks!" })).toHaveText(
    `Thanks! We'll email you when ${deepWaters.name} is back.`,
  );
}

/** Exactly one request reached Klaviyo for this address (waiting a moment for a second). */
async function expectOneSubscription(email: string) {
  await expect.poll(() => backInStockPostsFor(email).length, { timeout: 15_000 }).toBe(1);
  await new Promise((resolve) => setTimeout(resolve, 1_500));
  const posts = backInStockPostsFor(email);
  expect(posts).toHaveLength(1);
  const [post] = posts;
  expect(post!.method).toBe("POST");
  expect(post!.url).toBe(`/client/back-in-stock-subscriptions?company_id=${companyId}`);
  expect(post!.headers["content-type"]).toBe("application/vnd.api+json");
  expect(post!.headers.revision).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  expect(JSON.parse(post!.body)).toEqual(expectedBody(email));
}

async function signIn(page: Page) {
  const url = await inviteOwner({ dataDir }, "Stock Owner");
  await addVirtualAuthenticator(page);
  await signInWithPasskey(page, url);
}

async function shopperPage(browser: Browser, options: Parameters<Browser["newContext"]>[0] = {}) {
  const context = await browser.newContext(options);
  // Klaviyo's on-site script never loads from its host in a test.
  await context.route("https://static.klaviyo.com/**", (route) =>
    route.fulfill({ contentType: "text/javascript", body: "" }),
  );
  return context.newPage();
}

const shopper = "waiting.shopper@example.com";
const gpcShopper = "gpc.shopper@example.com";
const optedOutShopper = "opted.out@example.com";
// Passes the address check, and would start a formula in a spreadsheet.
const formulaShopper = "-2+3@example.com";

test("'Notify me when it's back' sends Klaviyo's client back-in-stock request once", async ({
  browser,
}) => {
  const page = await shopperPage(browser);
  await askToBeNotified(page, shopper);
  await expectOneSubscription(shopper);
  expect(storefront.rejected()).toEqual([]);
  await page.context().close();
});

test("a shopper who opted out of sharing is still subscribed: asking is the consent", async ({
  browser,
}) => {
  // Global Privacy Control.
  const gpc = await shopperPage(browser, { extraHTTPHeaders: { "Sec-GPC": "1" } });
  await askToBeNotified(gpc, gpcShopper);
  await expectOneSubscription(gpcShopper);
  await gpc.context().close();

  // The opt-out chosen on the Your Privacy Choices page (its cookie).
  const optedOut = await shopperPage(browser);
  await optedOut
    .context()
    .addCookies([{ name: "marketing_opt_out", value: "1", url: baseURL, sameSite: "Lax" }]);
  await askToBeNotified(optedOut, optedOutShopper);
  await expectOneSubscription(optedOutShopper);
  // The opt-out held for everything else: Klaviyo's on-site script was not in the page.
  expect(await optedOut.locator('script[src*="klaviyo"]').count()).toBe(0);
  await optedOut.context().close();
});

test("the owner's console lists the requests, and exports them as CSV safe for spreadsheets", async ({
  browser,
}) => {
  const asker = await shopperPage(browser);
  await askToBeNotified(asker, formulaShopper);
  await asker.context().close();

  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page);
  await page.goto(`${baseURL}/owner/back-in-stock`);
  await expect(page.getByRole("heading", { name: "Back in stock", level: 1 })).toBeVisible();
  const table = page.getByRole("table", { name: "Back-in-stock requests" });
  const rows = table.locator("tbody tr");
  await expect(rows).toHaveCount(4);
  for (const email of [shopper, gpcShopper, optedOutShopper, formulaShopper]) {
    const row = rows.filter({ hasText: email });
    await expect(row).toHaveCount(1);
    await expect(row.getByRole("link", { name: deepWaters.name })).toHaveAttribute(
      "href",
      `/products/${deepWaters.slug}`,
    );
  }

  // Searching narrows the list.
  await page.getByRole("searchbox", { name: "Search emails or products" }).fill("gpc.shopper");
  await page.getByRole("button", { name: "Search requests" }).click();
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(gpcShopper);

  const downloading = page.waitForEvent("download");
  await page.getByRole("link", { name: "Export CSV (all requests)" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^back-in-stock-\d{4}-\d{2}-\d{2}\.csv$/);
  const text = readFileSync((await download.path())!, "utf8");
  expect(text.split("\r\n")[0]).toBe("id,email,product,created_at");
  const records = parse(text, { columns: true }) as Record<string, string>[];
  expect(records.map((record) => record.email).sort()).toEqual(
    [shopper, gpcShopper, optedOutShopper, `'${formulaShopper}`].sort(),
  );
  for (const record of records) {
    expect(record.product).toBe(deepWaters.slug);
    expect(record.id).toMatch(/^\d+$/);
    expect(new Date(record.created_at!).getTime()).not.toBeNaN();
  }
  // The export is the owner's alone.
  const anonymous = await fetch(`${baseURL}/owner/back-in-stock/export`, { redirect: "manual" });
  expect(anonymous.headers.get("content-type") ?? "").not.toContain("text/csv");
  await context.close();
});
