import { logger } from "~/lib/logger.server";
import { withLowPriorityModulePreloads } from "~/lib/module-preloads.server";

/**
 * React Router's `<Scripts>` (7.18) renders a `<link rel="modulepreload" href="…" nonce="…"/>` for
 * every module of the page, a classic script setting `window.__reactRouterContext`, and an inline
 * module script whose static imports make the browser fetch every route module at once before it
 * sets `window.__reactRouterRouteModules` and imports the client entry. On a phone the page's main
 * image and text paint before any of that code runs, but the scripts share the slow link with
 * them: Lighthouse counts every script that finished before the paint against the Largest
 * Contentful Paint.
 *
 * `withScriptsAfterFirstPaint` rewrites that exact output so the browser asks for the code only
 * after it painted a frame. The module preload links go; the module script stays in the page,
 * word for word and with its nonce, as inert text (`type="text/plain"`); the context script ends
 * with a few lines that, once the document is parsed and a frame painted, add the client entry as
 * a module script of its own (`<script type="module" src>`) and the same module preloads, one
 * per task, then, in the task after the entry ran, a module script with the inert text and nonce.
 * The framework's own script therefore runs unchanged. A browser evaluates a module script's
 * whole graph in one task: loaded this way, the client entry's graph (React, React DOM and React
 * Router, the bulk of the page's code) is one task and the route modules another, where React
 * Router's script alone made them one long task.
 * The client entry (`app/entry.client.tsx`) hydrates once the route modules are set, so it works
 * in either order.
 *
 * Content Security Policy: a rendered page's inserted scripts carry the response's nonce (copied
 * from the inert one); a cached page has no nonce but the hashes of its inline scripts, the inert
 * one's among them, and the inserted inline script has exactly its text. The added links and the
 * entry's script need no nonce: `'strict-dynamic'` trusts what a trusted script starts.
 *
 * "Painted" is the browser's own record of it, where it keeps one (a `paint` performance entry,
 * then a task): a frame drawn is shown later still, and later again on a busy machine. Where it
 * keeps no such record, two frames' `requestAnimationFrame` and a task stand in (by the second
 * frame the first is on screen). Where it does, the scripts still start two frames and two seconds
 * later if no record came: the wait is long because on a busy machine the record can come well
 * after two frames (Chromium on a loaded two-core host recorded a first paint 240 ms after a
 * half-second wait had already started the scripts). In a hidden tab, which paints no frames, they
 * start at once.
 *
 * If React Router renders anything else (another version, import maps with integrity), the page
 * is left as React Router wrote it, its preloads at low priority, and the mismatch logged once.
 */

