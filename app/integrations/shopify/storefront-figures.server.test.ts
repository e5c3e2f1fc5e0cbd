import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { catalogue } from "~/catalogue/catalogue";
import type { FiguresBySlug } from "~/catalogue/figures";
import {
  startStorefrontStandIn,
  type StorefrontStandIn,
} from "../../../tests/stand-ins/storefront-stand-in";
import {
  catalogueFiguresQuery,
  figuresKeeper,
  productUpdatedHandler,
  storefrontApiVersion,
  storefrontFigures,
} from "./storefront-figures.server";

const boneRock = catalogue.find((product) => product.slug === "bone-rock")!;
const ladies = catalogue.find((product) => product.slug === "ladies-1st")!;

describe("Shopify's figures from the Storefront API", () => {
  let standIn: StorefrontStandIn;
  const read = (timeoutMs = 2000) =>
    storefrontFigures({
      domain: "verdant-roots-test.myshopify.com",
      token: "unit0storefront0token000000",
      apiUrl: standIn.url,
      timeoutMs,
    });

  beforeAll(async () => {
    standIn = await startStorefrontStandIn();
  });
  afterAll(() => standIn.close());
  beforeEach(() => standIn.setMode("up"));

  it("reads price, compare-at price, availability, stock and selling plans in one valid query", async () => {
    standIn.setProduct({
      id: boneRock.shopifyProductId,
      price: "54.00",
      availableForSale: true,
      quantityAvailable: 7,
      sellingPlans: [{ id: 11, name: "Delivered every 30 days", percentOff: 10 }],
    });
    standIn.setProduct({
      id: ladies.shopifyProductId,
      price: "32.50",
      compareAtPrice: "35.99",
      availableForSale: false,
    });
    const before = standIn.answered();
    const figures = await read()();
    expect(standIn.answered() - before).toBe(1);
    expect(standIn.rejected()).toEqual([]);
    expect(figures["bone-rock"]).toEqual({
      price: 54,
      availableForSale: true,
      purchase: {
        variantId: `gid://shopify/ProductVariant/${boneRock.shopifyProductId + 1_000_000_000_000}`,
        quantityAvailable: 7,
        subscriptions: [
          {
            id: "gid://shopify/SellingPlan/11",
            name: "Delivered every 30 days",
            pricePerDelivery: 48.6,
            oneTimePrice: 54,
          },
        ],
      },
    });
    expect(figures["ladies-1st"]).toMatchObject({
      price: 32.5,
      compareAtPrice: 35.99,
      availableForSale: false,
      purchase: { quantityAvailable: 0, subscriptions: [] },
    });
    // Products Shopify does not return keep the catalogue's figures (not in the answer).
    expect(figures["tongkat-ali"]).toBeUndefined();
  });

  it("stand-in rejects a query Shopify's schema would reject", async () => {
    const bad = catalogueFiguresQuery.replace("availableForSale", "inStock");
    const response = await fetch(`${standIn.url}/api/${storefrontApiVersion}/graphql.json`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        "x-shopify-storefront-access-token": "unit0storefront0token000000",
      },
      body: JSON.stringify({ query: bad, variables: { ids: [] } }),
    });
    const body = (await response.json()) as { errors?: { message: string }[] };
    expect(body.errors?.[0]?.message).toMatch(/inStock/);
    expect(standIn.rejected().at(-1)?.errors[0]).toMatch(/Cannot query field "inStock"/);
    standIn.rejected().length = 0;
  });

  it("keeps the last figures when Shopify is down or does not answer, and reports a change once", async () => {
    standIn.setProduct({ id: boneRock.shopifyProductId, price: "54.00", availableForSale: true });
    const changes: FiguresBySlug[] = [];
    const keeper = figuresKeeper({
      read: read(300),
      intervalMs: 60_000,
      timeoutMs: 300,
      onChange: (figures) => changes.push(figures),
    });
    expect(keeper.current()).toBeNull();
    await keeper.refresh();
    await keeper.refresh();
    expect(changes).toHaveLength(1);
    expect(keeper.current()?.["bone-rock"]?.price).toBe(54);

    standIn.setMode("down");
    await expect(keeper.refresh()).rejects.toThrow();
    standIn.setMode("hang");
    const started = Date.now();
    await expect(keeper.refresh()).rejects.toThrow();
    expect(Date.now() - started).toBeLessThan(1500);
    expect(keeper.current()?.["bone-rock"]?.price).toBe(54);

    standIn.setMode("up");
    standIn.setProduct({ id: boneRock.shopifyProductId, price: "49.99", availableForSale: true });
    await keeper.refresh();
    expect(changes).toHaveLength(2);
    expect(keeper.current()?.["bone-rock"]?.price).toBe(49.99);
    expect(standIn.rejected()).toEqual([]);
  });

  it("refreshes on a products/update webhook for a catalogue product only", async () => {
    let refreshes = 0;
    const keeper = {
      current: () => null,
      refresh: async () => void (refreshes += 1),
      start: () => {},
      stop: () => {},
    };
    const handler = productUpdatedHandler(keeper);
    const delivery = { topic: "products/update", webhookId: "w", shopDomain: null };
    await handler(
      { admin_graphql_api_id: `gid://shopify/Product/${boneRock.shopifyProductId}` },
      delivery,
    );
    await handler({ id: boneRock.shopifyProductId }, delivery);
    await handler({ id: 1 }, delivery);
    expect(refreshes).toBe(2);
  });
});
