import { expect, test } from "./test";
import { tabThroughFocus } from "./support/focus-visibility";

// Keyboard focus is always seen: every control Tab reaches shows an indicator with at least 3:1
// against the control and the page around it, and nothing covers the focused control.

for (const width of [390, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 844 } });

    for (const path of ["/", "/products/bone-rock"]) {
      test(`every control on ${path} shows its focus`, async ({ page }) => {
        test.setTimeout(120_000);
        await page.goto(path);
        const { visited, problems } = await tabThroughFocus(page, 250);
        expect(visited.length, "controls reached").toBeGreaterThan(20);
        expect(problems).toEqual([]);
      });
    }

    test("every control in the open cart shows its focus", async ({ page }) => {
      await page.goto("/products/bone-rock");
      await page.getByRole("button", { name: "Add to cart" }).first().click();
      // Adding says so in place; the header's cart opens the drawer.
      await page.getByRole("link", { name: /^Cart, \d+ items?$/ }).click();
      const cart = page.getByRole("dialog", { name: "Your cart" });
      await expect(cart).toBeVisible();
      // The drawer's contents load when it first opens.
      await expect(cart.getByRole("button", { name: "Checkout" })).toBeVisible();
      const { visited, problems } = await tabThroughFocus(page, 40);
      expect(visited.length, "controls reached").toBeGreaterThan(2);
      expect(problems).toEqual([]);
    });
  });
}

test("the catalogue's search field comes before its submit button, as seen", async ({ page }) => {
  await page.goto("/");
  const field = page.getByRole("searchbox", { name: "Search products" });
  await field.focus();
  await page.keyboard.press("Tab");
  await expect(page.getByRole("button", { name: "Submit search" })).toBeFocused();
  const [fieldBox, buttonBox] = await Promise.all([
    field.boundingBox(),
    page.getByRole("button", { name: "Submit search" }).boundingBox(),
  ]);
  expect(buttonBox!.x).toBeGreaterThan(fieldBox!.x + fieldBox!.width / 2);
});

test("the check catches a ring the colour of its button, and a control under another", async ({
  page,
}) => {
  await page.goto("/");
  // The ring the green buttons used to have: green on green.
  await page.addStyleTag({
    content:
      ":focus-visible { outline: 3px solid #4d7c0f !important; box-shadow: none !important }",
  });
  await page.getByRole("link", { name: "Shop all products" }).focus();
  await page.keyboard.press("Shift+Tab");
  const green = await tabThroughFocus(page, 3);
  expect(green.problems.join("\n")).toMatch(/Shop all products.*against the control/);
  // A bar fixed over the page covers whatever is focused under it.
  await page.evaluate(() => {
    const bar = document.createElement("div");
    bar.textContent = "Covering bar";
    bar.style.cssText = "position:fixed;inset:0;z-index:100;background:#fff";
    document.body.append(bar);
  });
  const covered = await tabThroughFocus(page, 2);
  expect(covered.problems.join("\n")).toMatch(/covered by div "Covering bar"/);
});
