import { createHash } from "node:crypto";
import { expect, test } from "./test";
import { serverHtml } from "./support/server-html";

// What the first paint waits for: the stylesheet is in the page itself (no request blocks
// rendering), the main image is preloaded at high priority, and the JavaScript that makes the
// page interactive is asked for only after the browser painted a frame, so it never competes with
// the first view.

/** The four pages the Lighthouse benchmark measures, with the image each paints largest. */
const pages = [
  { path: "/", mainImage: undefined },
  { path: "/mens-health", mainImage: "/images/products/cards/sink-deep-400.webp" },
  { path: "/products/bone-rock", mainImage: "/images/products/bone-rock-1.svg" },
  { path: "/articles/heart-health-guide", mainImage: "/images/articles/heart-health-guide.svg" },
];
/** The site's canvas colour (`--color-canvas`), which only the stylesheet sets. */
const canvas = "rgb(251, 251, 246)";

for (const { path, mainImage } of pages) {
  test(`${path}: stylesheet inline, main image first, no script before the paint`, async ({
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
      expect(page.document.querySelectorAll('link[rel="modulepreload"]'), round).toHaveLength(0);
      // No script file and no module script: the framework's module script is inert text that
      // the page starts once a frame was painted.
      const scripts = [...page.document.querySelectorAll("script")];
      expect(
        scripts.filter((script) => script.hasAttribute("src")),
        round,
      ).toEqual([]);
      expect(
        scripts.filter((script) => script.type === "module"),
        round,
      ).toEqual([]);
      const inert = page.document.querySelectorAll('script[type="text/plain"][data-after-paint]');
      expect(inert, round).toHaveLength(1);
      expect(inert[0]!.textContent, round).toContain("window.__reactRouterRouteModules = ");
      const starter = scripts.find((script) =>
        script.textContent?.includes("requestAnimationFrame"),
      );
      expect(starter?.textContent, round).toContain("window.__reactRouterContext = ");
      // A rendered page carries this response's nonce, a cached one (whichever test asked first)
      // the hashes of its inline scripts, the inert one's among them.
      const policy = page.headers["content-security-policy"]!;
      const nonce = /'nonce-([^']+)'/.exec(policy)?.[1];
      expect(inert[0]!.getAttribute("nonce"), round).toBe(nonce ?? null);
      expect(starter!.getAttribute("nonce"), round).toBe(nonce ?? null);
      if (!nonce) {
        const hash = createHash("sha256").update(inert[0]!.textContent!).digest("base64");
        expect(policy, round).toContain(`'sha256-${hash}'`);
      }
      if (mainImage) {
        // A card's image comes in several widths: its preload names them all (imagesrcset).
        const preload = [...head.querySelectorAll('link[rel="preload"][as="image"]')].find(
          (link) =>
            link.getAttribute("href") === mainImage ||
            link
              .getAttribute("imagesrcset")
              ?.split(",")
              .some((candidate) => candidate.trim().split(" ")[0] === mainImage),
        );
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

for (const path of ["/", "/products/bone-rock"]) {
  test(`${path}: scripts are requested after the first paint, then the page hydrates`, async ({
    page,
  }) => {
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    // Twice: rendered, then from the page cache (no nonce, scripts allowed by their hashes).
    for (const round of ["first", "again"]) {
      // From a blank page, as a visitor arriving (and Lighthouse) does: Chromium holds the first
      // paint of a page that follows another of the same site until its content is ready, and the
      // frames it draws meanwhile are not shown.
      await page.goto("about:blank");
      await page.goto(path); // waits for hydration
      const timing = await page.evaluate(() => ({
        paint: performance.getEntriesByName("first-paint")[0]?.startTime,
        scripts: performance
          .getEntriesByType("resource")
          .filter((entry) => new URL(entry.name).pathname.endsWith(".js"))
          .map((entry) => ({ name: entry.name, startTime: entry.startTime })),
      }));
      expect(timing.paint, round).toBeDefined();
      expect(timing.scripts.length, round).toBeGreaterThan(3);
      for (const script of timing.scripts) {
        expect(script.startTime, `${round}: ${script.name}`).toBeGreaterThanOrEqual(timing.paint!);
      }
      // The client entry (the framework) loads alone first, so its graph is a task of its own.
      const moduleScripts = await page.evaluate(() =>
        [...document.head.querySelectorAll('script[type="module"]')].map(
          (script) => script.getAttribute("src")?.replace(/-[\w-]+\.js$/, "") ?? "inline",
        ),
      );
      expect(moduleScripts, round).toEqual(["/assets/entry.client", "inline"]);
      // Hydrated: the header's Search is a button opening the field.
      await page.getByRole("banner").getByRole("button", { name: "Search", exact: true }).click();
      await expect(
        page.getByRole("combobox", { name: "Search products, articles and FAQ" }),
      ).toBeVisible();
    }
    expect(errors).toEqual([]);
  });
}

test("without JavaScript the page is styled all the same", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/articles/heart-health-guide");
  await expect(page.locator("body")).toHaveCSS("background-color", canvas);
  await context.close();
});

test("the tab's and the manifest's icons are PNG files, which the browser only decodes", async ({
  request,
}) => {
  // An SVG icon costs the page's main thread a document of its own while the page starts.
  const { document } = await serverHtml(request, "/");
  const icons = [...document.querySelectorAll('link[rel~="icon"]')];
  expect(icons.map((link) => [link.getAttribute("href"), link.getAttribute("type")])).toEqual([
    ["/icons/icon-32.png", "image/png"],
  ]);
  const manifestHref = document.querySelector('link[rel="manifest"]')!.getAttribute("href")!;
  const manifest = (await (await request.get(manifestHref)).json()) as {
    icons: { src: string; type: string }[];
  };
  const paths = [icons[0]!.getAttribute("href")!, ...manifest.icons.map((icon) => icon.src)];
  expect(paths).toHaveLength(3);
  for (const path of paths) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    expect(response.headers()["content-type"], path).toBe("image/png");
    expect((await response.body()).subarray(1, 4).toString(), path).toBe("PNG");
  }
});
