const timestampPattern =
  /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d+))?)?)?\s*(Z|[+-]\d{2}(?::?\d{2})?)?$/i;

/**
 * A date or timestamp in ISO 8601 or PostgreSQL's own text form ("2024-03-01 12:34:56.789+00"),
 * as exports and owners write them; without a zone it is UTC. Anything else is undefined.
 */
export function parseTimestamp(text: string): Date | undefined {
  const match = timestampPattern.exec(text.trim());
  if (!match) return undefined;
  const [, year, month, day, hour = "00", minute = "00", second = "00", fraction = "", zone] =
    match;
  const daysInMonth = new Date(Date.UTC(Number(year), Number(month), 0)).getUTCDate();
  const valid =
    Number(month) >= 1 &&
    Number(month) <= 12 &&
    Number(day) >= 1 &&
    Number(day) <= daysInMonth &&
    Number(hour) <= 23 &&
    Number(minute) <= 59 &&
    Number(second) <= 59;
  if (!valid) return undefined;
  let offset = (zone ?? "Z").toUpperCase();
  if (offset !== "Z") offset = `${offset.slice(0, 3)}:${offset.slice(3).replace(":", "") || "00"}`;
  const milliseconds = fraction.padEnd(3, "0").slice(0, 3);
  const date = new Date(
    `${year}-${month}-${day}T${hour}:${minute}:${second}.${milliseconds}${offset}`,
  );
  return Number.isNaN(date.getTime()) ? undefined : date;
}
