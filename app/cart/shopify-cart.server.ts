import { z } from "zod";
import { catalogue } from "~/catalogue/catalogue";
import { productImages, type Product } from "~/catalogue/product";
import { numericShopifyId } from "~/integrations/shopify/ids";
import type { StorefrontRequest } from "~/integrations/shopify/storefront-client.server";
import { emptyCart, lineLimit, stockWarning, type CartLineView, type CartView } from "./cart-view";

/** What every cart answer asks of Shopify: the lines as the drawer shows them, totals, checkout. */
const cartParts = `#graphql
  fragment CartParts on Cart {
    id
    checkoutUrl
    totalQuantity
    cost {
      subtotalAmount {
        amount
        currencyCode
      }
    }
    lines(first: 100) {
      nodes {
        id
        quantity
        cost {
          amountPerQuantity {
            amount
          }
          totalAmount {
            amount
          }
        }
        sellingPlanAllocation {
          sellingPlan {
            id
            name
          }
        }
        merchandise {
          ... on ProductVariant {
            id
            quantityAvailable
            product {
              id
              title
            }
          }
        }
      }
    }
  }
`;

const changeParts = `
      cart {
        ...CartParts
      }
      userErrors {
        code
        field
        message
      }
      warnings {
        code
        message
        target
      }
`;

const cartQuery = `#graphql
  query Cart($id: ID!) {
    cart(id: $id) {
      ...CartParts
    }
  }
  ${cartParts}
`;

const cartCreateMutation = `#graphql
  mutation CartCreate($lines: [CartLineInput!]!) {
    cartCreate(input: { lines: $lines }) {${changeParts}}
  }
  ${cartParts}
`;

export const cartLinesAddMutation = `#graphql
  mutation CartLinesAdd($cartId: ID!, $lines: [CartLineInput!]!) {
    cartLinesAdd(cartId: $cartId, lines: $lines) {${changeParts}}
  }
  ${cartParts}
`;

const cartLinesUpdateMutation = `#graphql
  mutation CartLinesUpdate($cartId: ID!, $lines: [CartLineUpdateInput!]!) {
    cartLinesUpdate(cartId: $cartId, lines: $lines) {${changeParts}}
  }
  ${cartParts}
`;

const cartLinesRemoveMutation = `#graphql
  mutation CartLinesRemove($cartId: ID!, $lineIds: [ID!]!) {
    cartLinesRemove(cartId: $cartId, lineIds: $lineIds) {${changeParts}}
  }
  ${cartParts}
`;

const amount = z.object({ amount: z.string() });
const shopifyLine = z.object({
  id: z.string(),
  quantity: z.number().int(),
  cost: z.object({ amountPerQuantity: amount, totalAmount: amount }),
  sellingPlanAllocation: z.object({ sellingPlan: z.object({ name: z.string() }) }).nullable(),
  merchandise: z.object({
    id: z.string(),
    quantityAvailable: z.number().int().nullable().optional(),
    product: z.object({ id: z.string(), title: z.string() }),
  }),
});
const shopifyCart = z.object({
  id: z.string(),
  checkoutUrl: z.string().url(),
  totalQuantity: z.number().int(),
  cost: z.object({ subtotalAmount: amount }),
  lines: z.object({ nodes: z.array(shopifyLine) }),
});
const change = z.object({
  cart: shopifyCart.nullable(),
  userErrors: z.array(z.object({ code: z.string().nullable().optional(), message: z.string() })),
  warnings: z.array(z.object({ code: z.string(), message: z.string(), target: z.string() })),
});

export type ShopifyCart = z.infer<typeof shopifyCart>;
export type CartChange = z.infer<typeof change>;

let byShopifyId: Map<string, Product> | undefined;
function catalogueProduct(productGid: string): Product | undefined {
  byShopifyId ??= new Map(catalogue.map((product) => [String(product.shopifyProductId), product]));
  const numeric = numericShopifyId(productGid);
  return numeric ? byShopifyId.get(numeric) : undefined;
}

/** Shopify's cart as the screens show it, each warning on the line it is about. */
export function cartViewOf(
  cart: ShopifyCart | null,
  warnings: CartChange["warnings"] = [],
): CartView {
  if (!cart) return emptyCart("shopify");
  const lines = cart.lines.nodes.map((line): CartLineView => {
    const product = catalogueProduct(line.merchandise.product.id);
    const warning = warnings.find(
      (candidate) => candidate.target === line.id || candidate.target === line.merchandise.id,
    );
    return {
      id: line.id,
      slug: product?.slug ?? null,
      name: product?.name ?? line.merchandise.product.title,
      image: product ? (productImages(product)[0] ?? null) : null,
      plan: line.sellingPlanAllocation?.sellingPlan.name ?? null,
      unitPrice: Number(line.cost.amountPerQuantity.amount),
      lineTotal: Number(line.cost.totalAmount.amount),
      quantity: line.quantity,
      maxQuantity: Math.max(lineLimit(line.merchandise.quantityAvailable), line.quantity),
      warning: warning ? stockWarning(warning.code, warning.message, line.quantity) : null,
    };
  });
  return {
    kind: "shopify",
    lines,
    count: cart.totalQuantity,
    subtotal: Number(cart.cost.subtotalAmount.amount),
    checkoutUrl: cart.checkoutUrl,
  };
}

/** The warnings no line of the cart carries (an out-of-stock product that was not added). */
export function unplacedWarnings(change: CartChange): string[] {
  const ids = new Set(
    change.cart?.lines.nodes.flatMap((line) => [line.id, line.merchandise.id]) ?? [],
  );
  return change.warnings
    .filter((warning) => !ids.has(warning.target))
    .map((warning) => stockWarning(warning.code, warning.message, undefined));
}

export interface LineToAdd {
  variantId: string;
  quantity: number;
  sellingPlanId?: string;
}

const lineInput = (line: LineToAdd) => ({
  merchandiseId: line.variantId,
  quantity: line.quantity,
  ...(line.sellingPlanId ? { sellingPlanId: line.sellingPlanId } : {}),
});

/** Shopify's Cart API, as the cart uses it: each call answers the cart after it. */
export function shopifyCartApi(request: StorefrontRequest) {
  const run = async (operation: string, name: string, variables: Record<string, unknown>) => {
    const data = await request<Record<string, unknown>>(operation, variables);
    return change.parse(data[name]);
  };
  return {
    async read(id: string): Promise<ShopifyCart | null> {
      const data = await request<{ cart: unknown }>(cartQuery, { id });
      return shopifyCart.nullable().parse(data.cart);
    },
    create: (line: LineToAdd) =>
      run(cartCreateMutation, "cartCreate", { lines: [lineInput(line)] }),
    add: (cartId: string, line: LineToAdd) =>
      run(cartLinesAddMutation, "cartLinesAdd", { cartId, lines: [lineInput(line)] }),
    update: (cartId: string, lineId: string, quantity: number) =>
      run(cartLinesUpdateMutation, "cartLinesUpdate", {
        cartId,
        lines: [{ id: lineId, quantity }],
      }),
    remove: (cartId: string, lineId: string) =>
      run(cartLinesRemoveMutation, "cartLinesRemove", { cartId, lineIds: [lineId] }),
  };
}

export type ShopifyCartApi = ReturnType<typeof shopifyCartApi>;
