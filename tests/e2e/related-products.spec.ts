import { expect, test } from "./test";
import { catalogue } from "../../app/catalogue/catalogue";

test("every product page suggests 1–4 other existing products between highlights and reviews", async ({
  request,
}) => {
  const slugs = new Set(catalogue.map((product) => product.slug));
  for (const product of catalogue) {
    const html = await (await request.get(`/products/${product.slug}`)).text();
    const start = html.indexOf('aria-labelledby="related-heading"');
    expect(start, product.slug).toBeGreaterThan(0);
    const section = html.slice(start, html.indexOf("</section>", start));
    expect(section).toContain("You may also like");
    const linked = new Set(
      [...section.matchAll(/href="\/products\/([^"#?]+)"/g)].map((m) => m[1]!),
    );
    expect(linked.size, product.slug).toBeGreaterThanOrEqual(1);
    expect(linked.size, product.slug).toBeLessThanOrEqual(4);
    expect(linked.has(product.slug), product.slug).toBe(false);
    for (const slug of linked) expect(slugs.has(slug), `${product.slug} → ${slug}`).toBe(true);
    // Placed after the highlights and before the reviews.
    expect(html.indexOf("Why shoppers choose it")).toBeLessThan(start);
    expect(html.indexOf('id="reviews"', start), product.slug).toBeGreaterThan(start);
  }
});

test("related cards carry the same favorite toggle", async ({ page }) => {
  await page.goto("/products/iron-clad");
  const related = page.getByRole("region", { name: "You may also like" });
  await expect(related.locator("article")).not.toHaveCount(0);
  const first = related.getByRole("button", { name: /^Add .* to favorites$/ }).first();
  await first.click();
  await expect(related.getByRole("button", { name: /^Remove .* from favorites$/ })).toHaveCount(1);
});
