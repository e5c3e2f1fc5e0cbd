/**
 * The store's email addresses, from the server's configuration (SUPPORT_EMAIL, ORDERS_EMAIL); null
 * when not configured, as in the demo store.
 */
export interface StoreAddresses {
  support: string | null;
  orders: string | null;
}

export const noAddresses: StoreAddresses = { support: null, orders: null };

/**
 * Where content (FAQ answers, policies) names an address: replaced when the page is shown, by the
 * configured address or by words saying this demo store has none.
 */
export const addressSlot = {
  support: "{support-email}",
  orders: "{orders-email}",
} as const;

/** What stands where an address would be while none is configured: never an address. */
export const demoAddressWords = {
  support: "our support email address (none yet: this is a demo store)",
  orders: "our orders email address (none yet: this is a demo store)",
} as const;

type AddressKind = keyof typeof addressSlot;

/** The address of a kind, or the demo store's words in its place. */
function addressOrDemo(kind: AddressKind, addresses: StoreAddresses): string {
  return addresses[kind] ?? demoAddressWords[kind];
}

/** A text with its address slots filled. */
export function withAddresses(text: string, addresses: StoreAddresses): string {
  return text
    .replaceAll(addressSlot.support, addressOrDemo("support", addresses))
    .replaceAll(addressSlot.orders, addressOrDemo("orders", addresses));
}

/** The addresses from the root loader's data (in a meta function's matches). */
export function addressesFrom(
  matches: readonly ({ id: string; data?: unknown } | undefined)[],
): StoreAddresses {
  const root = matches.find((match) => match?.id === "root")?.data as
    { config?: { addresses?: StoreAddresses } } | undefined;
  return root?.config?.addresses ?? noAddresses;
}
