import { demoAddressWords } from "../../app/config/store-addresses";
import { serverHtml } from "./support/server-html";
import { expect, test } from "./test";

/** Pages that name the store's addresses, or would. */
const addressPages = ["/", "/faq", "/contact", "/privacy-policy", "/terms-of-service"];

test.describe("the server's HTML of a demo store (no addresses configured)", () => {
  for (const path of addressPages) {
    test(`${path} shows no address that cannot receive mail`, async ({ request }) => {
      const page = await serverHtml(request, path);
      expect(page.status).toBe(200);
      const html = page.document.documentElement.outerHTML;
      // No reserved example domain anywhere (text, links or structured data), no unfilled slot.
      expect(html).not.toMatch(/@[\w.-]+\.(example|test|invalid)\b/i);
      expect(html).not.toMatch(/\{(support|orders)-email\}/);
      expect(page.document.querySelectorAll('a[href^="mailto:"]')).toHaveLength(0);
      for (const data of page.jsonLd) expect(JSON.stringify(data)).not.toContain("@verdant");
    });
  }

  test("where an address would stand, the pages say this is a demo store", async ({ request }) => {
    const faq = await serverHtml(request, "/faq");
    expect(faq.text).toContain(demoAddressWords.orders);
    expect(faq.text).toContain("This is a demo store, so it has no email address yet.");
    const contact = await serverHtml(request, "/contact");
    expect(contact.text).toContain("This is a demo store, so it has no email address yet");
    const terms = await serverHtml(request, "/terms-of-service");
    expect(terms.text).toContain(`Order questions: ${demoAddressWords.orders}`);
    const privacy = await serverHtml(request, "/privacy-policy");
    expect(privacy.text).toContain(demoAddressWords.support);
  });
});

test("a product with only earlier ratings says one thing about its reviews", async ({
  request,
}) => {
  // B Ready: 143 earlier ratings, no review stored here.
  const page = await serverHtml(request, "/products/b-ready");
  const section = page.document.querySelector("#reviews")!;
  const text = (section.textContent ?? "").replace(/\s+/g, " ");
  expect(text).toContain("Based on 143 reviews");
  const message = section.querySelectorAll("[data-reviews-empty]");
  expect(message).toHaveLength(1);
  expect(message[0]!.textContent).toBe(
    "The 143 ratings given before reviews were published on this site are counted in this average. No reviews yet. Be the first to leave a review!",
  );
  // Said once: no second empty text under the sort links, no separate note in small print.
  expect(text.match(/No reviews yet/g)).toHaveLength(1);
  expect(text).not.toContain("not listed individually");
  expect(section.querySelectorAll("[data-review-id]")).toHaveLength(0);
});

test.describe("search by ingredient, in the server's HTML", () => {
  // Every product whose page lists it, on a key-ingredient card or in its ingredients.
  const listing = [
    "bone-rock",
    "deep-waters",
    "masculine-multivitamin",
    "dominance-bundle",
    "peruvian-ginseng-plus",
    "pure-seed",
    "tongkat-ali",
  ];
  for (const query of ["ashwagandha", "ashwaganda"]) {
    test(`"${query}" finds every product that lists Ashwagandha`, async ({ request }) => {
      const page = await serverHtml(request, `/search?q=${query}`);
      expect(page.status).toBe(200);
      const found = [...page.document.querySelectorAll('a[href^="/products/"]')].map((link) =>
        link.getAttribute("href"),
      );
      for (const slug of listing) expect(found, slug).toContain(`/products/${slug}`);
    });
  }
});
