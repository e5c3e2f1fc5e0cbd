// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type {
  CartComponentConfig,
  ProductComponentConfig,
  ShopifyProductComponent,
  ShopifyUI,
} from "./types";

const scriptLoads = vi.hoisted(() => ({ fail: false, count: 0 }));

vi.mock("../after-interactive", () => ({
  afterInteractive: (task: () => void) => task(),
  loadScript: () => {
    scriptLoads.count += 1;
    return scriptLoads.fail ? Promise.reject(new Error("blocked")) : Promise.resolve();
  },
}));

const shopifyShop = { domain: "verdant-roots-test.myshopify.com", storefrontAccessToken: "token" };
const variantGid = "gid://shopify/ProductVariant/9000000000001";

/** A stand-in for window.ShopifyBuy that records what the adapter asks of it. */
function installVendor({ productFound = true } = {}) {
  const cart = { addVariantToCart: vi.fn(() => Promise.resolve({})) };
  const createComponent = vi.fn(async (_type: "product", config: ProductComponentConfig) => {
    const component: ShopifyProductComponent = {
      node: config.node,
      model: {},
      selectedQuantity: 2,
    };
    ui.components.product.push(component);
    config.node.append(document.createElement("iframe"));
    if (!productFound) return undefined;
    component.model = { id: `gid://shopify/Product/${config.id}`, variants: [{ id: variantGid }] };
    return component;
  });
  const createCart = vi.fn((_config: CartComponentConfig) => Promise.resolve(cart));
  const ui: ShopifyUI = { components: { product: [], cart: [] }, createComponent, createCart };
  const fetchProduct = vi.fn((id: string) =>
    Promise.resolve(productFound ? { id, variants: [{ id: variantGid }] } : null),
  );
  const buildClient = vi.fn((config: typeof shopifyShop) => ({
    config,
    product: { fetch: fetchProduct },
  }));
  const init = vi.fn(() => ui);
  window.ShopifyBuy = { buildClient, UI: { init } };
  return { ui, cart, createComponent, createCart, fetchProduct, buildClient, init };
}

async function loadAdapter() {
  vi.resetModules();
  return import("./buy-button.client");
}

function host() {
  const node = document.createElement("div");
  document.body.append(node);
  return node;
}

beforeEach(() => {
  scriptLoads.fail = false;
  scriptLoads.count = 0;
  document.body.replaceChildren();
  vi.spyOn(console, "warn").mockImplementation(() => {});
});

afterEach(() => {
  delete window.ShopifyBuy;
  vi.restoreAllMocks();
});

