import { z } from "zod";
import { catalogue } from "~/catalogue/catalogue";
import {
  sameFigures,
  type FiguresBySlug,
  type ProductFigures,
  type PurchaseOptions,
} from "~/catalogue/figures";
import type { Product } from "~/catalogue/product";
import { errorSummary, logger } from "~/lib/logger.server";
import { withTimeout } from "~/lib/with-timeout";
import type { WebhookHandler } from "~/integrations/shopify/shopify-webhooks.server";
import { numericShopifyId, productGid } from "./ids";
import { storefrontRequester, type StorefrontSettings } from "./storefront-client.server";

export { storefrontApiVersion, type StorefrontSettings } from "./storefront-client.server";

/**
 * Every catalogue product's price, compare-at price and availability, and what the cart needs to
 * sell it (its variant, stock and subscribe & save plans with Shopify's prices), in one request.
 */
export const catalogueFiguresQuery = `#graphql
  query CatalogueFigures($ids: [ID!]!) {
    nodes(ids: $ids) {
      ... on Product {
        id
        availableForSale
        priceRange {
          minVariantPrice {
            amount
            currencyCode
          }
        }
        compareAtPriceRange {
          minVariantPrice {
            amount
            currencyCode
          }
        }
        variants(first: 1) {
          nodes {
            id
            quantityAvailable
            sellingPlanAllocations(first: 10) {
              nodes {
                sellingPlan {
                  id
                  name
                }
                priceAdjustments {
                  perDeliveryPrice {
                    amount
                  }
                  compareAtPrice {
                    amount
                  }
                }
              }
            }
          }
        }
      }
    }
  }
`;

const money = z.object({ amount: z.string().regex(/^\d+(\.\d+)?$/), currencyCode: z.string() });
const amount = z.object({ amount: z.string().regex(/^\d+(\.\d+)?$/) });
const allocation = z.object({
  sellingPlan: z.object({ id: z.string(), name: z.string() }),
  priceAdjustments: z.array(z.object({ perDeliveryPrice: amount, compareAtPrice: amount })),
});
const variant = z.object({
  id: z.string(),
  quantityAvailable: z.number().int().nullable().optional(),
  sellingPlanAllocations: z.object({ nodes: z.array(allocation) }).optional(),
});
const productNode = z.object({
  id: z.string(),
  availableForSale: z.boolean(),
  priceRange: z.object({ minVariantPrice: money }),
  compareAtPriceRange: z.object({ minVariantPrice: money }),
  variants: z.object({ nodes: z.array(variant) }).optional(),
});
const answer = z.object({ nodes: z.array(z.unknown()) });

/** The cart's part of a product's answer: its first variant, its stock and its selling plans. */
function purchaseOf(node: z.infer<typeof productNode>): PurchaseOptions | undefined {
  const first = node.variants?.nodes[0];
  if (!first) return undefined;
  const subscriptions = (first.sellingPlanAllocations?.nodes ?? []).flatMap((planned) => {
    // The first adjustment is what the first delivery costs: the price the shopper sees.
    const adjustment = planned.priceAdjustments[0];
    if (!adjustment) return [];
    return [
      {
        id: planned.sellingPlan.id,
        name: planned.sellingPlan.name,
        pricePerDelivery: Number(adjustment.perDeliveryPrice.amount),
        oneTimePrice: Number(adjustment.compareAtPrice.amount),
      },
    ];
  });
  return {
    variantId: first.id,
    quantityAvailable: first.quantityAvailable ?? null,
    subscriptions,
  };
}

/**
 * Figures by slug from the query's answer. Products Shopify does not return (not published to the
 * channel, or a placeholder id) and prices in another currency than the store's keep the catalogue's
 * figures; they are named in the log.
 */
