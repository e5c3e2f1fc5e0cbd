import type { APIRequestContext, Browser, Page } from "@playwright/test";
import { expect, test } from "../test";

// The integration store is configured with Klaviyo (company id VRtest). A visitor opted out of
// marketing tracking, by Global Privacy Control or by the privacy choices page, gets pages that
// carry nothing of Klaviyo, and Klaviyo's script is never requested.

const companyId = "VRtest";
const klaviyoScript = "static.klaviyo.com";

async function html(
  request: APIRequestContext,
  path: string,
  headers: Record<string, string> = {},
) {
  const response = await request.get(path, { headers });
  expect(response.status(), path).toBe(200);
  return response.text();
}

/** Records every request for Klaviyo's script (answered with an empty script). */
async function watchKlaviyo(page: Page) {
  const loads: string[] = [];
  await page.route("https://static.klaviyo.com/**", (route) => {
    loads.push(route.request().url());
    return route.fulfill({ contentType: "text/javascript", body: "" });
  });
  await page.route("https://sdks.shopifycdn.com/**", (route) => route.abort());
  return loads;
}

/** Waits past the moment Klaviyo would load (after the page is interactive) and its load event. */
async function settle(page: Page) {
  await page.waitForLoadState("load");
  await page.waitForTimeout(2500);
}

test("without a choice, pages carry Klaviyo and load it as before; the footer links to the choices page", async ({
  request,
  page,
}) => {
  const home = await html(request, "/");
  expect(home).toContain(companyId);
  expect(home).toContain('href="/privacy-choices"');
  expect(home).toContain("Your Privacy Choices");
  const loads = await watchKlaviyo(page);
  await page.goto("/");
  await expect.poll(() => loads.length).toBe(1);
});

test("with Sec-GPC: 1 the server HTML carries no Klaviyo, the cached page is not served, and the choices page says the signal was honoured", async ({
  request,
}) => {
  for (const path of ["/", "/products/bone-rock", "/womens-health"]) {
    // The page as cached for everyone else carries Klaviyo...
    expect(await html(request, path)).toContain(companyId);
    // ...and a visitor sending Global Privacy Control never gets it.
    const page = await html(request, path, { "Sec-GPC": "1" });
    expect(page, path).not.toContain(companyId);
    expect(page, path).not.toContain(klaviyoScript);
  }
  const choices = await html(request, "/privacy-choices", { "Sec-GPC": "1" });
  expect(choices).toContain("Global Privacy Control honoured");
  expect(choices).not.toContain(companyId);
  expect(await html(request, "/privacy-choices")).not.toContain("Global Privacy Control honoured");
});

test("a browser sending Global Privacy Control never loads Klaviyo", async ({ browser }) => {
  const context = await browser.newContext({ extraHTTPHeaders: { "Sec-GPC": "1" } });
  const page = await context.newPage();
  const loads = await watchKlaviyo(page);
  await page.goto("/products/bone-rock");
  await settle(page);
  expect(loads).toEqual([]);
  expect(await page.evaluate(() => "_klOnsite" in window)).toBe(false);
  await context.close();
});

async function optOutWithoutJavaScript(browser: Browser) {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/");
  await page.getByRole("link", { name: "Your Privacy Choices" }).click();
  await expect(page).toHaveURL(/\/privacy-choices$/);
  await expect(page.getByText("Marketing tracking is on")).toBeVisible();
  await page.getByRole("button", { name: "Opt out of marketing tracking" }).click();
  await expect(page.getByText("You have opted out of marketing tracking")).toBeVisible();
  const state = await context.storageState();
  await context.close();
  return state;
}

test("the opt-out form sets the cookie without JavaScript, and Klaviyo stays unloaded on the next pages", async ({
  browser,
}) => {
  const state = await optOutWithoutJavaScript(browser);
  const cookie = state.cookies.find((c) => c.name === "marketing_opt_out");
  expect(cookie).toBeTruthy();
  expect(cookie!.expires).toBeGreaterThan(Date.now() / 1000 + 300 * 24 * 3600);

  const context = await browser.newContext({ storageState: state });
  const page = await context.newPage();
  const loads = await watchKlaviyo(page);
  const served = await page.goto("/");
  expect(await served!.text()).not.toContain(companyId);
  await settle(page);
  await page.goto("/products/ladies-1st");
  await settle(page);
  expect(loads).toEqual([]);
  expect(await page.evaluate(() => "_klOnsite" in window)).toBe(false);

  // Opting back in removes the cookie; Klaviyo loads again.
  await page.goto("/privacy-choices");
  await page.getByRole("button", { name: "Allow marketing tracking again" }).click();
  await expect(page.getByText("Marketing tracking is on")).toBeVisible();
  expect((await context.cookies()).some((c) => c.name === "marketing_opt_out")).toBe(false);
  await page.goto("/");
  await expect.poll(() => loads.length).toBe(1);
  await context.close();
});

test("the choices form refuses a cross-site post and a missing choice", async ({ request }) => {
  const crossSite = await request.post("/privacy-choices", {
    form: { intent: "opt-in" },
    headers: { Origin: "https://elsewhere.example" },
    maxRedirects: 0,
  });
  expect([400, 403]).toContain(crossSite.status());
  expect(crossSite.headers()["set-cookie"]).toBeUndefined();
  const missing = await request.post("/privacy-choices", { form: { other: "x" }, maxRedirects: 0 });
  expect(missing.status()).toBe(400);
});
