/**
 * Calendar dates as en-US writes them, the same text as `Intl.DateTimeFormat("en-US", { dateStyle
 * })`. Written out instead of built on Intl because creating a date formatter costs about 15 ms of
 * a phone-class CPU (60–80 ms under Lighthouse's 4× slowdown), in the task that evaluates a page's
 * modules or hydrates it. The unit test checks both against Intl.
 */
const shortMonths = "JanFebMarAprMayJunJulAugSepOctNovDec";

/** "Nov 26, 2026" (`dateStyle: "medium"`), in UTC or in the browser's own time zone. */
export function mediumDate(date: Date, zone: "utc" | "local" = "utc"): string {
  const utc = zone === "utc";
  const month = utc ? date.getUTCMonth() : date.getMonth();
  const day = utc ? date.getUTCDate() : date.getDate();
  const year = utc ? date.getUTCFullYear() : date.getFullYear();
  return `${shortMonths.slice(month * 3, month * 3 + 3)} ${day}, ${year}`;
}

const months = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
] as const;

/** "November 26, 2026" (`dateStyle: "long"`), in UTC. */
export function longDate(date: Date): string {
  return `${months[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
}
