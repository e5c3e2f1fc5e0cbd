import { randomBytes } from "node:crypto";

/** A subscribe & save plan a stand-in product offers: a percentage off each delivery. */
interface StandInPlan {
  /** Numeric selling plan id (gid://shopify/SellingPlan/{id}). */
  id: number;
  name: string;
  percentOff: number;
}

export interface StandInProduct {
  /** Numeric product id, as in the catalogue's `shopifyProductId`. */
  id: number;
  price: string;
  compareAtPrice?: string;
  availableForSale: boolean;
  currencyCode?: string;
  /** How many can be bought (100 when not set). */
  quantityAvailable?: number;
  /** Selling plans offered (none when not set). */
  sellingPlans?: StandInPlan[];
}

/** The one variant the stand-in gives each product (the catalogue sells one variant per product). */
export const standInVariantId = (productId: number) => productId + 1_000_000_000_000;
const variantGid = (productId: number) =>
  `gid://shopify/ProductVariant/${standInVariantId(productId)}`;
const planGid = (id: number) => `gid://shopify/SellingPlan/${id}`;

const money = (amount: number | string, currencyCode = "USD") => ({
  amount: typeof amount === "number" ? amount.toFixed(2) : amount,
  currencyCode,
});

interface Line {
  id: string;
  productId: number;
  quantity: number;
  planId?: number;
}
interface LineInput {
  merchandiseId?: string;
  quantity?: number;
  sellingPlanId?: string | null;
}
interface Warning {
  code: "MERCHANDISE_NOT_ENOUGH_STOCK" | "MERCHANDISE_OUT_OF_STOCK";
  message: string;
  target: string;
}
interface UserError {
  code: string;
  field: string[];
  message: string;
}

/**
 * The products and carts a Storefront API stand-in answers with, as Shopify's schema shapes them:
 * products with one variant, their stock and selling plans; carts whose lines are held to the stock
 * with Shopify's warnings, and Shopify's user errors for unknown carts, lines and merchandise.
 */
