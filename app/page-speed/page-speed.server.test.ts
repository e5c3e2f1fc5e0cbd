import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "~/db/database.server";
import { openTestDatabase, testDatabaseKinds } from "~/db/test-database";
import { pageSpeedReport, rollUpPageSpeed, storeBeacon } from "./page-speed.server";

const now = new Date("2026-11-25T15:00:00Z");

describe.each(testDatabaseKinds)("shoppers' page speed on %s", (kind) => {
  let database: Database;
  const view = (at: string, pageType: string, device: string, lcp: number | null, cls = 10) =>
    database.db
      .execute(sql`insert into page_speed_views (received_at, page_type, device, lcp, cls, ttfb)
      values (${at}::timestamptz, ${pageType}, ${device}, ${lcp}, ${cls}, 100)`);
  const count = async (table: "page_speed_views" | "page_speed_days") =>
    Number(
      (
        (await database.db.execute(
          sql`select count(*)::int as n from ${sql.raw(table)}`,
        )) as unknown as {
          rows: { n: number }[];
        }
      ).rows[0]!.n,
    );

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    // Product pages on phones over three days: LCP 1000…4000 (hand-counted p75: 3000 of 1000,
    // 1000, 2000, 3000, 3000, 4000 is the 5th of 6 = 3000).
    for (const [at, lcp] of [
      ["2026-11-23T08:00:00Z", 1000],
      ["2026-11-23T23:59:59Z", 3000],
      ["2026-11-24T00:00:00Z", 1000],
      ["2026-11-24T12:00:00Z", 4000],
      ["2026-11-25T09:00:00Z", 2000],
      ["2026-11-25T10:00:00Z", 3000],
    ] as const) {
      await view(at, "product", "phone", lcp);
    }
    // The home page on desktops, today only; a view without LCP counts only for what it has.
    await view("2026-11-25T11:00:00Z", "home", "desktop", 900, 300);
    await view("2026-11-25T11:05:00Z", "home", "desktop", null, 0);
    // 28 days ago (29 November counting today as the first): too old to count or keep.
    await view("2026-10-28T12:00:00Z", "product", "phone", 60_000);
    await storeBeacon(database.db, {
      pageType: "article",
      device: "phone",
      metrics: { LCP: 1500, INP: 80 },
    });
    // Stored at the database's clock: moved to the test's today.
    await database.db.execute(
      sql`update page_speed_views set received_at = '2026-11-25T12:00:00Z' where page_type = 'article'`,
    );
  }, 60_000);
  afterAll(async () => {
    await database.close();
  });

  it("reports each page type and device's 75th percentiles for the last 28 days", async () => {
    const report = await pageSpeedReport(database.db, now);
    expect(report.since).toBe("2026-10-29");
    const product = report.rows.find((row) => row.pageType === "product")!;
    expect(product.device).toBe("phone");
    expect(product.metrics.LCP).toEqual({ p75: 3000, samples: 6 });
    expect(product.metrics.INP).toEqual({ p75: undefined, samples: 0 });
    const home = report.rows.find((row) => row.pageType === "home")!;
    expect(home.metrics.LCP).toEqual({ p75: 900, samples: 1 });
    expect(home.metrics.CLS).toEqual({ p75: 300, samples: 2 });
    expect(report.days.map((day) => day.day)).toEqual(["2026-11-23", "2026-11-24", "2026-11-25"]);
    expect(report.days[0]!.metrics.LCP).toEqual({ p75: 3000, samples: 2 });
  });

  it("rolls complete days up to the same figures, and keeps nothing past 28 days", async () => {
    // The article's beacon was stored at the database's now(): move it to today.
    await database.db.execute(
      sql`update page_speed_views set received_at = '2026-11-25T12:00:00Z' where page_type = 'article'`,
    );
    const before = await pageSpeedReport(database.db, now);
    expect(await rollUpPageSpeed(database.db, now)).toEqual({ days: 3 });
    const after = await pageSpeedReport(database.db, now);
    expect(after).toEqual(before);
    // Today's views wait for the day to end; the two days before are rolled up.
    expect(await count("page_speed_views")).toBe(5);
    const oldest = (await database.db.execute(
      sql`select min(day)::text as day from page_speed_days`,
    )) as unknown as { rows: { day: string }[] };
    expect(oldest.rows[0]!.day).toBe("2026-11-23");
    // 27 days later the 23rd is past the 28 days: nothing of it is left.
    await rollUpPageSpeed(database.db, new Date("2026-12-21T00:30:00Z"));
    expect(await count("page_speed_views")).toBe(0);
    const left = (await database.db.execute(
      sql`select min(day)::text as day from page_speed_days`,
    )) as unknown as { rows: { day: string }[] };
    expect(left.rows[0]!.day >= "2026-11-24").toBe(true);
  });
});
