import { createHmac, randomUUID } from "node:crypto";
import type { APIRequestContext } from "@playwright/test";
import { expect } from "@playwright/test";
import { catalogue } from "../../../app/catalogue/catalogue";
import type { StandInProduct } from "../../stand-ins/storefront-stand-in";

const standIn = () => process.env.E2E_STOREFRONT_URL!;

export const catalogueProduct = (slug: string) => {
  const found = catalogue.find((candidate) => candidate.slug === slug);
  if (!found) throw new Error(`No product ${slug}`);
  return found;
};

/**
 * Sets products on the Storefront API stand-in and has the integration store read them at once
 * (a signed products/update webhook, as Shopify sends it).
 */
export async function sellOnShopify(request: APIRequestContext, products: StandInProduct[]) {
  for (const product of products) {
    const set = await request.post(`${standIn()}/__stand-in/products`, { data: product });
    expect(set.ok()).toBe(true);
  }
  const id = products[0]!.id;
  const body = JSON.stringify({ id, admin_graphql_api_id: `gid://shopify/Product/${id}` });
  const signature = createHmac("sha256", process.env.E2E_SHOPIFY_WEBHOOK_SECRET!)
    .update(body)
    .digest("base64");
  const answer = await request.post("/webhooks/shopify", {
    data: body,
    headers: {
      "content-type": "application/json",
      "x-shopify-topic": "products/update",
      "x-shopify-webhook-id": randomUUID(),
      "x-shopify-shop-domain": "verdant-roots-test.myshopify.com",
      "x-shopify-hmac-sha256": signature,
    },
  });
  expect(answer.status()).toBe(200);
}

/** What the stand-in was asked: queries answered and those Shopify's schema would reject. */
export async function standInLog(request: APIRequestContext) {
  const log = await request.get(`${standIn()}/__stand-in/log`);
  return (await log.json()) as {
    answered: number;
    rejected: { query: string; errors: string[] }[];
  };
}
