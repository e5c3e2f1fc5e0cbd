/**
 * The floor under a page's blocking time on this host: what Lighthouse reports for pages that run
 * none of the store's code. A server of its own answers, beside a running store:
 *
 * - `/floor/empty`: a page of one heading and one paragraph, so whatever blocks there is the
 *   browser's and the measurement's own work on these cores;
 * - `/floor/react`: the same page hydrated by React alone (react-floor.ts builds its script), so
 *   what its script blocks for is what any page hydrated by React starts from;
 * - `/floor/page?path=/x`: the store's HTML for `/x` with its scripts taken out, so what blocks
 *   there is the document (parsing, style, layout, paint, images) without hydration;
 * - `/floor/react-page?path=/x`: that page hydrated by React alone, its own elements read back
 *   from the document (react-floor.ts), so what its script blocks for is React hydrating a page
 *   of that size, without the store's components, router or effects.
 *
 * Every other request (images, fonts, styles) is passed to the store, so the page looks the same.
 * Written by hand: it is a dozen lines on `node:http`, and a proxy library would add more.
 */
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/** What the empty page shows: React's floor hydrates the very same elements. */
export const emptyFloorContent = {
  heading: "Empty page",
  paragraph: "One heading and one paragraph, nothing else.",
};

const emptyPage = (script = "") =>
  '<!doctype html><html lang="en"><head><meta charset="utf-8">' +
  '<meta name="viewport" content="width=device-width, initial-scale=1">' +
  '<meta name="description" content="A page with nothing to run.">' +
  `<title>Empty page</title>${script}</head><body><main><h1>${emptyFloorContent.heading}</h1>` +
  `<p>${emptyFloorContent.paragraph}</p></main></body></html>`;

export const emptyFloorPage = emptyPage();
export const reactFloorPage = emptyPage('<script type="module" src="/floor/react.js"></script>');

/** A page's HTML with every script taken out but structured data (which never runs). */
export function withoutScripts(html: string): string {
  return html.replace(/<script\b([^>]*)>[\s\S]*?<\/script>/gi, (element, attributes: string) =>
    /\btype="application\/ld\+json"/i.test(attributes) ? element : "",
  );
}

/** A page without its scripts, hydrated by React alone once its body is parsed. */
export const withMirroredPageScript = (html: string) =>
  html.replace("</head>", '<script type="module" src="/floor/mirrored-page.js"></script></head>');

const passedHeaders = ["content-type", "cache-control", "etag", "last-modified"];

async function answer(
  { storeOrigin, reactScript, mirroredPageScript }: FloorOptions,
  request: IncomingMessage,
  response: ServerResponse,
) {
  const url = new URL(request.url ?? "/", "http://floor");
  const answerWith = (type: string) => (body: string) => {
    response.writeHead(200, { "content-type": `${type}; charset=utf-8` }).end(body);
  };
  const html = answerWith("text/html");
  const script = answerWith("text/javascript");
  if (url.pathname === "/floor/empty") return html(emptyFloorPage);
  if (url.pathname === "/floor/react") return html(reactFloorPage);
  if (url.pathname === "/floor/react.js") return script(reactScript);
  if (url.pathname === "/floor/mirrored-page.js") return script(mirroredPageScript);
  if (url.pathname === "/floor/page" || url.pathname === "/floor/react-page") {
    const page = await fetch(`${storeOrigin}${url.searchParams.get("path") ?? "/"}`);
    const bare = withoutScripts(await page.text());
    return html(url.pathname === "/floor/page" ? bare : withMirroredPageScript(bare));
  }
  const passed = await fetch(`${storeOrigin}${url.pathname}${url.search}`);
  const headers = Object.fromEntries(
    passedHeaders.flatMap((name) => {
      const value = passed.headers.get(name);
      return value ? [[name, value]] : [];
    }),
  );
  response.writeHead(passed.status, headers).end(Buffer.from(await passed.arrayBuffer()));
}

export interface FloorOptions {
  /** The store every other request is passed to. */
  storeOrigin: string;
  /** React's floor script, from `buildReactFloorScript`. */
  reactScript: string;
  /** The script hydrating any page with React alone, from `buildMirroredPageScript`. */
  mirroredPageScript: string;
}

export interface FloorServer {
  origin: string;
  close(): Promise<void>;
}

/** Starts the floor's server on a free port of 127.0.0.1, passing what it lacks to the store. */
export async function startFloorServer(options: FloorOptions): Promise<FloorServer> {
  const server = createServer((request, response) => {
    answer(options, request, response).catch((error: unknown) => {
      response.writeHead(502, { "content-type": "text/plain" }).end(String(error));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
