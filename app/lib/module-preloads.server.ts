/**
 * React Router's `<Scripts>` modulepreloads every module of the page's routes, and Chromium
 * fetches modulepreloads at high priority: on a slow phone connection the 130–150 KB of
 * JavaScript then shares the bandwidth with the page's main image, which the server-rendered
 * page shows before any of it runs. `<Scripts>` has no option for the links' priority, so the
 * rendered page asks for them at low priority: the browser fetches the main image (preloaded with
 * `fetchPriority="high"` by the route's `links`) and the page's first view first, then the code
 * that makes it interactive. React renders these links exactly as `<link rel="modulepreload" …/>`;
 * text a visitor typed cannot produce one (React escapes `<` in text and attributes).
 */
const modulePreload = /<link rel="modulepreload"(?![^>]*\bfetchpriority=)/gi;

/** The rendered page with its module preloads at low fetch priority. */
export function withLowPriorityModulePreloads(html: string): string {
  return html.replace(modulePreload, '<link rel="modulepreload" fetchpriority="low"');
}
