/**
 * Backup and restore of a grown store: 100,000 reviews and 10,000 messages, on the embedded
 * database and on PostgreSQL. The backup is taken the way `npm run owner -- backup` takes it
 * (through the running store's owner endpoint on the embedded database, directly on PostgreSQL),
 * the restore the way `npm run owner -- restore` does, and a cached page's p99 is measured with
 * and without a backup running.
 */
import { mkdtempSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import { openRestoreTarget } from "~/owner/backup/restore-target.server";
import { restoreBackup } from "~/owner/backup/restore.server";
import { openDatabase } from "~/db/database.server";
import { migrate } from "~/db/migrate.server";
import { connectOwnerClient } from "../../cli/owner/owner-client";
import type { BenchContext, Part, PartResult } from "../context";
import { measure, type LoadResult } from "../lib/load";
import { withSchema } from "../lib/postgres";
import { tableOf, type BudgetRow } from "../lib/report";
import { withStore } from "../lib/store";

const reviewCount = 100_000;
const messageCount = 10_000;
const reviewKey = "bone-rock";
const page = `/products/${reviewKey}`;
const connections = 8;
const p99Ratio = 2;
const seedSlice = 10_000;

interface Figures {
  database: string;
  rows: number;
  backupSeconds: number;
  bytes: number;
  restoreSeconds: number;
  backupsDuringLoad: number;
  quiet: LoadResult;
  busy: LoadResult;
}

/** The grown store's rows, written with SQL in a few statements (the store stopped). */
async function seed(target: { dataDir: string } | { url: string; schema: string }) {
  const database = await openDatabase(target);
  try {
    await migrate(database);
    // In slices: one statement stays well inside the store's statement timeout on PostgreSQL.
    for (let from = 1; from <= reviewCount; from += seedSlice) {
      const to = Math.min(reviewCount, from + seedSlice - 1);
      await database.db.execute(sql`
      insert into reviews (product_id, name, rating, review_text, created_at, reply_text, replied_at)
      select ${reviewKey}, 'Bench shopper ' || g, 1 + (g % 5),
        'Seeded for the backup benchmark: review number ' || g || '. ' ||
          repeat('Steady energy, no crash. ', 1 + g % 8),
        now() - g * interval '1 minute',
        case when g % 10 = 0 then 'Thank you for your review, number ' || g || '.' end,
        case when g % 10 = 0 then now() - g * interval '1 minute' + interval '1 day' end
      from generate_series(${from}::int, ${to}::int) as g`);
    }
    await database.db.execute(sql`
      insert into contact_submissions (name, email, phone, message, created_at, read_at)
      select 'Bench sender ' || g, 'sender' || g || '@example.com',
        case when g % 3 = 0 then '+1 555 01' || lpad((g % 100)::text, 2, '0') end,
        'A question about an order, number ' || g || '. ' || repeat('Where is my parcel? ', 1 + g % 6),
        now() - g * interval '1 minute',
        case when g % 2 = 0 then now() end
      from generate_series(1, ${messageCount}::int) as g`);
    if (database.kind === "postgres") await database.db.execute(sql`analyze`);
  } finally {
    await database.close();
  }
}

const seconds = (from: number) => (performance.now() - from) / 1000;

async function measureDatabase(
  context: BenchContext,
  database: string,
  settings: {
    dataDir?: string;
    databaseUrl?: string;
    restoreTarget: { url?: string; dataDir: string };
  },
  work: string,
): Promise<Figures> {
  const env: Record<string, string> = settings.databaseUrl
    ? { DATABASE_URL: settings.databaseUrl }
    : {};
  return withStore(
    {
      root: context.workspace.root,
      name: "backup",
      dataDir: settings.dataDir,
      env: { ...env, BACKUP_DIR: join(work, "backups"), BACKUP_EVERY_HOURS: "0" },
    },
    async (store) => {
      const ownerSettings = { databaseUrl: settings.databaseUrl, dataDir: store.dataDir };
      const label = database.split(" ")[0]!.toLowerCase();
      const backup = async (file: string) => {
        const client = await connectOwnerClient(ownerSettings);
        try {
          return await client.run("backup", { file, record: true });
        } finally {
          await client.close();
        }
      };
      // Warm: the page cache holds the page, the JIT and the connections are up.
      for (let n = 0; n < 20; n++) await (await fetch(`${store.origin}${page}`)).arrayBuffer();
      await measure({ url: `${store.origin}${page}`, connections, seconds: 1 });

      context.log(`backup: ${database}: a backup with nothing else running`);
      const started = performance.now();
      const summary = await backup(join(work, `${label}-alone.backup.gz`));
      const backupSeconds = seconds(started);
      const rows = summary.tables.reduce((sum, entry) => sum + entry.rows, 0);

      context.log(`backup: ${database}: the cached page, quiet`);
      const quiet = await measure({
        url: `${store.origin}${page}`,
        connections,
        seconds: context.seconds(10),
      });
      context.log(`backup: ${database}: the cached page while backups run one after another`);
      let loading = true;
      let backupsDuringLoad = 0;
      const backups = (async () => {
        while (loading) {
          const file = join(work, `${label}-busy-${backupsDuringLoad}.backup.gz`);
          await backup(file);
          rmSync(file, { force: true });
          backupsDuringLoad++;
        }
      })();
      const busy = await measure({
        url: `${store.origin}${page}`,
        connections,
        seconds: context.seconds(10),
      });
      loading = false;
      await backups;

      context.log(`backup: ${database}: restore into an empty database`);
      const target = await openRestoreTarget(settings.restoreTarget);
      const restoreStarted = performance.now();
      try {
        await restoreBackup(target.database, summary.file);
      } finally {
        await target.close();
      }
      const restoreSeconds = seconds(restoreStarted);
      return {
        database,
        rows,
        backupSeconds,
        bytes: statSync(summary.file).size,
        restoreSeconds,
        backupsDuringLoad,
        quiet,
        busy,
      };
    },
  );
}

async function run(context: BenchContext): Promise<PartResult> {
  const work = mkdtempSync(join(tmpdir(), "verdant-bench-backup-"));
  const results: Figures[] = [];
  try {
    const dataDir = join(work, "data");
    context.log("backup: seeding the embedded database");
    await seed({ dataDir });
    results.push(
      await measureDatabase(
        context,
        "PGlite (embedded)",
        { dataDir, restoreTarget: { dataDir: join(work, "restored") } },
        work,
      ),
    );
    results.push(
      await withSchema("backup", (schema) =>
        withSchema("restore", async (restoreSchema) => {
          context.log("backup: seeding PostgreSQL");
          await seed({ url: schema.url, schema: schema.name });
          return measureDatabase(
            context,
            "PostgreSQL 15 (local)",
            {
              databaseUrl: schema.url,
              restoreTarget: { url: restoreSchema.url, dataDir: join(work, "unused") },
            },
            work,
          );
        }),
      ),
    );
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
  return report(context, results);
}

const ms = (value: number) => `${value.toFixed(2)} ms`;
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const s = (value: number) => `${value.toFixed(1)} s`;

function report(context: BenchContext, results: Figures[]): PartResult {
  const met = (result: Figures) =>
    result.busy.p99 <= p99Ratio * result.quiet.p99 &&
    result.quiet.failures + result.busy.failures === 0;
  const budgets: BudgetRow[] = [
    {
      budget: `A cached page's p99 while a backup runs: at most ${p99Ratio}× its p99 without one (${reviewCount.toLocaleString("en-US")} reviews, ${messageCount.toLocaleString("en-US")} messages)`,
      measured: results
        .map(
          (result) =>
            `${result.database}: ${ms(result.busy.p99)} vs ${ms(result.quiet.p99)} (${(result.busy.p99 / result.quiet.p99).toFixed(2)}×)`,
        )
        .join("; "),
      status: results.every(met) ? "met" : "not met",
      note: `Load average ${context.load.average} on ${context.load.cores} cores when the part started. Backup ${results.map((result) => `${result.database}: ${s(result.backupSeconds)}, ${mb(result.bytes)}; restore ${s(result.restoreSeconds)}`).join("; ")}.`,
    },
  ];
  const body = [
    context.header("backup"),
    `A store seeded with SQL (the store stopped) with ${reviewCount.toLocaleString("en-US")} reviews of \`${reviewKey}\` (one in ten with a reply) and ${messageCount.toLocaleString("en-US")} contact messages, on each database (PostgreSQL in a schema of the run's own, dropped after). **Backup** is one backup taken as \`npm run owner -- backup\` takes it, with nothing else running: through the running store's owner endpoint on the embedded database, directly on PostgreSQL (the time of the operation itself, not of starting the command). **Restore** is that file restored as \`npm run owner -- restore\` restores it, into an empty data directory or an empty schema: checked, loaded in one transaction, summaries rebuilt, checksums compared. Then the cached product page \`${page}\` is measured with autocannon, ${connections} connections, ${context.seconds(10)} s, once with nothing else running and once while backups run one after another: one starts with the load and the next as soon as one ends, so the whole window is during a backup (the count of backups completed is given). The load generator, the store and the database share the machine's two cores, with whatever else runs on it (the load average above).`,
    "",
    tableOf(results, [
      ["Database", (result) => result.database],
      ["Rows", (result) => result.rows.toLocaleString("en-US")],
      ["Backup", (result) => s(result.backupSeconds)],
      ["File (gzip)", (result) => mb(result.bytes)],
      ["Restore", (result) => s(result.restoreSeconds)],
    ]),
    "",
    tableOf(results, [
      ["Database", (result) => result.database],
      ["p50 quiet", (result) => ms(result.quiet.p50)],
      ["p99 quiet", (result) => ms(result.quiet.p99)],
      ["p50 during backups", (result) => ms(result.busy.p50)],
      ["p99 during backups", (result) => ms(result.busy.p99)],
      ["p99 ratio", (result) => `${(result.busy.p99 / result.quiet.p99).toFixed(2)}×`],
      ["Backups during load", (result) => result.backupsDuringLoad],
      ["Failed", (result) => result.quiet.failures + result.busy.failures],
    ]),
  ].join("\n");
  return { body, budgets };
}

export const backupPart: Part = { name: "backup", title: "Backup and restore", run };
