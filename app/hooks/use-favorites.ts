import { useCallback, useSyncExternalStore } from "react";
import { parseFavorites, toggleFavorite } from "~/lib/favorites";

const storageKey = "verdant-roots:favorites";
const noFavorites: string[] = [];
const listeners = new Set<() => void>();
let cached: { raw: string | null; list: string[] } = { raw: null, list: noFavorites };

function readStored(): string | null {
  try {
    return window.localStorage.getItem(storageKey);
  } catch {
    return null; // storage blocked (private mode, policy): favorites live for this page only
  }
}

function snapshot(): string[] {
  const raw = readStored();
  if (raw !== cached.raw) cached = { raw, list: parseFavorites(raw) };
  return cached.list;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === storageKey) listener();
  };
  window.addEventListener("storage", onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", onStorage);
  };
}

function write(list: string[]) {
  const raw = JSON.stringify(list);
  try {
    window.localStorage.setItem(storageKey, raw);
  } catch {
    // keep the in-memory copy so the toggle still works on this page
  }
  cached = { raw: readStored() ?? raw, list };
  for (const listener of listeners) listener();
}

/** Favorites shared by Home and the category pages, kept in localStorage and read after hydration. */
export function useFavorites() {
  const favorites = useSyncExternalStore(subscribe, snapshot, () => noFavorites);
  const toggle = useCallback((name: string) => write(toggleFavorite(snapshot(), name)), []);
  return { favorites, toggle };
}
