import { createHmac, randomUUID } from "node:crypto";
import type { APIRequestContext, Page } from "@playwright/test";
import { catalogue } from "../../../app/catalogue/catalogue";
import { serverHtml } from "../support/server-html";
import { expect, test } from "../test";

// The integration store is configured with a Shopify store whose Storefront API is the stand-in
// (tests/stand-ins/storefront-stand-in.ts), which validates every query against Shopify's schema.
// Products never set on the stand-in answer null and keep the catalogue's figures, so the other
// integration tests see the catalogue's prices.

test.describe.configure({ mode: "serial" });

const standIn = process.env.E2E_STOREFRONT_URL!;
const secret = process.env.E2E_SHOPIFY_WEBHOOK_SECRET!;
const seaHorse = catalogue.find((product) => product.slug === "sea-horse-power")!;
const tongkat = catalogue.find((product) => product.slug === "tongkat-ali")!;
const prostaZinc = catalogue.find((product) => product.slug === "prosta-zinc")!;

async function setProduct(
  request: APIRequestContext,
  product: { id: number; price: string; compareAtPrice?: string; availableForSale: boolean },
) {
  expect((await request.post(`${standIn}/__stand-in/products`, { data: product })).ok()).toBe(true);
}

async function setMode(request: APIRequestContext, mode: "up" | "down" | "hang") {
  expect((await request.post(`${standIn}/__stand-in/mode`, { data: { mode } })).ok()).toBe(true);
}

/** Shopify's products/update webhook for `productId`, signed as Shopify signs it (or not). */
function productUpdate(
  request: APIRequestContext,
  productId: number,
  signed = true,
  timeout?: number,
) {
  const body = JSON.stringify({
    id: productId,
    admin_graphql_api_id: `gid://shopify/Product/${productId}`,
  });
  return request.post("/webhooks/shopify", {
    data: body,
    timeout,
    headers: {
      "content-type": "application/json",
      "x-shopify-topic": "products/update",
      "x-shopify-webhook-id": randomUUID(),
      "x-shopify-shop-domain": "verdant-roots-test.myshopify.com",
      ...(signed
        ? { "x-shopify-hmac-sha256": createHmac("sha256", secret).update(body).digest("base64") }
        : {}),
    },
  });
}

async function productOffer(request: APIRequestContext, path: string) {
  const page = await serverHtml(request, path);
  const product = page.jsonLd.find((block) => block["@type"] === "Product") as {
    offers: { price: string; availability: string };
  };
  return { page, offer: product.offers, main: page.document.querySelector("main")! };
}

const cardOf = (document: Document, slug: string) =>
  [...document.querySelectorAll("article")].find((card) =>
    card.querySelector(`a[href="/products/${slug}"]`),
  );

// A stand-in for klaviyo.js that records every command (see klaviyo.spec.ts).
async function recordKlaviyo(page: Page) {
  await page.route("https://static.klaviyo.com/**", (route) =>
    route.fulfill({
      contentType: "text/javascript",
      body: `(function(){var q=Array.isArray(window._klOnsite)?window._klOnsite:[];window.__klaviyo=[];window._klOnsite={push:function(c){window.__klaviyo.push(c);}};q.forEach(function(c){window._klOnsite.push(c);});})();`,
    }),
  );
  await page.route("https://sdks.shopifycdn.com/**", (route) => route.abort());
}

test.beforeAll(async ({ request }) => {
  await setMode(request, "up");
  await setProduct(request, {
    id: seaHorse.shopifyProductId,
    price: "46.00",
    compareAtPrice: "50.00",
    availableForSale: true,
  });
  await setProduct(request, {
    id: tongkat.shopifyProductId,
    price: "19.99",
    availableForSale: false,
  });
  // The store read its figures at start-up; the webhook makes it read them again now.
  expect((await productUpdate(request, seaHorse.shopifyProductId)).status()).toBe(200);
});

test.afterAll(async ({ request }) => {
  await setMode(request, "up");
  const log = (await (await request.get(`${standIn}/__stand-in/log`)).json()) as {
    answered: number;
    rejected: unknown[];
  };
  // Every query the store sent is one Shopify's published schema accepts.
  expect(log.rejected).toEqual([]);
  expect(log.answered).toBeGreaterThan(0);
});

test("Shopify's price, compare-at price and stock appear in the server HTML, JSON-LD, cards and tracking", async ({
  request,
  page,
}) => {
  const { offer, main, page: html } = await productOffer(request, `/products/${seaHorse.slug}`);
  expect(offer).toMatchObject({ price: "46.00", availability: "https://schema.org/InStock" });
  expect(main.textContent).toContain("$46.00");
  // The social preview's description names the price a shopper will pay.
  expect(html.meta("og:image:alt")).toContain("$46.00");
  expect(html.meta("twitter:image:alt")).toContain("$46.00");
  expect(main.querySelector("s")?.textContent).toContain("$50.00");
  expect(main.textContent).not.toContain("Sold out");

  const home = await serverHtml(request, "/");
  const card = cardOf(home.document, seaHorse.slug)!;
  expect(card.textContent).toContain("$46.00");
  expect(card.querySelector("s")?.textContent).toContain("$50.00");

  await recordKlaviyo(page);
  await page.goto(`/products/${seaHorse.slug}`);
  const viewed = async () =>
    (
      await page.evaluate(() => (window as unknown as { __klaviyo?: unknown[][] }).__klaviyo ?? [])
    ).find((command) => command[0] === "track" && command[1] === "Viewed Product");
  await expect.poll(viewed).toBeTruthy();
  expect((await viewed())![2]).toMatchObject({ Price: 46, CompareAtPrice: 50 });
});

