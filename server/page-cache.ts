import { createHash } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { NextFunction, Request, Response } from "express";
import {
  acceptedEncoding,
  compressedBytes,
  leaveUncompressed,
  setEncodingHeaders,
} from "~/lib/compression.server";
import { logger } from "~/lib/logger.server";
import { withTimeout } from "~/lib/with-timeout";
import { marketingChoice } from "~/privacy/marketing-choice";

/**
 * Brotli quality for cached pages. Compression runs on libuv's thread pool (never on the event
 * loop), but every request for a page being rebuilt waits for it, and a product page is rebuilt
 * after every review: on a 108 KB product page here, quality 6 takes about 4 ms where 9 took 34 ms,
 * for 1 % more bytes (11 costs far more again).
 */
export const brotliQuality = 6;

/** A rendered page kept for reuse: its body never changes, so it is compressed once. */
interface CachedPage {
  html: Buffer;
  gzip: Buffer;
  brotli: Buffer;
  etag: string;
  /** Headers the page was given for reuse (its Content-Security-Policy), served as they are. */
  headers: Record<string, string>;
  expiresAt: number;
}

/** A path as compared with the canonical ones: decoded, lower case, no trailing slash. */
function comparable(path: string): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    return undefined; // malformed %xx: no page of ours
  }
  const lower = withoutDotSegments(decoded.toLowerCase());
  return lower.length > 1 ? lower.replace(/\/+$/, "") || "/" : lower;
}

/** `/a/../products/./x` → `/products/x`, as a browser resolves dot segments (RFC 3986, 5.2.4). */
function withoutDotSegments(path: string): string {
  if (!/(^|\/)\.\.?(\/|$)/.test(path)) return path;
  const kept: string[] = [];
  const segments = path.split("/");
  segments.forEach((segment, index) => {
    const last = index === segments.length - 1;
    if (segment === ".") {
      if (last) kept.push("");
    } else if (segment === "..") {
      if (kept.length > 1) kept.pop();
      if (last) kept.push("");
    } else kept.push(segment);
  });
  return kept.join("/") || "/";
}

/**
 * Whether a query string holds a parameter some page reads (`reviewSort`, `tab`…): such a request is
 * rendered for itself. Any other parameters (`?cb=1`, `utm_source`) change nothing on the page, so
 * the cached page is served for them.
 */
export function readsQuery(search: string, pageParameters: ReadonlySet<string>): boolean {
  if (search === "") return false;
  for (const name of new URLSearchParams(search).keys()) {
    if (pageParameters.has(name)) return true;
  }
  return false;
}

/**
 * Maps a request path to the canonical path of the page it names: itself, or one that differs from
 * it only in letter case, percent-encoding or a trailing slash. Undefined for other paths.
 */
export function canonicalPaths(paths: Iterable<string>): (path: string) => string | undefined {
  const byComparable = new Map<string, string>();
  for (const path of paths) byComparable.set(comparable(path)!, path);
  return (path) => {
    const key = comparable(path);
    return key === undefined ? undefined : byComparable.get(key);
  };
}

export interface PageCacheOptions {
  /** How long a page may be served from the cache at most. */
  maxAgeMs: number;
  /** Pages kept at most; the least recently used one makes room. */
  maxEntries: number;
  /** The site's public pages: only these are cached, and variants of them redirect here. */
  paths: Iterable<string>;
  /**
   * The query parameters any of those pages reads: a request with one of them is rendered for
   * itself; other parameters are ignored (the cached page is served).
   */
  pageParameters?: Iterable<string>;
  /**
   * How long a request waits for another request's rebuild of the same page before it renders the
   * page itself (default 10 s): a rebuild that never finishes must not hold every later request.
   */
  buildWaitMs?: number;
  /**
   * Makes a rendered page fit to be served again (the response it went out in, for its nonce and
   * headers): the HTML to keep and the headers that go with it. The cache keeps and serves what it
   * is given; the default keeps the HTML as rendered, with no headers of its own.
   */
  forReuse?: (html: string, res: Response) => { html: string; headers: Record<string, string> };
}

/** The header value a request sent, as one string (Express's `req.get` for Node's request). */
function headerOf(req: IncomingMessage, name: string): string | null {
  const value = req.headers[name.toLowerCase()];
  return value === undefined ? null : Array.isArray(value) ? value.join(", ") : value;
}

/** Serves a cached page: 304 when the client has it already, else the body it accepts. */
function servePage(req: IncomingMessage, res: ServerResponse, page: CachedPage) {
  for (const [name, value] of Object.entries(page.headers)) res.setHeader(name, value);
  res.setHeader("Content-Type", "text/html; charset=utf-8");
  res.setHeader("ETag", page.etag);
  res.setHeader("Cache-Control", "no-cache");
  if (req.headers["if-none-match"] === page.etag) {
    res.setHeader("Vary", "Accept-Encoding");
    leaveUncompressed(res);
    res.statusCode = 304;
    res.end();
    return;
  }
  const encoding = acceptedEncoding(req);
  const body = encoding === "br" ? page.brotli : encoding === "gzip" ? page.gzip : page.html;
  setEncodingHeaders(res, encoding, body.length);
  res.statusCode = 200;
  res.end(body);
}

