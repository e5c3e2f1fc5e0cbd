/**
 * Browser-only adapter for Shopify's Buy Button. The vendor script comes from Shopify's CDN (never
 * bundled); it is loaded once per page view after the page is interactive, and one client, one UI
 * and so one cart serve every product page of the page view. Nothing else touches
 * `window.ShopifyBuy`.
 */
import { afterInteractive, loadScript } from "../after-interactive";
import { cartPermalink, productGid } from "./ids";
import { button as buttonColour, buttonHover as buttonHoverColour, lime } from "~/config/brand";
import { withTimeout } from "~/lib/with-timeout";
import { oncePerPageView } from "./load-once";
import type {
  ComponentOptions,
  ShopifyCartComponent,
  ShopifyClient,
  ShopifyConfig,
  ShopifyProductModel,
  ShopifyUI,
  StyleRules,
} from "./types";

/** Pinned to the version of the `@shopify/buy-button-js` dev dependency the browser tests run. */
export const buyButtonScriptUrl = "https://sdks.shopifycdn.com/buy-button/3.0.6/buybutton.js";
export const scriptTimeoutMs = 10_000;
/** "${{amount}}", URI-encoded as the vendor expects. */
const moneyFormat = "%24%7B%7Bamount%7D%7D";

const fontFamily = 'ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif';
const brandButton: StyleRules = {
  "background-color": buttonColour,
  color: "#ffffff",
  "border-radius": "9999px",
  "font-family": fontFamily,
  "font-size": "14px",
  "font-weight": "600",
  ":hover": { "background-color": buttonHoverColour },
  // Drawn inside the button so the iframe's edge never clips it.
  ":focus": {
    "background-color": buttonHoverColour,
    outline: `3px solid ${lime}`,
    "outline-offset": "-4px",
  },
};

const sharedOptions: ComponentOptions = {
  cart: {
    popup: false,
    text: {
      title: "Cart",
      total: "Subtotal",
      button: "Checkout",
      empty: "Your cart is empty.",
      notice: "Shipping and discount codes are added at checkout.",
    },
    styles: {
      button: brandButton,
      title: { "font-family": fontFamily },
      // The vendor uppercases it; the cart shows "Subtotal" as written.
      subtotalText: { "text-transform": "none" },
    },
  },
  toggle: {
    sticky: true,
    contents: { count: true, icon: true, title: false },
    text: { title: "Cart" },
    styles: {
      toggle: {
        "background-color": buttonColour,
        ":hover": { "background-color": buttonHoverColour },
        ":focus": { "background-color": buttonHoverColour },
      },
      count: { "font-family": fontFamily, "font-weight": "600" },
    },
  },
};

interface Shop {
  client: ShopifyClient;
  ui: ShopifyUI;
}

/** The script, the client and the UI: once per page view; a failure is final for the page view. */
const connect = oncePerPageView(async ({ domain, storefrontAccessToken }: ShopifyConfig) => {
  await new Promise<void>((resolve) => afterInteractive(resolve));
  await withTimeout(
    loadScript(buyButtonScriptUrl),
    scriptTimeoutMs,
    `Timed out loading ${buyButtonScriptUrl}`,
  );
  const ShopifyBuy = window.ShopifyBuy;
  if (!ShopifyBuy?.UI) throw new Error("The Buy Button script did not define ShopifyBuy");
  const client = ShopifyBuy.buildClient({ domain, storefrontAccessToken });
  // buybutton.js has UI.init; Shopify's storefront loader script has UI.onReady instead.
  const ui = await (ShopifyBuy.UI.onReady?.(client) ?? ShopifyBuy.UI.init(client));
  return { client, ui } satisfies Shop;
});

const products = new Map<number, Promise<ShopifyProductModel>>();

/** The product's Storefront record (cached per page view; a failed fetch may be tried again). */
function fetchProduct(client: ShopifyClient, shopifyProductId: number) {
  let product = products.get(shopifyProductId);
  if (!product) {
    product = client.product.fetch(productGid(shopifyProductId)).then((model) => {
      if (!model?.variants[0]) throw new Error(`Shopify product ${shopifyProductId} not found`);
      return model;
    });
    products.set(shopifyProductId, product);
    product.catch(() => products.delete(shopifyProductId));
  }
  return product;
}

/** The page view's one cart (the same one product widgets use), created on first use. */
const cartFor = oncePerPageView((ui: ShopifyUI): Promise<ShopifyCartComponent> =>
  ui.createCart({ moneyFormat, options: sharedOptions }),
);

export interface MountedWidget {
  /** Removes this page's product component; the cart stays for the rest of the page view. */
  destroy(): void;
  /** Shopify's cart permalink for the product's first variant, or null. */
  checkoutUrl: string | null;
}

