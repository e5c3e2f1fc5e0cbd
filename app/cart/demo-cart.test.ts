import { describe, expect, it } from "vitest";
import {
  addToDemoCart,
  demoCartCount,
  demoCartSubtotal,
  parseDemoCart,
  setDemoCartQuantity,
} from "./demo-cart";

const prices: Record<string, number> = { "bone-rock": 59.99, "moringa-leaf": 19.99 };

describe("demo cart", () => {
  it("adds a product, and adds to its quantity when it is already in the cart", () => {
    const once = addToDemoCart([], "bone-rock");
    expect(once).toEqual([{ slug: "bone-rock", quantity: 1 }]);
    expect(addToDemoCart(once, "bone-rock", 2)).toEqual([{ slug: "bone-rock", quantity: 3 }]);
  });

  it("changes quantities and removes a line set to zero", () => {
    const lines = addToDemoCart(addToDemoCart([], "bone-rock"), "moringa-leaf", 2);
    expect(setDemoCartQuantity(lines, "moringa-leaf", 5)).toEqual([
      { slug: "bone-rock", quantity: 1 },
      { slug: "moringa-leaf", quantity: 5 },
    ]);
    expect(setDemoCartQuantity(lines, "bone-rock", 0)).toEqual([
      { slug: "moringa-leaf", quantity: 2 },
    ]);
    expect(setDemoCartQuantity(lines, "bone-rock", 500)[0]!.quantity).toBe(99);
  });

  it("computes the subtotal from catalogue prices without float drift", () => {
    const lines = [
      { slug: "bone-rock", quantity: 3 },
      { slug: "moringa-leaf", quantity: 1 },
      { slug: "gone", quantity: 4 },
    ];
    expect(demoCartSubtotal(lines, (slug) => prices[slug])).toBe(199.96);
    expect(demoCartCount(lines)).toBe(8);
  });

  it("reads stored carts defensively", () => {
    expect(parseDemoCart(null)).toEqual([]);
    expect(parseDemoCart("{")).toEqual([]);
    expect(
      parseDemoCart('[{"slug":"bone-rock","quantity":2},{"slug":3},{"slug":"x","quantity":0}]'),
    ).toEqual([{ slug: "bone-rock", quantity: 2 }]);
  });
});
