import { useEffect, useLayoutEffect, useState, type ChangeEvent, type KeyboardEvent } from "react";
import { useFetcher, useNavigate } from "react-router";
import { normalizeQuery, searchPath, type SearchResults } from "~/search/search-query";
import { searchInputId } from "./header-search-parts";
import { optionId } from "./search-suggestions";

/** Suggestions are asked for after the shopper pauses typing this long (ms). */
const debounceMs = 150;

/** The suggestions for a query of two characters or more, asked for once typing pauses. */
function useSuggestions(query: string): SearchResults | undefined {
  const fetcher = useFetcher<SearchResults>();
  const { load } = fetcher;
  useEffect(() => {
    if (query.length < 2) return;
    const timer = setTimeout(() => load(`/api/search?q=${encodeURIComponent(query)}`), debounceMs);
    return () => clearTimeout(timer);
  }, [query, load]);
  return query.length >= 2 ? fetcher.data : undefined;
}

/**
 * Takes over what was typed into the stand-in field while this one loaded, and focuses the field
 * with the caret after it.
 */
function useTakeOverStandIn(setText: (text: string) => void, typedRef?: { current: string }) {
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
}

/**
 * The option an arrow key chooses among `count` options: the first (down) or last (up) when the
 * list was closed, else the next or previous one, wrapping round at either end.
 */
function arrowStep(current: number, down: boolean, count: number, wasOpen: boolean): number {
  const last = count - 1;
  if (!wasOpen) return down ? 0 : last;
  if (down) return current >= last ? 0 : current + 1;
  return current <= 0 ? last : current - 1;
}

/**
 * The search field's state and keys: what is typed, the suggestions for it, whether the list is
 * open and which option is chosen. Arrows move through the options, Enter goes to the chosen one,
 * Escape closes the list (or, with the list closed, the field).
 */
export function useSearchCombobox(onClose: () => void, typedRef?: { current: string }) {
  const [text, setText] = useState("");
  const [active, setActive] = useState(-1);
  const [listOpen, setListOpen] = useState(false);
  const navigate = useNavigate();
  const query = normalizeQuery(text);
  const results = useSuggestions(query);
  useTakeOverStandIn(setText, typedRef);

  // Every suggestion, then "See all results" (the search page) as the last option.
  const searchUrl = searchPath(query);
  const targets = [
    ...(results?.groups.flatMap((group) => group.hits) ?? []).map((hit) => hit.url),
    searchUrl,
  ];
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
      setActive((current) => arrowStep(current, down, targets.length, expanded));
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

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    setText(event.target.value);
    setListOpen(true);
    setActive(-1);
  };

  return {
    text,
    query,
    results,
    /** How many suggestions there are (not counting "See all results"). */
    hitCount: targets.length - 1,
    active,
    expanded,
    searchUrl,
    go,
    onKeyDown,
    onChange,
    openList: () => setListOpen(true),
    closeList: () => setListOpen(false),
  };
}