export interface MountOptions {
  shopifyProductId: number;
  /** An element React leaves empty; the widget mounts into a child the adapter creates. */
  node: HTMLElement;
  /** Sink Deep: no spacing around the button. */
  flush: boolean;
  /** The Buy Button's own add-to-cart event, with the quantity added. */
  onAddToCart: (quantity: number) => void;
  /** Aborting destroys the widget, whether or not it has finished mounting. */
  signal?: AbortSignal;
}

function abortError() {
  return new DOMException("The widget was removed before it loaded", "AbortError");
}

/** Mounts the Buy Button product component: just an "Add to cart" button that fills the cart. */
export function mountProductWidget(
  config: ShopifyConfig,
  { shopifyProductId, node, flush, onAddToCart, signal }: MountOptions,
): Promise<MountedWidget> {
  // The vendor's destroy removes the element it was given, so it never gets one React owns.
  const mountPoint = node.ownerDocument.createElement("div");
  node.append(mountPoint);
  let ui: ShopifyUI | undefined;
  const destroy = () => {
    // Only this widget's component (ui.destroyComponent would destroy every product component).
    const list = ui?.components.product ?? [];
    for (let index = list.length - 1; index >= 0; index -= 1) {
      if (list[index]?.node === mountPoint) list.splice(index, 1);
    }
    mountPoint.remove();
  };
  signal?.addEventListener("abort", destroy, { once: true });

  const mount = async (): Promise<MountedWidget> => {
    ui = (await connect(config)).ui;
    if (signal?.aborted) throw abortError();
    const component = await ui.createComponent("product", {
      id: shopifyProductId,
      node: mountPoint,
      moneyFormat,
      options: {
        ...sharedOptions,
        product: {
          buttonDestination: "cart",
          layout: "vertical",
          width: "100%",
          contents: {
            img: false,
            imgWithCarousel: false,
            title: false,
            variantTitle: false,
            price: false,
            unitPrice: false,
            options: false,
            quantity: false,
            quantityIncrement: false,
            quantityDecrement: false,
            quantityInput: false,
            button: true,
            buttonWithQuantity: false,
            description: false,
          },
          text: { button: "Add to cart" },
          events: {
            addVariantToCart: (added: { selectedQuantity?: number }) => {
              try {
                onAddToCart(added.selectedQuantity ?? 1);
              } catch (error) {
                console.warn("Add-to-cart listener failed:", error);
              }
            },
          },
          styles: {
            // The vendor's 20 px gap above the button separates a title and price we do not show.
            product: flush ? { margin: "0", padding: "0" } : {},
            buttonWrapper: { "margin-top": "0" },
            button: { ...brandButton, width: "100%", "min-height": "44px", padding: "12px 20px" },
          },
        },
      },
    });
    if (signal?.aborted) throw abortError();
    // The vendor resolves undefined (and logs) when the product cannot be fetched.
    if (!component) throw new Error(`Shopify product ${shopifyProductId} could not be loaded`);
    const variantId = component.model.variants?.[0]?.id;
    return { destroy, checkoutUrl: variantId ? cartPermalink(config.domain, variantId) : null };
  };

  return mount().catch((error: unknown) => {
    destroy();
    throw error;
  });
}

/**
 * For a page with its own buy control (Moringa): loads the script, opens the shared cart (so a
 * stored cart and its toggle come back) and fetches the product. Resolves to its checkout link.
 */
export async function prepareOwnBuyControl(
  config: ShopifyConfig,
  shopifyProductId: number,
): Promise<{ checkoutUrl: string | null }> {
  const { client, ui } = await connect(config);
  const [product] = await Promise.all([fetchProduct(client, shopifyProductId), cartFor(ui)]);
  const variant = product.variants[0];
  return { checkoutUrl: variant ? cartPermalink(config.domain, variant.id) : null };
}

/** Adds the product's first variant to the page's cart and opens it; rejects on failure. */
export async function addToShopifyCart(
  config: ShopifyConfig,
  shopifyProductId: number,
  quantity: number,
): Promise<void> {
  if (!Number.isSafeInteger(quantity) || quantity < 1) {
    throw new Error(`Not a quantity: ${quantity}`);
  }
  const { client, ui } = await connect(config);
  const [product, cart] = await Promise.all([fetchProduct(client, shopifyProductId), cartFor(ui)]);
  const variant = product.variants[0];
  if (!variant) throw new Error(`Shopify product ${shopifyProductId} has no variant`);
  // The vendor closes its cart on any click outside it; let the click that got us here finish
  // first, or the cart would close again as soon as it opens.
  await new Promise((resolve) => setTimeout(resolve, 0));
  await cart.addVariantToCart(variant, quantity);
}