export function storefrontState(checkoutOrigin: () => string) {
  const products = new Map<string, StandInProduct>();
  const carts = new Map<string, Line[]>();
  let nextLine = 1;

  const available = (product: StandInProduct) =>
    product.availableForSale ? (product.quantityAvailable ?? 100) : 0;
  const unitPrice = (product: StandInProduct, planId?: number) => {
    const plan = product.sellingPlans?.find((candidate) => candidate.id === planId);
    const price = Number(product.price);
    return plan ? Math.round(price * (100 - plan.percentOff)) / 100 : price;
  };
  const productOfVariant = (gid: string | undefined) => {
    const numeric = /^gid:\/\/shopify\/ProductVariant\/(\d+)$/.exec(gid ?? "")?.[1];
    if (!numeric) return undefined;
    return products.get(String(Number(numeric) - 1_000_000_000_000));
  };

  const variantNode = (product: StandInProduct) => ({
    __typename: "ProductVariant",
    id: variantGid(product.id),
    availableForSale: available(product) > 0,
    quantityAvailable: available(product),
    price: money(product.price, product.currencyCode),
    product: { id: `gid://shopify/Product/${product.id}`, title: `Product ${product.id}` },
    sellingPlanAllocations: {
      nodes: (product.sellingPlans ?? []).map((plan) => ({
        sellingPlan: { id: planGid(plan.id), name: plan.name },
        priceAdjustments: [
          {
            price: money(unitPrice(product, plan.id)),
            perDeliveryPrice: money(unitPrice(product, plan.id)),
            compareAtPrice: money(product.price),
          },
        ],
      })),
    },
  });

  const productNode = (gid: string) => {
    const id = /^gid:\/\/shopify\/Product\/(\d+)$/.exec(gid)?.[1];
    const product = id ? products.get(id) : undefined;
    if (!product) return null;
    const currency = product.currencyCode ?? "USD";
    const compareAt = product.compareAtPrice ?? "0.0";
    return {
      __typename: "Product",
      id: gid,
      availableForSale: product.availableForSale,
      priceRange: {
        minVariantPrice: money(product.price, currency),
        maxVariantPrice: money(product.price, currency),
      },
      compareAtPriceRange: {
        minVariantPrice: money(compareAt, currency),
        maxVariantPrice: money(compareAt, currency),
      },
      variants: { nodes: [variantNode(product)] },
    };
  };

  const cartNode = (id: string) => {
    const lines = carts.get(id);
    if (!lines) return null;
    const nodes = lines.flatMap((line) => {
      const product = products.get(String(line.productId));
      if (!product) return [];
      const each = unitPrice(product, line.planId);
      const plan = product.sellingPlans?.find((candidate) => candidate.id === line.planId);
      return [
        {
          __typename: "CartLine",
          id: line.id,
          quantity: line.quantity,
          merchandise: variantNode(product),
          sellingPlanAllocation: plan
            ? { sellingPlan: { id: planGid(plan.id), name: plan.name } }
            : null,
          cost: {
            amountPerQuantity: money(each),
            totalAmount: money(each * line.quantity),
            subtotalAmount: money(each * line.quantity),
          },
        },
      ];
    });
    const subtotal = nodes.reduce((sum, node) => sum + Number(node.cost.totalAmount.amount), 0);
    const token = id.split("/").pop()!.split("?")[0]!;
    return {
      id,
      checkoutUrl: `${checkoutOrigin()}/checkouts/cn/${token}`,
      totalQuantity: nodes.reduce((sum, node) => sum + node.quantity, 0),
      cost: {
        subtotalAmount: money(subtotal),
        totalAmount: money(subtotal),
        checkoutChargeAmount: money(subtotal),
      },
      lines: { nodes },
    };
  };

  /** Sets a line's quantity within the stock, with Shopify's warning when it had to be held. */
  const hold = (line: Line, wanted: number, product: StandInProduct, warnings: Warning[]) => {
    const stock = available(product);
    line.quantity = Math.min(wanted, stock);
    if (wanted > stock) {
      warnings.push({
        code: "MERCHANDISE_NOT_ENOUGH_STOCK",
        message: `Only ${stock} items were added to your cart due to availability.`,
        target: line.id,
      });
    }
  };

  const addLines = (lines: Line[], inputs: LineInput[]) => {
    const warnings: Warning[] = [];
    const userErrors: UserError[] = [];
    inputs.forEach((input, index) => {
      const product = productOfVariant(input.merchandiseId);
      if (!product) {
        userErrors.push({
          code: "INVALID",
          field: ["lines", String(index), "merchandiseId"],
          message: `The merchandise with id ${input.merchandiseId} does not exist.`,
        });
        return;
      }
      const planId = input.sellingPlanId
        ? Number(/\/(\d+)$/.exec(input.sellingPlanId)?.[1])
        : undefined;
      if (planId !== undefined && !product.sellingPlans?.some((plan) => plan.id === planId)) {
        userErrors.push({
          code: "INVALID",
          field: ["lines", String(index), "sellingPlanId"],
          message: "The selling plan is not available for this merchandise.",
        });
        return;
      }
      if (available(product) === 0) {
        warnings.push({
          code: "MERCHANDISE_OUT_OF_STOCK",
          message: "The merchandise is out of stock.",
          target: variantGid(product.id),
        });
        return;
      }
      let line = lines.find(
        (existing) => existing.productId === product.id && existing.planId === planId,
      );
      const before = line?.quantity ?? 0;
      if (!line) {
        line = {
          id: `gid://shopify/CartLine/${nextLine++}?cart=stand-in`,
          productId: product.id,
          quantity: 0,
          planId,
        };
        lines.push(line);
      }
      hold(line, before + (input.quantity ?? 1), product, warnings);
    });
    return { warnings, userErrors };
  };

  const noCart = () => ({
    cart: null,
    warnings: [],
    userErrors: [
      { code: "INVALID", field: ["cartId"], message: "The specified cart does not exist." },
    ],
  });

  return {
    setProduct: (product: StandInProduct) => products.set(String(product.id), product),
    nodes: ({ ids }: { ids: string[] }) => ids.map(productNode),
    cart: ({ id }: { id: string }) => cartNode(id),
    cartCreate: ({ input }: { input?: { lines?: LineInput[] } }) => {
      const id = `gid://shopify/Cart/${randomBytes(12).toString("hex")}?key=${randomBytes(8).toString("hex")}`;
      const lines: Line[] = [];
      const outcome = addLines(lines, input?.lines ?? []);
      carts.set(id, lines);
      return { cart: cartNode(id), ...outcome };
    },
    cartLinesAdd: ({ cartId, lines }: { cartId: string; lines: LineInput[] }) => {
      const held = carts.get(cartId);
      if (!held) return noCart();
      return { ...addLines(held, lines), cart: cartNode(cartId) };
    },
    cartLinesUpdate: ({
      cartId,
      lines,
    }: {
      cartId: string;
      lines: (LineInput & { id: string })[];
    }) => {
      const held = carts.get(cartId);
      if (!held) return noCart();
      const warnings: Warning[] = [];
      const userErrors: UserError[] = [];
      for (const [index, input] of lines.entries()) {
        const line = held.find((existing) => existing.id === input.id);
        const product = line && products.get(String(line.productId));
        if (!line || !product) {
          userErrors.push({
            code: "INVALID",
            field: ["lines", String(index), "id"],
            message: "The cart line does not exist.",
          });
          continue;
        }
        if (input.quantity === 0) held.splice(held.indexOf(line), 1);
        else if (input.quantity !== undefined) hold(line, input.quantity, product, warnings);
      }
      return { cart: cartNode(cartId), warnings, userErrors };
    },
    cartLinesRemove: ({ cartId, lineIds }: { cartId: string; lineIds: string[] }) => {
      const held = carts.get(cartId);
      if (!held) return noCart();
      const kept = held.filter((line) => !lineIds.includes(line.id));
      carts.set(cartId, kept);
      return { cart: cartNode(cartId), warnings: [], userErrors: [] };
    },
  };
}
