/**
 * The small part of Shopify's Buy Button (buy-button-js 3.0.6, loaded from the CDN as
 * `window.ShopifyBuy`) that the adapter uses. Only what we call or read is typed; the vendor
 * accepts more.
 */

/** The public Storefront configuration the browser receives (`publicConfig(env).shopify`). */
export interface ShopifyConfig {
  domain: string;
  storefrontAccessToken: string;
}

export interface ShopifyVariant {
  /** A Storefront API global id, e.g. gid://shopify/ProductVariant/123. */
  id: string;
}

export interface ShopifyProductModel {
  id: string;
  variants: ShopifyVariant[];
}

export interface ShopifyClient {
  config: ShopifyConfig;
  product: { fetch(id: string): Promise<ShopifyProductModel | null> };
}

/** CSS declarations keyed by property, or nested rules keyed by pseudo-class or media query. */
export interface StyleRules {
  [propertyOrSelector: string]: string | StyleRules;
}

export interface ShopifyProductComponent {
  /** The element the component was mounted into (and which its destroy removes). */
  node: HTMLElement;
  /** Empty until the product has been fetched. */
  model: Partial<ShopifyProductModel>;
  selectedQuantity?: number;
}

export interface ShopifyCartComponent {
  /** Opens the cart and adds the line; null when quantity is not positive. */
  addVariantToCart(
    variant: ShopifyVariant,
    quantity?: number,
    openCart?: boolean,
  ): Promise<unknown> | null;
}

/** Per-component options: `product`, `cart`, `toggle`, `lineItem`, … (see the vendor's defaults). */
export type ComponentOptions = Record<string, Record<string, unknown>>;

export interface ProductComponentConfig {
  /** The numeric Shopify product id; the vendor turns it into a Storefront global id. */
  id: number;
  node: HTMLElement;
  /** URI-encoded, e.g. "%24%7B%7Bamount%7D%7D" for "${{amount}}". */
  moneyFormat: string;
  options: ComponentOptions;
}

export interface CartComponentConfig {
  moneyFormat: string;
  options: ComponentOptions;
}

export interface ShopifyUI {
  components: { product: ShopifyProductComponent[]; cart: ShopifyCartComponent[] };
  /** Resolves to undefined when the component fails (the vendor logs the error itself). */
  createComponent(
    type: "product",
    config: ProductComponentConfig,
  ): Promise<ShopifyProductComponent | undefined>;
  /** The page's one cart: created on first call, the same cart afterwards. */
  createCart(config: CartComponentConfig): Promise<ShopifyCartComponent>;
}

export interface ShopifyBuyGlobal {
  buildClient(config: ShopifyConfig): ShopifyClient;
  UI: {
    /** buybutton.js: one UI per store domain and token. */
    init(client: ShopifyClient): ShopifyUI;
    /** Only the buy-button-storefront loader script defines this. */
    onReady?(client: ShopifyClient): Promise<ShopifyUI>;
  };
}

declare global {
  interface Window {
    ShopifyBuy?: ShopifyBuyGlobal;
  }
}