/** Whether a visitor opted out of marketing tracking (Sec-GPC: 1 or the opt-out cookie). */
function optedOut(req: IncomingMessage): boolean {
  return marketingChoice({ get: (name) => headerOf(req, name) }).optedOut;
}

/**
 * Whether a GET for a page's canonical path may be answered from the cache: not when its query
 * holds a parameter a page reads, nor for a visitor opted out of marketing tracking (their page is
 * rendered without Klaviyo: never the cached copy, and never kept).
 */
function servedFromCache(req: Request, parameters: ReadonlySet<string>): boolean {
  if (req.method !== "GET") return false;
  const queryAt = req.url.indexOf("?");
  if (queryAt >= 0 && readsQuery(req.url.slice(queryAt + 1), parameters)) return false;
  return !optedOut(req);
}

/** Redirects a variant spelling of a page's path to the page (301), its query string kept. */
function redirectToCanonical(req: Request, res: Response, path: string) {
  const query = req.originalUrl.indexOf("?");
  res.redirect(301, path + (query >= 0 ? req.originalUrl.slice(query) : ""));
}

/**
 * Whether a rendered response may be kept: a 200 HTML page that sets no cookie. A page rendered
 * without its data (the database was down) says no-store and is not kept.
 */
function keepable(res: Response): boolean {
  const type = String(res.getHeader("Content-Type") ?? "");
  const noStore = String(res.getHeader("Cache-Control") ?? "").includes("no-store");
  return (
    res.statusCode === 200 &&
    type.startsWith("text/html") &&
    !noStore &&
    !res.getHeader("Set-Cookie")
  );
}

/**
 * Keeps a copy of a response's body as it goes out. `ending` is called as the response ends, just
 * before its last bytes are written, with a function giving the whole body as text.
 */
function copyAsSent(res: Response, ending: (body: () => string) => void) {
  const chunks: Buffer[] = [];
  const write = res.write.bind(res) as (...args: unknown[]) => boolean;
  const end = res.end.bind(res) as (...args: unknown[]) => Response;
  const keep = (chunk: unknown, encoding?: unknown) => {
    if (chunk instanceof Uint8Array)
      chunks.push(Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength));
    else if (typeof chunk === "string") {
      chunks.push(
        Buffer.from(chunk, (typeof encoding === "string" ? encoding : "utf8") as BufferEncoding),
      );
    }
  };
  res.write = ((chunk: unknown, ...rest: unknown[]) => {
    keep(chunk, rest[0]);
    return write(chunk, ...rest);
  }) as Response["write"];
  res.end = ((chunk?: unknown, ...rest: unknown[]) => {
    keep(chunk, rest[0]);
    ending(() => Buffer.concat(chunks).toString("utf8"));
    return end(chunk, ...rest);
  }) as Response["end"];
}

/**
 * The pages held (least recently used first) and the rebuilds under way. Invalidation bumps a
 * generation, of every page or of one path, so a page rendered before it is never stored after it.
 */
function pageStore(
  maxAgeMs: number,
  maxEntries: number,
  forReuse: NonNullable<PageCacheOptions["forReuse"]>,
) {
  const pages = new Map<string, CachedPage>();
  const building = new Map<string, Promise<CachedPage | undefined>>();
  let generation = 0;
  const pathGenerations = new Map<string, number>();
  const versionOf = (key: string) => `${generation}:${pathGenerations.get(key) ?? 0}`;

  /** A fresh cached page for `key`, moved to the end (least recently used first), or undefined. */
  const fresh = (key: string) => {
    const hit = pages.get(key);
    if (!hit || hit.expiresAt <= Date.now()) return undefined;
    pages.delete(key);
    pages.set(key, hit);
    return hit;
  };

  /** Compresses off the event loop, then keeps the page unless it was invalidated meanwhile. */
  const keep = async (key: string, version: string, rendered: string, res: Response) => {
    const { html, headers } = forReuse(rendered, res);
    const buffer = Buffer.from(html, "utf8");
    const [gzipped, brotli] = await Promise.all([
      compressedBytes(buffer, "gzip", { gzipLevel: 9 }),
      compressedBytes(buffer, "br", { brotliQuality }),
    ]);
    const page: CachedPage = {
      html: buffer,
      gzip: gzipped,
      brotli,
      etag: `"${createHash("sha1").update(buffer).digest("base64url")}"`,
      headers,
      expiresAt: Date.now() + maxAgeMs,
    };
    if (versionOf(key) !== version) return page; // served to those waiting, not kept
    pages.delete(key);
    while (pages.size >= maxEntries) pages.delete(pages.keys().next().value!);
    pages.set(key, page);
    return page;
  };

  /** Drops one cached page (a product whose reviews changed), or all of them. */
  const invalidate = (path?: string) => {
    if (path) {
      pages.delete(path);
      building.delete(path);
      pathGenerations.set(path, (pathGenerations.get(path) ?? 0) + 1);
    } else {
      pages.clear();
      building.clear();
      generation += 1;
    }
  };

  return {
    building,
    versionOf,
    fresh,
    keep,
    /** Drops the page at `key` (expired: it is being rebuilt). */
    forget: (key: string) => pages.delete(key),
    invalidate,
    size: () => pages.size,
    keys: () => [...pages.keys()],
  };
}

