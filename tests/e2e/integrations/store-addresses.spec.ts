import { demoAddressWords } from "../../../app/config/store-addresses";
import { serverHtml } from "../support/server-html";
import { expect, test } from "../test";

// This store is started with SUPPORT_EMAIL and ORDERS_EMAIL (see playwright.config.ts).
const support = "care@verdantroots-shop.com";
const orders = "orders@verdantroots-shop.com";

test("configured addresses are shown, as links, wherever the pages name them", async ({
  request,
}) => {
  const faq = await serverHtml(request, "/faq");
  expect(faq.text).toContain(`Email us at ${orders} as soon as possible`);
  expect(faq.document.querySelector(`a[href="mailto:${support}"]`)?.textContent).toBe(support);
  const contact = await serverHtml(request, "/contact");
  expect(contact.document.querySelector(`a[href="mailto:${orders}"]`)?.textContent).toBe(orders);
  const terms = await serverHtml(request, "/terms-of-service");
  expect(terms.text).toContain(`Order questions: ${orders}`);
  expect(terms.text).toContain(`General questions: ${support}`);
  const home = await serverHtml(request, "/");
  expect(home.jsonLd.find((data) => data["@type"] === "Organization")?.email).toBe(support);
  for (const page of [faq, contact, terms, home]) {
    expect(page.text).not.toContain("demo store, so it has no email address");
    expect(page.text).not.toContain(demoAddressWords.support);
    expect(page.text).not.toContain(demoAddressWords.orders);
  }
});
