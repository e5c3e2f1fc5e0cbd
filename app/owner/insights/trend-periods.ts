/**
 * The periods the console's trends are counted in: the last 12 weeks (Monday to Sunday) or the last
 * 12 months, in the shop's own time zone, so a review written late on a Sunday evening in New York
 * counts in that week, not in the next one as it would in UTC.
 */

export type TrendUnit = "week" | "month";

/** How many periods a trend shows. */
const trendLength = 12;

export interface TrendPeriods {
  unit: TrendUnit;
  /** Each period's first day in the shop's zone, YYYY-MM-DD, oldest first. */
  starts: string[];
  /** The zone the periods are counted in (an IANA name). */
  timeZone: string;
}

/** A calendar date (no zone) as YYYY-MM-DD. */
function isoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** The calendar date it is at `now` in `timeZone`, as a UTC midnight. */
export function localDate(now: Date, timeZone: string): Date {
  const parts = new Intl.DateTimeFormat("en-CA", {
    timeZone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).formatToParts(now);
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return new Date(Date.UTC(part("year"), part("month") - 1, part("day")));
}

/** The last `trendLength` weeks or months up to and including the one `now` falls in. */
export function trendPeriods(unit: TrendUnit, now: Date, timeZone: string): TrendPeriods {
  const today = localDate(now, timeZone);
  const starts: string[] = [];
  for (let back = trendLength - 1; back >= 0; back--) {
    if (unit === "week") {
      // getUTCDay: 0 is Sunday; weeks start on Monday.
      const monday = today.getTime() - ((today.getUTCDay() + 6) % 7) * 86_400_000;
      starts.push(isoDate(new Date(monday - back * 7 * 86_400_000)));
    } else {
      starts.push(
        isoDate(new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - back, 1))),
      );
    }
  }
  return { unit, starts, timeZone };
}

const monthName = new Intl.DateTimeFormat("en-US", { month: "short", timeZone: "UTC" });
const dayName = new Intl.DateTimeFormat("en-US", {
  month: "short",
  day: "numeric",
  timeZone: "UTC",
});

/** A period's short label: "Sep 7" for the week starting then, "Sep 2026" for a month. */
export function periodLabel(unit: TrendUnit, start: string): string {
  const date = new Date(`${start}T00:00:00Z`);
  return unit === "week"
    ? dayName.format(date)
    : `${monthName.format(date)} ${date.getUTCFullYear()}`;
}
