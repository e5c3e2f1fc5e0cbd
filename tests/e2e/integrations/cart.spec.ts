import type { APIRequestContext, Page } from "@playwright/test";
import { expectNoAxeViolations } from "../axe";
import { catalogueProduct, sellOnShopify, standInLog } from "../support/storefront-products";
import { expect, test } from "../test";

// The integration store's cart is Shopify's Cart API, here the stand-in
// (tests/stand-ins/storefront-stand-in.ts), which validates every query and mutation against
// Shopify's published schema and keeps carts with stock, selling plans and warnings.

const boneRock = catalogueProduct("bone-rock");
const moringa = catalogueProduct("moringa-leaf");
const ironClad = catalogueProduct("iron-clad");

async function sellTheCartsProducts(request: APIRequestContext) {
  await sellOnShopify(request, [
    {
      id: boneRock.shopifyProductId,
      price: boneRock.price.toFixed(2),
      availableForSale: true,
      sellingPlans: [
        { id: 3001, name: "Delivered every 30 days", percentOff: 10 },
        { id: 3002, name: "Delivered every 60 days", percentOff: 15 },
      ],
    },
    { id: moringa.shopifyProductId, price: moringa.price.toFixed(2), availableForSale: true },
    {
      id: ironClad.shopifyProductId,
      price: ironClad.price.toFixed(2),
      availableForSale: true,
      quantityAvailable: 3,
    },
  ]);
}

/** Records the Klaviyo commands the page pushes, and every request that leaves for a vendor. */
async function watchVendors(page: Page) {
  const vendorRequests: string[] = [];
  page.on("request", (request) => {
    if (!/^http:\/\/(127\.0\.0\.1|localhost)/.test(request.url()))
      vendorRequests.push(request.url());
  });
  await page.route("https://static.klaviyo.com/**", (route) =>
    route.fulfill({
      contentType: "text/javascript",
      body: `(function(){var q=Array.isArray(window._klOnsite)?window._klOnsite:[];window.__klaviyo=[];window._klOnsite={push:function(c){window.__klaviyo.push(c);}};q.forEach(function(c){window._klOnsite.push(c);});})();`,
    }),
  );
  return {
    vendorRequests,
    added: () =>
      page.evaluate(() =>
        ((window as unknown as { __klaviyo?: unknown[][] }).__klaviyo ?? []).filter(
          (command) => command[1] === "Added to Cart",
        ),
      ),
  };
}

const drawer = (page: Page) => page.getByRole("dialog", { name: "Your cart" });
const cartButton = (page: Page) => page.getByRole("link", { name: /^Cart, \d+ items?$/ });

test("one-time and subscription lines, quantities, removal and Checkout on Shopify's cart", async ({
  page,
  request,
}) => {
  await sellTheCartsProducts(request);
  const vendors = await watchVendors(page);
  await page.goto(`/products/${boneRock.slug}`);
  const buyArea = page.locator(`#product-component-${boneRock.slug}`);

  // Subscribe & save, priced as Shopify computes it.
  const choice = buyArea.getByRole("group", { name: "How would you like it?" });
  await expect(choice.getByRole("radio", { name: /One-time purchase/ })).toBeChecked();
  await expect(buyArea.getByText("Subscribe & save 15 %")).toBeVisible();
  const monthly = choice.getByRole("radio", { name: /Delivered every 30 days/ });
  await expect(monthly.locator("xpath=..")).toContainText("$53.99 per delivery");
  await expect(monthly.locator("xpath=..")).toContainText("save 10 %");

  // A one-time line: said in place, the drawer stays closed, the header counts it.
  await buyArea.getByRole("button", { name: "Add to cart" }).click();
  await expect(buyArea.getByRole("status")).toContainText("Added to cart.");
  await expect(buyArea.getByRole("link", { name: "View cart" })).toHaveAttribute("href", "/cart");
  await expect(drawer(page)).toBeHidden();
  await expect(page.getByRole("link", { name: "Cart, 1 item" })).toBeVisible();

  // A subscription line of the same product.
  await monthly.check();
  await buyArea.getByRole("button", { name: "Add to cart" }).click();
  await expect(page.getByRole("link", { name: "Cart, 2 items" })).toBeVisible();
  await expect.poll(vendors.added).toEqual([
    [
      "track",
      "Added to Cart",
      expect.objectContaining({ ProductID: "bone-rock", Price: 59.99, Quantity: 1 }),
    ],
    [
      "track",
      "Added to Cart",
      expect.objectContaining({ Price: 53.99, SellingPlan: "Delivered every 30 days" }),
    ],
  ]);

  // Moringa's own control: a quantity and Add to cart.
  await page.goto(`/products/${moringa.slug}`);
  const moringaArea = page.locator(`#product-component-${moringa.slug}`);
  await moringaArea.getByRole("button", { name: "Increase quantity" }).click();
  await moringaArea.getByRole("button", { name: "Add to cart" }).click();
  await expect(page.getByRole("link", { name: "Cart, 4 items" })).toBeVisible();

  await cartButton(page).click();
  const cart = drawer(page);
  await expect(cart).toBeVisible();
  const lines = cart.getByRole("list", { name: "Cart items" }).getByRole("listitem");
  await expect(lines).toHaveCount(3);
  await expect(lines.nth(1)).toContainText("Delivered every 30 days");
  await expect(lines.nth(1)).toContainText("$53.99 each");
  await expect(cart.getByTestId("cart-subtotal")).toHaveText("$153.96");
  await expect(cart.getByText("You're $96.04 away from free shipping")).toBeVisible();
  await expect(
    cart.getByRole("progressbar", { name: "Progress to free shipping" }),
  ).toHaveAttribute("aria-valuetext", "You're $96.04 away from free shipping");
  await expectNoAxeViolations(page);

  await cart.getByRole("button", { name: "Increase quantity of Bone Rock" }).first().click();
  await expect(cart.getByTestId("cart-subtotal")).toHaveText("$213.95");
  await cart.getByRole("button", { name: "Decrease quantity of Moringa Leaf" }).click();
  await expect(cart.getByTestId("cart-subtotal")).toHaveText("$193.96");
  await cart.getByRole("button", { name: "Remove Moringa Leaf" }).click();
  await expect(lines).toHaveCount(2);
  await expect(cart.getByTestId("cart-subtotal")).toHaveText("$173.97");
  await expect(page.getByRole("link", { name: "Cart, 3 items" })).toBeAttached();

  // Checkout is Shopify's, for this cart.
  await cart.getByRole("link", { name: "Checkout" }).click();
  await expect(page.getByRole("heading", { name: "Stand-in checkout" })).toBeVisible();
  expect(page.url()).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/checkouts\/cn\/[0-9a-f]+$/);

  expect(vendors.vendorRequests.filter((url) => /shopify/.test(url))).toEqual([]);
  expect((await standInLog(request)).rejected).toEqual([]);
});

