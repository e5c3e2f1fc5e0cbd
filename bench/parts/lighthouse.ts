/**
 * Lighthouse (mobile preset, default simulated throttling) on four pages, three runs each, in
 * Debian's Chromium; medians of the scores and metrics. Then as many runs under applied throttling,
 * whose long tasks are shown beside the simulated ones, and as many on the floor's pages (an empty
 * page, the same page hydrated by React alone, each page without its scripts, and each page's own
 * elements hydrated by React alone), which show what this host blocks for without the store's code.
 */
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import type { BenchContext, Part } from "../context";
import { table, type BudgetRow } from "../lib/report";
import { startFloorServer } from "../lib/floor-pages";
import { buildMirroredPageScript, buildReactFloorScript } from "../lib/react-floor";
import { packageVersion } from "../lib/machine";
import { median } from "../lib/stats";
import { withStore } from "../lib/store";

const lighthousePages = [
  { name: "Home", path: "/" },
  { name: "Category", path: "/mens-health" },
  { name: "Product", path: "/products/bone-rock" },
  { name: "Article", path: "/articles/heart-health-guide" },
] as const;

const categories = ["performance", "accessibility", "best-practices", "seo"] as const;
const fullRuns = 3;
const runTimeoutMs = 120_000;

interface RunFigures {
  scores: Record<(typeof categories)[number], number>;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  scriptBytes: number;
  /** Weighted audits that did not pass, with their score (0–100). */
  failing: { category: string; title: string; score: number }[];
  unsizedImages: boolean;
  offscreenImagesOk: boolean;
  /** Images Lighthouse says should load lazily (below the fold, loaded at once). */
  offscreenImages: string[];
  lcpLazyLoaded: boolean;
  lcpElement: string;
  /** Lighthouse's phases of the LCP (TTFB, load delay, load time, render delay), in ms. */
  lcpPhases: LcpPhases;
  /** The LCP in the unthrottled trace Lighthouse simulates from, in ms from navigation start. */
  observedLcpMs: number;
  /**
   * Scripts that had finished loading by that observed paint: the simulation puts every such
   * download ahead of the LCP (ones that end after it are left out).
   */
  scriptsBeforeLcp: { count: number; bytes: number; of: number };
  lcpInServerHtml: boolean | undefined;
  /** Audits that say what would bring LCP forward, with their estimated saving. */
  lcpSavings: string[];
  /** The long main-thread tasks (Lighthouse's long-tasks audit, longest first): start, duration, attribution. */
  longTasks: { startMs: number; durationMs: number; source: string }[];
  /** Lighthouse's measure of this host's CPU speed (higher is faster); its 4× slowdown is fixed. */
  benchmarkIndex: number;
  /** Script evaluation per file (the bootup-time audit): scripting and parse/compile, in ms. */
  bootup: { source: string; scriptingMs: number; parseMs: number }[];
}

const lcpPhaseNames = ["TTFB", "Load Delay", "Load Time", "Render Delay"] as const;
type LcpPhases = Partial<Record<(typeof lcpPhaseNames)[number], number>>;

interface AuditLike {
  title: string;
  score: number | null;
  scoreDisplayMode: string;
  numericValue?: number;
  details?: { items?: Record<string, unknown>[] };
  metricSavings?: Record<string, number | undefined>;
}

type Lhr = NonNullable<Awaited<ReturnType<typeof lighthouse>>>["lhr"];

function auditOf(lhr: Lhr, id: string): AuditLike | undefined {
  return lhr.audits[id] as AuditLike | undefined;
}

function decodeEntities(html: string): string {
  return html
    .replace(/&#x([\da-f]+);/gi, (_, hex: string) => String.fromCodePoint(Number.parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_, decimal: string) => String.fromCodePoint(Number(decimal)))
    .replaceAll("&quot;", '"')
    .replaceAll("&lt;", "<")
    .replaceAll("&gt;", ">")
    .replaceAll("&nbsp;", "\u00a0")
    .replaceAll("&amp;", "&");
}

/**
 * The phases of the LCP from the same audit: time to first byte, then (for an image) how long
 * after it the image was asked for and how long it loaded, then the wait until it was painted.
 */
function lcpPhases(lhr: Lhr): LcpPhases {
  const items = auditOf(lhr, "largest-contentful-paint-element")?.details?.items ?? [];
  const phases: LcpPhases = {};
  for (const item of items) {
    for (const row of (item as { items?: { phase?: string; timing?: number }[] }).items ?? []) {
      const name = lcpPhaseNames.find((phase) => phase === row.phase);
      if (name && typeof row.timing === "number") phases[name] = row.timing;
    }
  }
  return phases;
}

/** The observed (unthrottled) LCP, and the scripts that had finished loading by then. */
function scriptsBeforePaint(lhr: Lhr): Pick<RunFigures, "observedLcpMs" | "scriptsBeforeLcp"> {
  const metrics = auditOf(lhr, "metrics")?.details?.items?.[0] ?? {};
  const observedLcpMs = Number(metrics.observedLargestContentfulPaint ?? Number.NaN);
  const scripts = (auditOf(lhr, "network-requests")?.details?.items ?? []).filter(
    (request) => request.resourceType === "Script",
  );
  const before = scripts.filter((request) => Number(request.networkEndTime) <= observedLcpMs);
  return {
    observedLcpMs,
    scriptsBeforeLcp: {
      count: before.length,
      bytes: before.reduce((sum, request) => sum + Number(request.transferSize ?? 0), 0),
      of: scripts.length,
    },
  };
}

/** A URL Lighthouse reports in full, as the path the page's HTML names it by. */
const pathOf = (url: string) => url.replace(/^https?:\/\/[^/]+/, "");

/** The LCP element, and whether the server's HTML already holds it (not client-side only). */
function lcpElement(lhr: Lhr, html: string): { label: string; inHtml: boolean | undefined } {
  const items = auditOf(lhr, "largest-contentful-paint-element")?.details?.items ?? [];
  // Lighthouse 12 nests the element in a table of tables.
  const flat = items.flatMap((item) => {
    const nested = (item as { items?: Record<string, unknown>[] }).items;
    return nested ?? [item];
  });
  const node = flat
    .map((item) => item.node as { snippet?: string; nodeLabel?: string } | undefined)
    .find(Boolean);
  if (!node?.snippet) return { label: "none reported", inHtml: undefined };
  // Lighthouse gives the image the browser chose (from `srcset`, not always `src`) as a full URL.
  const chosen = /\ssrc="([^"]+)"/.exec(node.snippet)?.[1];
  const src = chosen && pathOf(chosen);
  const label = node.nodeLabel?.slice(0, 60) ?? "";
  const tag = /^<(\w+)/.exec(node.snippet)?.[1] ?? "element";
  const text = decodeEntities(html);
  const inHtml = src
    ? text.includes(decodeEntities(src))
    : label
      ? text.includes(label.slice(0, 30))
      : undefined;
  return { label: src ? `<${tag}> ${src}` : `<${tag}> "${label}"`, inHtml };
}

