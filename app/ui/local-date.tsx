import { useHydrated } from "~/hooks/use-hydrated";
import { mediumDate } from "~/lib/dates";

let visitorFormat: Intl.DateTimeFormat | undefined;

/**
 * The date in the visitor's time zone and language. US English, this shop's usual visitor, is
 * written without Intl (creating a formatter costs tens of milliseconds on a phone); any other
 * language gets one formatter, made the first time it is needed.
 */
function visitorDate(date: Date): string {
  if (/^en(-US)?$/i.test(navigator.language)) return mediumDate(date, "local");
  visitorFormat ??= new Intl.DateTimeFormat(undefined, { dateStyle: "medium" });
  return visitorFormat.format(date);
}

/** A date in the visitor's own locale (the server renders a neutral form until hydration). */
export function LocalDate({ iso }: { iso: string }) {
  const hydrated = useHydrated();
  const date = new Date(iso);
  return <time dateTime={iso}>{hydrated ? visitorDate(date) : mediumDate(date)}</time>;
}
