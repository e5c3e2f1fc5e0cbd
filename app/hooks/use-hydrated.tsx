import {
  createContext,
  startTransition,
  useContext,
  useEffect,
  useState,
  type ReactNode,
} from "react";

/**
 * Whether the page has hydrated. The root's provider says false on the server and while hydrating;
 * a component rendered on its own in a browser (no provider) counts as hydrated.
 */
const HydratedContext = createContext(true);

/** False while rendering on the server and hydrating, true after: for browser-only output. */
export function useHydrated(): boolean {
  return useContext(HydratedContext);
}

/**
 * Around the whole page: turns `useHydrated` true once hydration is done, in a transition, so the
 * components that then render again (dates in the visitor's zone, the search box, the favorites
 * count…) do it in slices a tap can interrupt, not in the task that finishes hydration. Components
 * mounted later (after a navigation) read true at once. Then marks the page interactive
 * (`data-hydrated` on <html>, which the end-to-end tests wait for).
 */
export function HydratedProvider({ children }: { children: ReactNode }) {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => {
    startTransition(() => setHydrated(true));
  }, []);
  useEffect(() => {
    if (hydrated) document.documentElement.dataset.hydrated = "";
  }, [hydrated]);
  return <HydratedContext value={hydrated}>{children}</HydratedContext>;
}
