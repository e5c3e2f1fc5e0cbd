import { HighlightedText } from "~/search/highlighted-text";
import { searchKindLabels, type SearchHit, type SearchResults } from "~/search/search-query";
import { Thumbnail } from "~/ui/thumbnail";

/** The suggestion list's id, which the search field names as the list it controls. */
export const listboxId = "site-search-suggestions";
/** A suggestion's id: its place in the list, counting from 0 ("See all results" comes last). */
export const optionId = (index: number) => `site-search-option-${index}`;

/** Keeps the field's focus when a suggestion is pressed, so the press reaches its click. */
const keepFocus = (event: { preventDefault: () => void }) => event.preventDefault();

/** One suggested page: its picture, its title and a snippet, the matched words marked. */
function SuggestionOption({
  hit,
  position,
  selected,
  onChoose,
}: {
  hit: SearchHit;
  position: number;
  selected: boolean;
  onChoose: (url: string) => void;
}) {
  return (
    <li
      id={optionId(position)}
      role="option"
      aria-selected={selected}
      onMouseDown={keepFocus}
      onClick={() => onChoose(hit.url)}
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
}

/** Each group with the place of its first hit among every suggestion, and how many there are. */
function numberGroups(groups: SearchResults["groups"]) {
  let count = 0;
  const sections = groups.map((group) => {
    const first = count;
    count += group.hits.length;
    return { group, first };
  });
  return { sections, count };
}

/**
 * The search field's suggestion list: the hits grouped by kind (products, articles, FAQ), then
 * "See all results" (the search page) as the last option. `active` is the chosen option's place.
 */
export function SearchSuggestions({
  results,
  query,
  active,
  expanded,
  onChoose,
  searchUrl,
}: {
  results: SearchResults | undefined;
  query: string;
  active: number;
  expanded: boolean;
  onChoose: (url: string) => void;
  /** Where "See all results" goes: the search page for the query. */
  searchUrl: string;
}) {
  const { sections, count } = numberGroups(results?.groups ?? []);
  return (
    <div
      id={listboxId}
      role="listbox"
      aria-label="Search suggestions"
      hidden={!expanded}
      className="absolute inset-x-0 top-full z-40 mt-2 max-h-[70vh] overflow-y-auto rounded-2xl border border-line bg-surface p-2 shadow-lg"
    >
      {sections.map(({ group, first }) => (
        <ul key={group.kind} role="group" aria-labelledby={`${listboxId}-${group.kind}`}>
          <li
            role="presentation"
            id={`${listboxId}-${group.kind}`}
            className="px-3 pt-2 pb-1 text-xs font-bold tracking-wide text-leaf uppercase"
          >
            {searchKindLabels[group.kind]}
          </li>
          {group.hits.map((hit, hitIndex) => (
            <SuggestionOption
              key={hit.id}
              hit={hit}
              position={first + hitIndex}
              selected={active === first + hitIndex}
              onChoose={onChoose}
            />
          ))}
        </ul>
      ))}
      <div
        id={optionId(count)}
        role="option"
        aria-selected={active === count}
        onMouseDown={keepFocus}
        onClick={() => onChoose(searchUrl)}
        className="mt-1 cursor-pointer rounded-lg px-3 py-2 font-semibold text-leaf aria-selected:bg-lime-soft"
      >
        {count === 0 ? `No suggestions. Search for “${query}”` : `See all results for “${query}”`}
      </div>
    </div>
  );
}
