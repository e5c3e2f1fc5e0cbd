import type { Page } from "@playwright/test";
import { describeLayoutProblems, findLayoutProblems } from "./support/layout";
import { expect, test } from "./test";

/** Phones (small to large), a tablet, a small laptop and a desktop. */
const widths = [320, 360, 390, 414, 768, 1024, 1280];

interface PageType {
  name: string;
  path: string;
  /** Puts the page in the state to look at (items stored, a sheet opened). */
  prepare?: (page: Page) => Promise<void>;
  /** Stored before the page loads: localStorage key and value. */
  stored?: Record<string, string>;
}

/** Two products in the (demo) cart, posted as the product page's form posts them. */
async function fillCart(page: Page) {
  const lines = { "hair-skin-nails": "2", "total-body-cleanse": "1" };
  for (const [slug, quantity] of Object.entries(lines)) {
    const added = await page.request.post("/cart", { form: { intent: "add", slug, quantity } });
    expect(added.ok()).toBe(true);
  }
}

const pageTypes: PageType[] = [
  { name: "Home", path: "/" },
  { name: "the men's collection", path: "/mens-health" },
  { name: "the women's collection", path: "/womens-health" },
  { name: "a collection", path: "/detox" },
  { name: "a product page", path: "/products/bone-rock" },
  { name: "a product with a long name", path: "/products/hair-skin-nails" },
  { name: "an article", path: "/articles/stress-management-guide" },
  { name: "the FAQ", path: "/faq" },
  { name: "contact", path: "/contact" },
  { name: "search with results", path: "/search?q=mane" },
  {
    name: "favorites with items",
    path: "/favorites",
    stored: {
      "verdant-roots:favorites": JSON.stringify([
        "mane-crown-serum",
        "hair-skin-nails",
        "ladies-1st",
        "womens-kit",
      ]),
    },
  },
  {
    name: "the open cart",
    path: "/products/womens-kit",
    prepare: async (page) => {
      await fillCart(page);
      await page.reload();
      await page.getByRole("link", { name: /^Cart, \d+ items?$/ }).click();
      await expect(page.getByRole("dialog", { name: "Your cart" })).toBeVisible();
      // The sheet slides in: look once it has stopped.
      await page.waitForTimeout(400);
    },
  },
  {
    name: "the cart page",
    path: "/cart",
    prepare: async (page) => {
      await fillCart(page);
      await page.reload();
      await expect(page.getByRole("list", { name: "Cart items" })).toBeVisible();
    },
  },
  { name: "the not-found page", path: "/no-such-page" },
];

// One test per kind of page, loading it afresh at each width in one browser context: the scripts,
// fonts and images come from the browser's cache after the first width (as for a returning
// shopper): 248 s of test time in CI here where the 98 separate tests took 711 s. Each width is a
// step of its own, and a problem at one width does not hide those at the next.
for (const pageType of pageTypes) {
  test(`layout of ${pageType.name} holds at every width`, async ({ page }) => {
    test.setTimeout(widths.length * 30_000);
    if (pageType.stored) {
      await page.addInitScript((stored) => {
        for (const [key, value] of Object.entries(stored)) localStorage.setItem(key, value);
      }, pageType.stored);
    }
    for (const width of widths) {
      await test.step(`at ${width}px`, async () => {
        // A new cart for each width (the cart lives in a cookie).
        await page.context().clearCookies();
        await page.setViewportSize({ width, height: 800 });
        await page.goto(pageType.path);
        await page.evaluate(() => document.fonts.ready);
        await pageType.prepare?.(page);
        const findings = await findLayoutProblems(page);
        expect.soft(findings, `at ${width}px: ${describeLayoutProblems(findings)}`).toEqual([]);
      });
    }
  });
}
