import { expectNoAxeViolations } from "./axe";
import { expect, test } from "./test";

test("the demo cart adds, changes quantities, totals, persists across pages and explains checkout", async ({
  page,
}) => {
  await page.goto("/products/moringa-leaf");
  const buyArea = page.locator("#product-component-moringa-leaf");
  await buyArea.getByRole("button", { name: "Increase quantity" }).click();
  await buyArea.getByRole("button", { name: "Add to cart" }).click();
  // Adding says so in place; the drawer never opens by itself.
  await expect(buyArea.getByRole("status")).toContainText("Added to cart.");
  const cart = page.getByRole("dialog", { name: "Your cart" });
  await expect(cart).toBeHidden();
  await expect(page.getByRole("link", { name: "Cart, 2 items" })).toBeVisible();

  await page.goto("/products/bone-rock");
  await page
    .locator("#product-component-bone-rock")
    .getByRole("button", { name: "Add to cart" })
    .click();
  await expect(page.getByRole("link", { name: "Cart, 3 items" })).toBeVisible();
  await page.reload();
  await page.getByRole("link", { name: "Cart, 3 items" }).click();
  await expect(cart).toBeVisible();
  // The demo is said once, inside the cart (the drawer's heading has no second note of it).
  await expect(cart.getByText(/^Demo store: your cart is kept in this browser/)).toHaveCount(1);
  await expect(cart.getByText(/Demo store/)).toHaveCount(1);
  await expect(cart.getByRole("link", { name: "Bone Rock" })).toBeVisible();
  await expect(cart.getByTestId("cart-subtotal")).toHaveText("$99.97");
  await expect(cart.getByText("You're $150.03 away from free shipping")).toBeVisible();
  await cart.getByRole("button", { name: "Increase quantity of Bone Rock" }).click();
  await expect(cart.getByTestId("cart-subtotal")).toHaveText("$159.96");
  await expectNoAxeViolations(page);

  await cart.getByRole("button", { name: "Checkout" }).click();
  await expect(cart.getByRole("status").filter({ hasText: "demo mode" })).toContainText(
    "checkout opens once a Shopify store is configured",
  );
  await cart.getByRole("button", { name: "Remove Moringa Leaf" }).click();
  await expect(cart.getByTestId("cart-subtotal")).toHaveText("$119.98");
  for (const total of ["$179.97", "$239.96", "$299.95"]) {
    await cart.getByRole("button", { name: "Increase quantity of Bone Rock" }).click();
    await expect(cart.getByTestId("cart-subtotal")).toHaveText(total);
  }
  await expect(cart.getByText("You've got free shipping")).toBeVisible();
});

test("the cart is read once the page is idle, not while it hydrates, and at once when the drawer opens first", async ({
  page,
}) => {
  const cartReads: number[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname.startsWith("/cart")) cartReads.push(Date.now());
  });
  // The browser never idles here: only opening the drawer can ask for the cart.
  await page.addInitScript(() => {
    window.requestIdleCallback = () => 0;
  });
  await page.goto("/");
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  await page.waitForTimeout(500);
  expect(cartReads).toEqual([]);
  const cartLink = page.getByRole("banner").getByRole("link", { name: /^Cart/ });
  await expect(cartLink).toHaveAccessibleName("Cart");
  await cartLink.click();
  const cart = page.getByRole("dialog", { name: "Your cart" });
  await expect(cart.getByText("Your cart is empty.")).toBeVisible();
  await expect(cartLink).toHaveAccessibleName("Cart, 0 items");
  expect(cartReads.length).toBeGreaterThan(0);
});

test("the demo buy area shows the demo notice and More payment options", async ({ page }) => {
  await page.goto("/products/sink-deep");
  await expect(page.getByText(/Demo store: your cart is kept in this browser/)).toBeVisible();
  await page.getByRole("button", { name: "More payment options" }).click();
  await expect(page.getByRole("status").filter({ hasText: "demo mode" })).toContainText(
    "checkout opens once a Shopify store is configured",
  );
});

test("the /cart page shows the same cart, and axe finds nothing", async ({ page }) => {
  await page.request.post("/cart", { form: { intent: "add", slug: "lions-mane", quantity: "2" } });
  await page.goto("/cart");
  await expect(page.getByRole("heading", { level: 1, name: "Your cart" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Lion's Mane" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Cart, 2 items" })).toBeVisible();
  await expectNoAxeViolations(page);
});

test("cart and back-in-stock writes come from this site only, bad input is refused, and /cart is never cached", async ({
  request,
}) => {
  const crossSite = { origin: "https://elsewhere.example" };
  const add = { intent: "add", slug: "bone-rock", quantity: "1" };
  // 400: React Router's own origin check on a page's document post; 403: the write guard's.
  expect([400, 403]).toContain(
    (await request.post("/cart", { form: add, headers: crossSite })).status(),
  );
  expect((await request.post("/cart", { form: { ...add, quantity: "1000" } })).status()).toBe(422);
  expect((await request.post("/cart", { form: { intent: "empty-all" } })).status()).toBe(422);
  const cart = await request.get("/cart");
  expect(cart.status()).toBe(200);
  expect(cart.headers()["cache-control"]).toBe("private, no-store");
  const notify = { email: "someone@example.com", slug: "bone-rock" };
  expect([400, 403]).toContain(
    (await request.post("/back-in-stock", { form: notify, headers: crossSite })).status(),
  );
  expect(
    (await request.post("/back-in-stock", { form: { ...notify, email: "nope" } })).status(),
  ).toBe(422);
  expect((await request.post("/back-in-stock", { form: notify })).status()).toBe(200);
});
