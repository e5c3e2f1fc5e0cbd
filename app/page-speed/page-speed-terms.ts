/**
 * Real shoppers' page speed: the Core Web Vitals and two loading metrics each page view reports,
 * what kinds of page and device they are counted by, and Google's thresholds for grading them.
 */

export const speedMetrics = ["LCP", "INP", "CLS", "FCP", "TTFB"] as const;
export type SpeedMetric = (typeof speedMetrics)[number];

export const pageTypes = ["home", "collection", "product", "article", "other"] as const;
export type PageType = (typeof pageTypes)[number];

export const deviceClasses = ["phone", "desktop"] as const;
export type DeviceClass = (typeof deviceClasses)[number];

/** Milliseconds for the timings; CLS, a score, is kept in thousandths so every value is whole. */
export const metricScale: Record<SpeedMetric, number> = {
  LCP: 1,
  INP: 1,
  CLS: 1000,
  FCP: 1,
  TTFB: 1,
};

/**
 * Google's thresholds (web.dev, the values the web-vitals library grades by): at most the first is
 * good, above the second poor, in the stored unit (CLS in thousandths).
 */
const thresholds: Record<SpeedMetric, [number, number]> = {
  LCP: [2500, 4000],
  INP: [200, 500],
  CLS: [100, 250],
  FCP: [1800, 3000],
  TTFB: [800, 1800],
};

export type Grade = "good" | "needs improvement" | "poor";

export function grade(metric: SpeedMetric, value: number): Grade {
  const [good, poor] = thresholds[metric];
  return value <= good ? "good" : value <= poor ? "needs improvement" : "poor";
}

/** A stored value as people read it: "1.8 s", "120 ms", "0.05". */
export function formatMetric(metric: SpeedMetric, value: number): string {
  if (metric === "CLS") return (value / 1000).toFixed(2);
  return value >= 1000 ? `${(value / 1000).toFixed(1)} s` : `${Math.round(value)} ms`;
}

const collections = new Set([
  "mens-health",
  "womens-health",
  "reproductive-health",
  "detox",
  "longevity",
]);

/** The kind of page an address shows; no address itself is ever reported. */
export function pageTypeOf(pathname: string): PageType {
  const parts = pathname.split("/").filter(Boolean);
  if (parts.length === 0) return "home";
  if (parts.length === 1 && collections.has(parts[0]!)) return "collection";
  if (parts[0] === "products" && parts.length === 2) return "product";
  if (parts[0] === "articles" && parts.length === 2) return "article";
  return "other";
}

/** One page view's report, as the browser sends it. */
export interface SpeedBeacon {
  pageType: PageType;
  device: DeviceClass;
  /** Each metric measured, in the stored unit; a metric not measured (no tap: no INP) is absent. */
  metrics: Partial<Record<SpeedMetric, number>>;
}

const largest: Record<SpeedMetric, number> = {
  LCP: 600_000,
  INP: 600_000,
  CLS: 100_000,
  FCP: 600_000,
  TTFB: 600_000,
};

/** A beacon from its JSON, or undefined when it is not one: unknown kinds, values out of range. */
export function parseBeacon(value: unknown): SpeedBeacon | undefined {
  if (!value || typeof value !== "object") return undefined;
  const { pageType, device, metrics } = value as Record<string, unknown>;
  if (!pageTypes.includes(pageType as PageType)) return undefined;
  if (!deviceClasses.includes(device as DeviceClass)) return undefined;
  if (!metrics || typeof metrics !== "object" || Array.isArray(metrics)) return undefined;
  const parsed: SpeedBeacon["metrics"] = {};
  for (const [name, measured] of Object.entries(metrics)) {
    if (!speedMetrics.includes(name as SpeedMetric)) return undefined;
    const metric = name as SpeedMetric;
    if (typeof measured !== "number" || !Number.isInteger(measured)) return undefined;
    if (measured < 0 || measured > largest[metric]) return undefined;
    parsed[metric] = measured;
  }
  if (!Object.keys(parsed).length) return undefined;
  return { pageType: pageType as PageType, device: device as DeviceClass, metrics: parsed };
}

/** Nearest-rank 75th percentile of values given with how often each occurred; undefined for none. */
export function p75(counts: ReadonlyMap<number, number>): number | undefined {
  const total = [...counts.values()].reduce((sum, count) => sum + count, 0);
  if (!total) return undefined;
  const rank = Math.ceil(0.75 * total);
  let seen = 0;
  for (const value of [...counts.keys()].sort((a, b) => a - b)) {
    seen += counts.get(value)!;
    if (seen >= rank) return value;
  }
  return undefined;
}
