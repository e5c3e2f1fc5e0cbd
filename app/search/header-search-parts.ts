/** What the header's Search button and its lazily loaded field share. */
export const searchInputId = "site-search-input";

export const iconButton =
  "inline-flex size-11 shrink-0 items-center justify-center rounded-full text-ink transition-colors hover:bg-mist";
