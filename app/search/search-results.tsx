import { Link } from "react-router";
import {
  searchKindLabels,
  type SearchGroup,
  type SearchHit,
  type SearchResults,
} from "~/search/search-query";
import { CollectionLinks } from "../catalogue/collection-links";
import { Thumbnail } from "~/ui/thumbnail";
import { HighlightedText } from "./highlighted-text";

function HitRow({ hit }: { hit: SearchHit }) {
  return (
    <li className="flex gap-4 py-4">
      <Thumbnail
        src={hit.image}
        size={72}
        loading="lazy"
        decoding="async"
        className="size-18 shrink-0 rounded-xl bg-mist"
      />
      <div className="min-w-0">
        <h3 className="font-sans text-base leading-snug font-semibold">
          <Link to={hit.url} className="hover:underline">
            <HighlightedText segments={hit.title} />
          </Link>
        </h3>
        {hit.detail ? <p className="mt-0.5 text-sm text-leaf">{hit.detail}</p> : null}
        <p className="mt-1 text-sm leading-relaxed text-ink-soft">
          <HighlightedText segments={hit.snippet} />
        </p>
      </div>
    </li>
  );
}

function ResultGroup({ group }: { group: SearchGroup }) {
  const headingId = `search-group-${group.kind}`;
  const label = searchKindLabels[group.kind];
  return (
    <section aria-labelledby={headingId} className="mt-10">
      <h2 id={headingId} className="text-2xl font-semibold">
        {label}{" "}
        <span className="font-sans text-base font-normal text-ink-soft">
          (
          {group.total > group.hits.length ? `${group.hits.length} of ${group.total}` : group.total}
          )
        </span>
      </h2>
      <ul className="mt-2 divide-y divide-line border-y border-line">
        {group.hits.map((hit) => (
          <HitRow key={hit.id} hit={hit} />
        ))}
      </ul>
      {group.kind === "faq" ? (
        <p className="mt-3 text-sm">
          <Link to="/faq" className="font-semibold text-leaf hover:underline">
            See every question and answer
          </Link>
        </p>
      ) : null}
    </section>
  );
}

/** The search page's result list, grouped by kind, or the empty state when nothing matched. */
export function SearchResultList({ results }: { results: SearchResults }) {
  const total = results.groups.reduce((sum, group) => sum + group.total, 0);
  if (total === 0) {
    return (
      <div className="mt-8 rounded-2xl bg-mist p-6 sm:p-8">
        <h2 className="text-2xl font-semibold">No results for “{results.query}”</h2>
        <p className="mt-2 text-ink-soft">
          Check the spelling, or try a more general word such as “energy”, “sleep” or “shipping”.
        </p>
        <p className="mt-6 font-semibold">Or shop a collection:</p>
        <CollectionLinks className="mt-3 flex flex-wrap gap-2" />
        <p className="mt-6 text-sm text-ink-soft">
          Questions about an order? Read our{" "}
          <Link to="/faq" className="font-semibold text-leaf hover:underline">
            FAQ
          </Link>{" "}
          or{" "}
          <Link to="/contact" className="font-semibold text-leaf hover:underline">
            contact us
          </Link>
          .
        </p>
      </div>
    );
  }
  return (
    <>
      <p className="mt-6 text-ink-soft">
        {total} {total === 1 ? "result" : "results"} for “{results.query}”
      </p>
      {results.groups.map((group) => (
        <ResultGroup key={group.kind} group={group} />
      ))}
    </>
  );
}
