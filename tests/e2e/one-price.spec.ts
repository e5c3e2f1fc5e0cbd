import { catalogue } from "../../app/catalogue/catalogue";
import { productPath } from "../../app/catalogue/product";
import { formatPrice } from "../../app/lib/money";
import { serverHtml } from "./support/server-html";
import { expect, test } from "./test";

// One price per product, as the server sends it: the product page's figure is the one every card
// and the JSON-LD show, and no struck "former" price appears where the catalogue sets none.

const listPages = [
  "/",
  "/mens-health",
  "/womens-health",
  "/reproductive-health",
  "/detox",
  "/longevity",
];

test("each product shows one price: its page's figure on its page, its JSON-LD and every card", async ({
  request,
}) => {
  const pageFigure = new Map<string, string>();
  for (const product of catalogue) {
    const page = await serverHtml(request, productPath(product));
    expect(page.status, product.slug).toBe(200);
    const main = page.document.querySelector("main")!;
    const shown = [...(main.textContent ?? "").matchAll(/\$\d+\.\d\d/g)].map((m) => m[0]);
    expect(shown[0], product.slug).toBe(formatPrice(product.price));
    expect(main.querySelectorAll("s"), product.slug).toHaveLength(0);
    const ld = page.jsonLd.find((block) => block["@type"] === "Product") as {
      offers: { price: string };
    };
    expect(ld.offers.price, product.slug).toBe(product.price.toFixed(2));
    pageFigure.set(productPath(product), shown[0]!);
  }
  let cards = 0;
  for (const path of listPages) {
    const { document } = await serverHtml(request, path);
    for (const card of document.querySelectorAll("article")) {
      const href = card.querySelector('a[href^="/products/"]')?.getAttribute("href");
      if (!href || !pageFigure.has(href)) continue;
      cards += 1;
      expect(card.querySelectorAll("s"), `${path} ${href}`).toHaveLength(0);
      const prices = [...(card.textContent ?? "").matchAll(/\$\d+\.\d\d/g)].map((m) => m[0]);
      expect(prices, `${path} ${href}`).toEqual([pageFigure.get(href)]);
    }
  }
  expect(cards).toBeGreaterThan(38);
});
