import { expect, test } from "./test";
import { expectNoAxeViolations } from "./axe";

test("the article list shows six cards linking to their articles", async ({ page }) => {
  await page.goto("/articles");
  const cards = page.locator("main li a");
  await expect(cards).toHaveCount(6);
  for (const href of await cards.evaluateAll((links) =>
    links.map((link) => link.getAttribute("href")),
  )) {
    expect(href).toMatch(/^\/articles\/[a-z-]+$/);
  }
  await expect(page.getByText("9 min read")).toBeVisible();
});

test("each article opens with its parts", async ({ page }) => {
  await page.goto("/articles");
  const hrefs = await page
    .locator("main li a")
    .evaluateAll((links) => links.map((l) => l.getAttribute("href")!));
  for (const href of hrefs) {
    const response = await page.goto(href);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("link", { name: "Back to Articles" })).toBeVisible();
    await expect(
      page.getByRole("heading", { name: "When to Seek Professional Help" }),
    ).toBeVisible();
    await expect(page.getByRole("heading", { name: "More Health Articles" })).toBeVisible();
    await expect(page.getByRole("link", { name: "View All Articles →" })).toHaveAttribute(
      "href",
      "/articles",
    );
    const article = JSON.parse(
      (await page.locator('script[type="application/ld+json"]').first().textContent())!,
    );
    expect(article["@type"]).toBe("Article");
  }
});

test("an unknown article shows Article Not Found with status 404", async ({ page }) => {
  const response = await page.goto("/articles/no-such-article");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Article Not Found" })).toBeVisible();
  await page.getByRole("link", { name: "← Back to Articles" }).click();
  await expect(page).toHaveURL(/\/articles$/);
});

test("the FAQ opens one item at a time and its JSON-LD matches the visible questions", async ({
  page,
}) => {
  await page.goto("/faq");
  const items = page.locator("main details");
  const questions = items.locator("summary h3");
  const count = await questions.count();
  expect(count).toBeGreaterThan(15);
  for (let index = 0; index < count; index++)
    await expect(items.nth(index)).not.toHaveAttribute("open");
  await questions.nth(0).click();
  await expect(items.nth(0)).toHaveAttribute("open");
  await questions.nth(count - 1).click();
  await expect(items.nth(count - 1)).toHaveAttribute("open");
  await expect(items.nth(0)).not.toHaveAttribute("open");
  await items
    .nth(count - 1)
    .locator("summary")
    .focus();
  await page.keyboard.press("Space");
  await expect(items.nth(count - 1)).not.toHaveAttribute("open");
  const data = JSON.parse(
    (await page.locator('script[type="application/ld+json"]').textContent())!,
  );
  expect(data["@type"]).toBe("FAQPage");
  expect(data.mainEntity).toHaveLength(count);
  expect(data.mainEntity[0].name).toBe(await questions.nth(0).innerText());
});

test("the privacy policy shows 10 numbered sections, the cookies section and the effective date", async ({
  page,
}) => {
  await page.goto("/privacy-policy");
  await expect(page.locator("main ol > li > section > h2")).toHaveCount(10);
  await expect(page.locator("main ol > li > section > h2").first()).toHaveText(/^1\. /);
  await expect(page.locator("#cookies h2")).toHaveText(/^\d+\. Cookies/);
  await expect(page.getByText("February 20, 2025")).toBeVisible();
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    "href",
    "https://shop.example.com/privacy-policy",
  );
});

test("the terms name Michigan law and arbitration in Detroit", async ({ page }) => {
  await page.goto("/terms-of-service");
  await expect(page.getByText(/Michigan/).first()).toBeVisible();
  await expect(page.getByText(/Detroit/).first()).toBeVisible();
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    "href",
    "https://shop.example.com/terms-of-service",
  );
});

test("the contact form checks its fields in the browser and keeps what was typed", async ({
  page,
}) => {
  await page.goto("/contact");
  await expect(page.getByText("We reply within 1–2 business days.")).toBeVisible();
  await expect(page.getByRole("textbox", { name: "Message" })).toHaveAttribute("rows", "5");
  await page.getByRole("textbox", { name: "Name" }).fill("Ada");
  await page.getByRole("textbox", { name: "Email" }).fill("ada@");
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(
    page.getByText("Please enter a valid email address, like name@example.com."),
  ).toBeVisible();
  await expect(page.getByText("Please enter a message.")).toBeVisible();
  await expect(page.getByRole("textbox", { name: "Name" })).toHaveValue("Ada");
  await expect(page.getByRole("textbox", { name: "Email" })).toBeFocused();
});

test("the sitemap lists every route and robots.txt points to it", async ({ request }) => {
  const sitemap = await (await request.get("/sitemap.xml")).text();
  const locs = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
  expect(locs).toHaveLength(55);
  expect(locs.filter((loc) => loc!.includes("/products/"))).toHaveLength(38);
  expect(locs.filter((loc) => loc!.includes("/articles/"))).toHaveLength(6);
  expect(locs).toContain("https://shop.example.com/terms-of-service");
  const robots = await (await request.get("/robots.txt")).text();
  expect(robots).toContain("Sitemap: https://shop.example.com/sitemap.xml");
});

test("Home carries Organization and WebSite JSON-LD", async ({ page }) => {
  await page.goto("/");
  const types = (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
    (block) => JSON.parse(block)["@type"],
  );
  expect(types).toEqual(expect.arrayContaining(["Organization", "WebSite"]));
});

for (const path of [
  "/articles/digestive-wellness",
  "/faq",
  "/privacy-policy",
  "/contact",
  "/articles",
]) {
  test(`axe finds no violations on ${path}`, async ({ page }) => {
    await page.goto(path);
    await expectNoAxeViolations(page);
  });
}
