/** Runs `task` once the page has loaded and the browser is idle, so vendor scripts never compete with it. */
export function afterInteractive(task: () => void): void {
  const whenIdle = () =>
    "requestIdleCallback" in window
      ? window.requestIdleCallback(task, { timeout: 3000 })
      : setTimeout(task, 1);
  if (document.readyState === "complete") whenIdle();
  else window.addEventListener("load", whenIdle, { once: true });
}

/** Resolves once the page has loaded and the browser is idle (see `afterInteractive`). */
export function whenInteractive(): Promise<void> {
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
