import { expect, test } from "./test";
import { catalogue } from "../../app/catalogue/catalogue";
import { expectNoAxeViolations } from "./axe";

const usd = (amount: number) => `$${amount.toFixed(2)}`;

test("every product page answers 200 with its name, price and Key Benefits", async ({
  request,
}) => {
  for (const product of catalogue) {
    const response = await request.get(`/products/${product.slug}`);
    expect(response.status(), product.slug).toBe(200);
    const html = await response.text();
    const text = html
      .replace(/<[^>]+>/g, " ")
      .replace(/&#x27;|&#39;/g, "'")
      .replace(/&amp;/g, "&");
    expect(text, product.slug).toContain(product.name);
    expect(text, product.slug).toContain(usd(product.price));
    expect(text, product.slug).toContain("Key Benefits:");
    expect(html, product.slug).toContain(`id="product-component-${product.slug}"`);
  }
});

test("the summary, buy area, accordion, banner, ingredients and highlights render", async ({
  page,
}) => {
  await page.goto("/products/bone-rock");
  await expect(page.getByRole("heading", { level: 1, name: "Bone Rock" })).toBeVisible();
  // The 89 seeded reviews, and any that other tests on this store have added since.
  const reviewCount = page.getByText(/^\(\d+ reviews\)$/);
  await expect(reviewCount).toBeVisible();
  expect(Number(/\d+/.exec((await reviewCount.textContent())!)![0])).toBeGreaterThanOrEqual(89);
  // The summary's badge comes first; related product cards further down carry badges too.
  await expect(page.getByText("MEN", { exact: true }).first()).toBeVisible();
  await expect(page.locator('[data-filled-stars="5"]').first()).toBeVisible();
  await expect(page.getByRole("heading", { name: "Key Benefits:" })).toBeVisible();
  await expect(
    page.locator("#product-component-bone-rock").getByRole("button", { name: "Add to cart" }),
  ).toBeEnabled();
  const section = (name: string) =>
    page.locator("details", { has: page.getByRole("heading", { name, exact: true }) });
  for (const name of ["Ingredients", "Directions", "Safety", "FDA"]) {
    await expect(section(name)).not.toHaveAttribute("open");
  }
  const disclaimer = page.getByText(
    "These statements have not been evaluated by the Food and Drug Administration.",
  );
  await expect(disclaimer).toBeHidden();
  await section("FDA").locator("summary").click();
  await expect(section("FDA")).toHaveAttribute("open");
  await expect(disclaimer).toBeVisible();
  await section("Directions").locator("summary").click();
  await expect(section("Directions")).toHaveAttribute("open");
  await expect(section("FDA")).not.toHaveAttribute("open");
  await section("Directions").locator("summary").press("Enter");
  await expect(section("Directions")).not.toHaveAttribute("open");
  await expect(page.getByRole("heading", { name: "Key Ingredients" })).toBeVisible();
  await expect(page.getByText(/^Found in:/).first()).toBeVisible();
  await expect(page.locator("[data-parallax]")).toHaveCount(1);
  await expect(page.locator("#reviews[data-review-key=bone-rock]")).toBeVisible();
});

test("the gallery starts on the first image and thumbnails select", async ({ page }) => {
  await page.goto("/products/moringa-leaf");
  const main = page.getByRole("img", { name: /Moringa Leaf, view/ });
  await expect(main).toHaveAttribute("src", "/images/products/moringa-leaf-1.svg");
  await page.getByRole("button", { name: "Show image 2 of 3" }).click();
  await expect(main).toHaveAttribute("src", "/images/products/moringa-leaf-2.svg");
  await page.keyboard.press("ArrowRight");
  await expect(main).toHaveAttribute("src", "/images/products/moringa-leaf-3.svg");
});

test("pages without an information block or grid leave those sections out", async ({ page }) => {
  const summary = (name: string) => page.locator("summary", { hasText: name });
  await page.goto("/products/total-body-cleanse");
  await expect(summary("Directions")).toHaveCount(0);
  await expect(page.getByRole("heading", { name: "Key Ingredients" })).toHaveCount(0);
  await expect(page.getByText("7 AM, 9 AM, 11 AM, 2 PM and 5 PM").first()).toBeVisible();
  await expect(
    page.getByText(/not intended to diagnose, treat, cure, or prevent any disease/),
  ).toBeVisible();

  await page.goto("/products/gun-massage");
  await expect(summary("Directions")).toHaveCount(0);
  await expect(page.locator("[data-parallax]")).toHaveCount(0);
  await expect(
    page.getByRole("heading", { name: "Premium Ingredients for Male Enhancement" }),
  ).toBeVisible();

  for (const slug of ["womens-kit", "anti-viral-cleanse"]) {
    await page.goto(`/products/${slug}`);
    await expect(summary("Directions")).toBeVisible();
    await expect(summary("Ingredients")).toHaveCount(0);
    await expect(page.getByRole("heading", { name: "Key Ingredients" })).toHaveCount(0);
  }
});

test("Moringa keeps its own buy control and Sink Deep's widget is unwrapped", async ({ page }) => {
  await page.goto("/products/moringa-leaf");
  await expect(page.locator("#product-component-moringa-leaf")).toHaveAttribute(
    "data-buy-control",
    "own",
  );
  await page.goto("/products/sink-deep");
  await expect(page.locator("#product-component-sink-deep").locator("..")).toHaveClass(/p-0/);
});

test("product JSON-LD describes the product and its breadcrumb", async ({ page }) => {
  await page.goto("/products/ladies-1st");
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  const data = blocks.map((block) => JSON.parse(block));
  const product = data.find((item) => item["@type"] === "Product");
  expect(product).toMatchObject({
    name: "Ladies 1st",
    sku: "ladies-1st",
    brand: { "@type": "Brand", name: "Verdant Roots" },
    offers: {
      "@type": "Offer",
      price: "35.99",
      priceCurrency: "USD",
      availability: "https://schema.org/InStock",
    },
  });
  expect(product.image[0]).toBe("https://shop.example.com/images/products/ladies-1st-1.svg");
  expect(product.description.length).toBeGreaterThan(40);
  const breadcrumb = data.find((item) => item["@type"] === "BreadcrumbList");
  expect(breadcrumb.itemListElement).toHaveLength(3);
  expect(breadcrumb.itemListElement[1]).toMatchObject({
    name: "Women's Health",
    item: "https://shop.example.com/?q=Women%27s+Health",
  });
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    "href",
    "https://shop.example.com/products/ladies-1st",
  );
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
    "content",
    "https://shop.example.com/images/previews/products/ladies-1st.png",
  );
  // One price: the page's figure, with no struck "former" price beside it.
  await expect(page.locator("main s")).toHaveCount(0);
});

for (const slug of ["bone-rock", "total-body-cleanse", "gun-massage"]) {
  test(`axe finds no violations on /products/${slug}`, async ({ page }) => {
    await page.goto(`/products/${slug}`);
    await expectNoAxeViolations(page);
  });
}
