import { describe, expect, it } from "vitest";
import { publicPaths, robotsTxt, sitemapXml } from "./sitemap";

describe("sitemap", () => {
  it("lists the 11 fixed pages, 6 articles and 38 products", () => {
    const paths = publicPaths();
    expect(paths).toHaveLength(11 + 6 + 38);
    expect(new Set(paths).size).toBe(paths.length);
    expect(paths.filter((p) => p.startsWith("/products/"))).toHaveLength(38);
    expect(paths.filter((p) => p.startsWith("/articles/"))).toHaveLength(6);
  });

  it("leaves out the search and favorites pages", () => {
    const paths = publicPaths();
    expect(paths.filter((p) => p.startsWith("/search") || p.startsWith("/favorites"))).toEqual([]);
    expect(sitemapXml("https://shop.example.com")).not.toMatch(/\/search|\/favorites/);
  });

  it("writes absolute canonical URLs", () => {
    const xml = sitemapXml("https://shop.example.com");
    expect(xml).toContain("<loc>https://shop.example.com/</loc>");
    expect(xml).toContain("<loc>https://shop.example.com/products/2nd-round</loc>");
    expect(xml).not.toContain("vital-eggplant-crown");
  });

  it("keeps crawlers out of the API, search results and favorites", () => {
    const lines = robotsTxt("https://shop.example.com").split("\n");
    expect(lines).toEqual(
      expect.arrayContaining([
        "Disallow: /api/",
        "Disallow: /search",
        "Disallow: /favorites",
        "Disallow: /owner",
      ]),
    );
  });

  it("points robots.txt at the sitemap", () => {
    expect(robotsTxt("https://shop.example.com")).toContain(
      "Sitemap: https://shop.example.com/sitemap.xml",
    );
  });
});
