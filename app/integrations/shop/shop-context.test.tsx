// @vitest-environment jsdom
import { cleanup, render, renderHook, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ShopifyProvider, useShopify } from "./shop-context";

afterEach(cleanup);

describe("shop context", () => {
  it("throws outside its provider", () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    expect(() => renderHook(() => useShopify())).toThrow(
      "useShopify must be used within a ShopifyProvider",
    );
  });

  it("tells which cart runs inside its provider", () => {
    function Mode() {
      return <p>{useShopify().shopify ? "shopify" : "demo"}</p>;
    }
    render(
      <ShopifyProvider shopify={null}>
        <Mode />
      </ShopifyProvider>,
    );
    expect(screen.getByText("demo")).toBeTruthy();
  });
});
