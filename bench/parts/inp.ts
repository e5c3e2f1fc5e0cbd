/**
 * Interaction to Next Paint under a 4× CPU slowdown: five interactions a shopper makes on a phone,
 * each in a fresh page of Debian's Chromium (Playwright, the CPU slowed through the DevTools
 * protocol), measured with the web-vitals library's attributed onINP, five times each.
 */
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { chromium, type Browser, type CDPSession, type Page } from "@playwright/test";
import type { BenchContext, Part, PartResult } from "../context";
import {
  describeScript,
  mainThreadBetween,
  metricsOf,
  summarizeInp,
  worstReport,
  type InpReport,
  type InpSummary,
  type MainThread,
} from "../lib/inp";
import { packageVersion } from "../lib/machine";
import { table, type BudgetRow } from "../lib/report";
import { withStore } from "../lib/store";
import { selfTimeBySource, sourceAt, type SourceShare } from "../lib/script-sources";
import type { RawSourceMap } from "../js-weight/sourcemap";
import { projectRoot } from "../../tests/harness/production-build";

const cpuSlowdown = 4;
const repetitions = 5;
const budgetMs = 100;
/** A phone's viewport (the menu only exists below the desktop header's width). */
const phone = { width: 390, height: 844 };
/** The launch options the end-to-end tests use (playwright.config.ts). */
const launchArgs = [
  "--disable-background-networking",
  "--disable-component-update",
  "--no-first-run",
];

interface Interaction {
  name: string;
  path: string;
  /** Gets the page ready without a shopper's input (a script's click is no interaction). */
  prepare?(page: Page): Promise<void>;
  /** The shopper's input, and what the page shows once it has answered. */
  act(page: Page): Promise<void>;
}

const productForm = (page: Page) =>
  page.locator("form", { has: page.getByRole("heading", { name: "Write a review" }) });

const interactions: Interaction[] = [
  {
    name: "Open the menu (phone width)",
    path: "/",
    act: async (page) => {
      await page.getByRole("button", { name: "Open menu" }).click();
      await page.getByRole("dialog", { name: "Menu" }).waitFor();
    },
  },
  {
    name: "Type in the catalogue search (9 keys)",
    path: "/mens-health",
    prepare: async (page) => {
      // Opened by a script, not a shopper's click, so only the keys count as interactions.
      await page.getByRole("button", { name: "Search" }).first().dispatchEvent("click");
      const input = page.getByRole("combobox", { name: "Search products, articles and FAQ" });
      await input.waitFor();
      await input.focus();
    },
    act: async (page) => {
      await page.keyboard.type("magnesium", { delay: 150 });
      await page.getByRole("listbox", { name: "Search suggestions" }).waitFor();
    },
  },
  {
    name: "Add to cart (product page)",
    path: "/products/bone-rock",
    act: async (page) => {
      const buyArea = page.locator("#product-component-bone-rock");
      await buyArea.getByRole("button", { name: "Add to cart" }).click();
      await buyArea.getByRole("status").filter({ hasText: "Added to cart." }).waitFor();
    },
  },
  {
    name: "Open an accordion (product page, Directions)",
    path: "/products/bone-rock",
    act: async (page) => {
      const section = page.locator("details", {
        has: page.getByRole("heading", { name: "Directions", exact: true }),
      });
      await section.locator("summary").click();
      await page.locator("details[open]", { has: page.getByText("Directions") }).waitFor();
    },
  },
  {
    name: "Choose a star (review form)",
    path: "/products/bone-rock",
    prepare: async (page) => {
      await productForm(page).scrollIntoViewIfNeeded();
    },
    act: async (page) => {
      await productForm(page).locator("label", { hasText: "4 stars" }).click();
      await productForm(page).getByRole("radio", { name: "4 stars" }).isChecked();
    },
  },
];

/**
 * web-vitals' attributed build, then onINP copying each report out as plain data, in one script
 * (Playwright runs each init script in a scope of its own, so the library's global stays in it).
 */
function initScript(): string {
  const iife = join(
    projectRoot,
    "node_modules",
    "web-vitals",
    "dist",
    "web-vitals.attribution.iife.js",
  );
  const listen = `
    window.__inpReports = [];
    webVitals.onINP((metric) => {
        const a = metric.attribution;
        const s = a.longestScript;
        window.__inpReports.push({
          value: metric.value,
          type: a.interactionType,
          target: a.interactionTarget,
          inputDelay: a.inputDelay,
          processing: a.processingDuration,
          presentation: a.presentationDelay,
          script: s && {
            invoker: String(s.entry.invoker || ""),
            source: String(s.entry.sourceURL || ""),
            functionName: String(s.entry.sourceFunctionName || ""),
            duration: s.entry.duration,
            subpart: s.subpart,
          },
          totalScript: a.totalScriptDuration,
          styleAndLayout: a.totalStyleAndLayoutDuration,
        });
      }, { reportAllChanges: true, durationThreshold: 16 });`;
  return `${readFileSync(iife, "utf8")}\n;${listen}`;
}

