import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { catalogue } from "~/catalogue/catalogue";
import { storefrontRequester } from "~/integrations/shopify/storefront-client.server";
import {
  startStorefrontStandIn,
  type StorefrontStandIn,
} from "../../tests/stand-ins/storefront-stand-in";
import { parseCartRequest } from "./cart-fields";
import {
  cartLinesAddMutation,
  cartViewOf,
  shopifyCartApi,
  unplacedWarnings,
} from "./shopify-cart.server";

const boneRock = catalogue.find((product) => product.slug === "bone-rock")!;
const moringa = catalogue.find((product) => product.slug === "moringa-leaf")!;
const variantOf = (productId: number) =>
  `gid://shopify/ProductVariant/${productId + 1_000_000_000_000}`;

describe("Shopify's cart through the Storefront API (against the schema-checking stand-in)", () => {
  let standIn: StorefrontStandIn;
  let api: ReturnType<typeof shopifyCartApi>;

  beforeAll(async () => {
    standIn = await startStorefrontStandIn();
    standIn.setProduct({
      id: boneRock.shopifyProductId,
      price: "59.99",
      availableForSale: true,
      quantityAvailable: 4,
      sellingPlans: [{ id: 7, name: "Delivered every 30 days", percentOff: 10 }],
    });
    standIn.setProduct({ id: moringa.shopifyProductId, price: "19.99", availableForSale: false });
    api = shopifyCartApi(
      storefrontRequester({
        domain: "verdant-roots-test.myshopify.com",
        token: "unit0storefront0token000000",
        apiUrl: standIn.url,
        timeoutMs: 2000,
      }),
    );
  });
  afterAll(() => standIn.close());

  it("creates, adds, updates and removes, with selling plans, stock warnings and checkoutUrl", async () => {
    const created = await api.create({
      variantId: variantOf(boneRock.shopifyProductId),
      quantity: 1,
    });
    const cartId = created.cart!.id;
    const subscribed = await api.add(cartId, {
      variantId: variantOf(boneRock.shopifyProductId),
      quantity: 2,
      sellingPlanId: "gid://shopify/SellingPlan/7",
    });
    let view = cartViewOf(subscribed.cart, subscribed.warnings);
    expect(view.lines.map((line) => [line.slug, line.plan, line.unitPrice, line.quantity])).toEqual(
      [
        ["bone-rock", null, 59.99, 1],
        ["bone-rock", "Delivered every 30 days", 53.99, 2],
      ],
    );
    expect(view.subtotal).toBe(167.97);
    expect(view.checkoutUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/checkouts\/cn\//);
    expect(view.lines[0]!.maxQuantity).toBe(4);

    // More than the stock: Shopify holds the line to it and warns on the line.
    const held = await api.update(cartId, view.lines[0]!.id, 9);
    view = cartViewOf(held.cart, held.warnings);
    expect(view.lines[0]!.quantity).toBe(4);
    expect(view.lines[0]!.warning).toBe("Only 4 left in stock, so your cart holds 4.");

    // Out of stock: not added, and said with the cart.
    const refused = await api.add(cartId, {
      variantId: variantOf(moringa.shopifyProductId),
      quantity: 1,
    });
    expect(unplacedWarnings(refused)).toEqual([
      "This product is out of stock right now, so it wasn't added.",
    ]);

    const removed = await api.remove(cartId, view.lines[1]!.id);
    expect(cartViewOf(removed.cart).count).toBe(4);
    expect(await api.read("gid://shopify/Cart/unknown?key=x")).toBeNull();
    expect(standIn.rejected()).toEqual([]);
  });

  it("the stand-in refuses a mutation Shopify's schema would reject", async () => {
    const bad = cartLinesAddMutation.replace("sellingPlanAllocation", "sellingPlan");
    const request = storefrontRequester({
      domain: "verdant-roots-test.myshopify.com",
      token: "unit0storefront0token000000",
      apiUrl: standIn.url,
      timeoutMs: 2000,
    });
    await expect(request(bad, { cartId: "x", lines: [] })).rejects.toThrow(/Storefront API/);
    expect(standIn.rejected()).toHaveLength(1);
  });
});

describe("cart forms", () => {
  it("reads each change and refuses anything else", () => {
    expect(
      parseCartRequest({ intent: "add", slug: "bone-rock", quantity: "2", planId: "" }),
    ).toEqual({ intent: "add", slug: "bone-rock", quantity: 2, planId: undefined });
    expect(parseCartRequest({ intent: "update", lineId: "a", quantity: "0" })).toEqual({
      intent: "update",
      lineId: "a",
      quantity: 0,
    });
    expect(parseCartRequest({ intent: "add", slug: "bone-rock", quantity: "0" })).toBeNull();
    expect(parseCartRequest({ intent: "update", lineId: "a", quantity: "100" })).toBeNull();
    expect(parseCartRequest({ intent: "empty-everything" })).toBeNull();
  });
});
