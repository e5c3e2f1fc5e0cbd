import { expect, test } from "./test";
import { serverHtml } from "./support/server-html";

// What the first paint waits for: the stylesheet is in the page itself (no request blocks
// rendering), the main image is preloaded at high priority, and the JavaScript that makes the
// page interactive is asked for at low priority so it does not compete with that image.

/** The four pages the Lighthouse benchmark measures, with the image each paints largest. */
const pages = [
  { path: "/", mainImage: undefined },
  { path: "/mens-health", mainImage: "/images/products/sink-deep-1.svg" },
  { path: "/products/bone-rock", mainImage: "/images/products/bone-rock-1.svg" },
  { path: "/articles/heart-health-guide", mainImage: "/images/articles/heart-health-guide.svg" },
];
/** The site's canvas colour (`--color-canvas`), which only the stylesheet sets. */
const canvas = "rgb(251, 251, 246)";

for (const { path, mainImage } of pages) {
  test(`${path}: stylesheet inline, main image first, scripts at low priority`, async ({
    request,
  }) => {
    // Twice: rendered, then from the page cache.
    for (const round of ["rendered", "cached"]) {
      const page = await serverHtml(request, path);
      const { head } = page.document;
      expect(page.document.querySelectorAll('link[rel="stylesheet"]'), round).toHaveLength(0);
      const styles = head.querySelectorAll("style[data-href]");
      expect(styles, round).toHaveLength(1);
      expect(styles[0]!.textContent, round).toContain("--color-canvas:#fbfbf6");
      const modulePreloads = [...head.querySelectorAll('link[rel="modulepreload"]')];
      expect(modulePreloads.length, round).toBeGreaterThan(3);
      for (const link of modulePreloads) {
        expect(link.getAttribute("fetchpriority"), link.getAttribute("href")!).toBe("low");
      }
      if (mainImage) {
        const preload = head.querySelector(`link[rel="preload"][as="image"][href="${mainImage}"]`);
        expect(preload?.getAttribute("fetchpriority"), round).toBe("high");
        const image = page.document.querySelector(`main img[src="${mainImage}"]`);
        expect(image?.getAttribute("fetchpriority"), round).toBe("high");
        expect(image?.getAttribute("loading"), round).not.toBe("lazy");
      }
    }
  });
}

test("the inline stylesheet survives hydration and client-side navigation, without errors", async ({
  page,
}) => {
  const errors: string[] = [];
  page.on("console", (message) => message.type() === "error" && errors.push(message.text()));
  page.on("pageerror", (error) => errors.push(error.message));
  const styled = async () => {
    expect(await page.locator("style[data-href]").count()).toBe(1);
    expect(await page.locator('link[rel="stylesheet"]').count()).toBe(0);
    await expect(page.locator("body")).toHaveCSS("background-color", canvas);
  };
  await page.goto("/products/bone-rock");
  await styled();
  await page.getByRole("link", { name: "Men's Health", exact: true }).first().click();
  await expect(page).toHaveURL(/\/mens-health$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await styled();
  expect(errors).toEqual([]);
});

test("without JavaScript the page is styled all the same", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/articles/heart-health-guide");
  await expect(page.locator("body")).toHaveCSS("background-color", canvas);
  await context.close();
});
