import type { Page } from "@playwright/test";
import { expect, test } from "../test";
import { consoleStoreForFile, runOwner } from "../support/owner-console";
import { describeLayoutProblems, findLayoutProblems } from "../support/layout";

// Every owner console page at every width a phone, tablet or desktop has: no text clipped or
// overflowing its box, no control over another or over text, no sideways scroll.
const run = Date.now().toString(36);
const widths = [320, 360, 390, 414, 768, 1024, 1280];

test.describe.configure({ mode: "serial" });
const store = consoleStoreForFile();

async function post(path: string, body: unknown) {
  const response = await fetch(`${store.baseURL}${path}`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(body),
  });
  expect(response.ok, path).toBe(true);
  return response.json() as Promise<{ id?: number }>;
}

async function expectLaidOut(page: Page, path: string, width: number) {
  await page.setViewportSize({ width, height: 800 });
  await page.goto(`${store.baseURL}${path}`);
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  const problems = await findLayoutProblems(page);
  expect(problems, `${path} at ${width}px:\n${describeLayoutProblems(problems)}`).toEqual([]);
  // OWNER_SCREENSHOTS=DIR keeps a picture of each page at phone and desktop widths, to look at.
  if (process.env.OWNER_SCREENSHOTS && (width === 390 || width === 1280)) {
    await page.screenshot({
      path: `${process.env.OWNER_SCREENSHOTS}/${width}${path.replace(/[/?=&]+/g, "_")}.png`,
      fullPage: true,
    });
  }
}

test("the sign-in page holds at every width", async ({ page }) => {
  for (const width of widths) await expectLaidOut(page, "/owner/sign-in", width);
});

test("every console page holds at every width, with records that have long names and texts", async ({
  page,
}) => {
  test.setTimeout(300_000);
  // Records as the store gets them, some long.
  const longName = "Maximiliana Wolfeschlegelsteinhausen-Bergerdorff";
  await post("/api/contact", {
    name: longName,
    email: `a-very-long-address-for-layout-${run}@subdomain.example.com`,
    phone: "",
    message: `Hello! ${"My order arrived but one of the bottles was open. ".repeat(6)}`,
  });
  await post("/api/subscribe", { email: `layout-subscriber-${run}@example.com` });
  const review = await post("/api/reviews", {
    reviewKey: "bone-rock",
    name: longName,
    rating: 2,
    reviewText: `Not for me. ${"It tasted strong and I did not notice a difference. ".repeat(5)}`,
  });
  await runOwner(store, "reviews", "hide", String(review.id));
  await runOwner(store, "reviews", "unhide", String(review.id));

  await store.signIn(page, "Layout Owner");
  await page.goto(`${store.baseURL}/owner/messages`);
  const message = await page.locator("tbody tr a").first().getAttribute("href");
  expect(message).toMatch(/^\/owner\/messages\/\d+$/);

  const pages = [
    "/owner",
    "/owner/speed",
    "/owner/reviews",
    "/owner/messages",
    message!,
    "/owner/subscribers",
    "/owner/people",
    "/owner/privacy",
    "/owner/deliveries",
    "/owner/audit",
  ];
  for (const width of widths) {
    for (const path of pages) await expectLaidOut(page, path, width);
  }
  // The phone menu, open, holds too (it lies over the page, which is left out while it is open).
  await page.setViewportSize({ width: 320, height: 800 });
  await page.goto(`${store.baseURL}/owner/reviews`);
  await page.getByText("Menu", { exact: true }).click();
  const problems = await findLayoutProblems(page, { ignore: ["main"] });
  expect(problems, describeLayoutProblems(problems)).toEqual([]);
});
