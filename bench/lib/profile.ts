/**
 * What a V8 CPU profile of the store (`node --cpu-prof`) says: the share of sampled time each
 * function and each origin (a package, PGlite's WebAssembly, Node's internals, the app) took on
 * its own, and the share the process sat idle (waiting for the database or the network).
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { withStore, type StoreOptions } from "./store";

interface CpuProfile {
  startTime: number;
  nodes: { id: number; callFrame: { functionName: string; url: string; lineNumber: number } }[];
  samples: number[];
  timeDeltas: number[];
}

export interface Share {
  name: string;
  /** Percent of sampled time. */
  percent: number;
}

export interface ProfileSummary {
  seconds: number;
  frames: Share[];
  origins: Share[];
  /** Percent of sampled time the process sat idle (whether or not idle ranks among `origins`). */
  idlePercent: number;
}

function originOf(url: string, functionName: string): string {
  if (url.startsWith("wasm://")) return "PGlite (WebAssembly)";
  const module = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url)?.[1];
  if (module) return module.startsWith("@electric-sql/") ? "PGlite (JavaScript)" : module;
  if (url.includes("/build/server/")) return "the store's own code";
  if (url.startsWith("node:")) return "Node (http, streams, modules)";
  if (functionName === "(idle)") return "idle (waiting)";
  if (functionName === "(garbage collector)") return "garbage collector";
  if (!url) return "native (writev and other system calls)";
  return url;
}

/** Microseconds on the clock V8's profiles use (CLOCK_MONOTONIC, as `process.hrtime`). */
export const profileClock = () => Number(process.hrtime.bigint() / 1000n);

/** `CPU.<date>.<time>.<pid>.<thread>.<sequence>.cpuprofile`: thread 0 is the main one. */
const mainThreadProfile = /\.\d+\.0\.\d+\.cpuprofile$/;

/** V8's idle node: the thread waited (for the network, the database, a timer). */
const isIdle = ({ functionName, url }: CpuProfile["nodes"][number]["callFrame"]) =>
  functionName === "(idle)" && !url;

function readProfile(dir: string, file: string): CpuProfile {
  return JSON.parse(readFileSync(join(dir, file), "utf8")) as CpuProfile;
}

/** Sampled self-time per node of `profile` between `from` and `to`, in microseconds. */
function selfTimeIn(profile: CpuProfile, from: number, to: number): Map<number, number> {
  const selfTime = new Map<number, number>();
  let at = profile.startTime;
  profile.samples.forEach((id, index) => {
    const delta = profile.timeDeltas[index] ?? 0;
    at += delta;
    if (at >= from && at <= to) selfTime.set(id, (selfTime.get(id) ?? 0) + delta);
  });
  return selfTime;
}

/**
 * Reads the store's CPU profiles in `dir`: the samples taken between `from` and `to`
 * (`profileClock` readings around the load, so start-up and shutdown are left out), or all of
 * them. The shares are the main thread's, the one that answers requests. The store's one worker
 * thread runs the embedded database: the share of the same time it was busy is one more origin,
 * ranked with the main thread's though the two run at once (so the shares can add up past 100).
 */
export function summarizeProfile(
  dir: string,
  { from = 0, to = Infinity, top = 6 }: { from?: number; to?: number; top?: number } = {},
): ProfileSummary {
  const files = readdirSync(dir).filter((name) => name.endsWith(".cpuprofile"));
  const main = files.length === 1 ? files[0] : files.find((name) => mainThreadProfile.test(name));
  if (!main)
    throw new Error(`No main-thread CPU profile in ${dir} (${files.join(", ") || "none"})`);
  const profile = readProfile(dir, main);
  const selfTime = selfTimeIn(profile, from, to);
  const total = [...selfTime.values()].reduce((sum, time) => sum + time, 0) || 1;
  const frames = new Map<string, number>();
  const origins = new Map<string, number>();
  let idle = 0;
  for (const node of profile.nodes) {
    const time = selfTime.get(node.id);
    if (!time) continue;
    const { functionName, url, lineNumber } = node.callFrame;
    if (isIdle(node.callFrame)) idle += time;
    const where = url
      ? ` (${url.replace(/^.*node_modules\//, "").replace(/^.*\/build\//, "build/")}:${lineNumber + 1})`
      : "";
    const frame = `${functionName || "(anonymous)"}${where}`;
    frames.set(frame, (frames.get(frame) ?? 0) + time);
    const origin = originOf(url, functionName);
    origins.set(origin, (origins.get(origin) ?? 0) + time);
  }
  const ranked = (shares: Map<string, number>) =>
    [...shares]
      .sort((a, b) => b[1] - a[1])
      .slice(0, top)
      .map(([name, time]) => ({ name, percent: (time / total) * 100 }));
  // Ranked with the main thread's shares, though it ran beside them.
  const worker = "the embedded database's thread, busy";
  for (const file of files.filter((name) => name !== main)) {
    const busy = busyTime(readProfile(dir, file), from, to);
    origins.set(worker, (origins.get(worker) ?? 0) + busy);
  }
  return {
    seconds: total / 1e6,
    frames: ranked(frames),
    origins: ranked(origins),
    idlePercent: (idle / total) * 100,
  };
}

/** The time a thread's profile sampled it running (not idle) between `from` and `to`. */
function busyTime(profile: CpuProfile, from: number, to: number): number {
  const idle = new Set(
    profile.nodes.filter((node) => isIdle(node.callFrame)).map((node) => node.id),
  );
  let busy = 0;
  for (const [id, time] of selfTimeIn(profile, from, to)) if (!idle.has(id)) busy += time;
  return busy;
}

export const describeShares = (shares: Share[]) =>
  shares.map((share) => `${share.name} ${share.percent.toFixed(0)} %`).join(", ");

/**
 * Starts a second store under `node --cpu-prof`, puts `load` on it for 1 s to warm it, then for
 * `seconds` more, and summarizes the samples taken during that second load only (the `top`
 * functions and origins).
 */
export async function profileUnderLoad(
  store: StoreOptions,
  load: (origin: string, seconds: number) => Promise<unknown>,
  seconds: number,
  top = 6,
): Promise<ProfileSummary> {
  const profileDir = mkdtempSync(join(tmpdir(), `verdant-bench-${store.name}-`));
  try {
    const window = await withStore(
      { ...store, nodeArgs: ["--cpu-prof", `--cpu-prof-dir=${profileDir}`] },
      async ({ origin }) => {
        await load(origin, 1);
        const from = profileClock();
        await load(origin, seconds);
        return { from, to: profileClock() };
      },
    );
    return summarizeProfile(profileDir, { ...window, top });
  } finally {
    rmSync(profileDir, { recursive: true, force: true });
  }
}

/** A profile table's row: what ran, the time sampled, where it went, the top functions. */
export const profileRow = (label: string, profile: ProfileSummary) => [
  label,
  `${profile.seconds.toFixed(1)} s`,
  describeShares(profile.origins),
  describeShares(profile.frames.slice(0, 4)),
];
