import { useEffect, useLayoutEffect, useRef } from "react";
import { useLocation } from "react-router";
import type { PublicConfig } from "~/env.server";
import { refreshOnsite, startKlaviyo } from "~/integrations/klaviyo/klaviyo.client";
import { optedOutInBrowser } from "~/privacy/marketing-choice";

/**
 * Starts Klaviyo once (when configured, and unless the browser sends Global Privacy Control or
 * carries the opt-out cookie) and tells it about every later route change.
 */
export function useMarketing(klaviyo: PublicConfig["klaviyo"]) {
  const { pathname } = useLocation();
  const firstPath = useRef(pathname);
  // A layout effect runs before every page's own effects (which send events), so those find
  // Klaviyo configured.
  useLayoutEffect(() => startKlaviyo(optedOutInBrowser() ? null : klaviyo), [klaviyo]);
  useEffect(() => {
    if (pathname === firstPath.current) return;
    firstPath.current = "";
    return refreshOnsite();
  }, [pathname]);
}