/** A script's file name, or what Lighthouse calls work it cannot attribute. */
const sourceOf = (url: unknown) =>
  String(url ?? "?")
    .replace(/^https?:\/\/[^/]+\/?/, "/")
    .replace(/^\/assets\//, "");

function figures(lhr: Lhr, html: string): RunFigures {
  const scores = Object.fromEntries(
    categories.map((id) => [id, Math.round((lhr.categories[id]?.score ?? 0) * 100)]),
  ) as RunFigures["scores"];
  const failing: RunFigures["failing"] = [];
  for (const id of categories) {
    for (const ref of lhr.categories[id]?.auditRefs ?? []) {
      const audit = auditOf(lhr, ref.id);
      if (!audit || ref.weight === 0 || audit.score === null || audit.score >= 1) continue;
      if (audit.scoreDisplayMode === "notApplicable" || audit.scoreDisplayMode === "manual")
        continue;
      failing.push({ category: id, title: audit.title, score: Math.round(audit.score * 100) });
    }
  }
  const scriptRow = (auditOf(lhr, "resource-summary")?.details?.items ?? []).find(
    (item) => item.resourceType === "script",
  );
  const lcp = lcpElement(lhr, html);
  const lcpSavings = Object.values(lhr.audits as Record<string, AuditLike>)
    .filter((audit) => (audit.metricSavings?.LCP ?? 0) >= 50 && (audit.score ?? 1) < 1)
    .sort((a, b) => b.metricSavings!.LCP! - a.metricSavings!.LCP!)
    .map((audit) => `${audit.title} (−${Math.round(audit.metricSavings!.LCP!)} ms)`);
  return {
    scores,
    lcpMs: auditOf(lhr, "largest-contentful-paint")?.numericValue ?? Number.NaN,
    tbtMs: auditOf(lhr, "total-blocking-time")?.numericValue ?? Number.NaN,
    cls: auditOf(lhr, "cumulative-layout-shift")?.numericValue ?? Number.NaN,
    scriptBytes: Number(scriptRow?.transferSize ?? Number.NaN),
    failing,
    unsizedImages: (auditOf(lhr, "unsized-images")?.score ?? 1) < 1,
    offscreenImagesOk: (auditOf(lhr, "offscreen-images")?.score ?? 1) >= 0.9,
    offscreenImages: (auditOf(lhr, "offscreen-images")?.details?.items ?? []).map((item) =>
      pathOf(String(item.url ?? "")),
    ),
    lcpLazyLoaded: (auditOf(lhr, "lcp-lazy-loaded")?.score ?? 1) < 1,
    lcpElement: lcp.label,
    lcpPhases: lcpPhases(lhr),
    ...scriptsBeforePaint(lhr),
    lcpInServerHtml: lcp.inHtml,
    lcpSavings,
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? Number.NaN,
    longTasks: (auditOf(lhr, "long-tasks")?.details?.items ?? []).map((item) => ({
      startMs: Number(item.startTime ?? 0),
      durationMs: Number(item.duration ?? 0),
      source: sourceOf(item.url),
    })),
    bootup: (auditOf(lhr, "bootup-time")?.details?.items ?? []).slice(0, 3).map((item) => ({
      source: sourceOf(item.url),
      scriptingMs: Number(item.scripting ?? 0),
      parseMs: Number(item.scriptParseCompile ?? 0),
    })),
  };
}

function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  return Promise.race([
    promise,
    new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`${what} took longer than ${ms / 1000} s`)), ms);
    }),
  ]).finally(() => clearTimeout(timer));
}

const chromeFlags = ["--headless=new", "--no-sandbox", "--disable-gpu"];

/**
 * How Lighthouse slows the page: `simulate` (its default) loads it at full speed and computes what
 * a 4× slower CPU and slow 4G would have done, multiplying each task it observed; `devtools` has
 * Chromium really run 4× slower on a throttled connection, so the page's own code (React's
 * scheduler yielding every 5 ms) slices its work as it would on such a phone.
 */
type Throttling = "simulate" | "devtools";

async function runLighthouse(
  url: string,
  html: string,
  throttling: Throttling = "simulate",
): Promise<RunFigures> {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
    chromeFlags,
  });
  try {
    const result = await withTimeout(
      lighthouse(url, {
        port: chrome.port,
        output: "json",
        logLevel: "error",
        onlyCategories: [...categories],
        throttlingMethod: throttling,
        // Pictures of the page are not scored and take seconds to take.
        skipAudits: ["screenshot-thumbnails", "final-screenshot", "full-page-screenshot"],
      }),
      runTimeoutMs,
      `Lighthouse on ${url}`,
    );
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    if (result.lhr.runtimeError) {
      throw new Error(`Lighthouse on ${url}: ${result.lhr.runtimeError.message}`);
    }
    return figures(result.lhr, html);
  } finally {
    await chrome.kill();
  }
}

const attemptsPerRun = 3;

/** Lighthouse now and then fails to record a trace (NO_NAVSTART and the like): run it again. */
async function runWithRetries(
  url: string,
  html: string,
  log: (line: string) => void,
  onRetry: () => void,
  throttling?: Throttling,
): Promise<RunFigures> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await runLighthouse(url, html, throttling);
    } catch (error) {
      if (attempt >= attemptsPerRun) throw error;
      onRetry();
      log(`lighthouse ${url}: attempt ${attempt} failed, again: ${(error as Error).message}`);
    }
  }
}

/** The LCP every page must reach, in ms (Lighthouse's mobile preset, median of the runs). */
const lcpBudgetMs = 1800;
/** Total Blocking Time, the median of the runs, under the mobile preset. */
const tbtBudgetMs = 50;
/** A task longer than this blocks (what TBT counts is the time beyond it). */
const longTaskMs = 50;

