/** Storefront API global id of a product, from the numeric id in the catalogue record. */
export function productGid(productId: number): string {
  if (!Number.isSafeInteger(productId) || productId <= 0) {
    throw new Error(`Not a Shopify product id: ${productId}`);
  }
  return `gid://shopify/Product/${productId}`;
}

/**
 * The numeric part of a Storefront global id ("gid://shopify/ProductVariant/123" → "123"). Older
 * API versions sent the gid base64-encoded; both are read. Null when the id is neither.
 */
export function numericShopifyId(id: string): string | null {
  let gid = id;
  if (!gid.startsWith("gid://")) {
    try {
      gid = atob(gid);
    } catch {
      return null;
    }
  }
  return /^gid:\/\/shopify\/\w+\/(\d+)(?:\?.*)?$/.exec(gid)?.[1] ?? null;
}

/** Shopify's cart permalink: opens the store's checkout with this variant in the cart. */
export function cartPermalink(domain: string, variantId: string, quantity = 1): string | null {
  const numeric = numericShopifyId(variantId);
  if (!numeric || !Number.isSafeInteger(quantity) || quantity < 1) return null;
  return `https://${domain}/cart/${numeric}:${quantity}`;
}