interface Repetition {
  report?: InpReport;
  mainThread: MainThread;
  /** Self time by source file from the input to 1.5 s after it (profiled runs only). */
  sources?: SourceShare[];
}

interface InteractionFigures {
  interaction: Interaction;
  runs: Repetition[];
  summary: InpSummary;
  /** An extra run under the DevTools protocol's sampling profiler, for an interaction over budget. */
  profiled?: Repetition;
}

/** Turns a client chunk's position back into its source with the build's hidden source maps. */
function sourceResolver(sourceMapsDir: string) {
  const maps = new Map<string, RawSourceMap | undefined>();
  return (url: string, line: number, column: number) => {
    const file = /\/assets\/([^/?#]+\.js)/.exec(url)?.[1];
    if (!file) return undefined;
    if (!maps.has(file)) {
      const path = join(sourceMapsDir, `${file}.map`);
      maps.set(
        file,
        existsSync(path) ? (JSON.parse(readFileSync(path, "utf8")) as RawSourceMap) : undefined,
      );
    }
    const map = maps.get(file);
    return map ? sourceAt(map, line, column) : undefined;
  };
}

async function measureOnce(
  browser: Browser,
  origin: string,
  interaction: Interaction,
  script: string,
  resolve?: ReturnType<typeof sourceResolver>,
): Promise<Repetition> {
  const context = await browser.newContext({ viewport: phone, baseURL: origin });
  try {
    const page = await context.newPage();
    await page.addInitScript({ content: script });
    const cdp: CDPSession = await context.newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: cpuSlowdown });
    await cdp.send("Performance.enable");
    await page.goto(interaction.path, { waitUntil: "load" });
    await page.locator("html[data-hydrated]").waitFor({ state: "attached", timeout: 30_000 });
    await interaction.prepare?.(page);
    // Let what the page starts after hydration (chunks loaded after paint, the live stream) settle.
    await page.waitForLoadState("networkidle").catch(() => undefined);
    await page.waitForTimeout(1_000);
    if (resolve) {
      await cdp.send("Profiler.enable");
      await cdp.send("Profiler.setSamplingInterval", { interval: 200 });
      await cdp.send("Profiler.start");
    }
    const before = metricsOf(await cdp.send("Performance.getMetrics"));
    await interaction.act(page);
    // Profiled up to the moment the page shows the answer, so the window is the interaction's.
    const sources = resolve
      ? selfTimeBySource((await cdp.send("Profiler.stop")).profile, resolve)
      : undefined;
    // Event Timing entries are dispatched after the next paint; give the observer time.
    await page.waitForTimeout(1_500);
    const after = metricsOf(await cdp.send("Performance.getMetrics"));
    const reports = await page.evaluate(
      () => (window as unknown as { __inpReports: InpReport[] }).__inpReports,
    );
    return { report: worstReport(reports), mainThread: mainThreadBetween(before, after), sources };
  } finally {
    await context.close();
  }
}

async function measure(context: BenchContext): Promise<InteractionFigures[]> {
  const script = initScript();
  const runs = context.quick ? 2 : repetitions;
  return withStore({ root: context.workspace.root, name: "inp" }, async ({ origin }) => {
    const browser = await chromium.launch({
      executablePath: "/usr/bin/chromium",
      args: launchArgs,
    });
    try {
      const figures: InteractionFigures[] = [];
      for (const interaction of interactions) {
        const done: Repetition[] = [];
        for (let run = 0; run < runs; run++) {
          context.log(`inp: ${interaction.name}, run ${run + 1}`);
          done.push(await measureOnce(browser, origin, interaction, script));
        }
        const summary = summarizeInp(done.map((run) => run.report?.value));
        let profiled: Repetition | undefined;
        if (summary.missing || !(summary.p75 <= budgetMs)) {
          context.log(`inp: ${interaction.name}, over budget: once more under the profiler`);
          const resolve = sourceResolver(context.workspace.paths.sourceMapsDir);
          profiled = await measureOnce(browser, origin, interaction, script, resolve);
        }
        figures.push({ interaction, runs: done, summary, profiled });
      }
      return figures;
    } finally {
      await browser.close();
    }
  });
}

const ms = (value: number | undefined) =>
  value === undefined || Number.isNaN(value) ? "—" : `${Math.round(value)} ms`;
const within = (figures: InteractionFigures) =>
  figures.summary.missing === 0 && figures.summary.p75 <= budgetMs;

/** A row per interaction: its p75, max, whether within budget, each run and the worst's phases. */
function interactionRows(results: InteractionFigures[]) {
  return results.map((figures) => {
    const worst = worstReport(figures.runs.flatMap((run) => run.report ?? []));
    return [
      figures.interaction.name,
      `\`${figures.interaction.path}\``,
      ms(figures.summary.p75),
      ms(figures.summary.max),
      within(figures) ? "yes" : "no",
      figures.runs.map((run) => ms(run.report?.value).replace(" ms", "")).join(", "),
      worst ? `${ms(worst.inputDelay)} + ${ms(worst.processing)} + ${ms(worst.presentation)}` : "—",
    ];
  });
}

