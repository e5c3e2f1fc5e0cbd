import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { summarizeProfile } from "./profile";

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function profileDir(profile: unknown): string {
  const dir = mkdtempSync(join(tmpdir(), "profile-test-"));
  dirs.push(dir);
  writeFileSync(join(dir, "CPU.1.cpuprofile"), JSON.stringify(profile));
  return dir;
}

const frame = (id: number, functionName: string, url: string) => ({
  id,
  callFrame: { functionName, url, lineNumber: 0 },
});

describe("CPU profile summary", () => {
  const profile = {
    startTime: 1_000,
    nodes: [
      frame(1, "(idle)", ""),
      frame(2, "query", "file:///x/node_modules/@electric-sql/pglite/dist/index.js"),
      frame(3, "", "wasm://wasm/abc"),
      frame(4, "loader", "file:///tmp/copy/build/server/index.js"),
    ],
    // Samples at 1,010 (idle), 1,030 (query), 1,060 (wasm), 1,100 (loader).
    samples: [1, 2, 3, 4],
    timeDeltas: [10, 20, 30, 40],
  };

  it("shares the sampled time by function and by origin", () => {
    const summary = summarizeProfile(profileDir(profile));
    expect(summary.seconds).toBeCloseTo(100 / 1e6);
    expect(summary.origins).toEqual([
      { name: "the store's own code", percent: 40 },
      { name: "PGlite (WebAssembly)", percent: 30 },
      { name: "PGlite (JavaScript)", percent: 20 },
      { name: "idle (waiting)", percent: 10 },
    ]);
    expect(summary.idlePercent).toBe(10);
    expect(summary.frames[0]).toEqual({
      name: "loader (build/server/index.js:1)",
      percent: 40,
    });
  });

  it("keeps only the samples inside the window asked for", () => {
    const summary = summarizeProfile(profileDir(profile), { from: 1_020, to: 1_070 });
    expect(summary.origins).toEqual([
      { name: "PGlite (WebAssembly)", percent: 60 },
      { name: "PGlite (JavaScript)", percent: 40 },
    ]);
    expect(summary.idlePercent).toBe(0);
  });

  it("counts idle time even when it ranks below the top origins", () => {
    const summary = summarizeProfile(profileDir(profile), { top: 1 });
    expect(summary.origins).toEqual([{ name: "the store's own code", percent: 40 }]);
    expect(summary.idlePercent).toBe(10);
  });

  it("reads the main thread's profile, and how busy the database's worker thread was", () => {
    const dir = mkdtempSync(join(tmpdir(), "profile-test-"));
    dirs.push(dir);
    const worker = {
      startTime: 1_000,
      nodes: [frame(1, "(idle)", ""), frame(2, "", "wasm://wasm/abc")],
      // Busy 30 of the 100 µs: 1,030 (wasm), then idle.
      samples: [2, 1],
      timeDeltas: [30, 70],
    };
    // Written first, so it is not the first one the directory lists.
    writeFileSync(join(dir, "CPU.20261127.052331.42.1.002.cpuprofile"), JSON.stringify(worker));
    writeFileSync(join(dir, "CPU.20261127.052329.42.0.001.cpuprofile"), JSON.stringify(profile));
    const summary = summarizeProfile(dir);
    expect(summary.frames[0]?.name).toBe("loader (build/server/index.js:1)");
    expect(summary.origins).toContainEqual({
      name: "the embedded database's thread, busy",
      percent: 30,
    });
    expect(summary.idlePercent).toBe(10);
  });
});