type PageStore = ReturnType<typeof pageStore>;

/**
 * Waits for another request's rebuild of the page at `key`: the page, or undefined when that
 * rebuild was abandoned (its client left) or is late. A late rebuild (stuck, or its render never
 * ends) no longer stands for the page.
 */
async function awaitRebuild(
  store: PageStore,
  key: string,
  inProgress: Promise<CachedPage | undefined>,
  buildWaitMs: number,
): Promise<CachedPage | undefined> {
  // The build itself never rejects: only the wait's end does.
  const page = await withTimeout(inProgress, buildWaitMs, "late").catch(() => "late" as const);
  if (page !== "late") return page;
  if (store.building.get(key) === inProgress) {
    store.building.delete(key);
    logger.warn({ event: "page_rebuild_late", path: key, waitedMs: buildWaitMs });
  }
  return undefined;
}

/**
 * Makes this response the rebuild of the page at `key`: others asking meanwhile wait for it. It
 * renders as usual; the HTML it sends is kept if it may be, and the rebuild ends with the page, or
 * with nothing when its client leaves first.
 */
function rebuildFrom(store: PageStore, key: string, res: Response) {
  let finish!: (page: CachedPage | undefined) => void;
  const build = new Promise<CachedPage | undefined>((resolve) => (finish = resolve));
  store.building.set(key, build);
  const version = store.versionOf(key);
  let storing = false;
  const done = (page: CachedPage | undefined) => {
    if (store.building.get(key) === build) store.building.delete(key);
    finish(page);
  };
  res.on("close", () => {
    if (!storing) done(undefined);
  });
  copyAsSent(res, (body) => {
    if (!keepable(res)) return;
    storing = true;
    store.keep(key, version, body(), res).then(done, () => done(undefined));
  });
}

/**
 * Keeps server-rendered pages in memory and serves them again at about the cost of a static
 * file: each page as `forReuse` made it (server/security.ts swaps its per-response nonce for script
 * hashes, since a nonce must never be reused), compressed once. Only GET requests for a canonical
 * page path are cached, keyed by the path alone: a query holding a parameter a page reads
 * (`pageParameters`) is rendered per request, any other query is served the cached page. A request
 * for a variant of a page's path (case, %xx, trailing slash, dot segments) is redirected to it.
 * Each page is rebuilt by one request at a time; others asking meanwhile wait for it. Product
 * pages are dropped when their reviews change (see `invalidate`). A fresh page is also served by
 * the fast path (`fastAnswer`), before Express.
 */
export function pageCache({
  maxAgeMs,
  maxEntries,
  paths,
  pageParameters = [],
  buildWaitMs = 10_000,
  forReuse = (html) => ({ html, headers: {} }),
}: PageCacheOptions) {
  const parameters = new Set(pageParameters);
  const store = pageStore(maxAgeMs, maxEntries, forReuse);
  const canonicalOf = canonicalPaths(paths);

  const middleware = async (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const key = canonicalOf(req.path);
    if (key !== undefined && key !== req.path) return redirectToCanonical(req, res, key);
    if (key === undefined || !servedFromCache(req, parameters)) return next();

    const hit = store.fresh(key);
    if (hit) return servePage(req, res, hit);
    store.forget(key);
    const inProgress = store.building.get(key);
    if (inProgress) {
      const page = await awaitRebuild(store, key, inProgress, buildWaitMs);
      if (page) return servePage(req, res, page);
      // The render we waited for was abandoned (its client left) or is late. A client that has gone
      // too needs nothing; the others start over, so one of them renders and the rest wait again,
      // instead of all of them rendering the same page at once.
      if (res.destroyed || req.socket.destroyed) return;
      return middleware(req, res, next);
    }
    rebuildFrom(store, key, res);
    next();
  };

  /**
   * The fast path's share (server/fast-path.ts): for a plain GET of a canonical page path with no
   * query string whose page is cached and fresh, the function serving it exactly as `middleware`
   * would. Anything else (a miss, a query, a variant spelling, an opted-out visitor) is left to
   * `middleware` behind the full chain.
   */
  const fastAnswer = (req: IncomingMessage) => {
    const path = req.url ?? "";
    if (req.method !== "GET" || path.includes("?") || canonicalOf(path) !== path) return undefined;
    if (optedOut(req)) return undefined;
    const hit = store.fresh(path);
    return hit && ((res: ServerResponse) => servePage(req, res, hit));
  };

  return {
    middleware,
    fastAnswer,
    /** Drops one cached page (a product whose reviews changed), or all of them. */
    invalidate: store.invalidate,
    size: store.size,
    /** The paths held, least recently used first. */
    keys: store.keys,
  };
}
