import { describe, expect, it } from "vitest";
import { cartPermalink, numericShopifyId, productGid } from "./ids";

describe("productGid", () => {
  it("turns a catalogue product id into a Storefront global id", () => {
    expect(productGid(8000000000001)).toBe("gid://shopify/Product/8000000000001");
  });

  it("refuses ids that are not positive whole numbers", () => {
    for (const id of [0, -1, 1.5, Number.NaN, 2 ** 60]) {
      expect(() => productGid(id)).toThrow("Not a Shopify product id");
    }
  });
});

describe("numericShopifyId", () => {
  it("reads the number from a global id", () => {
    expect(numericShopifyId("gid://shopify/ProductVariant/9000000000001")).toBe("9000000000001");
    expect(numericShopifyId("gid://shopify/Cart/42?key=abc")).toBe("42");
  });

  it("reads base64-encoded global ids of older API versions", () => {
    expect(numericShopifyId(btoa("gid://shopify/ProductVariant/123"))).toBe("123");
  });

  it("answers null for anything else", () => {
    expect(numericShopifyId("")).toBeNull();
    expect(numericShopifyId("not base64!")).toBeNull();
    expect(numericShopifyId("gid://shopify/ProductVariant/abc")).toBeNull();
    expect(numericShopifyId(btoa("hello"))).toBeNull();
  });
});

describe("cartPermalink", () => {
  it("builds Shopify's cart permalink for a variant", () => {
    expect(
      cartPermalink(
        "verdant-roots-test.myshopify.com",
        "gid://shopify/ProductVariant/9000000000001",
      ),
    ).toBe("https://verdant-roots-test.myshopify.com/cart/9000000000001:1");
    expect(cartPermalink("shop.example.com", "gid://shopify/ProductVariant/7", 3)).toBe(
      "https://shop.example.com/cart/7:3",
    );
  });

  it("answers null for an unreadable variant id or a bad quantity", () => {
    expect(cartPermalink("shop.example.com", "variant-7")).toBeNull();
    expect(cartPermalink("shop.example.com", "gid://shopify/ProductVariant/7", 0)).toBeNull();
    expect(cartPermalink("shop.example.com", "gid://shopify/ProductVariant/7", 1.5)).toBeNull();
  });
});
