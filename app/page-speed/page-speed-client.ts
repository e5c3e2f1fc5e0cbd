import { onCLS, onFCP, onINP, onLCP, onTTFB, type Metric } from "web-vitals";
import {
  metricScale,
  pageTypeOf,
  type DeviceClass,
  type PageType,
  type SpeedBeacon,
} from "./page-speed-terms";

/** Where a page view's report is sent. */
const beaconPath = "/api/page-speed";

interface PageView {
  pageType: PageType;
  metrics: SpeedBeacon["metrics"];
  sent: boolean;
}

/** Phones by the layout's own breakpoint: narrower than 768 CSS pixels. */
function deviceClass(): DeviceClass {
  return window.matchMedia("(max-width: 767px)").matches ? "phone" : "desktop";
}

/**
 * Measures this page view (and each soft navigation the browser reports) with Google's web-vitals
 * (this module is loaded after the page), and sends each view's metrics once, in one beacon, when the page is hidden
 * (left, or its tab put away), or when the next soft navigation has begun.
 */
export function measure(): void {
  const device = deviceClass();
  const views = new Map<number, PageView>();
  const send = (view: PageView) => {
    if (view.sent || !Object.keys(view.metrics).length) return;
    view.sent = true;
    const beacon: SpeedBeacon = { pageType: view.pageType, device, metrics: view.metrics };
    navigator.sendBeacon(beaconPath, JSON.stringify(beacon));
  };
  const sendAll = () => views.forEach(send);
  const record = (metric: Metric) => {
    let view = views.get(metric.navigationId);
    if (!view) {
      const address = new URL(metric.navigationURL ?? window.location.href, window.location.href);
      view = { pageType: pageTypeOf(address.pathname), metrics: {}, sent: false };
      // A soft navigation began: the views before it are complete once their last reports,
      // made as it began, are in.
      const earlier = [...views.values()];
      setTimeout(() => earlier.forEach(send), 0);
      views.set(metric.navigationId, view);
    }
    if (!view.sent) view.metrics[metric.name] = Math.round(metric.value * metricScale[metric.name]);
  };
  const options = { reportSoftNavs: true };
  onTTFB(record, options);
  onFCP(record, options);
  onLCP(record, options);
  onCLS(record, options);
  onINP(record, options);
  // Registered after web-vitals' own listeners, so its final reports come first. Leaving the page
  // hides it too (after pagehide, which would come before those reports).
  document.addEventListener("visibilitychange", () => {
    if (document.visibilityState === "hidden") sendAll();
  });
  // Marks the page as measured from here on (interactions before this are not seen).
  document.documentElement.dataset.pageSpeed = "measuring";
}
