import { Search, X } from "lucide-react";
import { Form } from "react-router";
import { iconButton, searchField, searchFieldIcon } from "./header-search-parts";
import { listboxId, optionId, SearchSuggestions } from "./search-suggestions";
import { useSearchCombobox } from "./use-search-combobox";

/** What the screen reader hears about the open list: how many suggestions, and how to use them. */
function suggestionsAnnouncement(expanded: boolean, count: number, query: string): string {
  if (!expanded) return "";
  if (count === 0) return `No suggestions for ${query}. Press Enter to search.`;
  return `${count} ${count === 1 ? "suggestion" : "suggestions"}. Use the up and down arrows to choose.`;
}

/** The search field with suggestions, following the WAI-ARIA combobox pattern (list autocomplete). */
export default function SearchCombobox({
  onClose,
  typedRef,
}: {
  onClose: () => void;
  /** What was typed into the stand-in field while this one loaded: carried on with. */
  typedRef?: { current: string };
}) {
  const search = useSearchCombobox(onClose, typedRef);
  const { active, expanded, query } = search;

  return (
    <div
      className="mx-auto max-w-3xl px-4 py-3 sm:px-6"
      onKeyDown={(event) => {
        if (event.key === "Escape" && !event.defaultPrevented) onClose();
      }}
    >
      <Form
        action="/search"
        role="search"
        aria-label="Site search"
        className="flex items-center gap-2"
        onSubmit={search.closeList}
      >
        <div className="relative flex-1">
          <Search aria-hidden="true" className={searchFieldIcon} />
          <input
            {...searchField}
            role="combobox"
            aria-autocomplete="list"
            aria-expanded={expanded}
            aria-controls={listboxId}
            aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
            value={search.text}
            onChange={search.onChange}
            onKeyDown={search.onKeyDown}
            onBlur={search.closeList}
            onFocus={search.openList}
          />
          <SearchSuggestions
            results={search.results}
            query={query}
            active={active}
            expanded={expanded}
            onChoose={search.go}
            searchUrl={search.searchUrl}
          />
        </div>
        <button
          type="submit"
          className="hidden min-h-12 rounded-full bg-button px-5 text-sm font-semibold text-white hover:bg-button-hover sm:inline-flex sm:items-center"
        >
          Search
        </button>
        <button type="button" aria-label="Close search" onClick={onClose} className={iconButton}>
          <X aria-hidden="true" className="size-6" />
        </button>
      </Form>
      <p role="status" className="sr-only">
        {suggestionsAnnouncement(expanded, search.hitCount, query)}
      </p>
    </div>
  );
}
