import { lazy, type ComponentType } from "react";

/** Runs `task` once the page has loaded and the browser is idle, so vendor scripts never compete with it. */
export function afterInteractive(task: () => void): void {
  const whenIdle = () =>
    "requestIdleCallback" in window
      ? window.requestIdleCallback(task, { timeout: 3000 })
      : setTimeout(task, 1);
  if (document.readyState === "complete") whenIdle();
  else window.addEventListener("load", whenIdle, { once: true });
}

/**
 * Calls `task` with the milliseconds since the document's load event: at once when it has
 * passed, or at the event (with 0). Returns a function that cancels it, or what it started.
 */
export function sinceLoad(task: (elapsed: number) => () => void): () => void {
  let cancel = () => {};
  const run = () => {
    const [entry] = performance.getEntriesByType("navigation") as PerformanceNavigationTiming[];
    // 0 while the load event's own handlers run.
    const loadedAt = entry?.loadEventEnd || performance.now();
    cancel = task(performance.now() - loadedAt);
  };
  if (document.readyState === "complete") run();
  else window.addEventListener("load", run, { once: true });
  return () => {
    window.removeEventListener("load", run);
    cancel();
  };
}

/** Resolves once the page has loaded and the browser is idle (see `afterInteractive`). */
function whenInteractive(): Promise<void> {
  return new Promise((resolve) => afterInteractive(resolve));
}

/** Appends an async script; resolves when it has loaded, rejects when it fails. */
export function loadScript(src: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const script = document.createElement("script");
    script.src = src;
    script.async = true;
    script.onload = () => resolve();
    script.onerror = () => reject(new Error(`Could not load ${src}`));
    document.head.appendChild(script);
  });
}

/**
 * A component whose code is fetched, and whose server HTML is hydrated, once the page is
 * interactive and the browser idle: a slice of hydration of its own, outside the page's first
 * script. On the server it renders at once. Use it inside a `<Suspense>`.
 */
export function lazyAfterInteractive<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
) {
  return lazy(() =>
    (typeof window === "undefined" ? Promise.resolve() : whenInteractive())
      .then(load)
      .then((component) => ({ default: component })),
  );
}
