// Vitest's setup for every test file: a BACKUP_DIR of its own, so the erasure ledger an erasure
// writes beside the backups never reaches the project's ./backups or another test file's restore;
// then the configuration is loaded, as the composition root does (a test that sets a variable calls
// loadConfig again).
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { loadConfig } from "~/env.server";

process.env.BACKUP_DIR = mkdtempSync(join(tmpdir(), "verdant-vitest-backups-"));
loadConfig();

// node-postgres takes one query at a time per connection and warns (pg 8) when a second is sent
// while one runs, as `Promise.all` over a transaction does; pg 9 will refuse it. Here it fails.
process.on("warning", (warning) => {
  if (warning.name === "DeprecationWarning" && /already executing a query/.test(warning.message)) {
    throw new Error(`Two queries at once on one PostgreSQL connection: ${warning.message}`);
  }
});