test("the quantity offered never exceeds the stock, and Shopify's stock warning is shown", async ({
  page,
  request,
}) => {
  await sellTheCartsProducts(request);
  await watchVendors(page);
  await page.goto(`/products/${ironClad.slug}`);
  const buyArea = page.locator(`#product-component-${ironClad.slug}`);
  await buyArea.getByRole("button", { name: "Add to cart" }).click();
  await expect(buyArea.getByRole("status")).toContainText("Added to cart.");
  await buyArea.getByRole("button", { name: "Add to cart" }).click();
  await buyArea.getByRole("button", { name: "Add to cart" }).click();
  await expect(page.getByRole("link", { name: "Cart, 3 items" })).toBeVisible();
  await buyArea.getByRole("button", { name: "Add to cart" }).click();
  await expect(buyArea.getByRole("status")).toContainText(
    "Only 3 left in stock, so your cart holds 3.",
  );
  await cartButton(page).click();
  await expect(
    drawer(page).getByRole("button", { name: "Increase quantity of Iron Clad" }),
  ).toBeDisabled();
  expect((await standInLog(request)).rejected).toEqual([]);
});

test("no request from a configured store's product page goes to Shopify", async ({
  page,
  request,
}) => {
  await sellTheCartsProducts(request);
  const vendors = await watchVendors(page);
  await page.goto(`/products/${boneRock.slug}`);
  await expect(page.getByRole("button", { name: "Add to cart" })).toBeEnabled();
  await page.waitForLoadState("networkidle");
  expect(vendors.vendorRequests.filter((url) => /shopify/.test(url))).toEqual([]);
  await expect(page.locator("iframe")).toHaveCount(0);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("add, change, remove and checkout through /cart", async ({ page, request }) => {
    await sellTheCartsProducts(request);
    await page.goto(`/products/${boneRock.slug}`);
    const buyArea = page.locator(`#product-component-${boneRock.slug}`);
    await buyArea.getByRole("radio", { name: /Delivered every 60 days/ }).check();
    await buyArea.getByRole("button", { name: "Add to cart" }).click();
    await expect(page).toHaveURL(/\/cart$/);
    await expect(page.getByRole("heading", { level: 1, name: "Your cart" })).toBeVisible();
    await expect(page.getByText("Added Bone Rock to your cart.")).toBeVisible();
    const lines = page.getByRole("list", { name: "Cart items" }).getByRole("listitem");
    await expect(lines).toHaveCount(1);
    await expect(lines.first()).toContainText("Delivered every 60 days");
    await expect(page.getByTestId("cart-subtotal")).toHaveText("$50.99");

    await page.goto(`/products/${moringa.slug}`);
    await page.getByRole("button", { name: "Add to cart" }).click();
    await expect(page.getByTestId("cart-subtotal")).toHaveText("$70.98");
    await page.getByRole("button", { name: "Increase quantity of Moringa Leaf" }).click();
    await expect(page.getByTestId("cart-subtotal")).toHaveText("$90.97");
    await page.getByRole("button", { name: "Remove Bone Rock" }).click();
    await expect(lines).toHaveCount(1);
    await expect(page.getByTestId("cart-subtotal")).toHaveText("$39.98");
    await expect(page.getByText("You're $210.02 away from free shipping")).toBeVisible();

    await page.getByRole("link", { name: "Checkout" }).click();
    await expect(page.getByRole("heading", { name: "Stand-in checkout" })).toBeVisible();
    expect((await standInLog(request)).rejected).toEqual([]);
  });
});

test("a sold-out product offers 'Notify me when it's back', kept for the owner", async ({
  page,
  request,
}) => {
  const deepWaters = catalogueProduct("deep-waters");
  await sellOnShopify(request, [
    {
      id: deepWaters.shopifyProductId,
      price: deepWaters.price.toFixed(2),
      availableForSale: false,
    },
  ]);
  await watchVendors(page);
  await page.goto(`/products/${deepWaters.slug}`);
  await expect(page.getByText("Sold out", { exact: true }).first()).toBeVisible();
  await expect(page.getByRole("button", { name: "Add to cart" })).toHaveCount(0);
  const field = page.getByRole("textbox", { name: "Notify me when it's back" });
  await field.fill("not an email");
  await page.getByRole("button", { name: "Notify me" }).click();
  await expect(field).toHaveAttribute("aria-invalid", "true");
  await field.fill("waiting.shopper@example.com");
  await page.getByRole("button", { name: "Notify me" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Thanks!" })).toHaveText(
    "Thanks! We'll email you when Deep Waters is back.",
  );
  await expectNoAxeViolations(page);
});
