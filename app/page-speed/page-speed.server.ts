import { sql, type SQL } from "drizzle-orm";
import type { Db } from "~/db/database.server";
import {
  deviceClasses,
  p75,
  pageTypes,
  speedMetrics,
  type DeviceClass,
  type PageType,
  type SpeedBeacon,
  type SpeedMetric,
} from "./page-speed-terms";

/** Page views are reported on for this many days, today included; nothing older is kept. */
const keptDays = 28;

const dayMs = 86_400_000;
const utcDay = (date: Date) => date.toISOString().slice(0, 10);

async function rows<Row>(db: Db, query: SQL): Promise<Row[]> {
  return ((await db.execute(query)) as unknown as { rows: Row[] }).rows;
}

/** Stores one page view's report: its kind of page and device and its metrics, nothing else. */
export async function storeBeacon(db: Db, beacon: SpeedBeacon): Promise<void> {
  const { LCP, INP, CLS, FCP, TTFB } = beacon.metrics;
  await db.execute(sql`insert into page_speed_views (page_type, device, lcp, inp, cls, fcp, ttfb)
    values (${beacon.pageType}, ${beacon.device}, ${LCP ?? null}, ${INP ?? null}, ${CLS ?? null},
      ${FCP ?? null}, ${TTFB ?? null})`);
}

/** The raw rows' values of one metric, per day, page type and device: how often each occurred. */
function rawCounts(metric: SpeedMetric, before: string): SQL {
  const column = sql.raw(metric.toLowerCase());
  return sql`select to_char(received_at at time zone 'UTC', 'YYYY-MM-DD') as day, page_type, device,
      ${metric} as metric, ${column} as value, count(*)::int as count
    from page_speed_views where ${column} is not null and received_at < ${before}::timestamptz
    group by 1, 2, 3, 5`;
}

/** An advisory lock's key: one store process rolls up at a time. */
const rollUpLock = 72_707_370;

/**
 * Rolls every complete day's page views (UTC) up into `page_speed_days`, how often each value of
 * each metric occurred per page type and device, and removes them; removes whatever is older than
 * `keptDays`. Percentiles from the rolled-up days equal those from the rows they replaced.
 */
export async function rollUpPageSpeed(db: Db, now = new Date()): Promise<{ days: number }> {
  const today = utcDay(now);
  const oldestKept = utcDay(new Date(Date.parse(today) - (keptDays - 1) * dayMs));
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${rollUpLock})`);
    const found = await rows<{
      day: string;
      page_type: string;
      device: string;
      metric: string;
      value: number;
      count: number;
    }>(
      tx,
      sql.join(
        speedMetrics.map((metric) => rawCounts(metric, `${today}T00:00:00Z`)),
        sql` union all `,
      ),
    );
    const groups = new Map<string, Record<string, number>>();
    for (const row of found) {
      if (row.day < oldestKept) continue;
      const key = [row.day, row.page_type, row.device, row.metric].join("|");
      const counts = groups.get(key) ?? {};
      counts[String(row.value)] = (counts[String(row.value)] ?? 0) + Number(row.count);
      groups.set(key, counts);
    }
    for (const [key, counts] of groups) {
      const [day, pageType, device, metric] = key.split("|");
      // A day is rolled up once: its rows are removed below, and later rows are of later days.
      await tx.execute(sql`insert into page_speed_days (day, page_type, device, metric, counts)
        values (${day}::date, ${pageType}, ${device}, ${metric}, ${JSON.stringify(counts)}::jsonb)`);
    }
    await tx.execute(
      sql`delete from page_speed_views where received_at < ${`${today}T00:00:00Z`}::timestamptz`,
    );
    await tx.execute(sql`delete from page_speed_days where day < ${oldestKept}::date`);
    return { days: new Set(found.map((row) => row.day)).size };
  });
}

type Counts = Map<number, number>;

export interface SpeedFigure {
  /** The 75th percentile in the stored unit; undefined without measurements. */
  p75: number | undefined;
  samples: number;
}

interface SpeedRow {
  pageType: PageType;
  device: DeviceClass;
  metrics: Record<SpeedMetric, SpeedFigure>;
}

export interface SpeedReport {
  /** The first day counted, YYYY-MM-DD (UTC). */
  since: string;
  /** Every page type and device with any page view, in the order of the page types. */
  rows: SpeedRow[];
  /** All page views together, per day (UTC), oldest first; days without page views left out. */
  days: { day: string; metrics: Record<SpeedMetric, SpeedFigure> }[];
}

const figure = (counts: Counts | undefined): SpeedFigure => ({
  p75: counts ? p75(counts) : undefined,
  samples: counts ? [...counts.values()].reduce((sum, count) => sum + count, 0) : 0,
});

function add(into: Map<string, Counts>, key: string, value: number, count: number) {
  let counts = into.get(key);
  if (!counts) into.set(key, (counts = new Map()));
  counts.set(value, (counts.get(value) ?? 0) + count);
}

/**
 * The last 28 days' 75th percentiles per page type and device, and per day, from the rolled-up
 * days and today's (or any not yet rolled up) page views alike.
 */
export async function pageSpeedReport(db: Db, now = new Date()): Promise<SpeedReport> {
  const since = utcDay(new Date(Date.parse(utcDay(now)) - (keptDays - 1) * dayMs));
  const [raw, rolled] = await Promise.all([
    rows<{
      day: string;
      page_type: string;
      device: string;
      metric: string;
      value: number;
      count: number;
    }>(
      db,
      sql.join(
        speedMetrics.map((metric) => rawCounts(metric, "infinity")),
        sql` union all `,
      ),
    ),
    rows<{
      day: string;
      page_type: string;
      device: string;
      metric: string;
      counts: Record<string, number> | string;
    }>(
      db,
      sql`select to_char(day, 'YYYY-MM-DD') as day, page_type, device, metric, counts
        from page_speed_days where day >= ${since}::date`,
    ),
  ]);
  const byGroup = new Map<string, Counts>();
  const byDay = new Map<string, Counts>();
  const count = (
    day: string,
    pageType: string,
    device: string,
    metric: string,
    value: number,
    times: number,
  ) => {
    if (day < since) return;
    add(byGroup, `${pageType}|${device}|${metric}`, value, times);
    add(byDay, `${day}|${metric}`, value, times);
  };
  for (const row of raw)
    count(row.day, row.page_type, row.device, row.metric, Number(row.value), Number(row.count));
  for (const row of rolled) {
    const counts =
      typeof row.counts === "string"
        ? (JSON.parse(row.counts) as Record<string, number>)
        : row.counts;
    for (const [value, times] of Object.entries(counts)) {
      count(row.day, row.page_type, row.device, row.metric, Number(value), times);
    }
  }
  const metricsOf = (from: Map<string, Counts>, prefix: string) =>
    Object.fromEntries(
      speedMetrics.map((metric) => [metric, figure(from.get(`${prefix}|${metric}`))]),
    ) as Record<SpeedMetric, SpeedFigure>;
  const days = [...new Set([...byDay.keys()].map((key) => key.split("|")[0]!))].sort();
  return {
    since,
    rows: pageTypes.flatMap((pageType) =>
      deviceClasses
        .map((device) => ({
          pageType,
          device,
          metrics: metricsOf(byGroup, `${pageType}|${device}`),
        }))
        .filter((row) => speedMetrics.some((metric) => row.metrics[metric].samples > 0)),
    ),
    days: days.map((day) => ({ day, metrics: metricsOf(byDay, day) })),
  };
}
