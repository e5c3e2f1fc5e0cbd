import { test as base, type Page } from "@playwright/test";

export { expect } from "@playwright/test";

type Navigate = Page["goto"];

/**
 * Playwright's test, with page.goto and page.reload waiting until React has hydrated an HTML page
 * (when JavaScript runs), so tests never act on server-rendered markup before it is interactive.
 */
export const test = base.extend({
  page: async ({ page, javaScriptEnabled }, use) => {
    const hydrated = async (response: Awaited<ReturnType<Navigate>>) => {
      if (javaScriptEnabled && response?.headers()["content-type"]?.includes("text/html")) {
        await page.locator("html[data-hydrated]").waitFor({ state: "attached", timeout: 15_000 });
      }
      return response;
    };
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (url, options) => hydrated(await goto(url, options));
    page.reload = async (options) => hydrated(await reload(options));
    await use(page);
  },
});