/** A row per interaction: where the main thread's time went in its worst run. */
function mainThreadRows(results: InteractionFigures[]) {
  return results.map((figures) => {
    const worstRun = figures.runs.reduce((a, b) =>
      (b.report?.value ?? 0) > (a.report?.value ?? 0) ? b : a,
    );
    const thread = worstRun.mainThread;
    return [
      figures.interaction.name,
      ms(worstRun.report?.value),
      ms(thread.task),
      ms(thread.script),
      ms(thread.style + thread.layout),
      describeScript(worstRun.report),
    ];
  });
}

/** The self time by source file of an interaction's profiled run. */
const sourcesOf = (figures: InteractionFigures) =>
  (figures.profiled?.sources ?? [])
    .map((share) => `${share.source} ${Math.round(share.ms)} ms`)
    .join(", ");

/** The INP budget row: every interaction's p75, and the profile of those over budget. */
function budgetRow(context: BenchContext, results: InteractionFigures[]): BudgetRow {
  const over = results.filter((figures) => !within(figures));
  return {
    budget: `INP ≤ ${budgetMs} ms under a ${cpuSlowdown}× CPU slowdown (p75 of ${repetitions}): opening the menu, typing in search, adding to cart, opening an accordion, choosing a star`,
    measured: results
      .map(
        (figures) =>
          `${figures.interaction.name}: p75 ${ms(figures.summary.p75)}, max ${ms(figures.summary.max)}`,
      )
      .join("; "),
    status: over.length ? "not met" : "met",
    note: `Load average ${context.load.average} on ${context.load.cores} cores when the part started.${over.length ? ` Over budget, profiled once more: ${over.map((figures) => `${figures.interaction.name}: ${describeScript(figures.profiled?.report)}; self time by source ${sourcesOf(figures) || "none sampled"}`).join(". ")}.` : ""}`,
  };
}

/** The lines on the interactions over budget, profiled once more; none when all are within. */
function profiledSection(over: InteractionFigures[]): string[] {
  const profiledRows = over.map((figures) => [
    figures.interaction.name,
    ms(figures.profiled?.report?.value),
    describeScript(figures.profiled?.report),
    sourcesOf(figures) || "—",
  ]);
  return over.length
    ? [
        "",
        "Each interaction over budget, run once more under the DevTools protocol's sampling profiler (`Profiler.start`, 200 µs interval, from just before the input until the page showed its answer, under the same slowdown): its INP in that run, the longest script the Long Animation Frame API attributed, and the self time by source file, the hashed chunks mapped back through the build's hidden source maps ((program) is the renderer's own work outside JavaScript, such as style, layout and paint, and its waiting; a name marked (built-in) is a browser function such as `showModal`, or a function of Playwright's injected script waiting for the answer):",
        "",
        table(
          ["Interaction", "INP (profiled)", "Longest script", "Self time by source"],
          profiledRows,
        ),
      ]
    : [];
}

function report(context: BenchContext, results: InteractionFigures[]): PartResult {
  const over = results.filter((figures) => !within(figures));
  const budgets: BudgetRow[] = [budgetRow(context, results)];
  const body = [
    context.header("inp"),
    `Debian's Chromium (headless, through Playwright ${packageVersion("@playwright/test")} with the end-to-end tests' launch flags), a ${phone.width}×${phone.height} viewport, the CPU slowed ${cpuSlowdown}× with the DevTools protocol's \`Emulation.setCPUThrottlingRate\` from before the page loads; the store started for the run on an empty embedded database. Each repetition is a fresh browser context: the page loads and hydrates, settles (network idle, then 1 s), then takes one shopper's input through Playwright's mouse or keyboard. web-vitals ${packageVersion("web-vitals")} (its attribution build, injected with \`page.addInitScript\`) reports with \`onINP\` (\`reportAllChanges\`, \`durationThreshold: 16\`); a page's INP is its worst interaction (typing: the worst of its nine keys, the search field opened by a script beforehand so that opening it is no interaction). ${repetitions} repetitions each; p75 by nearest rank. The breakdown is the worst run's input delay + processing + presentation delay.`,
    "",
    table(
      [
        "Interaction",
        "Page",
        "p75",
        "Max",
        `≤ ${budgetMs} ms`,
        "Runs (ms)",
        "Worst: delay + processing + presentation",
      ],
      interactionRows(results),
    ),
    "",
    "Where the main thread's time went in each interaction's worst run: Chromium's `Performance.getMetrics` (task, script, style and layout time, under the slowdown) from just before the input to 1.5 s after it, and the longest script the Long Animation Frame API attributes to the interaction (web-vitals' `longestScript`: its invoker, function, file, duration and the part of the interaction it fell in):",
    "",
    table(
      ["Interaction", "INP", "Main thread", "Script", "Style + layout", "Longest script"],
      mainThreadRows(results),
    ),
    ...profiledSection(over),
  ].join("\n");
  return { body, budgets };
}

async function run(context: BenchContext): Promise<PartResult> {
  return report(context, await measure(context));
}

export const inpPart: Part = { name: "inp", title: "Interaction to Next Paint", run };
