import type { Page } from "@playwright/test";
import { expect, test } from "../test";

// A stand-in for klaviyo.js: it takes over the queue like the real script and records every command.
const onsiteStub = `
  (function () {
    var queued = Array.isArray(window._klOnsite) ? window._klOnsite : [];
    window.__klaviyo = [];
    window.__klaviyoAt = performance.now();
    window._klOnsite = { push: function (command) { window.__klaviyo.push({ at: performance.now(), command: command }); } };
    queued.forEach(function (command) { window._klOnsite.push(command); });
  })();
`;

type Recorded = { at: number; command: unknown[] };

async function stubVendors(page: Page) {
  const loads: string[] = [];
  await page.route("https://static.klaviyo.com/**", (route) => {
    loads.push(route.request().url());
    return route.fulfill({ contentType: "text/javascript", body: onsiteStub });
  });
  await page.route("https://sdks.shopifycdn.com/**", (route) => route.abort());
  return loads;
}

const commands = (page: Page) =>
  page.evaluate(() => (window as unknown as { __klaviyo?: Recorded[] }).__klaviyo ?? []);

const openForms = async (page: Page) =>
  (await commands(page)).filter((c) => c.command[0] === "openForm");

test("Home loads Klaviyo after the page is interactive and opens the signup form once, a second after load", async ({
  page,
}) => {
  const loads = await stubVendors(page);
  // When the page finished hydrating: on a busy machine that can be later than load + 1 s.
  await page.addInitScript(() => {
    new MutationObserver((_, observer) => {
      if (!document.documentElement.hasAttribute("data-hydrated")) return;
      (window as unknown as { __hydratedAt: number }).__hydratedAt = performance.now();
      observer.disconnect();
    }).observe(document, { subtree: true, attributeFilter: ["data-hydrated"] });
  });
  await page.goto("/");
  await expect
    .poll(() => loads)
    .toEqual(["https://static.klaviyo.com/onsite/js/klaviyo.js?company_id=VRtest"]);
  await expect.poll(() => openForms(page)).toHaveLength(1);
  const [open] = await openForms(page);
  expect(open!.command).toEqual(["openForm", "FormE2E"]);
  const { loaded, hydrated, klaviyoRan } = await page.evaluate(() => ({
    loaded: performance.getEntriesByType("navigation")[0]!.toJSON().loadEventEnd as number,
    hydrated: (window as unknown as { __hydratedAt: number }).__hydratedAt,
    klaviyoRan: (window as unknown as { __klaviyoAt: number }).__klaviyoAt,
  }));
  // (The page's clocks are coarsened to guard against timing attacks: a few ms either way.)
  expect(open!.at - loaded).toBeGreaterThanOrEqual(990);
  // A second after load, or as soon as the page and Klaviyo are both there if that is later
  // (then within the next check, 250 ms on, and a timer's lateness on a busy machine).
  expect(open!.at).toBeLessThan(Math.max(loaded + 1000, hydrated, klaviyoRan) + 750);
});

test("a product view sends Viewed Product and the viewed-item record", async ({ page }) => {
  await stubVendors(page);
  await page.goto("/products/ladies-1st");
  await expect
    .poll(async () => (await commands(page)).map((c) => c.command[0]))
    .toContain("trackViewedItem");
  const recorded = (await commands(page)).map((c) => c.command);
  const viewed = recorded.find((c) => c[0] === "track" && c[1] === "Viewed Product")!;
  expect(viewed[2]).toMatchObject({
    ProductID: "ladies-1st",
    ProductName: "Ladies 1st",
    Categories: ["Women's Health", "Multivitamin"],
    Price: 35.99,
    Brand: "Verdant Roots Herbals",
  });
  expect((viewed[2] as { URL: string }).URL).toMatch(/\/products\/ladies-1st$/);
  const item = recorded.find((c) => c[0] === "trackViewedItem")!;
  expect(item[1]).toMatchObject({
    Title: "Ladies 1st",
    ItemId: "ladies-1st",
    Metadata: { Price: 35.99 },
  });
});

test("route changes refresh the on-site forms, Home reached by a link opens the signup form a second on, and a review sends Left Review", async ({
  page,
}) => {
  await stubVendors(page);
  await page.goto("/products/brain-fuel");
  await expect.poll(async () => (await commands(page)).length).toBeGreaterThan(0);
  const leftAt = await page.evaluate(() => performance.now());
  await page.getByRole("link", { name: "Verdant Roots home" }).first().click();
  await expect
    .poll(async () => (await commands(page)).map((c) => c.command[0]))
    .toContain("refreshForms");
  // Reached by a link, Home opens the form a second after it arrives, not at once.
  await expect.poll(() => openForms(page)).toHaveLength(1);
  const [open] = await openForms(page);
  expect(open!.at - leftAt).toBeGreaterThanOrEqual(990);
  await page.goBack();
  const form = page.locator("form", { has: page.getByRole("heading", { name: "Write a review" }) });
  await form.getByRole("textbox", { name: "Name" }).fill("Tracked Tess");
  await form.locator("label", { hasText: "5 stars" }).click();
  await form.getByRole("textbox", { name: "Review" }).fill("Sharp mornings.");
  await form.getByRole("button", { name: "Submit Review" }).click();
  await expect(page.getByText("Review submitted!").first()).toBeVisible();
  const left = (await commands(page)).map((c) => c.command).find((c) => c[1] === "Left Review");
  expect(left).toEqual([
    "track",
    "Left Review",
    { ReviewerName: "Tracked Tess", Rating: 5, ReviewText: "Sharp mornings." },
  ]);
});

test("a sign-up is the store's to send to Klaviyo: the browser passes the email to no Klaviyo script or endpoint", async ({
  page,
}) => {
  await stubVendors(page);
  // Every request leaving for another origin, with what it carries.
  const elsewhere: string[] = [];
  page.on("request", (request) => {
    if (!request.url().startsWith("http://127.0.0.1:")) {
      elsewhere.push(`${request.method()} ${request.url()} ${request.postData() ?? ""}`);
    }
  });
  await page.goto("/detox");
  await page.getByRole("textbox", { name: "Email address" }).fill("klaviyo@example.com");
  await page.getByRole("button", { name: "Subscribe" }).click();
  await expect(page.getByText("Thanks for subscribing!")).toBeVisible();
  await page.waitForTimeout(500);
  const recorded = JSON.stringify(await commands(page));
  expect(recorded).not.toContain("klaviyo@example.com");
  expect(
    elsewhere.filter(
      (line) => line.includes("klaviyo%40example.com") || line.includes("klaviyo@example.com"),
    ),
  ).toEqual([]);
  expect(elsewhere.filter((line) => /klaviyo\.com\/(client|api)\//.test(line))).toEqual([]);
});
