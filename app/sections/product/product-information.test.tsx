// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it } from "vitest";
import { fdaDisclaimer } from "~/content/product-constants";
import { findProductPage } from "~/content/product-pages";
import { ProductInformation } from "./product-information";

afterEach(cleanup);

const sections = () => [...document.querySelectorAll("details")];
const titles = () => sections().map((section) => section.querySelector("summary")?.textContent);

describe("product information accordion", () => {
  it("shows Ingredients, Directions, Safety and FDA as one group, all closed at first", () => {
    render(<ProductInformation page={findProductPage("bone-rock")!} />);
    expect(titles()).toEqual(["Ingredients", "Directions", "Safety", "FDA"]);
    for (const section of sections()) expect(section.open).toBe(false);
    const names = new Set(sections().map((section) => section.getAttribute("name")));
    expect(names.size).toBe(1);
    expect([...names][0]).toBeTruthy();
    expect(screen.getByRole("heading", { name: "Directions" })).toBeTruthy();
  });

  it("renders every section's text on the server, closed sections included", () => {
    const page = findProductPage("bone-rock")!;
    const html = renderToString(<ProductInformation page={page} />).replaceAll("<!-- -->", "");
    const text = (value: string) =>
      value.replaceAll("&", "&amp;").replaceAll("'", "&#x27;").replaceAll('"', "&quot;");
    for (const part of [page.ingredientsText!, page.directions, page.safety, fdaDisclaimer]) {
      expect(html).toContain(text(part));
    }
    expect(html).not.toContain(" open=");
  });

  it("leaves out Ingredients where the page has none", () => {
    render(<ProductInformation page={findProductPage("womens-kit")!} />);
    expect(titles()).toEqual(["Directions", "Safety", "FDA"]);
  });
});
