import { catalogue } from "~/catalogue/catalogue";
import { productPath } from "~/catalogue/product";
import { articles } from "~/content/articles";

/**
 * The query parameters the public pages read when they render: product reviews' sort, page and filter,
 * the catalogue's tab and sort, the search's query. The page cache renders a request with one of
 * them for itself and serves the cached page for any other query, so a page that starts reading a
 * new parameter must be listed here.
 */
export const pageQueryParameters = [
  "reviewSort",
  "reviewCursor",
  "reviewFilter",
  "tab",
  "sort",
  "q",
] as const;

/**
 * Every public page's path, in the order of the site's routes. The search and favorites pages are
 * left out: they are for shoppers, not search engines (robots.txt disallows them, they say noindex).
 */
export function publicPaths(): string[] {
  return [
    "/",
    "/mens-health",
    "/womens-health",
    "/reproductive-health",
    "/detox",
    "/longevity",
    "/contact",
    "/faq",
    "/privacy-policy",
    "/terms-of-service",
    "/articles",
    ...articles.map((article) => `/articles/${article.id}`),
    ...catalogue.map(productPath),
  ];
}

function escapeXml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

export function sitemapXml(siteUrl: string): string {
  const urls = publicPaths()
    .map((path) => `  <url><loc>${escapeXml(siteUrl + path)}</loc></url>`)
    .join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

export function robotsTxt(siteUrl: string): string {
  return `User-agent: *\nAllow: /\nDisallow: /api/\nDisallow: /search\nDisallow: /favorites\nDisallow: /owner\n\nSitemap: ${siteUrl}/sitemap.xml\n`;
}
