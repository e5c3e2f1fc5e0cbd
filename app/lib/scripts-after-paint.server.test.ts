import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { withScriptsAfterFirstPaint } from "./scripts-after-paint.server";

// `<Scripts>`'s output for the product page as React Router 7.18.4 rendered it in this store's
// production build (the large context and data strings shortened, the nonce a placeholder).
const page = readFileSync(
  new URL("../../tests/fixtures/product-page.html", import.meta.url),
  "utf8",
);
const moduleScript = /<script nonce="NONCE" type="module" async="">([\s\S]*?)<\/script>/;
const inertScript =
  /<script nonce="NONCE" type="text\/plain" data-after-paint="">([\s\S]*?)<\/script>/;
const contextScript = /<script nonce="NONCE">(window\.__reactRouterContext = [\s\S]*?)<\/script>/;
const preloadLink = /<link rel="modulepreload" href="([^"]+)" nonce="NONCE"\/>/g;

interface Element {
  tagName: string;
  [property: string]: string | (() => void);
}

/**
 * Runs the page's context script in a stand-in browser; frames, tasks, events and paint records
 * run on demand. `paintRecords`: whether the browser records its paints (a `paint` entry type).
 */
function runContextScript(
  html: string,
  { readyState = "loading", visibilityState = "visible", paintRecords = false, postTask = false },
) {
  const inert = inertScript.exec(html)!;
  const added: Element[] = [];
  const frames: (() => void)[] = [];
  const tasks: { run: () => void; ms: number; priority?: string }[] = [];
  const loaded: (() => void)[] = [];
  /** The paint observers' callbacks, and what each observes. */
  const paints: { notify: () => void; options: unknown; disconnected: boolean }[] = [];
  class PerformanceObserver {
    static supportedEntryTypes = paintRecords ? ["mark", "paint"] : ["mark"];
    private entry: (typeof paints)[number];
    constructor(callback: (entries: unknown, observer: PerformanceObserver) => void) {
      this.entry = { notify: () => callback([], this), options: undefined, disconnected: false };
      paints.push(this.entry);
    }
    observe(options: unknown) {
      this.entry.options = options;
    }
    disconnect() {
      this.entry.disconnected = true;
    }
  }
  const document = {
    readyState,
    visibilityState,
    createElement: (tagName: string): Element => ({ tagName }),
    head: { append: (element: Element) => added.push(element) },
    querySelector: (selector: string) =>
      selector === "script[data-after-paint]" ? { nonce: "NONCE", textContent: inert[1] } : null,
    addEventListener: (type: string, listener: () => void, options: { once: boolean }) => {
      expect([type, options]).toEqual(["DOMContentLoaded", { once: true }]);
      loaded.push(listener);
    },
  };
  const window: Record<string, unknown> = {};
  if (postTask) {
    window.scheduler = {
      postTask: (run: () => void, { priority }: { priority: string }) =>
        tasks.push({ run, ms: 0, priority }),
    };
  }
  class ReadableStream {
    pipeThrough() {
      return this;
    }
  }
  const run = new Function(
    "window",
    "document",
    "requestAnimationFrame",
    "setTimeout",
    "ReadableStream",
    "TextEncoderStream",
    "PerformanceObserver",
    contextScript.exec(html)![1]!,
  ) as (...args: unknown[]) => void;
  run(
    window,
    document,
    (callback: () => void) => frames.push(callback),
    (callback: () => void, ms: number) => tasks.push({ run: callback, ms }),
    ReadableStream,
    class {},
    PerformanceObserver,
  );
  /** Runs each queued task not run yet, and those they queue, in order; the 2 s wait if `late`. */
  const ran = new Set<number>();
  const runTasks = (late = false) => {
    for (let index = 0; index < tasks.length; index++) {
      if (ran.has(index) || (tasks[index]!.ms !== 0 && !late)) continue;
      ran.add(index);
      tasks[index]!.run();
    }
  };
  return { added, frames, tasks, runTasks, loaded, paints, window };
}

