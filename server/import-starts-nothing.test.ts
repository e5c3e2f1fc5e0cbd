import { existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it, vi } from "vitest";

// Every module of the server: the composition root and HTTP front door, and each feature's and
// shared layer's server code. Importing them must start nothing: only `createStorefront` and its
// `start` open the database, start timers and workers, or listen. Listed from the folders (not with
// `import.meta.glob`, which the dead-code check would read as a use of every export).
const root = fileURLToPath(new URL("..", import.meta.url));
const serverModules = [
  ...readdirSync(path.join(root, "server")).map((name) => path.join("server", name)),
  ...readdirSync(path.join(root, "app"), { recursive: true, encoding: "utf8" })
    .filter((name) => name.endsWith(".server.ts"))
    .map((name) => path.join("app", name)),
].filter((name) => name.endsWith(".ts") && !name.endsWith(".test.ts"));

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
      expect(serverModules.length).toBeGreaterThan(80);
      for (const module of serverModules) await import(/* @vite-ignore */ path.join(root, module));
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