/** A module preload link exactly as `<Scripts>` renders it. */
const modulePreloadLink = /<link rel="modulepreload" href="([^"]+)"(?: nonce="[^"]*")?\/>/g;
const anyModulePreload = /<link\b[^>]*\brel="modulepreload"/gi;
/** `<Scripts>`'s classic script: the server handoff (React Router escapes `<` in it). */
const contextScript =
  /(<script(?: nonce="[^"]*")?>)(window\.__reactRouterContext = [^<]*)<\/script>/;
/** `<Scripts>`'s module script: it sets `window.__reactRouterRouteModules`. */
const routeModulesScript =
  /<script( nonce="[^"]*")? type="module" async="">([^<]*window\.__reactRouterRouteModules = [^<]*)<\/script>/;
/** The module script's last statement: it imports the client entry. */
const entryImport = /\bimport\("([\w/.~-]+)"\);?\s*$/;
/** Marks the inert copy of the module script. */
const afterPaintAttribute = "data-after-paint";

let warned = false;
function unchanged(html: string, reason: string): string {
  if (!warned) {
    warned = true;
    logger.warn({ event: "scripts_after_paint_skipped", reason });
  }
  return withLowPriorityModulePreloads(html);
}

/**
 * Module preload links added per task. Adding one starts its fetch at once, which costs the main
 * thread about a millisecond on a slow host, and 2–9 ms while a trace records each request's stack
 * (as Lighthouse's does): Home's seventeen in one task made it 27 ms long at full speed (median of
 * ten traced loads), four times that on Lighthouse's slowed phone; three at a time, beside the
 * client entry's script, the task that starts the scripts still took 7–29 ms on a host with
 * benchmark index about 1,500. So the entry's script goes alone in the first task and each
 * preload in a task of its own after it. They are posted as user-blocking tasks where the browser
 * has a task scheduler: as plain timers they waited behind the page's other tasks.
 */
const preloadsPerTask = 1;

/**
 * Runs in the browser, in the context script: after the first paint, adds the client entry alone
 * as a module script (its graph, React, React DOM and React Router, evaluates in a task of its
 * own), then the module preloads, one per task; then, in the task after the entry ran, React
 * Router's module script.
 */
function starter(preloads: string[], entry: string): string {
  return (
    `\n;(() => {\n` +
    `const start = () => {\n` +
    `const inert = document.querySelector("script[${afterPaintAttribute}]");\n` +
    `const moduleScript = (properties) => {\n` +
    `const script = document.createElement("script");\n` +
    `script.type = "module";\n` +
    `script.nonce = inert.nonce;\n` +
    `Object.assign(script, properties);\n` +
    `document.head.append(script);\n` +
    `};\n` +
    `const soon = (task) => window.scheduler?.postTask ? window.scheduler.postTask(task, { priority: "user-blocking" }) : setTimeout(task, 0);\n` +
    `const routes = () => setTimeout(() => moduleScript({ textContent: inert.textContent }), 0);\n` +
    `moduleScript({ src: ${JSON.stringify(entry)}, onload: routes, onerror: routes });\n` +
    `const preload = (hrefs) => {\n` +
    `for (const href of hrefs.slice(0, ${preloadsPerTask})) {\n` +
    `const link = document.createElement("link");\n` +
    `link.rel = "modulepreload";\n` +
    `link.href = href;\n` +
    `document.head.append(link);\n` +
    `}\n` +
    `if (hrefs.length > ${preloadsPerTask}) soon(() => preload(hrefs.slice(${preloadsPerTask})));\n` +
    `};\n` +
    `soon(() => preload(${JSON.stringify(preloads)}));\n` +
    `};\n` +
    `const afterPaint = () => {\n` +
    `if (document.visibilityState === "hidden") return start();\n` +
    `let started = false;\n` +
    `const once = () => { if (!started) { started = true; start(); } };\n` +
    `const twoFrames = (then) => requestAnimationFrame(() => requestAnimationFrame(then));\n` +
    `if (typeof PerformanceObserver === "function" && (PerformanceObserver.supportedEntryTypes || []).includes("paint")) {\n` +
    `new PerformanceObserver((_entries, observer) => { observer.disconnect(); setTimeout(once, 0); }).observe({ type: "paint", buffered: true });\n` +
    `twoFrames(() => setTimeout(once, 2000));\n` +
    `} else twoFrames(() => setTimeout(once, 0));\n` +
    `};\n` +
    `if (document.readyState === "loading") {\n` +
    `document.addEventListener("DOMContentLoaded", afterPaint, { once: true });\n` +
    `} else afterPaint();\n` +
    `})();`
  );
}

/** The rendered page with its client JavaScript requested only after the first painted frame. */
export function withScriptsAfterFirstPaint(html: string): string {
  const context = contextScript.exec(html);
  const modules = routeModulesScript.exec(html);
  if (!context || !modules) return unchanged(html, "React Router's scripts not found");
  if (html.includes('type="importmap"')) return unchanged(html, "import map (integrity)");
  const entry = entryImport.exec(modules[2]!)?.[1];
  if (!entry) return unchanged(html, "client entry import not found");
  const preloads = [...html.matchAll(modulePreloadLink)].map((match) => match[1]!);
  if (preloads.length !== (html.match(anyModulePreload) ?? []).length) {
    return unchanged(html, "module preload link in another form");
  }
  // Plain asset paths only, so the list is safe inside the script.
  if (preloads.some((href) => !/^[\w/.~-]+$/.test(href))) {
    return unchanged(html, "module preload href with unexpected characters");
  }
  // Replacer functions, so `$` in a script is never read as a replacement pattern.
  return html
    .replace(modulePreloadLink, "")
    .replace(
      routeModulesScript,
      () =>
        `<script${modules[1] ?? ""} type="text/plain" ${afterPaintAttribute}="">${modules[2]}</script>`,
    )
    .replace(
      contextScript,
      () => `${context[1]}${context[2]}${starter([...new Set(preloads)], entry)}</script>`,
    );
}
