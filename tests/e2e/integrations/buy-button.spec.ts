import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { Page } from "@playwright/test";
import { catalogue } from "../../../app/catalogue/catalogue";
import { expectNoAxeViolations } from "../axe";
import { expect, test } from "../test";
import { FakeStorefront, storeDomain, variantIdOf } from "./fixtures/storefront";

// The real Buy Button: the npm build of the version the store pins on Shopify's CDN.
const require = createRequire(import.meta.url);
const buyButtonScript = readFileSync(
  require.resolve("@shopify/buy-button-js/dist/buybutton.js"),
  "utf8",
);
const scriptUrl = "https://sdks.shopifycdn.com/buy-button/3.0.6/buybutton.js";

const product = (slug: string) => {
  const found = catalogue.find((candidate) => candidate.slug === slug);
  if (!found) throw new Error(`No product ${slug}`);
  return found;
};
const boneRock = product("bone-rock");
const moringa = product("moringa-leaf");
const sinkDeep = product("sink-deep");

interface Vendors {
  storefront: FakeStorefront;
  scriptRequests: string[];
  pageErrors: Error[];
}

async function stubVendors(
  page: Page,
  {
    script = "serve",
    rejectToken = false,
  }: { script?: "serve" | "abort" | "hang"; rejectToken?: boolean } = {},
): Promise<Vendors> {
  const scriptRequests: string[] = [];
  const pageErrors: Error[] = [];
  page.on("pageerror", (error) => pageErrors.push(error));
  await page.route("https://sdks.shopifycdn.com/**", (route) => {
    scriptRequests.push(route.request().url());
    if (script === "hang") return; // never answered: the request stays pending
    return script === "abort"
      ? route.abort()
      : route.fulfill({ contentType: "text/javascript", body: buyButtonScript });
  });
  await page.route("https://static.klaviyo.com/**", (route) =>
    route.fulfill({ contentType: "text/javascript", body: "" }),
  );
  const storefront = new FakeStorefront(catalogue, { rejectToken });
  await storefront.install(page);
  return { storefront, scriptRequests, pageErrors };
}

const container = (page: Page, slug: string) => page.locator(`#product-component-${slug}`);
const widget = (page: Page, slug: string) =>
  page
    .frameLocator(`#product-component-${slug} iframe`)
    .getByRole("button", { name: "Add to cart" });
const cartFrame = (page: Page) => page.frameLocator('iframe[name="frame-cart"]');
const cartHost = (page: Page) => page.locator(".shopify-buy-frame--cart");
const permalink = (slug: string) => `https://${storeDomain}/cart/${variantIdOf(product(slug))}:1`;

test("the widget is only an 'Add to cart' button, and adding opens the cart with Subtotal and Checkout", async ({
  page,
}) => {
  const { storefront, scriptRequests, pageErrors } = await stubVendors(page);
  await page.goto(`/products/${boneRock.slug}`);

  await expect(widget(page, boneRock.slug)).toBeVisible();
  await expect(container(page, boneRock.slug).getByText("Loading cart…")).toHaveCount(0);
  const frame = page.frameLocator(`#product-component-${boneRock.slug} iframe`);
  await expect(frame.locator("img")).toHaveCount(0);
  await expect(frame.locator(".shopify-buy__product__title")).toHaveCount(0);
  await expect(frame.locator(".shopify-buy__product__price")).toHaveCount(0);
  await expect(frame.locator("body")).not.toContainText("Bone Rock");
  await expect(frame.locator("body")).not.toContainText("$");
  expect(storefront.requests.filter((request) => request.operation === "product")).toEqual([
    {
      operation: "product",
      variables: { id: `gid://shopify/Product/${boneRock.shopifyProductId}` },
    },
  ]);

  await expect(page.getByRole("link", { name: "More payment options" })).toHaveAttribute(
    "href",
    permalink(boneRock.slug),
  );

  await expectNoAxeViolations(page);

  await widget(page, boneRock.slug).click();
  await expect(cartHost(page)).toHaveClass(/is-active/);
  const cart = cartFrame(page);
  await expect(cart.getByText("Subtotal")).toBeVisible();
  await expect(cart.getByRole("button", { name: "Checkout" })).toBeVisible();
  await expect(cart.getByText("Bone Rock")).toBeVisible();
  await expect(cart.locator(".shopify-buy__cart__subtotal__price")).toHaveText("$59.99");
  expect(
    storefront.requests.find((request) => request.operation === "cartCreate")?.variables,
  ).toEqual({
    input: {
      lines: [
        { merchandiseId: `gid://shopify/ProductVariant/${variantIdOf(boneRock)}`, quantity: 1 },
      ],
    },
  });
  expect(scriptRequests).toEqual([scriptUrl]);
  expect(pageErrors).toEqual([]);
});

