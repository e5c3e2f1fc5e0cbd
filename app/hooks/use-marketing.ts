import { useEffect, useLayoutEffect, useRef } from "react";
import { useLocation } from "react-router";
import type { PublicConfig } from "~/env.server";
import { refreshOnsite, startKlaviyo } from "~/integrations/klaviyo/klaviyo.client";

/** Starts Klaviyo once (when configured) and tells it about every later route change. */
export function useMarketing(klaviyo: PublicConfig["klaviyo"]) {
  const { pathname } = useLocation();
  const firstPath = useRef(pathname);
  // A layout effect runs before every page's own effects (which send events), so those find
  // Klaviyo configured.
  useLayoutEffect(() => startKlaviyo(klaviyo), [klaviyo]);
  useEffect(() => {
    if (pathname === firstPath.current) return;
    firstPath.current = "";
    return refreshOnsite();
  }, [pathname]);
}