/** Why a page's LCP is over the budget, from its trace: the phases, and what loaded before the paint. */
function lcpNote(row: { page: { path: string }; runs: RunFigures[] }): string {
  const last = row.runs.at(-1)!;
  const phases = lcpPhaseNames
    .map((name) => {
      const values = row.runs.flatMap((run) => run.lcpPhases[name] ?? []);
      return values.length ? `${name.toLowerCase()} ${Math.round(median(values))} ms` : undefined;
    })
    .filter(Boolean)
    .join(", ");
  const scripts = row.runs
    .map(
      (run) =>
        `${run.scriptsBeforeLcp.count} of ${run.scriptsBeforeLcp.of} (${kb(run.scriptsBeforeLcp.bytes)}) by ${Math.round(run.observedLcpMs)} ms`,
    )
    .join("; ");
  const savings = [...new Set(row.runs.flatMap((run) => run.lcpSavings))].join("; ");
  return `Simulated slow 4G (150 ms RTT, 1.6 Mbps) with 4× CPU slowdown; the LCP element of ${row.page.path} is ${last.lcpElement}. Median phases: ${phases}. Scripts that had finished loading when the unthrottled run painted it (the simulation counts their download before the paint): ${scripts}. Lighthouse's estimate of what would bring it forward: ${savings || "nothing specific"}.`;
}

const score = (value: number) => String(Math.round(value));
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;

type PageRuns = {
  page: (typeof lighthousePages)[number];
  runs: RunFigures[];
  /** The same page under applied throttling (`devtools`): its long tasks, beside the budget. */
  applied: RunFigures[];
};

/**
 * The floor on this host: an empty page, the same page hydrated by React alone, each page's own
 * HTML with its scripts taken out, and that HTML hydrated by React alone (its own elements read
 * back as React elements, in the same Suspense boundaries), all answered beside the store (see
 * floor-pages.ts), under the same simulated throttling.
 */
const floorPages = [
  { name: "An empty page (one heading, one paragraph)", path: "/floor/empty", kind: "empty" },
  {
    name: `The empty page hydrated by React alone (React DOM ${packageVersion("react-dom")}, production build, none of the store's code)`,
    path: "/floor/react",
    kind: "react",
  },
  ...lighthousePages.map((page) => ({
    name: `\`${page.path}\` without its scripts`,
    path: `/floor/page?path=${encodeURIComponent(page.path)}`,
    kind: "page" as const,
    of: page.path,
  })),
  ...lighthousePages.map((page) => ({
    name: `\`${page.path}\`'s own elements hydrated by React alone (none of the store's components, router or effects)`,
    path: `/floor/react-page?path=${encodeURIComponent(page.path)}`,
    kind: "react-page" as const,
    of: page.path,
  })),
] as const;

type FloorRuns = {
  name: string;
  kind: "empty" | "react" | "page" | "react-page";
  of?: string;
  runs: RunFigures[];
};

/**
 * Starts a store and runs Lighthouse on every page, `runsPerPage` times each, under both kinds of
 * throttling; then as many times on each floor page.
 */
function measurePages(
  context: BenchContext,
  runsPerPage: number,
  onRetry: () => void,
): Promise<{ pages: PageRuns[]; floors: FloorRuns[] }> {
  return withStore({ root: context.workspace.root, name: "lighthouse" }, async (store) => {
    const pages: PageRuns[] = [];
    for (const page of lighthousePages) {
      const url = `${store.origin}${page.path}`;
      const html = await (await fetch(url)).text();
      const runs: RunFigures[] = [];
      const applied: RunFigures[] = [];
      for (let index = 0; index < runsPerPage; index++) {
        context.log(`lighthouse ${page.path} run ${index + 1}/${runsPerPage}`);
        runs.push(await runWithRetries(url, html, context.log, onRetry));
      }
      for (let index = 0; index < runsPerPage; index++) {
        context.log(`lighthouse ${page.path} applied throttling ${index + 1}/${runsPerPage}`);
        applied.push(await runWithRetries(url, html, context.log, onRetry, "devtools"));
      }
      pages.push({ page, runs, applied });
    }
    const floor = await startFloorServer({
      storeOrigin: store.origin,
      reactScript: await buildReactFloorScript(),
      mirroredPageScript: await buildMirroredPageScript(),
    });
    try {
      const floors: FloorRuns[] = [];
      for (const { path, ...floorPage } of floorPages) {
        const runs: RunFigures[] = [];
        for (let index = 0; index < runsPerPage; index++) {
          context.log(`lighthouse floor ${path} run ${index + 1}/${runsPerPage}`);
          runs.push(await runWithRetries(`${floor.origin}${path}`, "", context.log, onRetry));
        }
        floors.push({ ...floorPage, runs });
      }
      return { pages, floors };
    } finally {
      await floor.close();
    }
  });
}

/** A page's median scores and metrics over its runs. */
function mediansOf({ page, runs, applied }: PageRuns) {
  return {
    page,
    performance: median(runs.map((run) => run.scores.performance)),
    accessibility: median(runs.map((run) => run.scores.accessibility)),
    bestPractices: median(runs.map((run) => run.scores["best-practices"])),
    seo: median(runs.map((run) => run.scores.seo)),
    lcpMs: median(runs.map((run) => run.lcpMs)),
    tbtMs: median(runs.map((run) => run.tbtMs)),
    cls: median(runs.map((run) => run.cls)),
    scriptBytes: median(runs.map((run) => run.scriptBytes)),
    runs,
    applied,
  };
}

type PageMedians = ReturnType<typeof mediansOf>;
type ScoreKey = "performance" | "accessibility" | "bestPractices" | "seo";

const ms = (value: number | undefined) =>
  value === undefined || Number.isNaN(value) ? "–" : `${Math.round(value)} ms`;

/** The run among `runs` whose Total Blocking Time is `tbtMs` (their median). */
const runWithTbt = (runs: RunFigures[], tbtMs: number) =>
  runs.find((run) => run.tbtMs === tbtMs) ?? runs[0]!;

/** The run whose Total Blocking Time is the page's median. */
const medianRun = (row: PageMedians) => runWithTbt(row.runs, row.tbtMs);

/** A run's four longest tasks. */
const longTasks = (run: RunFigures) =>
  run.longTasks.length
    ? run.longTasks
        .slice(0, 4)
        .map((task) => `${ms(task.durationMs)} at ${ms(task.startMs)} (${task.source})`)
        .join(", ")
    : "none";

/** The median scores and metrics, a row per page. */
function mainTableOf(medians: PageMedians[]): string {
  return table(
    [
      "Page",
      "Performance",
      "Accessibility",
      "Best Practices",
      "SEO",
      "LCP",
      "TBT",
      "CLS",
      "JavaScript (transfer)",
    ],
    medians.map((row) => [
      `${row.page.name} \`${row.page.path}\``,
      score(row.performance),
      score(row.accessibility),
      score(row.bestPractices),
      score(row.seo),
      seconds(row.lcpMs),
      `${Math.round(row.tbtMs)} ms`,
      row.cls.toFixed(3),
      kb(row.scriptBytes),
    ]),
  );
}

