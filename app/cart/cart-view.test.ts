import { describe, expect, it } from "vitest";
import { freeShippingProgress, lineLimit, stockWarning, sumMoney } from "./cart-view";

describe("cart rules", () => {
  it("measures the way to free shipping in cents", () => {
    expect(freeShippingProgress(0, 250)).toEqual({ reached: false, remaining: 250, percent: 0 });
    expect(freeShippingProgress(59.99, 250)).toEqual({
      reached: false,
      remaining: 190.01,
      percent: 23,
    });
    expect(freeShippingProgress(250, 250)).toEqual({ reached: true, remaining: 0, percent: 100 });
    expect(freeShippingProgress(300, 250).reached).toBe(true);
  });

  it("never offers more than the stock Shopify reports, nor more than 99", () => {
    expect(lineLimit(null)).toBe(99);
    expect(lineLimit(3)).toBe(3);
    expect(lineLimit(500)).toBe(99);
    expect(lineLimit(-2)).toBe(0);
  });

  it("words Shopify's stock warnings for the shopper", () => {
    expect(stockWarning("MERCHANDISE_NOT_ENOUGH_STOCK", "Only 3 items…", 3)).toBe(
      "Only 3 left in stock, so your cart holds 3.",
    );
    expect(stockWarning("MERCHANDISE_OUT_OF_STOCK", "x", undefined)).toMatch(/out of stock/);
    expect(stockWarning("PAYMENTS_GIFT_CARDS_UNAVAILABLE", "Gift cards are unavailable.", 1)).toBe(
      "Gift cards are unavailable.",
    );
  });

  it("adds money without float drift", () => {
    expect(sumMoney([0.1, 0.2])).toBe(0.3);
    expect(sumMoney([59.99, 19.99, 19.99])).toBe(99.97);
  });
});
