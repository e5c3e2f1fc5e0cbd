import { expect, test } from "./test";

test("the demo cart adds, changes quantities, totals, persists across pages and explains checkout", async ({
  page,
}) => {
  await page.goto("/products/bone-rock");
  const buyArea = page.locator("#product-component-bone-rock");
  await buyArea.getByRole("button", { name: "Increase quantity" }).click();
  await buyArea.getByRole("button", { name: "Add to cart" }).click();

  const cart = page.getByRole("dialog", { name: "Your cart" });
  await expect(cart).toBeVisible();
  await expect(cart.getByText("Demo store: checkout isn't connected yet.")).toBeVisible();
  await expect(cart.getByRole("link", { name: "Bone Rock" })).toBeVisible();
  await expect(cart.getByTestId("demo-cart-subtotal")).toHaveText("$119.98");
  await cart.getByRole("button", { name: "Increase quantity" }).click();
  await expect(cart.getByTestId("demo-cart-subtotal")).toHaveText("$179.97");
  await cart.getByRole("button", { name: "Close cart" }).click();

  await page.getByRole("link", { name: "Verdant Roots home" }).first().click();
  await page.goto("/products/moringa-leaf");
  await page
    .locator("#product-component-moringa-leaf")
    .getByRole("button", { name: "Add to cart" })
    .click();
  await expect(cart.getByTestId("demo-cart-subtotal")).toHaveText("$199.96");
  await page.reload();
  await expect(page.getByRole("button", { name: "Cart, 4 items" })).toBeVisible();
  await page.getByRole("button", { name: "Cart, 4 items" }).click();
  await expect(cart.getByText("Subtotal")).toBeVisible();
  await cart.getByRole("button", { name: "Checkout" }).click();
  const checkout = page.getByRole("dialog", { name: "Checkout isn't open yet" });
  await expect(checkout).toContainText("Checkout opens once a Shopify store is configured");
  await checkout.getByRole("button", { name: "Got it" }).click();
  await expect(checkout).toBeHidden();

  await cart.getByRole("button", { name: "Remove Moringa Leaf" }).click();
  await expect(cart.getByTestId("demo-cart-subtotal")).toHaveText("$179.97");
});

test("the demo buy area shows the demo notice and More payment options", async ({ page }) => {
  await page.goto("/products/sink-deep");
  await expect(page.getByText(/Demo store: your cart is kept in this browser/)).toBeVisible();
  await page.getByRole("button", { name: "More payment options" }).click();
  await expect(page.getByRole("dialog", { name: "Checkout isn't open yet" })).toBeVisible();
});