/** Every run's scores and metrics. */
function runsTableOf(medians: PageMedians[]): string {
  return table(
    ["Page", "Run", "Perf", "A11y", "BP", "SEO", "LCP", "TBT", "CLS"],
    medians.flatMap((row) =>
      row.runs.map((run, index) => [
        row.page.path,
        index + 1,
        run.scores.performance,
        run.scores.accessibility,
        run.scores["best-practices"],
        run.scores.seo,
        seconds(run.lcpMs),
        `${Math.round(run.tbtMs)} ms`,
        run.cls.toFixed(3),
      ]),
    ),
  );
}

/** The LCP's phases, the observed LCP and the scripts loaded before it, per page. */
function phasesTableOf(medians: PageMedians[]): string {
  return table(
    ["Page", "LCP", ...lcpPhaseNames, "Observed LCP (unthrottled)", "Scripts loaded before it"],
    medians.map((row) => {
      const phase = (name: (typeof lcpPhaseNames)[number]) => {
        const values = row.runs.flatMap((run) => run.lcpPhases[name] ?? []);
        return values.length ? ms(median(values)) : "–";
      };
      const before = row.runs.map((run) => run.scriptsBeforeLcp);
      return [
        row.page.path,
        seconds(row.lcpMs),
        ...lcpPhaseNames.map(phase),
        ms(median(row.runs.map((run) => run.observedLcpMs))),
        `${before.map((run) => `${run.count}/${run.of}`).join(", ")} (${before.map((run) => kb(run.bytes)).join(", ")})`,
      ];
    }),
  );
}

/** Lighthouse's image diagnostics, per page. */
function imagesTableOf(medians: PageMedians[]): string {
  return table(
    [
      "Page",
      "LCP element (last run)",
      "In server HTML",
      "Images without dimensions",
      "Off-screen images deferred",
      "LCP image lazy-loaded",
    ],
    medians.map((row) => {
      const last = row.runs.at(-1)!;
      return [
        row.page.path,
        last.lcpElement,
        last.lcpInServerHtml === undefined ? "?" : last.lcpInServerHtml ? "yes" : "no",
        row.runs.some((run) => run.unsizedImages) ? "some" : "none",
        row.runs.every((run) => run.offscreenImagesOk) ? "yes" : "no",
        row.runs.some((run) => run.lcpLazyLoaded) ? "yes" : "no",
      ];
    }),
  );
}

/** Long tasks and script evaluation in each page's run with the median Total Blocking Time. */
function mainThreadTableOf(medians: PageMedians[]): string {
  return table(
    ["Page", "TBT", "Longest tasks (duration at start, attributed to)", "Script evaluation"],
    medians.map((row) => {
      const run = medianRun(row);
      return [
        row.page.path,
        `${Math.round(row.tbtMs)} ms`,
        longTasks(run),
        run.bootup
          .map(
            (script) =>
              `${script.source} ${ms(script.scriptingMs)} + ${ms(script.parseMs)} parse/compile`,
          )
          .join(", "),
      ];
    }),
  );
}

/** The same pages under applied throttling: scores, TBT and the longest tasks of the median run. */
function appliedTableOf(medians: PageMedians[]): string {
  return table(
    [
      "Page",
      "Performance",
      "TBT",
      "LCP",
      "Longest tasks in the median run (duration at start, attributed to)",
    ],
    medians.map((row) => {
      const tbtMs = median(row.applied.map((run) => run.tbtMs));
      const run = runWithTbt(row.applied, tbtMs);
      return [
        row.page.path,
        score(median(row.applied.map((each) => each.scores.performance))),
        `${Math.round(tbtMs)} ms`,
        seconds(median(row.applied.map((each) => each.lcpMs))),
        longTasks(run),
      ];
    }),
  );
}

/** A floor page's median Total Blocking Time. */
const floorTbt = (floor: FloorRuns) => median(floor.runs.map((run) => run.tbtMs));

/** The floor pages: their score, blocking time and the longest tasks of the median run. */
function floorTableOf(floors: FloorRuns[]): string {
  return table(
    ["Page", "Performance", "TBT", "TBT in each run", "Longest tasks in the median run"],
    floors.map((floor) => {
      const tbtMs = floorTbt(floor);
      return [
        floor.name,
        score(median(floor.runs.map((run) => run.scores.performance))),
        ms(tbtMs),
        floor.runs.map((run) => ms(run.tbtMs)).join(", "),
        longTasks(runWithTbt(floor.runs, tbtMs)),
      ];
    }),
  );
}

/** The floors in a clause: the median blocking time of each page that runs none of the store's code. */
const floorSummary = (floors: FloorRuns[]) =>
  `the floor on this host (the same runs on pages that run none of the store's code, medians): ${floors.map((floor) => `${floor.name} ${ms(floorTbt(floor))}`).join(", ")}`;

/** A floor page of one kind (the empty page, React alone). */
const floorOf = (floors: FloorRuns[], kind: FloorRuns["kind"]) =>
  floors.find((each) => each.kind === kind);

/** What a page blocks for without its scripts, beside what it blocks for with them. */
function withoutScriptsNote(page: PageMedians, floors: FloorRuns[]): string {
  const floor = floors.find((each) => each.kind === "page" && each.of === page.page.path);
  const empty = floorOf(floors, "empty");
  if (!floor || !empty) return "";
  return `Without its scripts ${page.page.path} blocks for ${ms(floorTbt(floor))} (median), against ${ms(page.tbtMs)} with them; an empty page blocks for ${ms(floorTbt(empty))}, the longest task of its median run ${ms(runWithTbt(empty.runs, floorTbt(empty)).longTasks[0]?.durationMs ?? 0)}. `;
}

/** The longest script task of each run that had one over 50 ms. */
const scriptTasksOver = (runs: RunFigures[]) =>
  runs
    .map((run) => Math.max(0, ...run.longTasks.filter(isScriptTask).map((task) => task.durationMs)))
    .filter((duration) => duration > longTaskMs);

/**
 * What React alone blocks for on this host: the empty page hydrated by React DOM's production
 * build, its blocking time, score and longest script task.
 */
function reactFloorNote(floors: FloorRuns[]): string {
  const react = floorOf(floors, "react");
  if (!react) return "";
  const over = scriptTasksOver(react.runs);
  return `The empty page hydrated by React alone (none of the store's code) blocks for ${ms(floorTbt(react))} (median; ${react.runs.map((run) => ms(run.tbtMs)).join(", ")}), Performance ${score(median(react.runs.map((run) => run.scores.performance)))}; its script ran a task over ${longTaskMs} ms in ${over.length} of its ${react.runs.length} runs${over.length ? ` (the longest of each: ${over.map(ms).join(", ")})` : ""}. `;
}

