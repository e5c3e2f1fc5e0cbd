import { createContext, useContext, useMemo, useState, type ReactNode } from "react";
import type { PublicConfig } from "~/env.server";

const outsideProviderMessage = "useShopify must be used within a ShopifyProvider";

export interface ShopContextValue {
  /** The Shopify store behind the cart, or null: the demo cart runs instead. */
  shopify: PublicConfig["shopify"];
  cartOpen: boolean;
  setCartOpen: (open: boolean) => void;
}

const ShopContext = createContext<ShopContextValue | null>(null);

export function ShopifyProvider({
  shopify,
  children,
}: {
  shopify: PublicConfig["shopify"];
  children: ReactNode;
}) {
  const [cartOpen, setCartOpen] = useState(false);
  const value = useMemo(() => ({ shopify, cartOpen, setCartOpen }), [shopify, cartOpen]);
  return <ShopContext.Provider value={value}>{children}</ShopContext.Provider>;
}

/** The commerce context: which cart runs, and the demo cart drawer's state. */
export function useShopify(): ShopContextValue {
  const value = useContext(ShopContext);
  if (!value) throw new Error(outsideProviderMessage);
  return value;
}
