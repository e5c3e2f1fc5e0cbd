import { useEffect } from "react";
import { afterInteractive } from "~/integrations/after-interactive";

/**
 * Reports the shop's page speed from this browser, for the share of page views `sample` (0 to 1),
 * unless the shopper opted out (`optedOut`, checked in the browser) or the page is the console's.
 */
export function usePageSpeed(sample: number, optedOut: () => boolean): void {
  useEffect(() => {
    if (window.location.pathname.startsWith("/owner")) return;
    if (!("sendBeacon" in navigator) || optedOut() || Math.random() >= sample) return;
    // The measuring code and web-vitals load once the page is interactive and the browser idle, in
    // a chunk of their own (web-vitals reads the earlier paints back from the browser's buffer).
    afterInteractive(() => {
      import("./page-speed-client").then(({ measure }) => measure()).catch(() => undefined);
    });
    // Once per page load: the root never remounts.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