/** The floor's pages hydrated by React alone with each store page's own elements. */
const mirroredPages = (floors: FloorRuns[]) => floors.filter((each) => each.kind === "react-page");

/** Each such page's runs with a script task over 50 ms, as "`/x` 2 of 3". */
const mirroredRunsOver = (pages: FloorRuns[]) =>
  pages
    .map((page) => `\`${page.of}\` ${scriptTasksOver(page.runs).length} of ${page.runs.length}`)
    .join(", ");

/**
 * React alone hydrating each page's own elements beside the store hydrating the page: how many of
 * the script tasks over 50 ms hydrating that much costs on this host, and how many are the store's.
 */
function mirroredPagesNote(floors: FloorRuns[], storeTasks: number, storeRuns: number): string {
  const pages = mirroredPages(floors);
  if (!pages.length) return "";
  const tasks = pages.flatMap((page) =>
    page.runs.flatMap((run) =>
      run.longTasks.filter((task) => isScriptTask(task) && task.durationMs > longTaskMs),
    ),
  );
  const runs = pages.reduce((total, page) => total + page.runs.length, 0);
  const longest = Math.max(0, ...tasks.map((task) => task.durationMs));
  return `Each page's own elements hydrated by React alone (read back from its HTML as React elements, in its own Suspense boundaries, through a comparable number of components; none of the store's components, router or effects): ${tasks.length} script task(s) over ${longTaskMs} ms in ${runs} runs${tasks.length ? `, the longest ${ms(longest)}` : ""} (runs with one: ${mirroredRunsOver(pages)}), against the store's ${storeTasks} in ${storeRuns} runs; the difference is the store's own work beyond hydrating its elements. `;
}

/**
 * Whether the floor's own pages miss a budget on this host, in a sentence: if an empty page
 * with nothing to run misses the score or the blocking time, or React alone runs a script task
 * over 50 ms on the empty page or on a page's own elements, no page of this store can meet that
 * budget here with this content, whatever its code.
 */
function floorVerdict(floors: FloorRuns[], budget: "performance" | "tbt" | "script"): string {
  const empty = floorOf(floors, "empty");
  const react = floorOf(floors, "react");
  if (budget === "script") {
    const over = react ? scriptTasksOver(react.runs).length : 0;
    if (react && over) {
      return `Out of reach on this host: React alone, hydrating a page of one heading and one paragraph, ran a script task over ${longTaskMs} ms in ${over} of its ${react.runs.length} runs. `;
    }
    const pages = mirroredPages(floors);
    return pages.some((page) => scriptTasksOver(page.runs).length > 0)
      ? `Out of reach on this host for pages with this content: React alone, hydrating each page's own elements (none of the store's code), ran a script task over ${longTaskMs} ms in some runs (${mirroredRunsOver(pages)}). `
      : "";
  }
  if (!empty) return "";
  if (budget === "performance") {
    const performance = median(empty.runs.map((run) => run.scores.performance));
    return performance < 100
      ? `Out of reach on this host: an empty page with nothing to run (one heading, one paragraph) scored Performance ${score(performance)} (median of ${empty.runs.length}; ${empty.runs.map((run) => score(run.scores.performance)).join(", ")}). `
      : "";
  }
  const blocked = empty.runs.filter((run) => run.tbtMs > tbtBudgetMs);
  return floorTbt(empty) > tbtBudgetMs
    ? `Out of reach on this host: an empty page with nothing to run (one heading, one paragraph) blocked for over ${tbtBudgetMs} ms in ${blocked.length} of its ${empty.runs.length} runs (${empty.runs.map((run) => ms(run.tbtMs)).join(", ")}). `
    : "";
}

/** The weighted audits each page failed, and the LCP savings Lighthouse estimates, as a list. */
function failingList(medians: PageMedians[]): string[] {
  return medians.map((row) => {
    const list = summarizeFailing(row.runs);
    const savings = [...new Set(row.runs.flatMap((run) => run.lcpSavings))];
    return `- \`${row.page.path}\`: ${list.length ? list.join("; ") : "none"}${savings.length ? `. LCP savings Lighthouse estimates: ${savings.join("; ")}` : ""}`;
  });
}

/** The page doing worst on a figure. */
function worst(
  medians: PageMedians[],
  key: ScoreKey | "lcpMs" | "cls" | "tbtMs",
  higherIsBetter: boolean,
): PageMedians {
  return medians.reduce((a, b) =>
    higherIsBetter ? (b[key] < a[key] ? b : a) : b[key] > a[key] ? b : a,
  );
}

/**
 * Why a page blocks: its median run's longest tasks, what was tried and what remains, and whether
 * the machine was busy (simulated throttling multiplies what it observes).
 */
