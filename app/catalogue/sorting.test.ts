import { describe, expect, it } from "vitest";
import { mensHealthListing, womensHealthListing, audienceBadge } from "./listings";
import { catalogueRatings } from "~/reviews/ratings";
import { summarize } from "~/reviews/review-types";
import { catalogue } from "./catalogue";
import { sortProducts } from "./sorting";

/** Fresh store: every product shows its earlier figures. */
const ratings = catalogueRatings(catalogue, new Map());

const names = (products: { name: string }[]) => products.map((p) => p.name);

describe("sorting the men's list", () => {
  const products = mensHealthListing.products;

  it("manual keeps the listing order", () => {
    expect(names(sortProducts(products, "manual", ratings))).toEqual(names(products));
  });

  it("price low to high, ties in listing order", () => {
    expect(sortProducts(products, "price-low", ratings).map((p) => p.price)).toEqual([
      19.99, 19.99, 29.99, 37.99, 37.99, 44.99, 47.99, 59.99, 60, 119,
    ]);
    expect(names(sortProducts(products, "price-low", ratings)).slice(0, 2)).toEqual([
      "African Yohimbe Bark",
      "Tongkat Ali",
    ]);
  });

  it("sorts by Shopify's figures where known, the catalogue's price for the rest", () => {
    const figures = {
      "prosta-zinc": { price: 129, availableForSale: true },
      "dominance-bundle": { price: 9.5, availableForSale: true },
    };
    expect(names(sortProducts(products, "price-high", ratings, figures)).slice(0, 2)).toEqual([
      "Prosta-Zinc",
      "Vital Eggplant Cream",
    ]);
    expect(names(sortProducts(products, "price-low", ratings, figures))[0]).toBe(
      "The Dominance Bundle",
    );
  });

  it("price high to low", () => {
    expect(names(sortProducts(products, "price-high", ratings)).slice(0, 3)).toEqual([
      "The Dominance Bundle",
      "Vital Eggplant Cream",
      "Bone Rock",
    ]);
  });

  it("rating puts the best rated first, more reviews breaking ties", () => {
    expect(names(sortProducts(products, "rating", ratings)).slice(0, 4)).toEqual([
      "Bone Rock",
      "2ND ROUND",
      "Vital Eggplant Cream",
      "Masculine Multivitamin",
    ]);
  });

  it("rating sorts by the rating shoppers see, stored reviews included", () => {
    const withReviews = catalogueRatings(
      catalogue,
      new Map([["bone-rock", { summary: summarize([{ rating: 1, count: 89 }]), imported: false }]]),
    );
    expect(names(sortProducts(products, "rating", withReviews)).slice(0, 3)).toEqual([
      "2ND ROUND",
      "Vital Eggplant Cream",
      "Masculine Multivitamin",
    ]);
  });

  it("newest puts the latest launch first", () => {
    expect(names(sortProducts(products, "newest", ratings)).slice(0, 3)).toEqual([
      "2ND ROUND",
      "The Dominance Bundle",
      "Vital Eggplant Cream",
    ]);
  });

  it("does not change the listing it sorts", () => {
    const before = names(products);
    sortProducts(products, "price-high", ratings);
    expect(names(products)).toEqual(before);
  });
});

describe("listing badges", () => {
  it("men's page cards all read MEN", () => {
    expect(new Set(mensHealthListing.products.map(audienceBadge))).toEqual(new Set(["MEN"]));
  });

  it("women's page reads UNISEX for the five named products and WOMEN for the rest", () => {
    const unisex = womensHealthListing.products
      .filter((p) => audienceBadge(p) === "UNISEX")
      .map((p) => p.name);
    expect(unisex).toEqual([
      "Iron Clad",
      "Mane Crown Vitamins",
      "Mane Crown Growth Serum",
      "Mane Crown Bundle",
      "Hair, Skin and Nails Formula",
    ]);
    expect(
      womensHealthListing.products.filter((p) => audienceBadge(p) === "WOMEN").map((p) => p.name),
    ).toEqual(["Deep Waters", "Ladies 1st", "Women's Kit"]);
  });
});
