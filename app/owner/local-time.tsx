import { useHydrated } from "~/hooks/use-hydrated";

const serverFormat = new Intl.DateTimeFormat("en-GB", {
  dateStyle: "medium",
  timeStyle: "short",
  timeZone: "UTC",
});

/**
 * A moment in the reader's own time zone and locale ("24 Nov 2026, 15:03"). The server cannot know
 * the zone: it renders the time in UTC, marked so, and the browser replaces it once hydrated.
 */
export function LocalTime({ iso }: { iso: string | null }) {
  const hydrated = useHydrated();
  if (!iso) return null;
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return <>{iso}</>;
  const text = hydrated
    ? date.toLocaleString(undefined, { dateStyle: "medium", timeStyle: "short" })
    : `${serverFormat.format(date)} UTC`;
  return (
    <time dateTime={iso} title={date.toISOString()}>
      {text}
    </time>
  );
}
