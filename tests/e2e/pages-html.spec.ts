import { catalogue } from "~/catalogue/catalogue";
import { readdirSync } from "node:fs";
import { site } from "~/config/site";
import { expect, test } from "./test";
import { serverHtml } from "./support/server-html";

// What crawlers, link previews and visitors without JavaScript get: the server's HTML, read
// without a browser. The store's SITE_URL in the test configuration:
const siteUrl = "https://shop.example.com";
// The article modules are named by their slugs.
const articleSlugs = readdirSync(new URL("../../app/content/articles", import.meta.url)).map(
  (file) => file.replace(/\.ts$/, ""),
);

const pages: { path: string; mustSay: string[] }[] = [
  { path: "/", mustSay: ["Shop by Benefits", "Subscribe to our emails"] },
  { path: "/mens-health", mustSay: ["MEN'S HEALTH SUPPLEMENTS", "10 Products"] },
  { path: "/womens-health", mustSay: ["WOMEN'S HEALTH SUPPLEMENTS", "8 Products"] },
  { path: "/reproductive-health", mustSay: ["Ladies 1st"] },
  { path: "/detox", mustSay: ["Lymphatic Flush"] },
  { path: "/longevity", mustSay: ["Lion's Mane"] },
  { path: "/articles", mustSay: ["Health & Wellness Articles", "min read"] },
  { path: "/faq", mustSay: ["Frequently Asked Questions"] },
  { path: "/contact", mustSay: ["Send us a message", "Send Message"] },
  { path: "/privacy-policy", mustSay: ["Privacy Policy", "Cookies"] },
  { path: "/terms-of-service", mustSay: ["Terms of Service", "Michigan"] },
  { path: "/subscribe", mustSay: ["Subscribe to our emails"] },
  ...articleSlugs.map((slug) => ({
    path: `/articles/${slug}`,
    mustSay: ["When to Seek Professional Help", "min read"],
  })),
  ...catalogue.map((product) => ({
    path: `/products/${product.slug}`,
    mustSay: [product.name, `$${product.price}`, "Customer Reviews", "Write a review"],
  })),
];

for (const { path, mustSay } of pages) {
  test(`${path} carries its title, description, canonical link, previews, JSON-LD and text`, async ({
    request,
  }) => {
    const page = await serverHtml(request, path);
    expect(page.status).toBe(200);
    const title = page.document.title;
    expect(title.length, "title").toBeGreaterThan(3);
    expect(title).toContain(site.brandName);
    const description = page.meta("description") ?? "";
    expect(description.length, `description: ${description}`).toBeGreaterThanOrEqual(50);
    expect(description.length, `description: ${description}`).toBeLessThanOrEqual(160);
    const canonical = page.document.querySelector('link[rel="canonical"]')?.getAttribute("href");
    expect(canonical).toBe(path === "/" ? `${siteUrl}/` : `${siteUrl}${path}`);
    expect(page.meta("og:url")).toBe(canonical);
    expect(page.meta("og:title")).toBeTruthy();
    expect(page.meta("og:description")).toBeTruthy();
    expect(page.meta("og:image")).toMatch(new RegExp(`^${siteUrl}/`));
    for (const block of page.jsonLd) expect(block["@context"]).toBe("https://schema.org");
    const headings = page.document.querySelectorAll("h1");
    expect(headings.length, "one h1").toBe(1);
    for (const words of mustSay) expect(page.text, words).toContain(words);
  });
}

test("the men's and women's listing pages' search fields name what they search", async ({
  request,
}) => {
  for (const [path, placeholder] of [
    ["/mens-health", "Search men's health products..."],
    ["/womens-health", "Search women's health products..."],
  ]) {
    const page = await serverHtml(request, path!);
    expect(page.document.querySelector(`input[placeholder="${placeholder}"]`), path).not.toBeNull();
  }
});

