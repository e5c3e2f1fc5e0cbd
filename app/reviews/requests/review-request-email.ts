import { site } from "~/config/site";

interface RequestedProduct {
  name: string;
  /** The product's single-use review link. */
  url: string;
}

export interface ReviewRequestEmailInput {
  firstName: string | null;
  products: readonly RequestedProduct[];
  unsubscribeUrl: string;
}

const singleLine = (text: string) => text.replace(/\s+/g, " ").trim();

/**
 * The review request a buyer gets after delivery: plain text, one link per product bought, each
 * opening that product's review form with the buyer's first name filled in, and a way to opt out.
 */
export function reviewRequestEmail({
  firstName,
  products,
  unsubscribeUrl,
}: ReviewRequestEmailInput) {
  const greeting = firstName ? `Hi ${singleLine(firstName)},` : "Hello,";
  const one = products.length === 1;
  return {
    subject: one
      ? `How are you finding ${singleLine(products[0]!.name)}?`
      : `How are you finding your ${site.brandName} order?`,
    text: [
      greeting,
      "",
      `Thank you for your order from ${site.brandName}. Now that it has arrived, would you tell other`,
      `shoppers what you think? A few honest words help them choose, whatever your rating.`,
      "",
      ...products.flatMap((product) => [`${singleLine(product.name)}:`, product.url, ""]),
      one
        ? 'The link is yours alone and works once. Reviews posted through it are marked "Verified buyer".'
        : 'Each link is yours alone and works once. Reviews posted through them are marked "Verified buyer".',
      "",
      "--",
      `You get this email once per order. To get no more review requests from ${site.brandName}:`,
      unsubscribeUrl,
      "",
    ].join("\n"),
  };
}
