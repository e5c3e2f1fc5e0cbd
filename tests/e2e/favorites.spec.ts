import type { Page } from "@playwright/test";
import { expect, test } from "./test";
import { expectNoAxeViolations } from "./axe";

const headerHeart = (page: Page) =>
  page.getByRole("banner").getByRole("link", { name: /^Favorites/ });
const cardNames = (page: Page) => page.locator("main article h3").allInnerTexts();

test("favorites from Home and a product page show on /favorites; removing one updates the count", async ({
  page,
}) => {
  const errors: string[] = [];
  page.on("console", (message) => message.type() === "error" && errors.push(message.text()));
  await page.goto("/");
  await expect(headerHeart(page)).toHaveAccessibleName("Favorites, 0 products");
  await page.getByRole("button", { name: "Add Bone Rock to favorites" }).click();
  await expect(headerHeart(page)).toHaveAccessibleName("Favorites, 1 product");

  await page.goto("/products/sink-deep");
  const toggle = page.getByRole("button", { name: "Add Sink Deep to favorites" });
  await toggle.click();
  await expect(
    page.getByRole("button", { name: "Remove Sink Deep from favorites" }),
  ).toHaveAttribute("aria-pressed", "true");
  await expect(headerHeart(page)).toHaveAccessibleName("Favorites, 2 products");
  await expect(page.getByTestId("favorites-count")).toHaveText("2");

  await headerHeart(page).click();
  await expect(page).toHaveURL(/\/favorites$/);
  await page.reload();
  await expect.poll(() => cardNames(page)).toEqual(["Sink Deep", "Bone Rock"]);
  await page.getByRole("button", { name: "Remove Bone Rock from favorites" }).click();
  await expect.poll(() => cardNames(page)).toEqual(["Sink Deep"]);
  await expect(headerHeart(page)).toHaveAccessibleName("Favorites, 1 product");
  await expect(page.getByRole("heading", { level: 1, name: "Your favorites" })).toBeFocused();
  await expectNoAxeViolations(page);

  await page.getByRole("button", { name: "Remove Sink Deep from favorites" }).click();
  await expect(page.getByRole("heading", { name: "No favorites yet" })).toBeVisible();
  await expect(page.getByTestId("favorites-count")).toHaveCount(0);
  expect(errors.filter((error) => /hydrat|did not match/i.test(error))).toEqual([]);
});

test("an empty favorites page leads back to the catalogue", async ({ page }) => {
  await page.goto("/favorites");
  await expect(page).toHaveTitle("Your favorites | Verdant Roots");
  await expect(page.getByRole("heading", { name: "No favorites yet" })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole("link", { name: "Browse all products" }).click();
  await expect(page).toHaveURL(/\/#products$/);
});

test("a list stored by product name is migrated to product ids", async ({ page }) => {
  await page.addInitScript(() => {
    if (!sessionStorage.getItem("seeded")) {
      localStorage.setItem(
        "verdant-roots:favorites",
        JSON.stringify(["Lion's Mane", "Gone Product"]),
      );
      sessionStorage.setItem("seeded", "1");
    }
  });
  await page.goto("/favorites");
  await expect.poll(() => cardNames(page)).toEqual(["Lion's Mane"]);
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem("verdant-roots:favorites")))
    .toBe('["lions-mane"]');
  await expect(headerHeart(page)).toHaveAccessibleName("Favorites, 1 product");
});

test("the server's favorites page has no count and says noindex", async ({ request }) => {
  const response = await request.get("/favorites");
  const html = await response.text();
  expect(html).toContain('<meta name="robots" content="noindex"/>');
  expect(html).toContain('aria-label="Favorites"');
  expect(html).not.toContain('data-testid="favorites-count"');
});