function blockingStory(
  page: PageMedians,
  benchmarkIndex: number,
  load: BenchContext["load"],
): string {
  const busy = load.average > load.cores;
  return ` Its run with the median Total Blocking Time (${Math.round(page.tbtMs)} ms; a task blocks for what it runs beyond 50 ms) had these longest tasks under the 4× CPU slowdown: ${longTasks(medianRun(page))}: the document's own parsing, style and layout (Unattributable), and the framework's evaluation and hydration (its chunk holds React, React DOM and React Router); see [Lighthouse](#lighthouse) for each script's evaluation. Tried: critical CSS inlined, scripts requested after the first paint, first-view JavaScript shed and chunked (see [JavaScript weight](#javascript-weight)); no Intl formatter created before hydration (creating one cost 60–80 ms of the task that evaluates the modules); the sections below the fold without controls (key ingredients, questions, review photos) hydrated once the page is interactive; what only the browser can show (dates in the visitor's zone, the search box, the favorites count) rendered again in a transition after hydration, not in its last task (the product page's entry-chunk task fell from 141–207 to 58–128 ms in six runs side by side); the page hydrated in slices, Suspense boundaries around its content and footer and below the first screen, each committed with its first effects in a task of its own (traced in Chromium under the same slowdown, five loads of each build in turns on a machine with benchmark index about 1,200: the product page's blocking time in script tasks fell from a median of 360 to 189 ms, Home's from 209 to 179 ms); the client entry's graph (the framework) evaluated in a task of its own before the route modules' (traced in Chromium under the same slowdown on a machine with benchmark index about 2,970, five loads of each build in turns on each of the four pages: the longest task evaluating modules fell from a median of 94–111 ms to 51–58 ms, the route modules following in a task of 8–12 ms; Lighthouse's own figures, five runs of each build in turns, moved by less than their spread from run to run: median Total Blocking Time 24 → 31 ms on the product page, 51 → 52 on Home, 51 → 20 on the category, 9 → 16 on the article)); React DOM's five marker errors made without calling \`Error\` (decision 152: with DevTools attached, as Lighthouse has it, creating them at evaluation made V8 re-parse the whole framework chunk for source positions, 37–43 ms of a 63–66 ms evaluation in traces under the same slowdown; after it the evaluation took 16–26 ms); product cards shown as WebP images drawn from their SVG art at build time (decision 153: Chromium paints an SVG image on the main thread, 33 ms of Home's load at full speed; Home's median Total Blocking Time 1,169 → 967 ms in five runs of each build in turns on a host with benchmark index about 1,400); the module preloads added a few per task after the client entry, not all in the task that starts the scripts (decision 077: that task took a median of 27 ms at full speed in ten traced loads of Home on a host with benchmark index about 1,100–1,700; three per task, the longest of the new ones 11 ms, the last preload starting 58 ms after the first instead of 21; then, on a slower day of the same host, the client entry alone and one preload per task, the starter's longest call 14.0 → 9.9 ms, median of ten traced loads of each build); V8's compile hint on the framework chunk, so Chromium compiles its functions while the file streams instead of each on the main thread when first called (decision 154: at full speed, ten loads of each build in turns on a host with benchmark index about 2,650, the script tasks over 12.5 ms fell from 11 to 3 on Home and from 15 to 7 on the product page); the tab's and the manifest's icons as PNG files instead of one SVG (decision 157: Chromium drew each SVG icon as a document of its own on the page's main thread after the first paint, two tasks of 9–52 ms at full speed in each of five traced loads of Home on a host with benchmark index about 1,300–1,900; with PNG icons neither task appears, though Total Blocking Time moved by less than its spread from run to run). Tried and dropped: \`content-visibility: auto\` on the sections below the first screen (Home's first layout task fell from about 190 to 150 ms, but a skipped section reports its placeholder's geometry, which the layout check saw as overlaps); the lettering of the SVG product art drawn as outlines instead of \`<text>\` (a browser lays out and paints each image's text on the main thread: in six runs side by side, the product page's image painting fell from 10–19 to 2–4 ms and its layout from 35–55 to 23–32 ms at full speed, Home's from 21–41 to 7–11 ms and from 56–97 to 32–38 ms, but Total Blocking Time did not move beyond its spread from run to run (product page median 59 ms before, 63 after), and each image grew from 1.2 to 3.8 KB gzipped, which put Home's LCP about 70 ms later); every route's manifest sent in the page (React Router's route discovery in its \`initial\` mode), which saved the two renders of the whole page that finding its links' routes costs after hydration but added 2.8 KB of gzipped JavaScript to every page, past the product page's budget; the product grid hydrated twelve cards at a time, each twelve in a slice of their own (traced in Chromium under the same slowdown, eight loads of Home for each build in turns on a host with benchmark index about 1,400: blocking time in script tasks 251–767 ms before, median about 580, and 15–756 ms after, median about 490, inside the spread from one load to the next; the task evaluating the modules alone took 25 to 475 ms from one load of the same page to the next); the shop's links as plain anchors followed by the router's \`navigate\`, where each \`<Link>\` renders again on every change of the router's state (after load, the tasks one cart read causes fell from a median of 29.6 to 14.8 ms on Home at full speed, but they already ran in slices under 12.5 ms, and the 0.3 KB the links added to every page bought no shorter long task). What remains, traced in Chromium under the same slowdown: the document's first style, layout and paint (100–250 ms on the product page, with the decoding of its SVG product art; in a fresh browser the first layout of Home took 25–140 ms at full speed where laying the same page out again takes 3 ms, and cutting the font stacks to bare \`sans-serif\` and \`serif\` changed nothing), and React's hydration, in 5 ms slices but for each slice's commit and first effects (up to about 25 ms each on the product page in one profile after the change above); the framework's tasks over 50 ms seen on a host with benchmark index about 3,800 (two in sixteen Lighthouse runs of the article, 56 and 57 ms simulated) were each one slice of React's scheduler (its \`performWorkUntilDeadline\`, 10–14 ms at full speed) inside which V8 ran a minor garbage collection (8.0 ms, 4.8 of them waiting for a safepoint) or compiled hot code (a bytecode-budget interrupt, 5.3 ms): V8's own work landing in a 5 ms slice, not the store's code running long. Lighthouse's benchmark index of this host was ${Math.round(benchmarkIndex)} (median of every run): the mobile preset slows the CPU 4× whatever the host, so a slower host blocks for longer (PageSpeed Insights lowers its factor on slow hosts; this run keeps the default).${busy ? ` The machine was busy (load average ${load.average} on ${load.cores} cores when the part started): simulated throttling multiplies the main-thread time it observes, so Total Blocking Time and the score suffer from other processes too; re-run on an idle machine before acting on it.` : ""}`;
}

/** The budget row of a Lighthouse category score, with why it is short when it is. */
function scoreRow(
  medians: PageMedians[],
  label: string,
  key: ScoreKey,
  minimum: number,
  benchmarkIndex: number,
  load: BenchContext["load"],
): BudgetRow {
  const perPage = medians.map((row) => `${row.page.path} ${score(row[key])}`).join(", ");
  const low = worst(medians, key, true);
  const met = low[key] >= minimum;
  return {
    budget: `Lighthouse ${label} ${minimum === 100 ? "100" : `≥ ${minimum}`} on all four pages`,
    measured: `lowest median ${score(low[key])} (${low.page.path}); ${perPage}`,
    status: met ? "met" : "not met",
    note: met
      ? undefined
      : `${notes[key](medians.find((row) => row === low)!.runs)}${key === "performance" ? blockingStory(low, benchmarkIndex, load) : ""}`,
  };
}

/** The budget row on image dimensions, lazy loading and the LCP element in the server HTML. */
function imagesRow(medians: PageMedians[]): BudgetRow {
  const unsized = medians.filter((row) => row.runs.some((run) => run.unsizedImages));
  const lazyLcp = medians.filter((row) => row.runs.some((run) => run.lcpLazyLoaded));
  const notInHtml = medians.filter((row) => row.runs.at(-1)!.lcpInServerHtml === false);
  const offscreen = medians.filter((row) => !row.runs.every((run) => run.offscreenImagesOk));
  return {
    budget: "Images: explicit dimensions, below-the-fold lazy, LCP element in the server HTML",
    measured: [
      unsized.length
        ? `unsized images on ${unsized.map((row) => row.page.path).join(", ")}`
        : "no unsized image",
      offscreen.length
        ? `off-screen images not deferred on ${offscreen.map((row) => row.page.path).join(", ")}`
        : "off-screen images deferred",
      lazyLcp.length
        ? `LCP image lazy-loaded on ${lazyLcp.map((row) => row.page.path).join(", ")}`
        : "no lazy LCP image",
      notInHtml.length
        ? `LCP element not in server HTML on ${notInHtml.map((row) => row.page.path).join(", ")}`
        : "LCP element in the server HTML",
    ].join("; "),
    status:
      unsized.length || lazyLcp.length || notInHtml.length || offscreen.length ? "not met" : "met",
    note: offscreen.length
      ? `Loaded at once though below the fold (Lighthouse's off-screen images audit): ${offscreen
          .map(
            (row) =>
              `${row.page.path}: ${[...new Set(row.runs.flatMap((run) => run.offscreenImages))].join(", ") || "(no URL given)"}`,
          )
          .join("; ")}.`
      : undefined,
  };
}

