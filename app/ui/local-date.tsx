import { useHydrated } from "~/hooks/use-hydrated";
import { mediumDate } from "~/lib/dates";

/**
 * A date in the visitor's own time zone: the server renders it in UTC, and the browser in its
 * own zone once hydrated ("Nov 26, 2026" either way: the shop writes dates as US English).
 */
export function LocalDate({ iso }: { iso: string }) {
  const hydrated = useHydrated();
  return <time dateTime={iso}>{mediumDate(new Date(iso), hydrated ? "local" : "utc")}</time>;
}
