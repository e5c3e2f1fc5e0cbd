// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { findProductPage } from "~/content/product-pages";
import { ProductInformation } from "./product-information";

afterEach(cleanup);

const trigger = (name: string) => screen.getByRole("button", { name });

describe("product information accordion", () => {
  it("shows Ingredients, Directions, Safety and FDA, all closed at first", () => {
    render(<ProductInformation page={findProductPage("bone-rock")!} />);
    for (const name of ["Ingredients", "Directions", "Safety", "FDA"]) {
      expect(trigger(name).getAttribute("aria-expanded")).toBe("false");
    }
  });

  it("opens one section at a time and closes the open one", async () => {
    const user = userEvent.setup();
    render(<ProductInformation page={findProductPage("bone-rock")!} />);
    await user.click(trigger("Directions"));
    expect(trigger("Directions").getAttribute("aria-expanded")).toBe("true");
    expect(screen.getByText(/Take 3 capsules daily/)).toBeTruthy();
    await user.click(trigger("FDA"));
    expect(trigger("FDA").getAttribute("aria-expanded")).toBe("true");
    expect(trigger("Directions").getAttribute("aria-expanded")).toBe("false");
    await user.click(trigger("FDA"));
    expect(trigger("FDA").getAttribute("aria-expanded")).toBe("false");
  });

  it("leaves out Ingredients where the page has none", () => {
    render(<ProductInformation page={findProductPage("womens-kit")!} />);
    expect(screen.queryByRole("button", { name: "Ingredients" })).toBeNull();
    expect(trigger("Directions")).toBeTruthy();
  });
});