/** The Total Blocking Time row: the worst page's median against the budget. */
function tbtRow(
  medians: PageMedians[],
  floors: FloorRuns[],
  benchmarkIndex: number,
  load: BenchContext["load"],
): BudgetRow {
  const tbtWorst = worst(medians, "tbtMs", false);
  const performanceMet = worst(medians, "performance", true).performance >= 100;
  return {
    budget: `Total Blocking Time ≤ ${tbtBudgetMs} ms (mobile preset, median of ${fullRuns}) on all four pages`,
    measured: `worst median ${Math.round(tbtWorst.tbtMs)} ms (${tbtWorst.page.path}); ${medians.map((row) => `${row.page.path} ${Math.round(row.tbtMs)} ms`).join(", ")}; ${floorSummary(floors)}`,
    status: tbtWorst.tbtMs <= tbtBudgetMs ? "met" : "not met",
    note:
      tbtWorst.tbtMs <= tbtBudgetMs
        ? undefined
        : floorVerdict(floors, "tbt") +
          withoutScriptsNote(tbtWorst, floors) +
          reactFloorNote(floors) +
          (performanceMet
            ? blockingStory(tbtWorst, benchmarkIndex, load).trim()
            : "See the Performance row for the longest tasks, what was tried and what remains."),
  };
}

/** One long task of a run. */
type LongTask = RunFigures["longTasks"][number];

/** Whether a task was attributed to one of the store's scripts (a file it serves, not the document). */
const isScriptTask = (task: LongTask) => task.source.endsWith(".js");
const isDocumentTask = (task: LongTask) => task.source.startsWith("/");

/** The tasks over 50 ms in some runs of every page, those `test` picks, with their page. */
function tasksOver(
  medians: PageMedians[],
  runsOf: (page: PageMedians) => RunFigures[],
  test: (task: LongTask) => boolean,
) {
  return medians.flatMap((page) =>
    runsOf(page).flatMap((run) =>
      run.longTasks
        .filter((task) => task.durationMs > longTaskMs && test(task))
        .map((task) => ({ page, task })),
    ),
  );
}

type PageTask = ReturnType<typeof tasksOver>[number];

const longestOf = (tasks: PageTask[]) =>
  tasks.reduce<PageTask | undefined>(
    (a, b) => (a && a.task.durationMs >= b.task.durationMs ? a : b),
    undefined,
  );

const taskList = (tasks: PageTask[]) =>
  tasks
    .map(
      ({ page, task }) =>
        `${ms(task.durationMs)} at ${ms(task.startMs)} (${task.source}, ${page.page.path})`,
    )
    .join(", ");

/** The store's script tasks over 50 ms in some runs, and the longest of the rest beside them. */
function scriptTasksIn(medians: PageMedians[], runsOf: (page: PageMedians) => RunFigures[]) {
  const runCount = medians.reduce((total, page) => total + runsOf(page).length, 0);
  const scripts = tasksOver(medians, runsOf, isScriptTask);
  const worst = longestOf(scripts);
  const documentTask = longestOf(tasksOver(medians, runsOf, isDocumentTask));
  const otherTask = longestOf(
    tasksOver(medians, runsOf, (task) => !isScriptTask(task) && !isDocumentTask(task)),
  );
  const beside = [
    documentTask
      ? `the document's own (parsing, style, layout, inline scripts) up to ${ms(documentTask.task.durationMs)}`
      : undefined,
    otherTask ? `unattributed up to ${ms(otherTask.task.durationMs)}` : undefined,
  ].filter(Boolean);
  const summary = `${
    worst
      ? `longest ${ms(worst.task.durationMs)} (${worst.task.source} at ${ms(worst.task.startMs)}, ${worst.page.page.path}); ${scripts.length} script task(s) over ${longTaskMs} ms in ${runCount} runs`
      : `none over ${longTaskMs} ms in ${runCount} runs`
  }${beside.length ? `; besides, tasks ${beside.join(", ")}` : ""}`;
  return { scripts, worst, summary, runCount };
}

/**
 * No task over 50 ms from the store's own scripts (its chunks, the framework's included) in any
 * run of the mobile preset, judged on its default simulated throttling. The same pages under
 * applied throttling are shown beside it: the simulation multiplies each task of a full-speed
 * load by four, where a page really slowed down slices its work finer (React yields every 5 ms).
 */
