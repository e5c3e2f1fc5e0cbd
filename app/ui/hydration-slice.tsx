import { Suspense, type ReactNode } from "react";

/**
 * A part of the page React hydrates in a pass of its own, after what is around it. The server's
 * HTML holds it whole (nothing in it waits), so it shows at once; in the browser React hydrates
 * each Suspense boundary separately at a low priority, so the page's hydration is committed and
 * its effects run in several short tasks instead of one long one. A slice inside a slice hydrates
 * after it. A tap on a part not yet hydrated hydrates that part first and is then replayed.
 */
export function HydrationSlice({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}
