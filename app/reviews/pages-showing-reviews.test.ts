import { describe, expect, it } from "vitest";
import { catalogue } from "~/catalogue/catalogue";
import { productPath } from "~/catalogue/product";
import { pagesShowingReviews } from "./pages-showing-reviews";

describe("pagesShowingReviews", () => {
  it("names the product pages of a review key and every page of product cards", () => {
    const product = catalogue[0]!;
    const pages = pagesShowingReviews(product.reviewKey);
    expect(pages).toContain(productPath(product));
    expect(pages).toEqual(expect.arrayContaining(["/", "/mens-health", "/womens-health"]));
    expect(pages).not.toContain(
      productPath(catalogue.find((p) => p.reviewKey !== product.reviewKey)!),
    );
  });

  it("means every page when any product's reviews may have changed", () => {
    expect(pagesShowingReviews("*")).toBe("every page");
  });
});
