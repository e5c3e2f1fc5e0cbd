import { expect, test } from "./test";

// On phones the product's Add to cart is far below the first screen; once it has scrolled away a
// slim bar keeps the product's name, price and Add to cart at the bottom of the screen.
for (const width of [320, 390, 414]) {
  test(`the phone's buy bar at ${width}px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 740 });
    await page.goto("/products/bone-rock");
    const bar = page.locator("[data-buy-bar]");
    const ownButton = page.locator("#product-component-bone-rock").getByRole("button", {
      name: "Add to cart",
    });
    await expect(ownButton).toBeAttached();
    await expect(bar).toBeHidden();

    // Scrolled past the product's own Add to cart: the bar shows, within the screen.
    await ownButton.scrollIntoViewIfNeeded();
    await expect(bar).toBeHidden();
    await page.evaluate(() => window.scrollBy(0, 800));
    await expect(bar).toBeVisible();
    await expect(bar).toContainText("Bone Rock");
    await expect(bar).toContainText("$59.99");
    const box = (await bar.boundingBox())!;
    expect(box.width).toBeLessThanOrEqual(width);
    expect(box.y + box.height).toBeLessThanOrEqual(740 + 1);
    expect(box.height).toBeLessThan(90);

    // It adds the product (the product's own form), and the header counts it.
    await bar.getByRole("button", { name: "Add Bone Rock to cart" }).click();
    await expect(page.getByRole("link", { name: "Cart, 1 item" })).toBeVisible();
    await expect(bar.getByRole("button")).toContainText("Added");

    // It steps aside for the cart drawer, a focused field and the footer's links.
    await page.getByRole("link", { name: "Cart, 1 item" }).click();
    await expect(page.getByRole("dialog", { name: "Your cart" })).toBeVisible();
    await expect(bar).toBeHidden();
    await page.getByRole("button", { name: "Close cart" }).click();
    // Focus returns to the header's cart (the page scrolls up to it): scroll back down.
    await ownButton.scrollIntoViewIfNeeded();
    await page.evaluate(() => window.scrollBy(0, 800));
    await expect(bar).toBeVisible();
    await page.getByRole("textbox").first().focus();
    await expect(bar).toBeHidden();
    await page.getByRole("textbox").first().blur();
    await page.locator("footer").scrollIntoViewIfNeeded();
    await expect(bar).toBeHidden();

    // Back at the top, the product's own button is in view and the bar is gone.
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(bar).toBeHidden();
  });
}

test("the buy bar is for phones only", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/products/bone-rock");
  await page.evaluate(() => window.scrollBy(0, 1500));
  await expect(page.locator("[data-buy-bar]")).toBeHidden();
});
