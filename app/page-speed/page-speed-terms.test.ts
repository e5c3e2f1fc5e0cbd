import { describe, expect, it } from "vitest";
import { formatMetric, grade, p75, pageTypeOf, parseBeacon } from "./page-speed-terms";

describe("page speed terms", () => {
  it("grades with Google's thresholds, the limits themselves still good or needing improvement", () => {
    expect(grade("LCP", 2500)).toBe("good");
    expect(grade("LCP", 2501)).toBe("needs improvement");
    expect(grade("LCP", 4001)).toBe("poor");
    expect(grade("INP", 200)).toBe("good");
    expect(grade("INP", 500)).toBe("needs improvement");
    expect(grade("CLS", 100)).toBe("good");
    expect(grade("CLS", 251)).toBe("poor");
    expect(grade("TTFB", 1800)).toBe("needs improvement");
  });

  it("names the kind of page from its address", () => {
    expect(pageTypeOf("/")).toBe("home");
    expect(pageTypeOf("/detox")).toBe("collection");
    expect(pageTypeOf("/mens-health")).toBe("collection");
    expect(pageTypeOf("/products/bone-rock")).toBe("product");
    expect(pageTypeOf("/articles/sleep-and-herbs")).toBe("article");
    expect(pageTypeOf("/articles")).toBe("other");
    expect(pageTypeOf("/contact")).toBe("other");
  });

  it("takes a beacon of known kinds and sensible whole values only", () => {
    const beacon = { pageType: "product", device: "phone", metrics: { LCP: 1200, CLS: 30 } };
    expect(parseBeacon(beacon)).toEqual(beacon);
    expect(parseBeacon({ ...beacon, pageType: "/products/bone-rock" })).toBeUndefined();
    expect(parseBeacon({ ...beacon, device: "watch" })).toBeUndefined();
    expect(parseBeacon({ ...beacon, metrics: { LCP: -1 } })).toBeUndefined();
    expect(parseBeacon({ ...beacon, metrics: { LCP: 1.5 } })).toBeUndefined();
    expect(parseBeacon({ ...beacon, metrics: { XSS: 1 } })).toBeUndefined();
    expect(parseBeacon({ ...beacon, metrics: {} })).toBeUndefined();
    expect(parseBeacon(null)).toBeUndefined();
  });

  it("finds the 75th percentile by nearest rank", () => {
    expect(p75(new Map())).toBeUndefined();
    expect(p75(new Map([[100, 1]]))).toBe(100);
    // 100, 200, 300, 400: the third of four.
    expect(
      p75(
        new Map([
          [400, 1],
          [100, 1],
          [300, 1],
          [200, 1],
        ]),
      ),
    ).toBe(300);
    // 10 × 100 and 2 × 900: rank 9 of 12 is still 100.
    expect(
      p75(
        new Map([
          [100, 10],
          [900, 2],
        ]),
      ),
    ).toBe(100);
    expect(
      p75(
        new Map([
          [100, 8],
          [900, 4],
        ]),
      ),
    ).toBe(900);
  });

  it("writes values as people read them", () => {
    expect(formatMetric("LCP", 1834)).toBe("1.8 s");
    expect(formatMetric("INP", 120)).toBe("120 ms");
    expect(formatMetric("CLS", 52)).toBe("0.05");
  });
});