test("search results and the collection's price sorts use Shopify's figures", async ({
  request,
}) => {
  const hitOf = (document: Document, slug: string) =>
    [...document.querySelectorAll("main li")].find((item) =>
      item.querySelector(`a[href="/products/${slug}"]`),
    );
  const found = await serverHtml(request, `/search?q=${encodeURIComponent(seaHorse.name)}`);
  expect(found.status).toBe(200);
  expect(hitOf(found.document, seaHorse.slug)?.textContent).toContain("$46.00");
  expect(hitOf(found.document, seaHorse.slug)?.textContent).not.toContain("$50.00");
  const soldOut = await serverHtml(request, `/search?q=${encodeURIComponent(tongkat.name)}`);
  expect(hitOf(soldOut.document, tongkat.slug)?.textContent).toContain("Sold out");
  const suggestions = (await (
    await request.get(`/api/search?q=${encodeURIComponent(seaHorse.name)}`)
  ).json()) as { groups: { kind: string; hits: { url: string; detail?: string }[] }[] };
  const suggested = suggestions.groups
    .find((group) => group.kind === "product")
    ?.hits.find((hit) => hit.url === `/products/${seaHorse.slug}`);
  expect(suggested?.detail).toContain("$46.00");

  // Shopify prices Prosta-Zinc above every other men's product (the catalogue, below most).
  const order = async (sort: string) =>
    [
      ...(await serverHtml(request, `/mens-health?sort=${sort}`)).document.querySelectorAll(
        "main article a[href^='/products/']",
      ),
    ]
      .map((link) => link.getAttribute("href"))
      .filter((href, index, all) => all.indexOf(href) === index);
  await setProduct(request, {
    id: prostaZinc.shopifyProductId,
    price: "129.00",
    availableForSale: true,
  });
  expect((await productUpdate(request, prostaZinc.shopifyProductId)).status()).toBe(200);
  try {
    expect((await order("price-high"))[0]).toBe(`/products/${prostaZinc.slug}`);
    expect((await order("price-low")).at(-1)).toBe(`/products/${prostaZinc.slug}`);
  } finally {
    await setProduct(request, {
      id: prostaZinc.shopifyProductId,
      price: prostaZinc.price.toFixed(2),
      availableForSale: true,
    });
    expect((await productUpdate(request, prostaZinc.shopifyProductId)).status()).toBe(200);
  }
});

test("a product Shopify reports sold out says so and offers no buy button", async ({
  request,
  page,
}) => {
  const { offer, main, page: html } = await productOffer(request, `/products/${tongkat.slug}`);
  expect(offer.availability).toBe("https://schema.org/OutOfStock");
  expect(main.textContent).toContain("Sold out");
  expect(html.document.getElementById(`product-component-${tongkat.slug}`)).toBeNull();
  const list = await serverHtml(request, "/");
  expect(cardOf(list.document, tongkat.slug)!.textContent).toContain("Sold out");

  await page.route("https://sdks.shopifycdn.com/**", (route) => route.abort());
  await page.goto(`/products/${tongkat.slug}`);
  await expect(page.getByText("Sold out", { exact: true }).first()).toBeVisible();
  await expect(page.locator(`#product-component-${tongkat.slug}`)).toHaveCount(0);
  await expect(page.getByRole("button", { name: /add to cart/i })).toHaveCount(0);
});

test("a price changed in Shopify shows after a signed products/update webhook; an unsigned one gets 401", async ({
  request,
}) => {
  await setProduct(request, {
    id: seaHorse.shopifyProductId,
    price: "44.00",
    availableForSale: true,
  });
  const unsigned = await productUpdate(request, seaHorse.shopifyProductId, false);
  expect(unsigned.status()).toBe(401);
  expect((await productOffer(request, `/products/${seaHorse.slug}`)).offer.price).toBe("46.00");

  expect((await productUpdate(request, seaHorse.shopifyProductId)).status()).toBe(200);
  const { offer, main } = await productOffer(request, `/products/${seaHorse.slug}`);
  expect(offer.price).toBe("44.00");
  expect(main.textContent).toContain("$44.00");
  expect(main.querySelector("s")).toBeNull();
  const card = cardOf((await serverHtml(request, "/")).document, seaHorse.slug)!;
  expect(card.textContent).toContain("$44.00");
});

test("with Shopify unreachable, pages answer within their budget with the last known price", async ({
  request,
}) => {
  await setMode(request, "hang");
  await setProduct(request, {
    id: seaHorse.shopifyProductId,
    price: "1.00",
    availableForSale: true,
  });
  // The webhook's read waits on the hanging API (up to the store's 10 s limit) and then fails.
  const webhook = productUpdate(request, seaHorse.shopifyProductId, true, 30_000);
  for (const path of [`/products/${seaHorse.slug}?uncached=1`, "/?uncached=1"]) {
    const started = Date.now();
    const { document, status } = await serverHtml(request, path);
    expect(status).toBe(200);
    expect(Date.now() - started, path).toBeLessThan(2000);
    expect(document.querySelector("main")!.textContent).toContain("$44.00");
  }
  expect((await webhook).status()).toBe(503);
  await setMode(request, "down");
  expect((await productUpdate(request, seaHorse.shopifyProductId)).status()).toBe(503);
  expect((await productOffer(request, `/products/${seaHorse.slug}`)).offer.price).toBe("44.00");
  await setMode(request, "up");
});
