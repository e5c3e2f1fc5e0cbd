import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it, vi } from "vitest";

// Every module of the server: the composition root and HTTP front door, and each feature's and
// shared layer's server code. Importing them must start nothing: only `createStorefront` and its
// `start` open the database, start timers and workers, or listen.
const serverModules = import.meta.glob(["/server/*.ts", "/app/**/*.server.ts", "!**/*.test.ts"]);

/** What keeps this process busy, by kind (sockets, servers, worker threads, files). */
function activeResources(): Map<string, number> {
  const counts = new Map<string, number>();
  for (const kind of process.getActiveResourcesInfo())
    counts.set(kind, (counts.get(kind) ?? 0) + 1);
  return counts;
}

describe("importing the server's modules", () => {
  const dataDir = path.join(mkdtempSync(path.join(tmpdir(), "imports-")), "data");
  afterAll(() => rmSync(path.dirname(dataDir), { recursive: true, force: true }));

  it("opens no database and starts no timer, socket or worker", async () => {
    const previousDataDir = process.env.DATA_DIR;
    process.env.DATA_DIR = dataDir;
    const before = activeResources();
    const timers = [
      vi.spyOn(globalThis, "setTimeout"),
      vi.spyOn(globalThis, "setInterval"),
      vi.spyOn(globalThis, "setImmediate"),
    ];
    try {
      expect(Object.keys(serverModules).length).toBeGreaterThan(80);
      for (const load of Object.values(serverModules)) await load();
      for (const timer of timers) expect(timer).not.toHaveBeenCalled();
      for (const timer of timers) timer.mockRestore();
      // Let anything an import scheduled come to light.
      await new Promise((resolve) => setImmediate(resolve));
      const after = activeResources();
      for (const [kind, count] of after) {
        expect({ kind, count }).toEqual({ kind, count: before.get(kind) ?? 0 });
      }
      expect(existsSync(dataDir)).toBe(false);
      const slots = globalThis as unknown as Record<string, unknown>;
      expect(slots.__storeDatabase).toBeUndefined();
      expect(slots.__liveReviewFeed).toBeUndefined();
      expect(slots.__storeOutbox).toBeUndefined();
    } finally {
      for (const timer of timers) timer.mockRestore();
      process.env.DATA_DIR = previousDataDir;
    }
  });
});
