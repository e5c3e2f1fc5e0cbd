import { Search } from "lucide-react";
import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { flushSync } from "react-dom";
import { Link, useLocation } from "react-router";
import { useHydrated } from "~/hooks/use-hydrated";
import { afterInteractive } from "~/integrations/after-interactive";
import { iconButton, searchField, searchFieldIcon, searchInputId } from "./header-search-parts";

const panelId = "site-search";

// The field with suggestions loads on its own, just after the page is interactive (or on first
// use), so it adds nothing to the JavaScript every page needs before it responds.
const loadCombobox = () => import("./search-combobox");
const SearchCombobox = lazy(loadCombobox);

/** True when a key press belongs to a text field, where "/" is just a character. */
function typingInField(target: EventTarget | null): boolean {
  return (
    target instanceof HTMLElement &&
    (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName))
  );
}

/**
 * The header's Search control. Before JavaScript runs it is a link to the search page; after, it
 * opens a search field under the header ("/" anywhere opens and focuses it, Escape closes it).
 */
export function HeaderSearch() {
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  /** What was typed into the stand-in field while the field with suggestions was loading. */
  const typedRef = useRef("");
  const location = useLocation();
  const [locationKey, setLocationKey] = useState(location.key);
  if (location.key !== locationKey) {
    // A navigation (a chosen suggestion, a submitted search, any link) closes the field.
    setLocationKey(location.key);
    setOpen(false);
  }

  useEffect(() => {
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key !== "/" || event.ctrlKey || event.metaKey || event.altKey) return;
      if (event.defaultPrevented || typingInField(event.target)) return;
      // Not while a menu, cart or dialog is open over the page.
      if (document.querySelector("dialog[open]")) return;
      event.preventDefault();
      // The field must take the very next key: render it now (the loading field stands in until
      // the one with suggestions has loaded, which takes over what was typed) and focus it.
      typedRef.current = "";
      flushSync(() => setOpen(true));
      document.getElementById(searchInputId)?.focus();
    };
    document.addEventListener("keydown", onKeyDown);
    afterInteractive(() => void loadCombobox());
    return () => document.removeEventListener("keydown", onKeyDown);
  }, []);

  const close = () => {
    setOpen(false);
    trigger.current?.focus();
  };

  return (
    <>
      {hydrated ? (
        <button
          ref={trigger}
          type="button"
          aria-label="Search"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => {
            if (open) return close();
            typedRef.current = "";
            setOpen(true);
          }}
          className={iconButton}
        >
          <Search aria-hidden="true" className="size-6" />
        </button>
      ) : (
        <Link to="/search" aria-label="Search" className={iconButton}>
          <Search aria-hidden="true" className="size-6" />
        </Link>
      )}
      <div
        id={panelId}
        hidden={!open}
        className="absolute inset-x-0 top-full z-30 border-b border-line bg-surface shadow-md"
      >
        {open ? (
          <Suspense fallback={<LoadingSearchField typedRef={typedRef} />}>
            <SearchCombobox onClose={close} typedRef={typedRef} />
          </Suspense>
        ) : null}
      </div>
    </>
  );
}

/**
 * The search field while the one with suggestions loads: a plain search form (Enter searches) that
 * keeps what is typed in `typedRef`, for the field with suggestions to carry on with.
 */
function LoadingSearchField({ typedRef }: { typedRef: { current: string } }) {
  return (
    <div className="mx-auto max-w-3xl px-4 py-3 sm:px-6">
      <form action="/search" role="search" aria-label="Site search" className="relative">
        <Search aria-hidden="true" className={searchFieldIcon} />
        <input {...searchField} onChange={(event) => (typedRef.current = event.target.value)} />
      </form>
    </div>
  );
}
