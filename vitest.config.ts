import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
  test: {
    include: [
      "app/**/*.test.{ts,tsx}",
      "server/**/*.test.ts",
      "cli/**/*.test.ts",
      "bench/**/*.test.ts",
      "generators/**/*.test.ts",
      "tests/harness/**/*.test.ts",
      "tests/docs/**/*.test.ts",
      "tests/layers/**/*.test.ts",
    ],
    environment: "node",
    setupFiles: ["tests/harness/vitest-backup-dir.ts"],
    // Opening PGlite takes a few seconds, more on a busy two-core machine.
    hookTimeout: 60_000,
    testTimeout: 60_000,
  },
});
