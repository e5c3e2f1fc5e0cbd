/**
 * Backup and restore of a grown store: 500,000 reviews and 10,000 messages, on the embedded
 * database and on PostgreSQL. The backup is taken the way `npm run owner -- backup` takes it
 * (through the running store's owner endpoint on the embedded database, directly on PostgreSQL),
 * the restore the way `npm run owner -- restore` does, and a cached page's p99 and review posts'
 * times are measured with and without a backup running. Before that, a backup's time at 250,000
 * and at 500,000 reviews shows how it grows with the data.
 */
import { mkdtempSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { sql } from "drizzle-orm";
import { openRestoreTarget } from "~/owner/backup/restore-target.server";
import { restoreBackup } from "~/owner/backup/restore.server";
import { writeBackup } from "~/owner/backup/backup.server";
import { openDatabase } from "~/db/database.server";
import { loadConfig } from "~/env.server";
import { migrate } from "~/db/migrate.server";
import { connectOwnerClient } from "../../cli/owner/owner-client";
import type { BenchContext, Part, PartResult } from "../context";
import { measure, type LoadResult } from "../lib/load";
import { withSchema } from "../lib/postgres";
import { tableOf, type BudgetRow } from "../lib/report";
import { percentile } from "../lib/stats";
import { withStore } from "../lib/store";

/** A grown shop's reviews (a few hundred a day for years); BENCH_QUICK runs a tenth of it. */
const reviewCount = process.env.BENCH_QUICK === "1" ? 50_000 : 500_000;
/** The table sizes a backup is timed at, to see it grow in proportion (the last is reviewCount). */
const growthSizes = [reviewCount / 2, reviewCount];
/** A backup's time per row may grow this much from the smaller size to the larger (linear: 1). */
const growthRatio = 1.3;
const messageCount = 10_000;
const reviewKey = "bone-rock";
const page = `/products/${reviewKey}`;
const connections = 8;
const p99Ratio = 2;
const seedSlice = 10_000;

interface Figures {
  database: string;
  rows: number;
  /** Seconds for a backup at each of growthSizes reviews. */
  growth: number[];
  /** Review posts' times (ms), one after another, with nothing else running and during backups. */
  writesQuiet: number[];
  writesBusy: number[];
  backupSeconds: number;
  bytes: number;
  restoreSeconds: number;
  backupsDuringLoad: number;
  quiet: LoadResult;
  busy: LoadResult;
}

type Target = { dataDir: string } | { url: string; schema: string };

/**
 * The store's configuration for a backup or restore run in this process on the data in `dataDir`
 * (its photos are in that folder's `photos`), as the owner's command line loads it.
 */
function configureFor(dataDir: string) {
  loadConfig({ ...process.env, DATA_DIR: dataDir });
}

/**
 * The grown store's rows, written with SQL in a few statements (the store stopped): reviews
 * `first` to `last`, and the messages with the first batch. Then a backup is timed (seconds).
 */
async function seedAndTime(target: Target, first: number, last: number, file: string) {
  // Seeding is bulk work, not a shopper's request: the store's 15 s statement limit is not for it.
  const database = await openDatabase({ ...target, statementTimeoutMs: 600_000 });
  try {
    await migrate(database);
    // In slices: one statement stays well inside the store's statement timeout on PostgreSQL.
    for (let from = first; from <= last; from += seedSlice) {
      const to = Math.min(last, from + seedSlice - 1);
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
    if (first === 1) await seedMessages(database);
    if (database.kind === "postgres") await database.db.execute(sql`analyze`);
    configureFor("dataDir" in target ? target.dataDir : dirname(file));
    const started = performance.now();
    await writeBackup(database, file, { record: false });
    const taken = seconds(started);
    rmSync(file, { force: true });
    return taken;
  } finally {
    await database.close();
  }
}

async function seedMessages(database: Awaited<ReturnType<typeof openDatabase>>) {
  await database.db.execute(sql`
      insert into contact_submissions (name, email, phone, message, created_at, read_at)
      select 'Bench sender ' || g, 'sender' || g || '@example.com',
        case when g % 3 = 0 then '+1 555 01' || lpad((g % 100)::text, 2, '0') end,
        'A question about an order, number ' || g || '. ' || repeat('Where is my parcel? ', 1 + g % 6),
        now() - g * interval '1 minute',
        case when g % 2 = 0 then now() end
      from generate_series(1, ${messageCount}::int) as g`);
}

/** Seeds the store in growthSizes steps, timing a backup at each; answers the seconds. */
async function growAndTime(context: BenchContext, target: Target, work: string) {
  const times: number[] = [];
  let seeded = 0;
  for (const size of growthSizes) {
    context.log(`backup: seeding to ${size.toLocaleString("en-US")} reviews, then one backup`);
    times.push(await seedAndTime(target, seeded + 1, size, join(work, `growth-${size}.backup.gz`)));
    context.log(`backup: ${size.toLocaleString("en-US")} reviews: ${s(times.at(-1)!)}`);
    seeded = size;
  }
  return times;
}

/** Posts reviews one after another until `going()` says stop; answers each one's time (ms). */
async function postReviews(origin: string, going: () => boolean, label: string) {
  const times: number[] = [];
  for (let n = 0; going(); n++) {
    const started = performance.now();
    const response = await fetch(`${origin}/api/reviews`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: origin },
      body: JSON.stringify({
        reviewKey,
        name: `Bench ${label} ${n}`,
        rating: 5,
        reviewText: "Posted while the backup benchmark measured.",
      }),
    });
    await response.arrayBuffer();
    times.push(response.status === 201 ? performance.now() - started : Number.POSITIVE_INFINITY);
  }
  return times;
}

