import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  emptyFloorPage,
  reactFloorPage,
  startFloorServer,
  withMirroredPageScript,
  withoutScripts,
  type FloorServer,
} from "./floor-pages";

describe("withoutScripts", () => {
  it("takes out inline and module scripts, whatever their attributes", () => {
    const html =
      '<head><script>window.__ctx = {"a":"</b>"};</script><script type="module" src="/e.js"></script>' +
      '<SCRIPT type="text/plain" data-after-paint="">import("/x.js")</SCRIPT></head><body><p>Kept</p></body>';
    expect(withoutScripts(html)).toBe("<head></head><body><p>Kept</p></body>");
  });

  it("keeps structured data, which never runs", () => {
    const jsonLd = '<script type="application/ld+json">{"@type":"Organization"}</script>';
    expect(withoutScripts(`<head>${jsonLd}<script>run()</script></head>`)).toBe(
      `<head>${jsonLd}</head>`,
    );
  });
});

describe("the floor's server", () => {
  let store: ReturnType<typeof createServer>;
  let floor: FloorServer;

  beforeAll(async () => {
    store = createServer((request, response) => {
      if (request.url === "/page") {
        response
          .writeHead(200, { "content-type": "text/html" })
          .end('<head><title>Page</title></head><main>Page</main><script src="/app.js"></script>');
      } else {
        response
          .writeHead(200, { "content-type": "image/svg+xml", "cache-control": "max-age=60" })
          .end(`<svg>${request.url}</svg>`);
      }
    });
    await new Promise<void>((resolve) => store.listen(0, "127.0.0.1", resolve));
    floor = await startFloorServer({
      storeOrigin: `http://127.0.0.1:${(store.address() as AddressInfo).port}`,
      reactScript: "hydrate();",
      mirroredPageScript: "mirror();",
    });
  });

  afterAll(async () => {
    await floor.close();
    store.close();
  });

  it("answers the empty page", async () => {
    const response = await fetch(`${floor.origin}/floor/empty`);
    expect(response.headers.get("content-type")).toMatch(/^text\/html/);
    expect(await response.text()).toBe(emptyFloorPage);
  });

  it("answers the empty page with React's script, and the script", async () => {
    const page = await fetch(`${floor.origin}/floor/react`);
    expect(await page.text()).toBe(reactFloorPage);
    expect(reactFloorPage).toContain('<script type="module" src="/floor/react.js"></script>');
    expect(withoutScripts(reactFloorPage)).toBe(emptyFloorPage);
    const script = await fetch(`${floor.origin}/floor/react.js`);
    expect(script.headers.get("content-type")).toMatch(/^text\/javascript/);
    expect(await script.text()).toBe("hydrate();");
  });

  it("answers a store page without its scripts", async () => {
    const response = await fetch(`${floor.origin}/floor/page?path=/page`);
    expect(await response.text()).toBe("<head><title>Page</title></head><main>Page</main>");
  });

  it("answers a store page hydrated by React alone: without its scripts but the mirror's, and the script", async () => {
    const response = await fetch(`${floor.origin}/floor/react-page?path=/page`);
    const page = await response.text();
    expect(page).toBe(
      '<head><title>Page</title><script type="module" src="/floor/mirrored-page.js"></script></head><main>Page</main>',
    );
    expect(withoutScripts(page)).toBe(withoutScripts(withMirroredPageScript(page)));
    const script = await fetch(`${floor.origin}/floor/mirrored-page.js`);
    expect(script.headers.get("content-type")).toMatch(/^text\/javascript/);
    expect(await script.text()).toBe("mirror();");
  });

  it("passes anything else to the store with its type and caching", async () => {
    const response = await fetch(`${floor.origin}/images/a.svg?v=1`);
    expect(response.headers.get("content-type")).toBe("image/svg+xml");
    expect(response.headers.get("cache-control")).toBe("max-age=60");
    expect(await response.text()).toBe("<svg>/images/a.svg?v=1</svg>");
  });
});
