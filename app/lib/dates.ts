/**
 * A calendar date as en-US writes it: "Nov 26, 2026" (medium) or "November 26, 2026" (long), the
 * same text as `Intl.DateTimeFormat("en-US", { dateStyle })` in UTC or in the browser's own time
 * zone. Written out instead of built on Intl because creating a date formatter costs about 15 ms of
 * a phone-class CPU (60–80 ms under Lighthouse's 4× slowdown), in the task that evaluates a page's
 * modules or hydrates it. The unit test checks it against Intl.
 */
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

export function formatDate(
  date: Date,
  style: "medium" | "long",
  zone: "utc" | "local" = "utc",
): string {
  const utc = zone === "utc";
  const month = months[utc ? date.getUTCMonth() : date.getMonth()]!;
  const day = utc ? date.getUTCDate() : date.getDate();
  const year = utc ? date.getUTCFullYear() : date.getFullYear();
  return `${style === "long" ? month : month.slice(0, 3)} ${day}, ${year}`;
}