const seconds = (from: number) => (performance.now() - from) / 1000;

/** Takes a backup into `file` through the owner client, as `npm run owner -- backup` does. */
function backupWith(ownerSettings: Parameters<typeof connectOwnerClient>[0]) {
  return async (file: string) => {
    const client = await connectOwnerClient(ownerSettings);
    try {
      return await client.run("backup", { file, record: true });
    } finally {
      await client.close();
    }
  };
}

type Backup = ReturnType<typeof backupWith>;

/** The cached page under load while review posts run one after another, nothing else. */
async function quietLoad(context: BenchContext, origin: string) {
  let loading = true;
  const quietWrites = postReviews(origin, () => loading, "quiet");
  const quiet = await measure({
    url: `${origin}${page}`,
    connections,
    seconds: context.seconds(10),
  });
  loading = false;
  const writesQuiet = await quietWrites;
  return { quiet, writesQuiet };
}

/** The cached page under load and review posts while backups run one after another. */
async function busyLoad(
  context: BenchContext,
  origin: string,
  backup: Backup,
  work: string,
  label: string,
) {
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
  const busyWrites = postReviews(origin, () => loading, "busy");
  const busy = await measure({
    url: `${origin}${page}`,
    connections,
    seconds: context.seconds(10),
  });
  loading = false;
  await backups;
  const writesBusy = await busyWrites;
  return { busy, writesBusy, backupsDuringLoad };
}

/** Seconds to restore `file` into an empty database, as `npm run owner -- restore` does. */
async function timeRestore(
  restoreTarget: { url?: string; dataDir: string },
  file: string,
): Promise<number> {
  configureFor(restoreTarget.dataDir);
  const target = await openRestoreTarget(restoreTarget);
  const restoreStarted = performance.now();
  try {
    await restoreBackup(target.database, file);
  } finally {
    await target.close();
  }
  return seconds(restoreStarted);
}

async function measureDatabase(
  context: BenchContext,
  database: string,
  settings: {
    dataDir?: string;
    databaseUrl?: string;
    restoreTarget: { url?: string; dataDir: string };
  },
  work: string,
  growth: number[],
): Promise<Figures> {
  const env: Record<string, string> = settings.databaseUrl
    ? { DATABASE_URL: settings.databaseUrl, RATE_LIMIT_WRITES: "100000" }
    : { RATE_LIMIT_WRITES: "100000" };
  return withStore(
    {
      root: context.workspace.root,
      name: "backup",
      dataDir: settings.dataDir,
      env: { ...env, BACKUP_DIR: join(work, "backups"), BACKUP_EVERY_HOURS: "0" },
    },
    async (store) => {
      const label = database.split(" ")[0]!.toLowerCase();
      const backup = backupWith({ databaseUrl: settings.databaseUrl, dataDir: store.dataDir });
      // Warm: the page cache holds the page, the JIT and the connections are up.
      for (let n = 0; n < 20; n++) await (await fetch(`${store.origin}${page}`)).arrayBuffer();
      await measure({ url: `${store.origin}${page}`, connections, seconds: 1 });

      context.log(`backup: ${database}: a backup with nothing else running`);
      const started = performance.now();
      const summary = await backup(join(work, `${label}-alone.backup.gz`));
      const backupSeconds = seconds(started);
      const rows = summary.tables.reduce((sum, entry) => sum + entry.rows, 0);

      context.log(`backup: ${database}: the cached page and review posts, quiet`);
      const { quiet, writesQuiet } = await quietLoad(context, store.origin);
      context.log(`backup: ${database}: the cached page while backups run one after another`);
      const busy = await busyLoad(context, store.origin, backup, work, label);

      context.log(`backup: ${database}: restore into an empty database`);
      const restoreSeconds = await timeRestore(settings.restoreTarget, summary.file);
      return {
        database,
        rows,
        growth,
        writesQuiet,
        writesBusy: busy.writesBusy,
        backupSeconds,
        bytes: statSync(summary.file).size,
        restoreSeconds,
        backupsDuringLoad: busy.backupsDuringLoad,
        quiet,
        busy: busy.busy,
      };
    },
  );
}