function figuresFromAnswer(
  data: unknown,
  products: readonly Product[],
  currency = "USD",
): { figures: Record<string, ProductFigures>; missing: string[] } {
  const parsed = answer.parse(data);
  const bySlug = new Map(products.map((product) => [String(product.shopifyProductId), product]));
  const figures: Record<string, ProductFigures> = {};
  for (const node of parsed.nodes) {
    const product = productNode.safeParse(node);
    if (!product.success) continue;
    const numeric = numericShopifyId(product.data.id);
    const record = numeric ? bySlug.get(numeric) : undefined;
    if (!record) continue;
    const price = product.data.priceRange.minVariantPrice;
    const compareAt = product.data.compareAtPriceRange.minVariantPrice;
    if (price.currencyCode !== currency) continue;
    const priceValue = Number(price.amount);
    const compareValue = compareAt.currencyCode === currency ? Number(compareAt.amount) : 0;
    const purchase = purchaseOf(product.data);
    figures[record.slug] = {
      price: priceValue,
      ...(compareValue > priceValue ? { compareAtPrice: compareValue } : {}),
      availableForSale: product.data.availableForSale,
      ...(purchase ? { purchase } : {}),
    };
  }
  const missing = products.filter((p) => !figures[p.slug]).map((p) => p.slug);
  return { figures, missing };
}

/** Reads the figures of `products` from the Storefront API: one `nodes(ids:)` query. */
export function storefrontFigures(
  settings: StorefrontSettings,
  products: readonly Product[] = catalogue,
): () => Promise<Record<string, ProductFigures>> {
  const request = storefrontRequester(settings);
  const ids = products.map((product) => productGid(product.shopifyProductId));
  return async () => {
    const data = await request(catalogueFiguresQuery, { ids });
    const { figures, missing } = figuresFromAnswer(data, products);
    if (missing.length) logger.warn({ event: "storefront_figures_missing", products: missing });
    return figures;
  };
}

export interface FiguresKeeper {
  /** The last figures read, or null before the first successful read. */
  current(): FiguresBySlug | null;
  /** Reads them again now (one read at a time); rejects when Shopify cannot be reached. */
  refresh(): Promise<void>;
  /** Refreshes now and then every `intervalMs`, in the background. */
  start(): void;
  stop(): void;
}

/**
 * Keeps Shopify's figures in memory. Pages read `current()` and never wait for Shopify: a read that
 * fails or takes too long leaves the last figures (the catalogue's, before the first read).
 */
export function figuresKeeper(options: {
  read: () => Promise<Record<string, ProductFigures>>;
  intervalMs: number;
  timeoutMs: number;
  onChange: (figures: FiguresBySlug) => void;
}): FiguresKeeper {
  let figures: FiguresBySlug | null = null;
  let running: Promise<void> | undefined;
  let timer: ReturnType<typeof setInterval> | undefined;

  const refresh = () => {
    running ??= withTimeout(
      options.read(),
      options.timeoutMs,
      "Storefront API did not answer in time",
    )
      .then((next) => {
        const changed = !sameFigures(figures, next);
        figures = next;
        if (changed) {
          logger.info({ event: "storefront_figures_changed", products: Object.keys(next).length });
          options.onChange(next);
        }
      })
      .catch((error: unknown) => {
        logger.warn({ event: "storefront_figures_unavailable", ...errorSummary(error) });
        throw error;
      })
      .finally(() => {
        running = undefined;
      });
    return running;
  };

  return {
    current: () => figures,
    refresh,
    start() {
      if (timer) return;
      refresh().catch(() => undefined);
      timer = setInterval(() => void refresh().catch(() => undefined), options.intervalMs);
      timer.unref();
    },
    stop() {
      clearInterval(timer);
      timer = undefined;
    },
  };
}

let shared: FiguresKeeper | null = null;

/** Makes `keeper` the one pages read (server composition, once Shopify is configured). */
export function setFiguresKeeper(keeper: FiguresKeeper | null): void {
  shared = keeper;
}

/** Shopify's figures as last read, or null (Shopify not configured, or not reached yet). */
export function liveFigures(): FiguresBySlug | null {
  return shared?.current() ?? null;
}

/**
 * The `products/update` webhook: when the product is one of the catalogue's, the figures are read
 * again at once (a failure fails the delivery, so Shopify sends it again).
 */
export function productUpdatedHandler(
  keeper: FiguresKeeper,
  products: readonly Product[] = catalogue,
): WebhookHandler {
  const ids = new Set(products.map((product) => String(product.shopifyProductId)));
  return async (payload) => {
    const body = (payload ?? {}) as { id?: unknown; admin_graphql_api_id?: unknown };
    const id =
      typeof body.admin_graphql_api_id === "string"
        ? numericShopifyId(body.admin_graphql_api_id)
        : typeof body.id === "number" || typeof body.id === "string"
          ? String(body.id)
          : null;
    if (id !== null && !ids.has(id)) return;
    await keeper.refresh();
  };
}
