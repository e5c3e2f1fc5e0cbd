import { createHash } from "node:crypto";
import { brotliCompressSync, gzipSync, constants as zlib } from "node:zlib";
import type { NextFunction, Request, Response } from "express";

/** A rendered page kept for reuse: its body never changes, so it is compressed once. */
interface CachedPage {
  html: Buffer;
  gzip: Buffer;
  brotli: Buffer;
  etag: string;
  /** CSP sources allowing exactly this page's inline scripts. */
  scriptHashes: string[];
  expiresAt: number;
}

const inlineScript = /<script\b([^>]*)>([\s\S]*?)<\/script>/g;

/** sha256 sources for a page's executable inline scripts (JSON-LD data blocks are not scripts). */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes, body] of html.matchAll(inlineScript)) {
    if (/\bsrc=/.test(attributes!) || /type="application\/(ld\+)?json"/.test(attributes!)) continue;
    hashes.add(`'sha256-${createHash("sha256").update(body!).digest("base64")}'`);
  }
  return [...hashes];
}

/** The response's policy with its nonce swapped for the page's script hashes. */
export function policyWithHashes(policy: string, hashes: readonly string[]): string {
  return policy.replace(/'nonce-[^']+'/, hashes.join(" "));
}

export interface PageCacheOptions {
  /** How long a page may be served from the cache at most. */
  maxAgeMs: number;
  maxEntries: number;
}

/**
 * Keeps server-rendered pages in memory and serves them again at about the cost of a static
 * file. A cached page drops its per-response nonce for script hashes (a nonce must never be
 * reused). Only GET requests for a path with no query string are cached; product pages are
 * dropped when their reviews change (see `invalidate`).
 */
export function pageCache({ maxAgeMs, maxEntries }: PageCacheOptions) {
  const pages = new Map<string, CachedPage>();

  const cacheable = (req: Request) =>
    req.method === "GET" &&
    !req.url.includes("?") &&
    !req.path.startsWith("/api/") &&
    !req.path.endsWith(".data");

  const serve = (req: Request, res: Response, page: CachedPage) => {
    const policy = res.getHeader("Content-Security-Policy");
    if (typeof policy === "string") {
      res.setHeader("Content-Security-Policy", policyWithHashes(policy, page.scriptHashes));
    }
    res.setHeader("Content-Type", "text/html; charset=utf-8");
    res.setHeader("ETag", page.etag);
    res.setHeader("Vary", "Accept-Encoding");
    res.setHeader("Cache-Control", "no-cache");
    if (req.get("if-none-match") === page.etag) {
      res.status(304).end();
      return;
    }
    const accepted = req.acceptsEncodings("br", "gzip", "identity");
    const body = accepted === "br" ? page.brotli : accepted === "gzip" ? page.gzip : page.html;
    if (accepted === "br" || accepted === "gzip") res.setHeader("Content-Encoding", accepted);
    res.setHeader("Content-Length", body.length);
    res.status(200).end(body);
  };

  const store = (key: string, html: string, nonce: string) => {
    const clean = html.replaceAll(` nonce="${nonce}"`, "");
    const buffer = Buffer.from(clean, "utf8");
    if (pages.size >= maxEntries) pages.delete(pages.keys().next().value!);
    pages.set(key, {
      html: buffer,
      gzip: gzipSync(buffer, { level: 9 }),
      brotli: brotliCompressSync(buffer, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }),
      etag: `"${createHash("sha1").update(buffer).digest("base64url")}"`,
      scriptHashes: inlineScriptHashes(clean),
      expiresAt: Date.now() + maxAgeMs,
    });
  };

  const middleware = (req: Request, res: Response, next: NextFunction) => {
    if (!cacheable(req)) return next();
    const key = req.path;
    const hit = pages.get(key);
    if (hit && hit.expiresAt > Date.now()) return serve(req, res, hit);
    if (hit) pages.delete(key);

    // Render as usual, keeping a copy of the HTML as it goes out.
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
      const type = String(res.getHeader("Content-Type") ?? "");
      // A page rendered without its data (the database was down) says no-store and is not kept.
      const noStore = String(res.getHeader("Cache-Control") ?? "").includes("no-store");
      if (
        res.statusCode === 200 &&
        type.startsWith("text/html") &&
        !noStore &&
        !res.getHeader("Set-Cookie")
      ) {
        store(key, Buffer.concat(chunks).toString("utf8"), res.locals.cspNonce);
      }
      return end(chunk, ...rest);
    }) as Response["end"];
    next();
  };

  return {
    middleware,
    /** Drops one cached page (a product whose reviews changed), or all of them. */
    invalidate(path?: string) {
      if (path) pages.delete(path);
      else pages.clear();
    },
    size: () => pages.size,
  };
}