function scriptTaskRow(
  medians: PageMedians[],
  floors: FloorRuns[],
  benchmarkIndex: number,
  load: BenchContext["load"],
): BudgetRow {
  const simulated = scriptTasksIn(medians, (page) => page.runs);
  const applied = scriptTasksIn(medians, (page) => page.applied);
  return {
    budget: `No task over ${longTaskMs} ms from the store's own scripts during load and hydration (mobile preset, every run of every page)`,
    measured: `simulated throttling (the default, judged): ${simulated.summary}. Applied throttling (Chromium really slowed 4×): ${applied.summary}`,
    status: simulated.worst ? "not met" : "met",
    note: simulated.worst
      ? `${floorVerdict(floors, "script")}${reactFloorNote(floors)}${mirroredPagesNote(floors, simulated.scripts.length, simulated.runCount)}Script tasks over ${longTaskMs} ms under simulated throttling: ${taskList(simulated.scripts)}.${
          applied.worst
            ? ` Under applied throttling: ${taskList(applied.scripts)}.`
            : ` Under applied throttling none of the store's scripts ran a task over ${longTaskMs} ms: the simulation's script tasks are full-speed tasks multiplied by four, among them React's hydration, which on a really slowed CPU yields four times as often.`
        }${blockingStory(simulated.worst.page, benchmarkIndex, load)}`
      : undefined,
  };
}

/** Every budget row of the part: the four scores, TBT, script tasks, LCP, CLS and images. */
function budgetsFor(
  medians: PageMedians[],
  floors: FloorRuns[],
  benchmarkIndex: number,
  load: BenchContext["load"],
): BudgetRow[] {
  const scoreRowOf = (label: string, key: ScoreKey, minimum: number) =>
    scoreRow(medians, label, key, minimum, benchmarkIndex, load);
  const lcpWorst = worst(medians, "lcpMs", false);
  const clsWorst = worst(medians, "cls", false);
  const performance = scoreRowOf("Performance", "performance", 100);
  return [
    {
      ...performance,
      note: performance.note && `${floorVerdict(floors, "performance")}${performance.note}`,
    },
    tbtRow(medians, floors, benchmarkIndex, load),
    scriptTaskRow(medians, floors, benchmarkIndex, load),
    scoreRowOf("Accessibility", "accessibility", 100),
    scoreRowOf("Best Practices", "bestPractices", 100),
    scoreRowOf("SEO", "seo", 100),
    {
      budget: `LCP ≤ ${(lcpBudgetMs / 1000).toFixed(1)} s (mobile preset) on all four pages`,
      measured: `worst median ${seconds(lcpWorst.lcpMs)} (${lcpWorst.page.path}); ${medians.map((row) => `${row.page.path} ${seconds(row.lcpMs)}`).join(", ")}`,
      status: lcpWorst.lcpMs <= lcpBudgetMs ? "met" : "not met",
      note: lcpWorst.lcpMs <= lcpBudgetMs ? undefined : lcpNote(lcpWorst),
    },
    {
      budget: "CLS ≤ 0.02 on all four pages",
      measured: `worst median ${clsWorst.cls.toFixed(3)} (${clsWorst.page.path})`,
      status: clsWorst.cls <= 0.02 ? "met" : "not met",
    },
    imagesRow(medians),
  ];
}

async function run(context: BenchContext) {
  process.env.CHROME_PATH ??= "/usr/bin/chromium";
  let retriedRuns = 0;
  const runsPerPage = context.quick ? 1 : fullRuns;
  const { pages: results, floors } = await measurePages(context, runsPerPage, () => retriedRuns++);
  const medians = results.map(mediansOf);
  const benchmarkIndex = median(
    results.flatMap(({ runs }) => runs.map((run) => run.benchmarkIndex)),
  );
  const budgets = budgetsFor(medians, floors, benchmarkIndex, context.load);

  const body = [
    context.header("lighthouse"),
    `Lighthouse ${packageVersion("lighthouse")} (npm), programmatic API, mobile preset with its default simulated throttling (slow 4G, 4× CPU slowdown), Chromium flags \`${chromeFlags.join(" ")}\`, a fresh Chromium per run, the store started for the run on an empty embedded database. Lighthouse's benchmark index of this host (its CPU speed; higher is faster): ${Math.round(benchmarkIndex)}, the median of every run. Medians of ${runsPerPage} runs per page${retriedRuns ? ` (${retriedRuns} failed attempt(s) repeated: Lighthouse could not record the trace)` : ""}; JavaScript is the transfer size Lighthouse counted: every script loaded during the run, compressed as the server sent it, response headers included (about 1.3 KB a file here).`,
    "",
    mainTableOf(medians),
    "",
    "Weighted audits that did not pass (all runs):",
    "",
    ...failingList(medians),
    "",
    `LCP phases (Lighthouse's \`largest-contentful-paint-element\` audit, medians), the LCP in the unthrottled trace the simulation starts from, and the scripts that had finished loading by then in each run (Lighthouse's simulation counts those downloads, sharing the slow link with the page and its image, before the paint; scripts that end later are left out):`,
    "",
    phasesTableOf(medians),
    "",
    "Main-thread work in the run with each page's median Total Blocking Time (Lighthouse's `long-tasks` and `bootup-time` audits, times under its 4× CPU slowdown; a task blocks for what it runs beyond 50 ms):",
    "",
    mainThreadTableOf(medians),
    "",
    `The same pages under applied throttling (Lighthouse's \`throttlingMethod: "devtools"\`: Chromium really runs 4× slower on a throttled connection, so the page's code slices its work as it would on such a phone; ${runsPerPage} run(s) each, medians; not what the budgets above are judged on, except where a row says so):`,
    "",
    appliedTableOf(medians),
    "",
    "The floor on this host: the same Lighthouse runs (simulated throttling) on pages that run none of the store's code, answered by a small server beside the store that passes every other request (images, fonts) to it: an empty page, where what blocks is the browser's and the measurement's own work on these cores; the same page hydrated by React alone (React DOM's production build from the store's own dependencies, built by Vite into one minified module, hydrating the page's heading and paragraph, no router), where what its script blocks for is what any page hydrated by React starts from; each page's own HTML with its scripts taken out, where what blocks is the document's parsing, style, layout and images without hydration; and that HTML hydrated by React alone, its own elements read back from the document as React elements (each element holding others read by a component of its own when React renders it, as the store's components make theirs; a Suspense boundary wherever the server's HTML marks one), so React hydrates as many elements as the store's page, in the same slices, through a comparable number of components, with none of the store's components, router or effects, and what its script blocks for is what hydrating that much costs here. The budgets are not judged on these; they say how much of a page's blocking time its scripts add here:",
    "",
    floorTableOf(floors),
    "",
    "Images (Lighthouse's diagnostics):",
    "",
    imagesTableOf(medians),
    "",
    "<details><summary>Every run</summary>",
    "",
    runsTableOf(medians),
    "",
    "</details>",
  ].join("\n");
  return { body, budgets };
}

/** Weighted audits that failed in any run: "category: title (scores, in n of N runs)". */
function summarizeFailing(runs: RunFigures[], category?: string): string[] {
  const byAudit = new Map<string, number[]>();
  for (const run of runs) {
    for (const item of run.failing) {
      if (category && item.category !== category) continue;
      const key = category ? item.title : `${item.category}: ${item.title}`;
      byAudit.set(key, [...(byAudit.get(key) ?? []), item.score]);
    }
  }
  return [...byAudit.entries()].map(([key, scores]) => {
    const low = Math.min(...scores);
    const high = Math.max(...scores);
    return `${key} (${low === high ? low : `${low}–${high}`}, in ${scores.length} of ${runs.length} runs)`;
  });
}

/** Why a score is short: the weighted audits it lost points on. */
const failingFor = (category: string) => (runs: RunFigures[]) => {
  const items = summarizeFailing(runs, category);
  return items.length
    ? `Loses points on: ${items.join("; ")}.`
    : "No weighted audit failed; the score varies run to run.";
};
const notes = {
  performance: failingFor("performance"),
  accessibility: failingFor("accessibility"),
  bestPractices: failingFor("best-practices"),
  seo: failingFor("seo"),
};

export const lighthousePart: Part = { name: "lighthouse", title: "Lighthouse", run };
