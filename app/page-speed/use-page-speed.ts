import { useEffect } from "react";

/**
 * Reports the shop's page speed from this browser, for the share of page views `sample` (0 to 1),
 * unless the shopper opted out (`optedOut`, checked in the browser) or the page is the console's.
 */
export function usePageSpeed(sample: number, optedOut: () => boolean): void {
  useEffect(() => {
    if (window.location.pathname.startsWith("/owner")) return;
    if (!("sendBeacon" in navigator) || optedOut() || Math.random() >= sample) return;
    // The measuring code and web-vitals load after the page, in a chunk of their own.
    import("./page-speed-client").then(({ measure }) => measure()).catch(() => undefined);
    // Once per page load: the root never remounts.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