test("moving to another product and back leaves one widget and one cart", async ({ page }) => {
  const { storefront, scriptRequests, pageErrors } = await stubVendors(page);
  await page.goto(`/products/${boneRock.slug}`);
  await widget(page, boneRock.slug).click();
  await expect(cartFrame(page).getByText("Bone Rock")).toBeVisible();
  await cartFrame(page).getByRole("button", { name: "Close cart" }).click();
  await expect(cartHost(page)).not.toHaveClass(/is-active/);
  // A full page load would drop this mark: every move below is client-side.
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));

  await page
    .getByRole("contentinfo")
    .getByRole("link", { name: "Men's Health", exact: true })
    .click();
  await page.getByRole("link", { name: `View ${sinkDeep.name}` }).click();
  await expect(page.getByRole("heading", { level: 1, name: sinkDeep.name })).toBeVisible();
  await expect(widget(page, sinkDeep.slug)).toBeVisible();
  await expect(page.locator(`#product-component-${sinkDeep.slug} iframe`)).toHaveCount(1);
  await expect(page.getByRole("link", { name: "More payment options" })).toHaveAttribute(
    "href",
    permalink(sinkDeep.slug),
  );

  await page.goBack();
  await page.goBack();
  await expect(page.getByRole("heading", { level: 1, name: boneRock.name })).toBeVisible();
  await expect(widget(page, boneRock.slug)).toBeVisible();
  expect(await page.evaluate(() => "sameDocument" in window)).toBe(true);

  await expect(page.locator(`#product-component-${boneRock.slug} iframe`)).toHaveCount(1);
  await expect(page.locator('iframe[name^="frame-product"]')).toHaveCount(1);
  await expect(cartHost(page)).toHaveCount(1);
  await expect(page.locator('iframe[name="frame-cart"]')).toHaveCount(1);
  await expect(page.locator(".shopify-buy-frame--toggle")).toHaveCount(1);
  await expect(page.getByRole("link", { name: "More payment options" })).toHaveCount(1);
  expect(scriptRequests).toHaveLength(1);

  // The same cart: adding again adds a line to it instead of creating another.
  await widget(page, boneRock.slug).click();
  await expect(cartHost(page)).toHaveClass(/is-active/);
  await expect(cartFrame(page).locator(".shopify-buy__cart__subtotal__price")).toHaveText(
    "$119.98",
  );
  expect(storefront.requests.map((request) => request.operation)).toEqual(
    expect.arrayContaining(["cartCreate", "cartLinesAdd"]),
  );
  expect(storefront.requests.filter((request) => request.operation === "cartCreate")).toHaveLength(
    1,
  );
  expect(pageErrors).toEqual([]);
});

test("Moringa's own control adds the chosen quantity to the same cart", async ({ page }) => {
  const { storefront, pageErrors } = await stubVendors(page);
  await page.goto(`/products/${moringa.slug}`);
  const area = container(page, moringa.slug);
  await expect(area.locator("iframe")).toHaveCount(0);
  const add = area.getByRole("button", { name: "Add to cart" });
  await expect(add).toBeEnabled();
  await expect(page.getByRole("link", { name: "More payment options" })).toHaveAttribute(
    "href",
    permalink(moringa.slug),
  );

  await expectNoAxeViolations(page);

  await area.getByRole("button", { name: "Increase quantity" }).click();
  await expect(area.getByRole("spinbutton", { name: "Quantity" })).toHaveValue("2");
  await add.click();

  await expect(cartHost(page)).toHaveClass(/is-active/);
  const cart = cartFrame(page);
  await expect(cart.getByText("Moringa Leaf")).toBeVisible();
  await expect(cart.getByText("Subtotal")).toBeVisible();
  await expect(cart.locator(".shopify-buy__cart__subtotal__price")).toHaveText("$39.98");
  await expect(cart.getByRole("button", { name: "Checkout" })).toBeVisible();
  expect(
    storefront.requests.find((request) => request.operation === "cartCreate")?.variables,
  ).toEqual({
    input: {
      lines: [
        { merchandiseId: `gid://shopify/ProductVariant/${variantIdOf(moringa)}`, quantity: 2 },
      ],
    },
  });
  expect(pageErrors).toEqual([]);
});

test("when the script cannot load, the buy area says the cart is unavailable and the page still works", async ({
  page,
}) => {
  const { scriptRequests, pageErrors } = await stubVendors(page, { script: "abort" });
  await page.goto(`/products/${boneRock.slug}`);

  const area = container(page, boneRock.slug);
  await expect(area.getByRole("status")).toContainText("Our cart is unavailable right now.");
  await expect(area.getByRole("link", { name: "contact us" })).toHaveAttribute("href", "/contact");
  await expect(area.locator("iframe")).toHaveCount(0);
  await expect(page.getByRole("link", { name: "More payment options" })).toHaveCount(0);
  await expect(page.getByRole("heading", { level: 1, name: boneRock.name })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Customer Reviews" })).toBeVisible();
  expect(scriptRequests).toEqual([scriptUrl]);
  expect(pageErrors).toEqual([]);
  await expectNoAxeViolations(page);

  await area.getByRole("link", { name: "contact us" }).click();
  await expect(page).toHaveURL(/\/contact$/);
});

test("when the store rejects the token, the buy area says the cart is unavailable", async ({
  page,
}) => {
  const { pageErrors } = await stubVendors(page, { rejectToken: true });
  await page.goto(`/products/${boneRock.slug}`);
  const area = container(page, boneRock.slug);
  await expect(area.getByRole("status")).toContainText("Our cart is unavailable right now.");
  await expect(area.locator("iframe")).toHaveCount(0);
  await expect(page.getByRole("heading", { level: 1, name: boneRock.name })).toBeVisible();
  expect(pageErrors).toEqual([]);
});

test("a script that never loads becomes the unavailable message after 10 seconds", async ({
  page,
}) => {
  await page.clock.install();
  const { scriptRequests, pageErrors } = await stubVendors(page, { script: "hang" });
  await page.goto(`/products/${boneRock.slug}`);
  const area = container(page, boneRock.slug);
  await expect.poll(() => scriptRequests).toEqual([scriptUrl]);
  await expect(area.getByRole("status")).toHaveText("Loading cart…");
  await page.clock.runFor(8_000);
  await expect(area.getByRole("status")).toHaveText("Loading cart…");
  await page.clock.runFor(2_000);
  await expect(area.getByRole("status")).toContainText("Our cart is unavailable right now.");
  await expect(page.getByRole("heading", { level: 1, name: boneRock.name })).toBeVisible();
  expect(pageErrors).toEqual([]);
});
