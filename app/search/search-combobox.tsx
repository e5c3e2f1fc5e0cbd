import { Search, X } from "lucide-react";
import { useEffect, useLayoutEffect, useState, type KeyboardEvent } from "react";
import { Form, useFetcher, useNavigate } from "react-router";
import { HighlightedText } from "~/search/highlighted-text";
import {
  normalizeQuery,
  searchKindLabels,
  searchPath,
  type SearchHit,
  type SearchResults,
} from "~/search/search-query";
import { Thumbnail } from "~/ui/thumbnail";
import { iconButton, searchField, searchFieldIcon, searchInputId } from "./header-search-parts";

const listboxId = "site-search-suggestions";
const optionId = (index: number) => `site-search-option-${index}`;
/** Suggestions are asked for after the shopper pauses typing this long (ms). */
const debounceMs = 150;

/** The search field with suggestions, following the WAI-ARIA combobox pattern (list autocomplete). */
export default function SearchCombobox({
  onClose,
  typedRef,
}: {
  onClose: () => void;
  /** What was typed into the stand-in field while this one loaded: carried on with. */
  typedRef?: { current: string };
}) {
  const [text, setText] = useState("");
  const [active, setActive] = useState(-1);
  const [listOpen, setListOpen] = useState(false);
  const fetcher = useFetcher<SearchResults>();
  const navigate = useNavigate();
  const query = normalizeQuery(text);
  const { load } = fetcher;

  useEffect(() => {
    if (query.length < 2) return;
    const timer = setTimeout(() => load(`/api/search?q=${encodeURIComponent(query)}`), debounceMs);
    return () => clearTimeout(timer);
  }, [query, load]);

  useLayoutEffect(() => {
    // Keys typed while this field was being rendered went to the stand-in: take them too, and
    // put the caret after them.
    const input = document.getElementById(searchInputId);
    // The stand-in is outside React's state: this copies from it once, on mount.
    if (typedRef && typedRef.current !== "") setText(typedRef.current);
    if (input instanceof HTMLInputElement) {
      input.focus();
      const end = typedRef?.current.length ?? input.value.length;
      input.setSelectionRange(end, end);
    }
    // Once, when the field appears.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const results = query.length >= 2 ? fetcher.data : undefined;
  const hits: SearchHit[] = results?.groups.flatMap((group) => group.hits) ?? [];
  // Every suggestion, then "See all results" (the search page) as the last option.
  const targets = [...hits.map((hit) => hit.url), searchPath(query)];
  const expanded = listOpen && results !== undefined;

  useEffect(() => {
    if (active >= 0)
      document.getElementById(optionId(active))?.scrollIntoView({ block: "nearest" });
  }, [active]);

  const go = (url: string) => {
    setListOpen(false);
    navigate(url);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      if (!results) return;
      event.preventDefault();
      setListOpen(true);
      const down = event.key === "ArrowDown";
      const last = targets.length - 1;
      setActive((current) => {
        if (!expanded) return down ? 0 : last;
        if (down) return current >= last ? 0 : current + 1;
        return current <= 0 ? last : current - 1;
      });
    } else if (event.key === "Enter" && expanded && active >= 0) {
      event.preventDefault();
      go(targets[active]!);
    } else if (event.key === "Escape") {
      event.preventDefault();
      if (expanded) {
        setListOpen(false);
        setActive(-1);
      } else onClose();
    }
  };

  let index = -1;
  const option = (hit: SearchHit) => {
    index += 1;
    const position = index;
    return (
      <li
        key={hit.id}
        id={optionId(position)}
        role="option"
        aria-selected={active === position}
        onMouseDown={(event) => event.preventDefault()}
        onClick={() => go(hit.url)}
        className="flex cursor-pointer gap-3 rounded-lg px-3 py-2 aria-selected:bg-lime-soft"
      >
        <Thumbnail src={hit.image} size={40} className="size-10 rounded-md bg-mist" />
        <span className="min-w-0">
          <span className="block font-semibold">
            <HighlightedText segments={hit.title} />
          </span>
          <span className="block truncate text-sm text-ink-soft">
            <HighlightedText segments={hit.snippet} />
          </span>
        </span>
      </li>
    );
  };

  const count = hits.length;
  const announcement = !expanded
    ? ""
    : count === 0
      ? `No suggestions for ${query}. Press Enter to search.`
      : `${count} ${count === 1 ? "suggestion" : "suggestions"}. Use the up and down arrows to choose.`;

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
        onSubmit={() => setListOpen(false)}
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
            value={text}
            onChange={(event) => {
              setText(event.target.value);
              setListOpen(true);
              setActive(-1);
            }}
            onKeyDown={onKeyDown}
            onBlur={() => setListOpen(false)}
            onFocus={() => setListOpen(true)}
          />
          <div
            id={listboxId}
            role="listbox"
            aria-label="Search suggestions"
            hidden={!expanded}
            className="absolute inset-x-0 top-full z-40 mt-2 max-h-[70vh] overflow-y-auto rounded-2xl border border-line bg-surface p-2 shadow-lg"
          >
            {results?.groups.map((group) => (
              <ul key={group.kind} role="group" aria-labelledby={`${listboxId}-${group.kind}`}>
                <li
                  role="presentation"
                  id={`${listboxId}-${group.kind}`}
                  className="px-3 pt-2 pb-1 text-xs font-bold tracking-wide text-leaf uppercase"
                >
                  {searchKindLabels[group.kind]}
                </li>
                {group.hits.map(option)}
              </ul>
            ))}
            <div
              id={optionId(hits.length)}
              role="option"
              aria-selected={active === hits.length}
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => go(searchPath(query))}
              className="mt-1 cursor-pointer rounded-lg px-3 py-2 font-semibold text-leaf aria-selected:bg-lime-soft"
            >
              {count === 0
                ? `No suggestions. Search for “${query}”`
                : `See all results for “${query}”`}
            </div>
          </div>
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
        {announcement}
      </p>
    </div>
  );
}
