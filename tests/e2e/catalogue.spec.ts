import type { Page } from "@playwright/test";
import { expect, test } from "./test";

const cardNames = (page: Page) =>
  page.locator("#products article h3, ul.grid article h3").allInnerTexts();

test.describe("Home catalogue", () => {
  test("opens on all products in the fixed-then-interleaved order", async ({ page }) => {
    await page.goto("/");
    const names = await cardNames(page);
    expect(names).toHaveLength(38);
    expect(names.slice(0, 7)).toEqual([
      "Bone Rock",
      "Supreme Lungs",
      "Masculine Multivitamin",
      "Black Seed + Omegas",
      "Deep Waters",
      "Sink Deep",
      "Ladies 1st",
    ]);
  });

  test("search filters the grid by name or category, case-insensitively", async ({ page }) => {
    await page.goto("/");
    await page.getByPlaceholder("Search products...").fill("RESPIRATORY");
    await expect.poll(() => cardNames(page)).toEqual(["Supreme Lungs", "Mucus Broom"]);
    await expect(page).toHaveURL(/q=RESPIRATORY/);
    await page.getByPlaceholder("Search products...").fill("zzz");
    await expect(page.getByText("No products found matching your search.")).toBeVisible();
  });

  test("tabs filter the grid", async ({ page }) => {
    await page.goto("/");
    await page
      .getByRole("navigation", { name: "Product categories" })
      .getByRole("link", { name: "Detox", exact: true })
      .click();
    await expect
      .poll(async () => (await cardNames(page)).sort())
      .toEqual(["Anti-Viral Cleanse", "Lymphatic Flush", "Total Body Sweep Cleanse", "Waste Away"]);
    await expect(
      page
        .getByRole("navigation", { name: "Product categories" })
        .getByRole("link", { name: "Detox", exact: true }),
    ).toHaveAttribute("aria-current", "true");
    await page
      .getByRole("navigation", { name: "Product categories" })
      .getByRole("link", { name: "Women's Health", exact: true })
      .click();
    await expect.poll(async () => (await cardNames(page)).length).toBe(28);
  });

  test("a card's image opens the product page", async ({ page }) => {
    await page.goto("/");
    await page.locator("#products article").first().locator("img").first().click();
    await expect(page).toHaveURL(/\/products\/bone-rock$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Bone Rock");
  });

  for (const width of [390, 1280]) {
    test(`Shop by Benefits tiles show their description without hover at ${width} px`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto("/");
      for (const title of ["Boost Energy", "Find Balance", "Enhance Focus", "Transform Life"]) {
        const description = page
          .getByRole("link", { name: new RegExp(title) })
          .locator("[data-benefit-description]");
        await description.scrollIntoViewIfNeeded();
        await expect(description, title).toBeVisible();
        await expect(description, title).toHaveCSS("opacity", "1");
      }
    });
  }
});

test.describe("Men's and women's pages", () => {
  test("men's page lists its ten products with MEN badges and a count", async ({ page }) => {
    await page.goto("/mens-health");
    await expect(page.getByText("10 Products")).toBeVisible();
    await expect(page.locator("article").getByText("MEN", { exact: true })).toHaveCount(10);
    await expect(
      page.getByText(
        "Premium organic supplements designed to support men's vitality, strength, and overall wellness",
      ),
    ).toBeVisible();
  });

  test("men's page search shows the empty message", async ({ page }) => {
    await page.goto("/mens-health");
    await page.getByPlaceholder("Search men's health products...").fill("serum");
    await expect(page.getByText("No products found matching your search.")).toBeVisible();
    await expect(page.getByText("0 Products")).toBeVisible();
  });

  test("sorting changes the order", async ({ page }) => {
    await page.goto("/mens-health");
    const first = page.locator("article h3").first();
    await expect(first).toHaveText("Sink Deep");
    await page.getByLabel("SORT BY:").selectOption("price-high");
    await expect(first).toHaveText("The Dominance Bundle");
    await page.getByLabel("SORT BY:").selectOption("price-low");
    await expect(first).toHaveText("African Yohimbe Bark");
    // The view follows the choice at once; the URL once the page's loader has answered.
    await expect(page).toHaveURL(/[?&]sort=price-low/);
    await page.reload();
    await expect(first).toHaveText("African Yohimbe Bark");
  });

  test("women's page shows UNISEX and WOMEN badges and one price per product", async ({ page }) => {
    await page.goto("/womens-health");
    await expect(page.locator("article").getByText("UNISEX", { exact: true })).toHaveCount(5);
    await expect(page.locator("article").getByText("WOMEN", { exact: true })).toHaveCount(3);
    const ladies = page.locator("article", { hasText: "Ladies 1st (Women's Multivitamin)" });
    await expect(ladies.locator("s")).toHaveCount(0);
    await expect(ladies).toContainText("$35.99");
    await expect(ladies).not.toContainText("$34.99");
  });
});

test.describe("Collection pages", () => {
  test("reproductive health opens on its tab with the twelve products", async ({ page }) => {
    await page.goto("/reproductive-health");
    await expect.poll(async () => (await cardNames(page)).length).toBe(12);
    await expect(
      page
        .getByRole("navigation", { name: "Product categories" })
        .getByRole("link", { name: "Reproductive Health", exact: true }),
    ).toHaveAttribute("aria-current", "true");
  });

  test("longevity opens on its tab", async ({ page }) => {
    await page.goto("/longevity");
    await expect
      .poll(async () => (await cardNames(page)).sort())
      .toEqual([
        "Black Seed + Omegas",
        "Brain Fuel",
        "Lion's Mane",
        "Organic Vitamin C",
        "Uro Flow",
      ]);
  });
});

test("favorites are shared across pages and survive a reload", async ({ page }) => {
  await page.goto("/");
  const toggle = page.getByRole("button", { name: "Add Bone Rock to favorites" });
  await toggle.click();
  const pressed = page.getByRole("button", { name: "Remove Bone Rock from favorites" });
  await expect(pressed).toHaveAttribute("aria-pressed", "true");
  await page.reload();
  await expect(pressed).toHaveAttribute("aria-pressed", "true");
  await page.goto("/mens-health");
  await expect(
    page.getByRole("button", { name: "Remove Bone Rock from favorites" }),
  ).toHaveAttribute("aria-pressed", "true");
  await page.getByRole("button", { name: "Remove Bone Rock from favorites" }).click();
  await expect(page.getByRole("button", { name: "Add Bone Rock to favorites" })).toHaveAttribute(
    "aria-pressed",
    "false",
  );
});
