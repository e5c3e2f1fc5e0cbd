import { useSyncExternalStore } from "react";

export interface LocalStore<T> {
  /** The current value, read after hydration (the server and first render see `initial`). */
  useValue(): T;
  read(): T;
  write(value: T): void;
  /** Stores the value again in its current form when what is stored reads differently. */
  normalize(): void;
}

/**
 * A value kept in localStorage, shared by every component that reads it and by other tabs.
 * Where storage is blocked (private mode, policy) the value lives in memory for this page.
 */
export function createLocalStore<T>(
  key: string,
  parse: (raw: string | null) => T,
  initial: T,
): LocalStore<T> {
  const listeners = new Set<() => void>();
  let cached: { raw: string | null; value: T } = { raw: null, value: initial };
  let memory: string | null = null;

  const readRaw = () => {
    try {
      return window.localStorage.getItem(key);
    } catch {
      return memory;
    }
  };

  const read = () => {
    const raw = readRaw();
    if (raw !== cached.raw) cached = { raw, value: parse(raw) };
    return cached.value;
  };

  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    const onStorage = (event: StorageEvent) => {
      if (event.key === key) listener();
    };
    window.addEventListener("storage", onStorage);
    return () => {
      listeners.delete(listener);
      window.removeEventListener("storage", onStorage);
    };
  };

  const write = (value: T) => {
    const raw = JSON.stringify(value);
    memory = raw;
    try {
      window.localStorage.setItem(key, raw);
    } catch {
      // kept in memory only
    }
    cached = { raw, value };
    for (const listener of listeners) listener();
  };

  const normalize = () => {
    const raw = readRaw();
    if (raw !== null && JSON.stringify(read()) !== raw) write(read());
  };

  return {
    useValue: () => useSyncExternalStore(subscribe, read, () => initial),
    read,
    write,
    normalize,
  };
}
