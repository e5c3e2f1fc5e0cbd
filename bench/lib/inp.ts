/**
 * The INP part's arithmetic: what web-vitals' attributed onINP reported for one interaction, the
 * main-thread time Chromium's Performance.getMetrics counted around it, and the p75 and maximum
 * of the repetitions.
 */
import { percentile } from "./stats";

/** One onINP report, copied out of the page (the attribution build's fields this part uses). */
export interface InpReport {
  value: number;
  type?: string;
  target?: string;
  inputDelay: number;
  processing: number;
  presentation: number;
  /** The longest Long Animation Frame script intersecting the interaction, when one ran > 5 ms. */
  script?: {
    invoker: string;
    source: string;
    functionName: string;
    duration: number;
    subpart: string;
  };
  totalScript?: number;
  styleAndLayout?: number;
}

/** Performance.getMetrics' cumulative main-thread times, in seconds, by name. */
export type Metrics = Record<string, number>;

const metricNames = {
  task: "TaskDuration",
  script: "ScriptDuration",
  layout: "LayoutDuration",
  style: "RecalcStyleDuration",
} as const;

export type MainThread = Record<keyof typeof metricNames, number>;

/** The main-thread time (ms) spent between two Performance.getMetrics readings. */
export function mainThreadBetween(before: Metrics, after: Metrics): MainThread {
  const delta = (name: string) => ((after[name] ?? 0) - (before[name] ?? 0)) * 1000;
  return {
    task: delta(metricNames.task),
    script: delta(metricNames.script),
    layout: delta(metricNames.layout),
    style: delta(metricNames.style),
  };
}

/** Performance.getMetrics' answer as a map. */
export function metricsOf(answer: { metrics: { name: string; value: number }[] }): Metrics {
  return Object.fromEntries(answer.metrics.map(({ name, value }) => [name, value]));
}

/** The worst report of one page: INP is the largest interaction below 50 interactions. */
export function worstReport(reports: readonly InpReport[]): InpReport | undefined {
  return reports.reduce<InpReport | undefined>(
    (worst, report) => (!worst || report.value > worst.value ? report : worst),
    undefined,
  );
}

export interface InpSummary {
  p75: number;
  max: number;
  /** Repetitions where no report came (no interaction measured): counted as failures. */
  missing: number;
}

/** The p75 (nearest rank) and maximum of the repetitions' INP. */
export function summarizeInp(values: readonly (number | undefined)[]): InpSummary {
  const measured = values.filter((value): value is number => typeof value === "number");
  return {
    p75: percentile(measured, 0.75),
    max: measured.length ? Math.max(...measured) : Number.NaN,
    missing: values.length - measured.length,
  };
}

/** A script's file from its URL: the hashed asset's name, or the page for inline work. */
export function scriptFile(url: string): string {
  if (!url) return "(no URL: the browser's own or an inline handler)";
  return url.replace(/^https?:\/\/[^/]+/, "").replace(/^\/assets\//, "") || "/";
}

/** The longest script of a report in words, e.g. "click on BUTTON: onClick (entry.js), 80 ms". */
export function describeScript(report: InpReport | undefined): string {
  const script = report?.script;
  if (!script) return "no script over 5 ms";
  const name = script.functionName ? `${script.functionName} ` : "";
  return `${script.invoker || "?"}: ${name}(${scriptFile(script.source)}) ${Math.round(script.duration)} ms in ${script.subpart}`;
}
