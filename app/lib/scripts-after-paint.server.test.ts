import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { withScriptsAfterFirstPaint } from "./scripts-after-paint.server";

// `<Scripts>`'s output for the product page as React Router 7.18.4 rendered it in this store's
// production build (the large context and data strings shortened, the nonce a placeholder).
const page = readFileSync(new URL("./fixtures/product-page.html", import.meta.url), "utf8");
const moduleScript = /<script nonce="NONCE" type="module" async="">([\s\S]*?)<\/script>/;
const inertScript =
  /<script nonce="NONCE" type="text\/plain" data-after-paint="">([\s\S]*?)<\/script>/;
const contextScript = /<script nonce="NONCE">(window\.__reactRouterContext = [\s\S]*?)<\/script>/;
const preloadLink = /<link rel="modulepreload" href="([^"]+)" nonce="NONCE"\/>/g;

interface Element {
  tagName: string;
  [property: string]: string;
}

/** Runs the page's context script in a stand-in browser; frames, tasks and events run on demand. */
function runContextScript(html: string, { readyState = "loading", visibilityState = "visible" }) {
  const inert = inertScript.exec(html)!;
  const added: Element[] = [];
  const frames: (() => void)[] = [];
  const tasks: (() => void)[] = [];
  const loaded: (() => void)[] = [];
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
    contextScript.exec(html)![1]!,
  ) as (...args: unknown[]) => void;
  run(
    window,
    document,
    (callback: () => void) => frames.push(callback),
    (callback: () => void, ms: number) => {
      expect(ms).toBe(0);
      tasks.push(callback);
    },
    ReadableStream,
    class {},
  );
  return { added, frames, tasks, loaded, window };
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
    const { added, frames, tasks, loaded, window } = runContextScript(html, {});
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
    tasks[0]!();
    expect(added).toEqual([
      ...preloads.map((href) => ({ tagName: "link", rel: "modulepreload", href })),
      { tagName: "script", type: "module", nonce: "NONCE", textContent: original },
    ]);
  });

  it("starts at once in a hidden tab, which paints no frames", () => {
    const { added, frames } = runContextScript(html, {
      readyState: "interactive",
      visibilityState: "hidden",
    });
    expect(frames).toEqual([]);
    expect(added.at(-1)).toMatchObject({ type: "module", textContent: original });
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
