import { useRouteLoaderData } from "react-router";
import { noAddresses, type StoreAddresses } from "~/config/store-addresses";

/** The store's addresses, in a component (from the root loader). */
export function useStoreAddresses(): StoreAddresses {
  const root = useRouteLoaderData("root") as
    { config?: { addresses?: StoreAddresses } } | undefined;
  return root?.config?.addresses ?? noAddresses;
}
