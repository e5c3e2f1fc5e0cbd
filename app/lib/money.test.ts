import { describe, expect, it } from "vitest";
import { formatPrice } from "./money";

const intl = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" });

describe("formatPrice", () => {
  it.each([
    0, 0.5, 1, 9.99, 37.99, 60, 249.999, 250, 999.995, 1000, 1250.5, 123456.78, 1e7, -5, -0.001, -0,
    0.005, 0.125, 2.675, 1.005,
  ])("writes %s as Intl's en-US dollars do", (amount) => {
    expect(formatPrice(amount)).toBe(intl.format(amount));
  });

  it("agrees with Intl on every cent up to $2,000, written as price arithmetic makes them", () => {
    for (let cents = 0; cents <= 200_000; cents++) {
      for (const amount of [cents / 100, cents * 0.01]) {
        if (formatPrice(amount) !== intl.format(amount)) {
          expect(formatPrice(amount), String(amount)).toBe(intl.format(amount));
        }
      }
    }
  });
});
