/**
 * The benchmark suite: `npm run bench` runs every part and rewrites
 * docs/benchmarks.md; `npm run bench -- <name>…` runs the parts named and rewrites only their
 * sections (and the budget summary).
 */
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { BenchContext, Part } from "./context";
import { projectRoot } from "../tests/harness/production-build";
import { describeMachine, loadAverage, machineLine, type Machine } from "./lib/machine";
import { assembleDocument, renderPart, type PartReport, type RenderedPart } from "./lib/report";
import { createWorkspace, type Workspace } from "./lib/workspace";
import { postgresUrl } from "./lib/postgres";
import { ensurePostgres } from "../tests/harness/postgres-schema";
import { killAllStarted } from "../tests/harness/store-process";
import { intro } from "./intro";
import { jsWeightPart } from "./parts/js-weight";
import { lighthousePart } from "./parts/lighthouse";
import { pagesPart } from "./parts/pages";
import { staticLimitPart } from "./parts/static-limit";
import { reviewsApiPart } from "./parts/reviews-api";
import { reviewWritesPart } from "./parts/review-writes";
import { liveFeedPart } from "./parts/live-feed";
import { scaleOutPart } from "./parts/scale-out";
import { crowdingPart } from "./parts/crowding";
import { backupPart } from "./parts/backup";
import { photoUploadPart } from "./parts/photo-upload";
import { aggregatesPart } from "./parts/aggregates";
import { writeLimitPart } from "./parts/write-limit";
import { inpPart } from "./parts/inp";

const parts: Part[] = [
  jsWeightPart,
  lighthousePart,
  pagesPart,
  staticLimitPart,
  reviewsApiPart,
  reviewWritesPart,
  liveFeedPart,
  scaleOutPart,
  crowdingPart,
  photoUploadPart,
  backupPart,
  aggregatesPart,
  writeLimitPart,
  inpPart,
];
const needsPostgres = new Set([
  "reviews-api",
  "review-writes",
  "live-feed",
  "scale-out",
  "crowding",
  "backup",
  "aggregates",
  "write-limit",
]);
const documentPath = join(projectRoot, "docs", "benchmarks.md");

function usage(): string {
  return `Usage: npm run bench [-- <part>…]\nParts: ${parts.map((part) => part.name).join(", ")}\n`;
}

function selectedParts(args: string[]): Part[] {
  const names = args.filter((arg) => arg !== "--");
  if (!names.length) return parts;
  const unknown = names.filter((name) => !parts.some((part) => part.name === name));
  if (unknown.length) throw new Error(`Unknown part ${unknown.join(", ")}.\n${usage()}`);
  return parts.filter((part) => names.includes(part.name));
}

function writeDocument(updated: RenderedPart[]): void {
  const existing = existsSync(documentPath) ? readFileSync(documentPath, "utf8") : undefined;
  writeFileSync(
    documentPath,
    assembleDocument(existing, updated, {
      order: parts.map(({ name, title }) => ({ name, title })),
      intro: intro(parts.map((part) => part.name)),
    }),
  );
}

/** What every part's context shares: the run's workspace, machine, command line and log. */
interface RunSettings {
  workspace: Workspace;
  machine: Machine;
  command: string;
  quick: boolean;
  log: (line: string) => void;
}

/** A part's context, with the load average taken as the part starts. */
function contextFor({ workspace, machine, command, quick, log }: RunSettings): BenchContext {
  // Taken when the part starts: a load above the core count means something else competed.
  const load = loadAverage();
  const date = new Date().toISOString().replace(/\.\d+Z$/, "Z");
  return {
    workspace,
    machine,
    command,
    quick,
    seconds: (nominal) => (quick ? Math.max(1, Math.round(nominal / 5)) : nominal),
    log,
    load: { average: Number(load), cores: machine.cores },
    header: () =>
      [
        `Command: \`${command}\`${quick ? " with BENCH_QUICK=1 (shortened runs: not comparable)" : ""}`,
        "",
        `Machine: ${machineLine({ ...machine, date })} · load average ${load} when the part started`,
        "",
      ].join("\n"),
  };
}

/**
 * Runs one part and says how long it took; a part that throws gets a section saying how it
 * failed.
 */
async function runPart(
  part: Part,
  settings: RunSettings,
): Promise<{ report: PartReport; seconds: number; failed: boolean }> {
  const partStarted = Date.now();
  settings.log(`${part.name}: start`);
  const context = contextFor(settings);
  let report: PartReport;
  let failed = false;
  try {
    const result = await part.run(context);
    report = { name: part.name, title: part.title, ...result };
  } catch (error) {
    failed = true;
    const message = error instanceof Error ? (error.stack ?? error.message) : String(error);
    settings.log(`${part.name}: FAILED\n${message}`);
    report = {
      name: part.name,
      title: part.title,
      body: `${context.header(part.name)}The part failed:\n\n\`\`\`text\n${message}\n\`\`\``,
      budgets: [],
    };
  }
  const seconds = Math.round((Date.now() - partStarted) / 1000);
  report.body += `\n\n_This part took ${seconds} s._`;
  return { report, seconds, failed };
}

async function main(): Promise<number> {
  const args = process.argv.slice(2);
  if (args.includes("--help") || args.includes("-h")) {
    process.stdout.write(usage());
    return 0;
  }
  const chosen = selectedParts(args);
  const started = Date.now();
  const elapsed = () => `${((Date.now() - started) / 1000).toFixed(0)} s`;
  const log = (line: string) => process.stdout.write(`[bench ${elapsed()}] ${line}\n`);
  const quick = process.env.BENCH_QUICK === "1";
  const command =
    chosen.length === parts.length
      ? "npm run bench"
      : `npm run bench -- ${chosen.map((part) => part.name).join(" ")}`;

  if (chosen.some((part) => needsPostgres.has(part.name))) await ensurePostgres(log, postgresUrl);
  const machine = describeMachine();
  log(machineLine(machine));
  const workspace = await createWorkspace(log);
  const onSignal = () => {
    killAllStarted();
    workspace.dispose();
    process.exit(130);
  };
  process.once("SIGINT", onSignal);
  process.once("SIGTERM", onSignal);

  const settings: RunSettings = { workspace, machine, command, quick, log };
  let failed = 0;
  const rendered: RenderedPart[] = [];
  try {
    for (const part of chosen) {
      const outcome = await runPart(part, settings);
      if (outcome.failed) failed++;
      rendered.push(renderPart(outcome.report, new Date().toISOString()));
      writeDocument(rendered);
      log(`${part.name}: done in ${outcome.seconds} s`);
    }
  } finally {
    killAllStarted();
    workspace.dispose();
  }
  log(`wrote docs/benchmarks.md in ${elapsed()}${failed ? `; ${failed} part(s) failed` : ""}`);
  return failed ? 1 : 0;
}

try {
  process.exitCode = await main();
} catch (error) {
  process.stderr.write(`error: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = 1;
}
// Sockets of load generators and database pools may linger; the run is over.
process.exit();