test("a search with no match says so on the men's, women's and Home pages", async ({ request }) => {
  for (const path of ["/womens-health?q=zzzz", "/mens-health?q=zzzz", "/?q=zzzz"]) {
    const page = await serverHtml(request, path);
    expect(page.text, path).toContain("No products found matching your search.");
  }
  expect((await serverHtml(request, "/womens-health?q=zzzz")).text).toContain("0 Products");
});

test("a catalogue search that finds nothing offers the same words in site search", async ({
  request,
}) => {
  // Name-or-category matching finds no product named or filed under an ingredient or a need;
  // site search, which reads ingredients and benefits too, does.
  for (const [path, words] of [
    ["/?q=ashwagandha", "ashwagandha"],
    ["/?q=sleep", "sleep"],
    ["/mens-health?q=sleep", "sleep"],
    ["/detox?q=ashwagandha", "ashwagandha"],
  ] as const) {
    const page = await serverHtml(request, path);
    expect(page.text, path).toContain("No products found matching your search.");
    expect(page.text, path).toContain(
      `Search all products, ingredients and articles for “${words}”`,
    );
    const link = [...page.document.querySelectorAll("a")].find((a) =>
      a.textContent?.startsWith("Search all products, ingredients and articles"),
    );
    expect(link?.getAttribute("href"), path).toBe(`/search?q=${words}`);
  }
  const found = await serverHtml(request, "/search?q=ashwagandha");
  expect(found.text).toMatch(/[1-9]\d* results? for “ashwagandha”/);
  // A short word is never taken for another one letter away.
  expect((await serverHtml(request, "/search?q=sleep")).text).not.toContain(
    "Total Body Sweep Cleanse",
  );
  // Where something matches, no such link.
  expect((await serverHtml(request, "/?q=bone")).text).not.toContain("Search all products,");
});

test("an unknown page and an unknown product answer 404 with the not-found page", async ({
  request,
}) => {
  for (const path of ["/no-such-page", "/products/no-such-product", "/articles/no-such-article"]) {
    const page = await serverHtml(request, path);
    expect(page.status, path).toBe(404);
    expect(page.document.querySelector("h1")?.textContent, path).toMatch(/404|Not Found/);
  }
  expect((await serverHtml(request, "/no-such-page")).text).toContain("Oops! Page not found");
  expect((await serverHtml(request, "/articles/no-such-article")).text).toContain(
    "Article Not Found",
  );
  // Every one has a title with the shop's name.
  for (const [path, title] of [
    ["/no-such-page", "Page not found | Verdant Roots"],
    ["/products/no-such-product", "Page not found | Verdant Roots"],
    ["/articles/no-such-article", "Article Not Found | Verdant Roots"],
  ]) {
    expect((await serverHtml(request, path!)).document.title, path).toBe(title);
  }
});

test("the privacy choices page says no marketing script runs when none is set up", async ({
  request,
}) => {
  // This store has no Klaviyo account configured.
  const page = await serverHtml(request, "/privacy-choices");
  expect(page.text).toContain("this store loads no marketing or tracking script");
  expect(page.text).toContain("No marketing tracking runs on this store.");
  expect(page.text).not.toContain("Marketing tracking is on");
  expect(page.text).not.toContain("Klaviyo");
});

test("a stored review is in the product page's HTML with its date", async ({
  request,
}, testInfo) => {
  // A product of its own per attempt, so a retry never reads the first attempt's review.
  const slug = ["sea-horse-power", "deep-waters", "black-seed-omegas"][testInfo.retry]!;
  const name = `Server Sam ${testInfo.retry}`;
  const posted = await request.post("/api/reviews", {
    data: { reviewKey: slug, name, rating: 4, reviewText: "Read on the server." },
  });
  expect(posted.status()).toBe(201);
  const { createdAt } = (await posted.json()) as { createdAt: string };
  const page = await serverHtml(request, `/products/${slug}`);
  expect(page.text).toContain(name);
  expect(page.text).toContain("Read on the server.");
  const date = page.document.querySelector(`time[datetime="${createdAt}"]`);
  expect(date?.textContent).toBe(
    new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeZone: "UTC" }).format(
      new Date(createdAt),
    ),
  );
});
