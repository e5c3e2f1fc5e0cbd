import type { Route } from "./+types/owner.speed";
import { ConsoleHeading, EmptyNote, StatusTag } from "~/owner/console-parts";
import { ConsoleSection, ConsoleTable, consoleTable } from "~/owner/console-table";
import { requireOwner } from "~/owner/console-session.server";
import { runAsOwner } from "~/owner/console-operations.server";
import { ownerHeaders, ownerMeta } from "~/owner/owner-headers";
import { speedTrendChart } from "~/owner/insights/speed-chart.server";
import { TrendChart } from "~/owner/insights/trend-chart";
import { formatMetric, grade, speedMetrics, type SpeedMetric } from "~/page-speed/page-speed-terms";
import type { SpeedFigure } from "~/page-speed/page-speed.server";
import { env } from "~/env.server";

export const headers = ownerHeaders;

export const meta = ownerMeta("Page speed");

export async function loader({ request, context }: Route.LoaderArgs) {
  const owner = await requireOwner(request, context);
  const report = await runAsOwner(owner, "page-speed", {});
  return { report, chart: speedTrendChart(report), samplePercent: env().PAGE_SPEED_SAMPLE_PERCENT };
}

const metricNames: Record<SpeedMetric, string> = {
  LCP: "Largest Contentful Paint",
  INP: "Interaction to Next Paint",
  CLS: "Cumulative Layout Shift",
  FCP: "First Contentful Paint",
  TTFB: "Time to First Byte",
};

const pageTypeNames = {
  home: "Home",
  collection: "Collections",
  product: "Products",
  article: "Articles",
  other: "Other pages",
} as const;

/** A metric's 75th percentile and its grade in words (Google's thresholds), or a dash. */
function Figure({ metric, figure }: { metric: SpeedMetric; figure: SpeedFigure }) {
  if (figure.p75 === undefined) return <span className="text-ink-soft">Not measured</span>;
  const graded = grade(metric, figure.p75);
  return (
    <span className="inline-flex flex-wrap items-center gap-2">
      <span className="font-semibold tabular-nums">{formatMetric(metric, figure.p75)}</span>
      <StatusTag strong={graded === "good"}>{graded}</StatusTag>
    </span>
  );
}

export default function OwnerSpeed({ loaderData }: Route.ComponentProps) {
  const { report, chart, samplePercent } = loaderData;
  return (
    <div>
      <ConsoleHeading title="Page speed">
        How fast the shop is for real shoppers, from their own browsers: for each kind of page and
        device, the 75th percentile of each measure over the last 28 days (since {report.since},
        UTC), so three page views in four were at least this fast. Graded with Google&rsquo;s Core
        Web Vitals thresholds. {samplePercent}% of page views are measured
        (PAGE_SPEED_SAMPLE_PERCENT); shoppers who opted out are not.
      </ConsoleHeading>
      {report.rows.length ? (
        <ConsoleTable
          caption="75th percentile of each measure per kind of page and device, last 28 days"
          columns={[
            { head: "Pages" },
            { head: "Device" },
            ...speedMetrics.map((metric) => ({
              head: <abbr title={metricNames[metric]}>{metric}</abbr>,
            })),
            { head: "Page views" },
          ]}
        >
          {report.rows.map((row) => (
            <tr key={`${row.pageType}-${row.device}`} className={consoleTable.row}>
              <th scope="row" data-label="Pages" className={`${consoleTable.cell} font-semibold`}>
                {pageTypeNames[row.pageType]}
              </th>
              <td data-label="Device" className={consoleTable.cell}>
                {row.device === "phone" ? "Phone" : "Desktop"}
              </td>
              {speedMetrics.map((metric) => (
                <td key={metric} data-label={metric} className={consoleTable.cell}>
                  <Figure metric={metric} figure={row.metrics[metric]} />
                </td>
              ))}
              <td data-label="Page views" className={`${consoleTable.cell} tabular-nums`}>
                {Math.max(...speedMetrics.map((metric) => row.metrics[metric].samples))}
              </td>
            </tr>
          ))}
        </ConsoleTable>
      ) : (
        <EmptyNote>No page views have been measured in the last 28 days.</EmptyNote>
      )}
      {report.days.length ? (
        <ConsoleSection id="speed-trend" title="Daily trend">
          <div className="mt-4 max-w-2xl">
            <TrendChart chart={chart} />
          </div>
          <ConsoleTable
            caption="75th percentile of each measure per day, all pages and devices"
            columns={[{ head: "Day (UTC)" }, ...speedMetrics.map((metric) => ({ head: metric }))]}
          >
            {report.days.map((day) => (
              <tr key={day.day} className={consoleTable.row}>
                <th scope="row" data-label="Day" className={`${consoleTable.cell} font-normal`}>
                  {day.day}
                </th>
                {speedMetrics.map((metric) => (
                  <td key={metric} data-label={metric} className={consoleTable.cell}>
                    <Figure metric={metric} figure={day.metrics[metric]} />
                  </td>
                ))}
              </tr>
            ))}
          </ConsoleTable>
        </ConsoleSection>
      ) : null}
    </div>
  );
}