async function run(context: BenchContext): Promise<PartResult> {
  const work = mkdtempSync(join(tmpdir(), "verdant-bench-backup-"));
  const results: Figures[] = [];
  try {
    const dataDir = join(work, "data");
    context.log("backup: the embedded database");
    const growth = await growAndTime(context, { dataDir }, work);
    results.push(
      await measureDatabase(
        context,
        "PGlite (embedded)",
        { dataDir, restoreTarget: { dataDir: join(work, "restored") } },
        work,
        growth,
      ),
    );
    results.push(
      await withSchema("backup", (schema) =>
        withSchema("restore", async (restoreSchema) => {
          context.log("backup: PostgreSQL");
          const growth = await growAndTime(context, { url: schema.url, schema: schema.name }, work);
          return measureDatabase(
            context,
            "PostgreSQL 15 (local)",
            {
              databaseUrl: schema.url,
              restoreTarget: { url: restoreSchema.url, dataDir: join(work, "unused") },
            },
            work,
            growth,
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

/** How much more a backup's time per row is at the larger size than at the smaller. */
const perRowGrowth = (result: Figures) =>
  result.growth.at(-1)! / growthSizes.at(-1)! / (result.growth[0]! / growthSizes[0]!);
const writeFigure = (times: number[]) =>
  times.some((time) => !Number.isFinite(time))
    ? `${times.filter((time) => !Number.isFinite(time)).length} failed`
    : `${times.length} posts, p50 ${ms(percentile(times, 0.5))}, max ${ms(Math.max(...times))}`;

function report(context: BenchContext, results: Figures[]): PartResult {
  const met = (result: Figures) =>
    result.busy.p99 <= p99Ratio * result.quiet.p99 &&
    result.quiet.failures + result.busy.failures === 0;
  const sizes = growthSizes.map((size) => size.toLocaleString("en-US")).join(" and ");
  const budgets: BudgetRow[] = [
    {
      budget: `A backup's time grows in proportion to the rows: its time per review at ${growthSizes.at(-1)!.toLocaleString("en-US")} reviews at most ${growthRatio}× that at ${growthSizes[0]!.toLocaleString("en-US")}`,
      measured: results
        .map(
          (result) =>
            `${result.database}: ${result.growth.map(s).join(" → ")} (${perRowGrowth(result).toFixed(2)}× per review)`,
        )
        .join("; "),
      status: results.every((result) => perRowGrowth(result) <= growthRatio) ? "met" : "not met",
      note: `Backups at ${sizes} reviews, with nothing else running.`,
    },
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
    `**Growth**: the same store seeded in two steps, ${sizes} reviews, one backup timed after each (written directly, as the scheduled backup writes it, with nothing else running). Rows are read in key ranges, so each page is one index range however deep; on the embedded database the backup reads a copy of the database taken when it starts, in a thread of its own.`,
    "",
    tableOf(results, [
      ["Database", (result) => result.database],
      ...growthSizes.map(
        (size, index) =>
          [
            `${size.toLocaleString("en-US")} reviews`,
            (result: Figures) => s(result.growth[index]!),
          ] as [string, (result: Figures) => string],
      ),
      ["Per review, larger ÷ smaller", (result) => `${perRowGrowth(result).toFixed(2)}×`],
    ]),
    "",
    `**During a backup** (at ${reviewCount.toLocaleString("en-US")} reviews): while the cached page is measured, one client posts reviews to \`/api/reviews\` one after another, each a database write (on the embedded database, through its one connection).`,
    "",
    tableOf(results, [
      ["Database", (result) => result.database],
      ["Review posts, quiet", (result) => writeFigure(result.writesQuiet)],
      ["Review posts during backups", (result) => writeFigure(result.writesBusy)],
    ]),
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
