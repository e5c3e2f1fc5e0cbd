import type { APIRequestContext } from "@playwright/test";
import { JSDOM } from "jsdom";

export interface ServerHtml {
  status: number;
  headers: Record<string, string>;
  document: Document;
  /** The body's visible text: scripts and styles dropped, React's `<!-- -->` markers gone, spaces collapsed. */
  text: string;
  /** Every JSON-LD block, parsed. */
  jsonLd: Record<string, unknown>[];
  meta(nameOrProperty: string): string | undefined;
}

/**
 * A page exactly as the server sends it, read without a browser: what a crawler, a link preview
 * or a visitor without JavaScript gets. Scripts never run.
 */
export async function serverHtml(request: APIRequestContext, path: string): Promise<ServerHtml> {
  const response = await request.get(path, { maxRedirects: 0 });
  const html = await response.text();
  const { document } = new JSDOM(html.replaceAll("<!-- -->", "")).window;
  const body = document.body.cloneNode(true) as HTMLElement;
  for (const hidden of body.querySelectorAll("script, style, template")) hidden.remove();
  const text = (body.textContent ?? "").replace(/\s+/g, " ").trim();
  const jsonLd = [...document.querySelectorAll('script[type="application/ld+json"]')].map(
    (script) => JSON.parse(script.textContent ?? "null") as Record<string, unknown>,
  );
  return {
    status: response.status(),
    headers: response.headers(),
    document,
    text,
    jsonLd,
    meta: (key) =>
      document
        .querySelector(`meta[name="${key}"], meta[property="${key}"]`)
        ?.getAttribute("content") ?? undefined,
  };
}
