import { useSyncExternalStore } from "react";

const noSubscription = () => () => {};

/** False while rendering on the server and hydrating, true after: for browser-only output. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
