import { useHydrated } from "~/hooks/use-hydrated";

const serverFormat = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeZone: "UTC" });

/** A date in the visitor's own locale (the server renders a neutral form until hydration). */
export function LocalDate({ iso }: { iso: string }) {
  const hydrated = useHydrated();
  const date = new Date(iso);
  const text = hydrated
    ? date.toLocaleDateString(undefined, { dateStyle: "medium" })
    : serverFormat.format(date);
  return <time dateTime={iso}>{text}</time>;
}
