import { createHash, randomBytes } from "node:crypto";
import { request, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import { afterEach, describe, expect, it } from "vitest";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { brotliQuality, canonicalPaths, pageCache } from "./page-cache";
import { reusablePage } from "./security";

const sha = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;

describe("canonical page paths", () => {
  const canonical = canonicalPaths(["/", "/faq", "/products/bone-rock"]);

  it("maps case, %xx and trailing-slash variants to the page's path, and nothing else", () => {
    for (const variant of ["/FAQ", "/Faq", "/faq/", "/f%61q", "/F%41Q//", "/faq"]) {
      expect(canonical(variant)).toBe("/faq");
    }
    expect(canonical("/Products/Bone-Rock/")).toBe("/products/bone-rock");
    expect(canonical("/")).toBe("/");
    expect(canonical("/faqs")).toBeUndefined();
    expect(canonical("/%E0%A4%A")).toBeUndefined();
  });
});

describe("page cache", () => {
  const servers: { close: () => void }[] = [];
  afterEach(() => {
    for (const server of servers.splice(0)) server.close();
  });

  /** A store in miniature: a nonce per response, the cache, and a slow renderer that counts. */
  async function store(options: {
    paths: string[];
    maxEntries?: number;
    pageBytes?: number;
    filler?: string;
    buildWaitMs?: number;
    pageParameters?: string[];
    /** The first render never answers (a render stuck for good). */
    firstRenderHangs?: boolean;
  }) {
    const cache = pageCache({
      maxAgeMs: 60_000,
      maxEntries: options.maxEntries ?? 10,
      ...options,
      forReuse: (html, res) => {
        const page = reusablePage(
          html,
          res.locals.cspNonce,
          res.getHeader("Content-Security-Policy"),
        );
        return {
          html: page.html,
          headers: { "Content-Security-Policy": page.contentSecurityPolicy! },
        };
      },
    });
    const renders: string[] = [];
    const app = express();
    app.set("etag", false);
    app.use((_req, res, next) => {
      res.locals.cspNonce = randomBytes(16).toString("base64");
      res.setHeader("Content-Security-Policy", `script-src 'nonce-${res.locals.cspNonce}'`);
      next();
    });
    app.use(cache.middleware);
    app.use(async (req, res) => {
      renders.push(req.path);
      if (options.firstRenderHangs && renders.length === 1) return;
      await new Promise((resolve) => setTimeout(resolve, 100));
      const filler =
        options.filler ?? "<p>Text of the page.</p>".repeat((options.pageBytes ?? 2_000) / 24);
      res
        .type("html")
        .send(
          `<html><body><h1>${req.path}</h1>${filler}<script nonce="${res.locals.cspNonce}">hydrate()</script></body></html>`,
        );
    });
    const server = app.listen(0, "127.0.0.1");
    servers.push(server);
    await new Promise((resolve) => server.once("listening", resolve));
    const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    return { cache, renders, origin };
  }

  it("rebuilds a page once however many ask for it at the same time", async () => {
    const { origin, renders, cache } = await store({ paths: ["/faq"] });
    const responses = await Promise.all(
      Array.from({ length: 10 }, () => fetch(`${origin}/faq`).then((r) => r.text())),
    );
    expect(renders).toEqual(["/faq"]);
    expect(new Set(responses.map((body) => body.replace(/ nonce="[^"]*"/, ""))).size).toBe(1);
    expect(cache.size()).toBe(1);
  });

  it("hands an abandoned render to one waiting client, and renders nothing for clients gone", async () => {
    const { origin, renders, cache } = await store({ paths: ["/faq"] });
    const leaving = Array.from({ length: 8 }, () => new AbortController());
    const gone = leaving.map((controller) =>
      fetch(`${origin}/faq`, { signal: controller.signal }).catch(() => "aborted"),
    );
    await new Promise((resolve) => setTimeout(resolve, 30));
    const staying = Array.from({ length: 4 }, () => fetch(`${origin}/faq`).then((r) => r.status));
    await new Promise((resolve) => setTimeout(resolve, 20));
    for (const controller of leaving) controller.abort();
    expect(await Promise.all(gone)).toEqual(Array(8).fill("aborted"));
    expect(await Promise.all(staying)).toEqual([200, 200, 200, 200]);
    // The first render (abandoned) and one more for the four still waiting; none for those gone.
    expect(renders).toEqual(["/faq", "/faq"]);
    expect(cache.size()).toBe(1);
  });

  it("stops waiting for a rebuild that never finishes: one waiting client renders the page instead", async () => {
    const { origin, renders, cache } = await store({
      paths: ["/faq"],
      buildWaitMs: 300,
      firstRenderHangs: true,
    });
    const stuck = new AbortController();
    const first = fetch(`${origin}/faq`, { signal: stuck.signal }).catch(() => "aborted");
    await new Promise((resolve) => setTimeout(resolve, 30));
    const started = performance.now();
    const waiting = await Promise.all(
      Array.from({ length: 5 }, () => fetch(`${origin}/faq`).then((r) => r.status)),
    );
    expect(waiting).toEqual([200, 200, 200, 200, 200]);
    expect(performance.now() - started).toBeLessThan(5_000);
    // The stuck render and one more for the five that waited; the page is kept from then on.
    expect(renders).toEqual(["/faq", "/faq"]);
    expect(cache.size()).toBe(1);
    expect((await fetch(`${origin}/faq`)).status).toBe(200);
    expect(renders).toHaveLength(2);
    stuck.abort();
    expect(await first).toBe("aborted");
  });

  it("redirects variants of a page's path to it (query kept) and caches one entry per page", async () => {
    const { origin, renders, cache } = await store({ paths: ["/", "/faq"] });
    for (const [variant, location] of [
      ["/FAQ", "/faq"],
      ["/Faq", "/faq"],
      ["/faq/", "/faq"],
      ["/f%61q", "/faq"],
      ["/FAQ/?utm_source=mail&x=%20", "/faq?utm_source=mail&x=%20"],
    ] as const) {
      const response = await fetch(`${origin}${variant}`, { redirect: "manual" });
      expect(response.status, variant).toBe(301);
      expect(response.headers.get("location"), variant).toBe(location);
    }
    expect((await fetch(`${origin}/faq`)).status).toBe(200);
    expect((await fetch(`${origin}/faq`)).status).toBe(200);
    // A path that is no page of ours is rendered (its 404) and never cached.
    await fetch(`${origin}/no-such-page`);
    await fetch(`${origin}/no-such-page`);
    expect(renders).toEqual(["/faq", "/no-such-page", "/no-such-page"]);
    expect(cache.keys()).toEqual(["/faq"]);
  });

  it("redirects dot segments to the page's path, as written on the wire", async () => {
    const { origin, renders } = await store({ paths: ["/products/bone-rock"] });
    const { port } = new URL(origin);
    // fetch() resolves dot segments itself: a raw request sends them as an attacker would.
    const raw = (path: string) =>
      new Promise<{ status: number; location?: string }>((resolve, reject) => {
        request({ host: "127.0.0.1", port, path }, (response) => {
          response.resume();
          resolve({ status: response.statusCode!, location: response.headers.location });
        })
          .on("error", reject)
          .end();
      });
    for (const variant of [
      "/products/./bone-rock",
      "/a/../products/bone-rock",
      "/products/x/../bone-rock",
      "/products/%2e/bone-rock",
      "/PRODUCTS/./Bone-Rock/",
    ]) {
      expect(await raw(variant), variant).toEqual({ status: 301, location: "/products/bone-rock" });
    }
    expect(renders).toEqual([]);
  });

  it("keys a page by its path alone: unknown query parameters are served the cached page", async () => {
    const { origin, renders, cache } = await store({
      paths: ["/products/bone-rock"],
      pageParameters: ["reviewSort"],
    });
    for (const query of ["", "?cb=1", "?cb=2", "?utm_source=mail&utm_medium=email", "?x"]) {
      const response = await fetch(`${origin}/products/bone-rock${query}`, { redirect: "manual" });
      expect(response.status, query).toBe(200);
    }
    expect(renders).toEqual(["/products/bone-rock"]);
    // A parameter the page reads is rendered for itself, never kept.
    await fetch(`${origin}/products/bone-rock?reviewSort=highest&cb=3`);
    await fetch(`${origin}/products/bone-rock?reviewSort=highest&cb=3`);
    expect(renders).toHaveLength(3);
    expect(cache.keys()).toEqual(["/products/bone-rock"]);
  });

  it("evicts the least recently used page", async () => {
    const { origin, cache } = await store({ paths: ["/a", "/b", "/c"], maxEntries: 2 });
    for (const path of ["/a", "/b", "/a", "/c"]) {
      await fetch(`${origin}${path}`);
      await expect.poll(() => cache.keys()).toContain(path);
    }
    expect(cache.keys()).toEqual(["/a", "/c"]);
  });

  it("never keeps a page invalidated while it was being rendered", async () => {
    const { origin, cache } = await store({ paths: ["/products/x"] });
    const rendering = fetch(`${origin}/products/x`);
    await new Promise((resolve) => setTimeout(resolve, 30));
    cache.invalidate("/products/x");
    expect((await rendering).status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(cache.size()).toBe(0);
  });

  it("compresses a rebuilt page without stalling the event loop", async () => {
    // Text that compresses slowly (random), so compressing it on the event loop would be a long pause.
    const filler = `<p>${randomBytes(4_000_000).toString("base64")}</p>`;
    const started = performance.now();
    const buffer = Buffer.from(filler);
    gzipSync(buffer, { level: 9 });
    brotliCompressSync(buffer, { params: { [constants.BROTLI_PARAM_QUALITY]: brotliQuality } });
    const onTheLoop = performance.now() - started;

    const { origin, cache } = await store({ paths: ["/big"], filler });
    let longest = 0;
    let last = performance.now();
    const ticker = setInterval(() => {
      const now = performance.now();
      longest = Math.max(longest, now - last);
      last = now;
    }, 2);
    await (await fetch(`${origin}/big`)).arrayBuffer();
    // The compression itself takes about as long as it did on the loop (longer on a busy machine).
    await expect.poll(() => cache.size(), { timeout: Math.max(1_000, onTheLoop * 4) }).toBe(1);
    clearInterval(ticker);
    // Compared with the same work done on the event loop just now, on the same (busy or not) machine.
    expect(longest).toBeLessThan(onTheLoop / 2);
    const compressed = await fetch(`${origin}/big`, { headers: { "Accept-Encoding": "br" } });
    expect(compressed.headers.get("content-encoding")).toBe("br");
  });
  it("serves a cached page with the headers it was given for reuse, never the response's nonce", async () => {
    const { origin } = await store({ paths: ["/faq"] });
    const first = await fetch(`${origin}/faq`);
    const firstPolicy = first.headers.get("content-security-policy")!;
    expect(firstPolicy).toMatch(/'nonce-/);
    await first.text();
    await new Promise((resolve) => setTimeout(resolve, 50));
    const cached = await fetch(`${origin}/faq`);
    const html = await cached.text();
    expect(cached.headers.get("etag")).toBeTruthy();
    expect(cached.headers.get("content-security-policy")).toBe(`script-src ${sha("hydrate()")}`);
    expect(html).not.toContain("nonce=");
  });

  it("gives the fast path a cached page only for a plain GET of its canonical path", async () => {
    const { origin, cache } = await store({ paths: ["/faq"], pageParameters: ["tab"] });
    const plain = (url: string, headers: Record<string, string> = {}, method = "GET") =>
      ({ url, method, headers }) as unknown as IncomingMessage;
    expect(cache.fastAnswer(plain("/faq"))).toBeUndefined(); // not cached yet
    await (await fetch(`${origin}/faq`)).text();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(cache.fastAnswer(plain("/faq"))).toBeTypeOf("function");
    for (const other of ["/faq?x=1", "/faq?tab=2", "/FAQ", "/faq/", "/other"]) {
      expect(cache.fastAnswer(plain(other)), other).toBeUndefined();
    }
    expect(cache.fastAnswer(plain("/faq", {}, "HEAD"))).toBeUndefined();
    expect(cache.fastAnswer(plain("/faq", { "sec-gpc": "1" }))).toBeUndefined();
    cache.invalidate("/faq");
    expect(cache.fastAnswer(plain("/faq"))).toBeUndefined();
  });
});
