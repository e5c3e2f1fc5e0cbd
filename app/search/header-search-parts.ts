/** What the header's Search button and its lazily loaded field share. */
export const searchInputId = "site-search-input";

/** The search field's own attributes: the same on the stand-in field and the one with suggestions. */
export const searchField = {
  id: searchInputId,
  type: "search",
  name: "q",
  "aria-label": "Search products, articles and FAQ",
  autoComplete: "off",
  autoFocus: true,
  maxLength: 100,
  placeholder: "Search the store",
  className:
    "min-h-12 w-full rounded-full border border-line bg-surface pr-4 pl-11 text-base placeholder:text-ink-soft/80 focus:border-leaf",
} as const;

/** The magnifier inside the search field. */
export const searchFieldIcon =
  "pointer-events-none absolute top-1/2 left-4 size-4 -translate-y-1/2 text-ink-soft";

export const iconButton =
  "inline-flex size-11 shrink-0 items-center justify-center rounded-full text-ink transition-colors hover:bg-mist";
