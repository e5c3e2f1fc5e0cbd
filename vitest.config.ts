import { availableParallelism } from "node:os";
import { fileURLToPath } from "node:url";
import { configDefaults, defineConfig } from "vitest/config";

/**
 * Tests that time this process against itself (an event loop kept free while a worker thread
 * works, a query answered in a few milliseconds). They run alone, after the rest, so another
 * test file busy on the other core cannot make them fail.
 */
const timed = [
  "app/db/pglite-proxy.server.test.ts",
  "app/search/site-search.test.ts",
  "app/contact/contact-notification.server.test.ts",
  "app/integrations/shopify/storefront-figures.server.test.ts",
  "server/page-cache.test.ts",
  "server/slow-query.test.ts",
];

/** Every test file (Vitest merges a project's `include` into its parent's, so none is set there). */
const everything = [
  "app/**/*.test.{ts,tsx}",
  "server/**/*.test.ts",
  "cli/**/*.test.ts",
  "bench/**/*.test.ts",
  "generators/**/*.test.ts",
  "tests/harness/**/*.test.ts",
  "tests/docs/**/*.test.ts",
  "tests/layers/**/*.test.ts",
  "tests/patches/**/*.test.ts",
];

export default defineConfig({
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
  test: {
    environment: "node",
    setupFiles: ["tests/harness/vitest-backup-dir.ts"],
    // Opening PGlite takes a few seconds, more on a busy two-core machine.
    hookTimeout: 60_000,
    testTimeout: 60_000,
    projects: [
      {
        extends: true,
        // One file per core: much of a file's time is spent waiting on PGlite, PostgreSQL or a
        // child process (Vitest's default leaves one core to itself).
        test: {
          name: "unit",
          include: everything,
          exclude: [...configDefaults.exclude, ...timed],
          maxWorkers: availableParallelism(),
          sequence: { groupOrder: 0 },
        },
      },
      {
        extends: true,
        test: {
          name: "timed",
          include: timed,
          fileParallelism: false,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
