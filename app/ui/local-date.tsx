import { useHydrated } from "~/hooks/use-hydrated";
import { formatDate } from "~/lib/dates";

let visitorFormat: Intl.DateTimeFormat | undefined;

/** The date in the visitor's time zone, in their language: Intl only for a language other than US English. */
function visitorDate(date: Date): string {
  if (/^en(-US)?$/i.test(navigator.language)) return formatDate(date, "medium", "local");
  visitorFormat ??= new Intl.DateTimeFormat(undefined, { dateStyle: "medium" });
  return visitorFormat.format(date);
}

/** A date in the visitor's own locale (the server renders a neutral form until hydration). */
export function LocalDate({ iso }: { iso: string }) {
  const hydrated = useHydrated();
  const date = new Date(iso);
  return <time dateTime={iso}>{hydrated ? visitorDate(date) : formatDate(date, "medium")}</time>;
}
