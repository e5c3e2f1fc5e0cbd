import { readdirSync } from "node:fs";
import type { APIRequestContext } from "@playwright/test";
import { catalogue } from "../../app/catalogue/catalogue";
import { fdaDisclaimer } from "../../app/content/product-constants";
import type { ProductPageInput } from "../../app/content/product-page";
import { faq } from "../../app/content/faq";
import { expect, test } from "./test";

/** Every product page's copy, by slug, read from its module (one per product). */
async function productPages(): Promise<Map<string, ProductPageInput>> {
  const dir = new URL("../../app/content/products/", import.meta.url);
  const pages = new Map<string, ProductPageInput>();
  for (const file of readdirSync(dir).filter((name) => name.endsWith(".ts"))) {
    const { page } = (await import(new URL(file, dir).href)) as { page: ProductPageInput };
    pages.set(page.slug, page);
  }
  return pages;
}

// What a crawler or a visitor without JavaScript gets: the server's HTML, read as text.

const siteUrl = "https://shop.example.com";

/** The page's HTML without React's text separators, entities decoded. */
async function serverHtml(request: APIRequestContext, path: string): Promise<string> {
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  return decode((await response.text()).replaceAll("<!-- -->", ""));
}

function decode(html: string): string {
  return html
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");
}

/** The page's JSON-LD blocks. */
function structuredData(html: string): { "@type": string; [key: string]: unknown }[] {
  return [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map((match) =>
    JSON.parse(match[1]!),
  );
}

/** The page's body without its scripts: what a reader sees (open or closed sections). */
function body(html: string): string {
  return html.slice(html.indexOf("<body")).replace(/<script\b[\s\S]*?<\/script>/g, "");
}

test("every product page's HTML carries its directions, safety text and the FDA disclaimer", async ({
  request,
}) => {
  const pages = await productPages();
  for (const product of catalogue) {
    const page = pages.get(product.slug)!;
    expect(page, product.slug).toBeTruthy();
    const whole = await serverHtml(request, `/products/${product.slug}`);
    // Every lazy section (questions) is written in place: none waits for a script to move it.
    expect(whole, product.slug).not.toContain("<!--$?-->");
    const html = body(whole);
    expect(html, product.slug).toContain(fdaDisclaimer);
    expect(html, product.slug).toContain(page.directions);
    expect(html, product.slug).toContain(page.safety);
    if (page.showInformation !== false && page.ingredientsText) {
      expect(html, product.slug).toContain(page.ingredientsText);
    }
  }
});

test("every FAQ answer of the JSON-LD is in the page body", async ({ request }) => {
  const html = await serverHtml(request, "/faq");
  const faqPage = structuredData(html).find((data) => data["@type"] === "FAQPage")!;
  const questions = faqPage.mainEntity as { name: string; acceptedAnswer: { text: string } }[];
  expect(questions).toHaveLength(faq.flatMap((entry) => entry.items).length);
  const text = body(html);
  for (const question of questions) {
    expect(text).toContain(question.name);
    expect(text).toContain(question.acceptedAnswer.text);
  }
});

test("every BreadcrumbList crumb but the last links to a page that lists the product", async ({
  request,
}) => {
  const checkedListings = new Set<string>();
  for (const product of catalogue) {
    const html = await serverHtml(request, `/products/${product.slug}`);
    const breadcrumbs = structuredData(html).filter((data) => data["@type"] === "BreadcrumbList");
    expect(breadcrumbs, product.slug).toHaveLength(1);
    const crumbs = breadcrumbs[0]!.itemListElement as { position: number; item?: string }[];
    expect(crumbs.map((crumb) => crumb.position)).toEqual([1, 2, 3]);
    for (const crumb of crumbs.slice(0, -1)) {
      expect(crumb.item, product.slug).toMatch(new RegExp(`^${siteUrl}/`));
    }
    // The category crumb's page lists the product.
    const category = new URL(crumbs[1]!.item!);
    const listing = await serverHtml(request, `${category.pathname}${category.search}`);
    expect(listing, category.href).toContain(`href="/products/${product.slug}"`);
    checkedListings.add(category.href);
  }
  expect(checkedListings.size).toBeGreaterThan(10);
});

/** Width and height from a PNG's IHDR chunk, or a JPEG's first start-of-frame marker. */
function imageSize(bytes: Buffer): { width: number; height: number } {
  if (bytes.subarray(1, 4).toString("latin1") === "PNG") {
    return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
  }
  for (let offset = 2; offset < bytes.length;) {
    const marker = bytes[offset + 1]!;
    if (marker >= 0xc0 && marker <= 0xc3) {
      return { height: bytes.readUInt16BE(offset + 5), width: bytes.readUInt16BE(offset + 7) };
    }
    offset += 2 + bytes.readUInt16BE(offset + 2);
  }
  throw new Error("not a PNG or JPEG");
}

test("every page's social preview is a 1200 × 630 PNG or JPEG with its size and alt text", async ({
  request,
}) => {
  const sitemap = await (await request.get("/sitemap.xml")).text();
  const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
    (match) => new URL(match[1]!).pathname,
  );
  expect(paths).toContain("/faq");
  expect(paths.filter((path) => path.startsWith("/products/"))).toHaveLength(catalogue.length);
  const checkedImages = new Set<string>();
  for (const path of paths) {
    const html = await serverHtml(request, path);
    const meta = (key: string) =>
      html.match(new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`))?.[1];
    const image = meta("og:image");
    expect(image, path).toMatch(new RegExp(`^${siteUrl}/.+\\.(png|jpe?g)$`));
    expect(meta("twitter:image"), path).toBe(image);
    expect(meta("og:image:width"), path).toBe("1200");
    expect(meta("og:image:height"), path).toBe("630");
    expect(meta("og:image:alt")?.length, path).toBeGreaterThan(10);
    if (path.startsWith("/products/") || path.startsWith("/articles/")) {
      // One of its own, not the default.
      expect(image, path).toContain(path.split("/")[2]!);
    }
    if (checkedImages.has(image!)) continue;
    checkedImages.add(image!);
    const response = await request.get(new URL(image!).pathname);
    expect(response.status(), image).toBe(200);
    expect(response.headers()["content-type"], image).toMatch(/^image\/(png|jpeg)$/);
    expect(imageSize(await response.body()), image).toEqual({ width: 1200, height: 630 });
  }
  expect(checkedImages.size).toBeGreaterThan(catalogue.length);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a product's Directions and an FAQ answer open on click", async ({ page }) => {
    const boneRock = (await productPages()).get("bone-rock")!;
    await page.goto("/products/bone-rock");
    const directions = page.getByText(boneRock.directions);
    await expect(directions).toBeHidden();
    await page.locator("summary", { hasText: "Directions" }).click();
    await expect(directions).toBeVisible();
    await page.locator("summary", { hasText: "Safety" }).click();
    await expect(page.getByText(boneRock.safety)).toBeVisible();
    await expect(directions).toBeHidden();

    const item = faq[1]!.items[0]!;
    await page.goto("/faq");
    const answer = page.getByText(item.a);
    await expect(answer).toBeHidden();
    await page.locator("summary", { hasText: item.q }).click();
    await expect(answer).toBeVisible();
    await page.locator("summary", { hasText: item.q }).click();
    await expect(answer).toBeHidden();
  });

  test("the catalogue search submits with its button", async ({ page }) => {
    await page.goto("/mens-health");
    await page.getByRole("searchbox", { name: "Search products" }).fill("tongkat");
    await page.getByRole("button", { name: "Submit search" }).click();
    await expect(page).toHaveURL(/[?&]q=tongkat/);
    await expect(page.getByText("1 Products")).toBeVisible();
  });
});
