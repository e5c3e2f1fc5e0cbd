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
