import type { SpeedReport } from "~/page-speed/page-speed.server";
import { formatMetric } from "~/page-speed/page-speed-terms";
import type { ChartModel } from "./chart-model";
import { drawChart } from "./trend-charts.server";
import { periodLabel } from "./trend-periods";

/** The daily trend of the largest paint's 75th percentile, all pages and devices together. */
export function speedTrendChart(report: SpeedReport): ChartModel {
  const days = report.days.filter((day) => day.metrics.LCP.samples > 0);
  const values = days.map((day) => day.metrics.LCP.p75 ?? 0);
  const latest = days.at(-1);
  return drawChart({
    id: "lcp-trend",
    title: "Largest Contentful Paint per day, 75th percentile (ms)",
    description: latest
      ? `${days.length} days with page views since ${periodLabel("week", report.since)}; the latest, ${periodLabel("week", latest.day)}, ${formatMetric("LCP", latest.metrics.LCP.p75 ?? 0)}. Good is 2.5 s or less.`
      : "No page views measured in the last 28 days.",
    categories: days.map((day) => ({
      short: periodLabel("week", day.day),
      long: periodLabel("week", day.day),
    })),
    labelEvery: Math.max(1, Math.ceil(days.length / 6)),
    series: [{ name: "LCP, 75th percentile (ms)", values, shape: "bar", style: "primary" }],
  });
}