describe("client JavaScript after the first paint", () => {
  const html = withScriptsAfterFirstPaint(page);
  const original = moduleScript.exec(page)![1]!;
  const preloads = [...new Set([...page.matchAll(preloadLink)].map((match) => match[1]!))];

  it("leaves no module preload link and no module script in the page", () => {
    expect(preloads.length).toBeGreaterThan(5);
    expect(html).not.toMatch(/<link[^>]*modulepreload/);
    expect(html).not.toMatch(/<script[^>]*type="module"/);
  });

  it("keeps React Router's module script word for word with its nonce, as inert text", () => {
    expect(inertScript.exec(html)![1]).toBe(original);
  });

  it("changes nothing else but the end of the context script", () => {
    const context = contextScript.exec(page)![1]!;
    expect(contextScript.exec(html)![1]!.startsWith(context)).toBe(true);
    const rest = (text: string) =>
      text
        .replace(preloadLink, "")
        .replace(moduleScript, "")
        .replace(inertScript, "")
        .replace(contextScript, "");
    expect(rest(html)).toBe(rest(page));
  });

  it("requests nothing before the document is parsed and a frame painted, then starts the same script", () => {
    const { added, frames, tasks, runTasks, loaded, window } = runContextScript(html, {});
    expect(window.__reactRouterContext).toBeDefined();
    expect([added, frames, tasks]).toEqual([[], [], []]);
    expect(loaded).toHaveLength(1);
    loaded[0]!();
    expect([added, tasks]).toEqual([[], []]);
    expect(frames).toHaveLength(1);
    frames[0]!();
    // A frame is drawn after its callbacks and shown later still: the next frame, then a task.
    expect([added, tasks]).toEqual([[], []]);
    expect(frames).toHaveLength(2);
    frames[1]!();
    expect(added).toEqual([]);
    expect(tasks.map((task) => task.ms)).toEqual([0]);
    tasks[0]!.run();
    // The client entry alone; the module preloads follow, one per task.
    expect(added).toEqual(started.slice(0, 1));
    runTasks();
    expect(added).toEqual(started);
    // React Router's script follows in the task after the client entry's graph ran.
    const queued = tasks.length;
    (added[0]!.onload as () => void)();
    expect(added).toEqual(started);
    expect(tasks.slice(queued).map((task) => task.ms)).toEqual([0]);
    runTasks();
    expect(added).toEqual([...started, routeModules]);
  });

  it("adds the client entry alone, then the module preloads one per task, so no task is long", () => {
    const { added, tasks } = runContextScript(html, {
      readyState: "complete",
      visibilityState: "hidden",
    });
    // The first task added the client entry alone; then each task's preloads.
    expect(added).toEqual(started.slice(0, 1));
    const perTask: number[] = [];
    for (let index = 0; added.length < started.length; index++) {
      const before = added.length;
      tasks[index]!.run();
      perTask.push(added.length - before);
    }
    expect(added).toEqual(started);
    expect(Math.max(...perTask)).toBe(preloadsPerTask);
    expect(perTask.reduce((sum, count) => sum + count, 0)).toBe(preloads.length);
  });

  it("posts the later preloads ahead of the page's other tasks where the browser can", () => {
    const { added, tasks, runTasks } = runContextScript(html, {
      readyState: "complete",
      visibilityState: "hidden",
      postTask: true,
    });
    runTasks();
    expect(added).toEqual(started);
    expect(tasks.length).toBeGreaterThan(1);
    expect(tasks.every((task) => task.priority === "user-blocking")).toBe(true);
  });

  const entry = "/assets/entry.client-CzCAOIqY.js";
  const preloadsPerTask = 1;
  /** What the start adds, over its first few tasks: the client entry, then every preload. */
  const started = [
    {
      tagName: "script",
      type: "module",
      nonce: "NONCE",
      src: entry,
      onload: expect.any(Function),
      onerror: expect.any(Function),
    },
    ...preloads.map((href) => ({ tagName: "link", rel: "modulepreload", href })),
  ];
  const routeModules = { tagName: "script", type: "module", nonce: "NONCE", textContent: original };

  it("loads the client entry on its own first, and React Router's script even if the entry failed", () => {
    expect(original).toMatch(new RegExp(`import\\("${entry}"\\);\\s*$`));
    const { added, runTasks } = runContextScript(html, {
      readyState: "complete",
      visibilityState: "hidden",
    });
    runTasks();
    expect(added).toEqual(started);
    (added[0]!.onerror as () => void)();
    runTasks();
    expect(added).toEqual([...started, routeModules]);
  });

  it("where the browser records its first paint, starts just after that record, once", () => {
    const { added, frames, tasks, runTasks, loaded, paints } = runContextScript(html, {
      paintRecords: true,
    });
    loaded[0]!();
    expect(paints).toHaveLength(1);
    expect(paints[0]!.options).toEqual({ type: "paint", buffered: true });
    // Two frames drawn are not yet the record of a paint: only a late start waits behind them.
    frames[0]!();
    frames[1]!();
    expect(added).toEqual([]);
    expect(tasks.map((task) => task.ms)).toEqual([2000]);
    paints[0]!.notify();
    expect(paints[0]!.disconnected).toBe(true);
    expect(tasks.map((task) => task.ms)).toEqual([2000, 0]);
    runTasks();
    expect(added).toEqual(started);
    // The late start finds the script started and adds nothing.
    tasks[0]!.run();
    expect(added).toEqual(started);
  });

  it("starts anyway two seconds after two frames when no paint is recorded", () => {
    const { added, frames, runTasks, loaded } = runContextScript(html, { paintRecords: true });
    loaded[0]!();
    frames[0]!();
    frames[1]!();
    runTasks(true);
    expect(added).toEqual(started);
  });

  it("starts at once in a hidden tab, which paints no frames", () => {
    const { added, frames, runTasks } = runContextScript(html, {
      readyState: "interactive",
      visibilityState: "hidden",
    });
    expect(frames).toEqual([]);
    expect(added).toEqual(started.slice(0, 1));
    runTasks();
    expect(added).toEqual(started);
  });

  it("leaves a page it does not recognise as rendered, its preloads at low priority", () => {
    const withImportMap = page.replace("<body>", '<body><script type="importmap">{}</script>');
    expect(withScriptsAfterFirstPaint(withImportMap)).toBe(
      withImportMap.replaceAll(
        '<link rel="modulepreload"',
        '<link rel="modulepreload" fetchpriority="low"',
      ),
    );
    const noScripts = "<html><body><p>window.__reactRouterRouteModules = {}</p></body></html>";
    expect(withScriptsAfterFirstPaint(noScripts)).toBe(noScripts);
    const otherLink = page.replace(
      '<link rel="modulepreload" href="/assets/seo',
      '<link rel="modulepreload" crossorigin="" href="/assets/seo',
    );
    expect(withScriptsAfterFirstPaint(otherLink)).toContain('crossorigin="" href="/assets/seo');
  });
});
