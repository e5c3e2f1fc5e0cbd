import { describe, expect, it } from "vitest";
import { lookUpProduct } from "~/catalogue/lookup";
import type { Product } from "~/catalogue/product";
import { leftReviewEvent, productEvent, viewedItem } from "./events";

const product = (slug: string) => (lookUpProduct(slug) as { product: Product }).product;
const origin = "https://shop.example.com";

describe("Klaviyo event payloads", () => {
  it("describe a product without a compare-at price", () => {
    expect(productEvent(product("bone-rock"), origin)).toEqual({
      ProductID: "bone-rock",
      ProductName: "Bone Rock",
      URL: "https://shop.example.com/products/bone-rock",
      ImageURL: "https://shop.example.com/images/products/bone-rock-1.svg",
      Categories: ["Men's Health", "Testosterone"],
      Price: 59.99,
      Brand: "Verdant Roots Herbals",
    });
  });

  it("carry the compare-at price where there is one", () => {
    const ladies = { ...product("ladies-1st"), price: 34.99, compareAtPrice: 35.99 };
    expect(productEvent(ladies, origin)).toMatchObject({
      Price: 34.99,
      CompareAtPrice: 35.99,
    });
    expect(viewedItem(ladies, origin)).toEqual({
      Title: "Ladies 1st",
      ItemId: "ladies-1st",
      Categories: ["Women's Health", "Multivitamin"],
      ImageUrl: "https://shop.example.com/images/products/ladies-1st-1.svg",
      Url: "https://shop.example.com/products/ladies-1st",
      Metadata: { Brand: "Verdant Roots Herbals", Price: 34.99, CompareAtPrice: 35.99 },
    });
  });

  it("describe a left review", () => {
    expect(leftReviewEvent({ name: "Sam", rating: 4, reviewText: "Good" })).toEqual({
      ReviewerName: "Sam",
      Rating: 4,
      ReviewText: "Good",
    });
  });
});