describe("mountProductWidget", () => {
  it("mounts an 'Add to cart' button without image, title or price, and a Subtotal/Checkout cart", async () => {
    const vendor = installVendor();
    const { mountProductWidget } = await loadAdapter();
    const node = host();
    const widget = await mountProductWidget(shopifyShop, {
      shopifyProductId: 8000000000001,
      node,
      flush: false,
      onAddToCart: () => {},
    });

    expect(vendor.buildClient).toHaveBeenCalledWith(shopifyShop);
    const [type, config] = vendor.createComponent.mock.calls[0]!;
    expect(type).toBe("product");
    expect(config.id).toBe(8000000000001);
    expect(config.moneyFormat).toBe("%24%7B%7Bamount%7D%7D");
    expect(config.node.parentElement).toBe(node);
    const { product, cart } = config.options;
    expect(product?.contents).toMatchObject({
      img: false,
      imgWithCarousel: false,
      title: false,
      variantTitle: false,
      price: false,
      description: false,
      button: true,
    });
    expect(product?.text).toEqual({ button: "Add to cart" });
    expect(product?.buttonDestination).toBe("cart");
    expect(cart?.popup).toBe(false);
    expect(cart?.text).toMatchObject({ total: "Subtotal", button: "Checkout" });
    expect(widget.checkoutUrl).toBe(
      "https://verdant-roots-test.myshopify.com/cart/9000000000001:1",
    );
  });

  it("drops the wrapper spacing for a flush widget", async () => {
    const vendor = installVendor();
    const { mountProductWidget } = await loadAdapter();
    const mount = (flush: boolean) =>
      mountProductWidget(shopifyShop, {
        shopifyProductId: 1,
        node: host(),
        flush,
        onAddToCart: () => {},
      });
    await mount(true);
    await mount(false);
    const styles = vendor.createComponent.mock.calls.map(
      ([, config]) => config.options.product?.styles,
    );
    expect(styles[0]).toMatchObject({ product: { margin: "0", padding: "0" } });
    expect(styles[1]).toMatchObject({ product: {} });
  });

  it("loads the script and builds the client and UI once for every widget of the page view", async () => {
    const vendor = installVendor();
    const { mountProductWidget } = await loadAdapter();
    const options = { shopifyProductId: 1, flush: false, onAddToCart: () => {} };
    await mountProductWidget(shopifyShop, { ...options, node: host() });
    await mountProductWidget(shopifyShop, { ...options, shopifyProductId: 2, node: host() });
    expect(scriptLoads.count).toBe(1);
    expect(vendor.buildClient).toHaveBeenCalledTimes(1);
    expect(vendor.init).toHaveBeenCalledTimes(1);
  });

  it("reports the Buy Button's own add-to-cart event with the quantity", async () => {
    const vendor = installVendor();
    const { mountProductWidget } = await loadAdapter();
    const onAddToCart = vi.fn();
    await mountProductWidget(shopifyShop, {
      shopifyProductId: 1,
      node: host(),
      flush: false,
      onAddToCart,
    });
    const events = vendor.createComponent.mock.calls[0]![1].options.product?.events as {
      addVariantToCart: (component: { selectedQuantity?: number }) => void;
    };
    events.addVariantToCart({ selectedQuantity: 3 });
    expect(onAddToCart).toHaveBeenCalledWith(3);
    onAddToCart.mockImplementation(() => {
      throw new Error("listener broke");
    });
    expect(() => events.addVariantToCart({})).not.toThrow();
  });

  it("destroy removes this widget only, and leaves the host element React owns", async () => {
    const vendor = installVendor();
    const { mountProductWidget } = await loadAdapter();
    const options = { shopifyProductId: 1, flush: false, onAddToCart: () => {} };
    const firstHost = host();
    const first = await mountProductWidget(shopifyShop, { ...options, node: firstHost });
    const second = await mountProductWidget(shopifyShop, { ...options, node: host() });
    first.destroy();
    expect(vendor.ui.components.product).toHaveLength(1);
    expect(firstHost.isConnected).toBe(true);
    expect(firstHost.childElementCount).toBe(0);
    expect(document.querySelectorAll("iframe")).toHaveLength(1);
    second.destroy();
    second.destroy();
    expect(vendor.ui.components.product).toHaveLength(0);
  });

  it("aborting while it mounts leaves nothing behind", async () => {
    const vendor = installVendor();
    const { mountProductWidget } = await loadAdapter();
    const controller = new AbortController();
    const node = host();
    const mounting = mountProductWidget(shopifyShop, {
      shopifyProductId: 1,
      node,
      flush: false,
      onAddToCart: () => {},
      signal: controller.signal,
    });
    controller.abort();
    await expect(mounting).rejects.toThrow("removed before it loaded");
    expect(vendor.ui.components.product).toHaveLength(0);
    expect(node.childElementCount).toBe(0);
  });

  it("rejects and cleans up when the product cannot be fetched", async () => {
    const vendor = installVendor({ productFound: false });
    const { mountProductWidget } = await loadAdapter();
    const node = host();
    await expect(
      mountProductWidget(shopifyShop, {
        shopifyProductId: 1,
        node,
        flush: false,
        onAddToCart: () => {},
      }),
    ).rejects.toThrow("could not be loaded");
    expect(vendor.ui.components.product).toHaveLength(0);
    expect(node.childElementCount).toBe(0);
  });

  it("rejects every widget when the script cannot load, without trying again", async () => {
    installVendor();
    scriptLoads.fail = true;
    const { mountProductWidget, addToShopifyCart } = await loadAdapter();
    const options = { shopifyProductId: 1, flush: false, onAddToCart: () => {} };
    const nodes = [host(), host()];
    const results = await Promise.allSettled(
      nodes.map((node) => mountProductWidget(shopifyShop, { ...options, node })),
    );
    expect(results.map((result) => result.status)).toEqual(["rejected", "rejected"]);
    await expect(addToShopifyCart(shopifyShop, 1, 1)).rejects.toThrow("blocked");
    expect(scriptLoads.count).toBe(1);
    expect(nodes.map((node) => node.childElementCount)).toEqual([0, 0]);
  });
});

describe("own buy control (Moringa)", () => {
  it("prepares the shared cart and the product's checkout link", async () => {
    const vendor = installVendor();
    const { prepareOwnBuyControl } = await loadAdapter();
    await expect(prepareOwnBuyControl(shopifyShop, 8000000000002)).resolves.toEqual({
      checkoutUrl: "https://verdant-roots-test.myshopify.com/cart/9000000000001:1",
    });
    expect(vendor.fetchProduct).toHaveBeenCalledWith("gid://shopify/Product/8000000000002");
    const cartConfig = vendor.createCart.mock.calls[0]![0];
    expect(cartConfig.options.cart).toMatchObject({
      popup: false,
      text: { total: "Subtotal", button: "Checkout" },
    });
  });

  it("adds the first variant to the same cart, opening it", async () => {
    const vendor = installVendor();
    const { addToShopifyCart, prepareOwnBuyControl } = await loadAdapter();
    await prepareOwnBuyControl(shopifyShop, 8000000000002);
    await addToShopifyCart(shopifyShop, 8000000000002, 4);
    expect(vendor.cart.addVariantToCart).toHaveBeenCalledWith({ id: variantGid }, 4);
    expect(vendor.createCart).toHaveBeenCalledTimes(1);
    expect(vendor.fetchProduct).toHaveBeenCalledTimes(1);
  });

  it("rejects a bad quantity or a product the store does not have", async () => {
    installVendor({ productFound: false });
    const { addToShopifyCart } = await loadAdapter();
    await expect(addToShopifyCart(shopifyShop, 1, 0)).rejects.toThrow("Not a quantity");
    await expect(addToShopifyCart(shopifyShop, 1, 1)).rejects.toThrow("not found");
  });
});
