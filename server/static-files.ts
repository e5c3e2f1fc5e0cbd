import { createHash } from "node:crypto";
import { readdirSync, readFileSync, statSync } from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
import { join, relative, sep } from "node:path";
import mime from "mime-types";
import {
  acceptedEncoding,
  compressedBytes,
  compressionThreshold,
  isCompressible,
  leaveUncompressed,
  setEncodingHeaders,
  type Encoding,
} from "~/lib/compression.server";

/** One file of the client build, held in memory with its headers. */
interface StaticFile {
  body: Buffer;
  contentType: string;
  cacheControl: string;
  etag: string;
  lastModified: string;
  compressible: boolean;
  /** Compressed once, on the first request that accepts each encoding. */
  compressed: Partial<Record<Encoding, Promise<Buffer>>>;
}

export type StaticFiles = ReturnType<typeof staticFiles>;

export interface StaticFilesOptions {
  /** The client build (build/client): its files are read once, at start. */
  root: string;
  /** Files larger than this stay on disk, for `express.static` (default 1 MB). */
  maxFileBytes?: number;
}

/** Hashed assets never change; everything else in public/ may, so it is cached briefly. */
const cacheControlFor = (path: string) =>
  path.startsWith("/assets/") ? "public, max-age=31536000, immutable" : "public, max-age=3600";

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
}

/** The files under `root` small enough to hold, by their path in the site (dotfiles left out). */
function readFiles(root: string, maxFileBytes: number): Map<string, StaticFile> {
  const files = new Map<string, StaticFile>();
  for (const file of filesUnder(root)) {
    const stat = statSync(file);
    if (stat.size > maxFileBytes) continue;
    const path = `/${relative(root, file).split(sep).join("/")}`;
    // Dotfiles are never served (as `express.static` ignores them).
    if (path.split("/").some((segment) => segment.startsWith("."))) continue;
    const body = readFileSync(file);
    const contentType = mime.contentType(mime.lookup(file) || "application/octet-stream");
    if (!contentType) continue;
    files.set(path, {
      body,
      contentType,
      cacheControl: cacheControlFor(path),
      etag: `"${createHash("sha1").update(body).digest("base64url")}"`,
      lastModified: stat.mtime.toUTCString(),
      compressible: isCompressible(contentType),
      compressed: {},
    });
  }
  return files;
}

/** Whether the client holds this version of the file already (If-None-Match, If-Modified-Since). */
function notModified(req: IncomingMessage, file: StaticFile): boolean {
  const match = req.headers["if-none-match"];
  const since = req.headers["if-modified-since"];
  return match !== undefined
    ? match === file.etag
    : since !== undefined && Date.parse(since) >= Date.parse(file.lastModified);
}

/** Answers with a held file: 304 when the client has it, else its body, compressed if accepted. */
async function serveFile(req: IncomingMessage, res: ServerResponse, file: StaticFile) {
  res.setHeader("Accept-Ranges", "bytes");
  res.setHeader("Cache-Control", file.cacheControl);
  res.setHeader("Last-Modified", file.lastModified);
  res.setHeader("ETag", file.etag);
  res.setHeader("Content-Type", file.contentType);
  if (notModified(req, file)) {
    if (file.compressible) res.setHeader("Vary", "Accept-Encoding");
    leaveUncompressed(res);
    res.statusCode = 304;
    res.end();
    return;
  }
  let body = file.body;
  let encoding: Encoding | undefined;
  if (file.compressible && body.length >= compressionThreshold) {
    encoding = acceptedEncoding(req);
    if (encoding) {
      const compressed = (file.compressed[encoding] ??= compressedBytes(file.body, encoding, {
        brotliQuality: 11,
      }));
      body = await compressed;
    }
  }
  if (file.compressible) setEncodingHeaders(res, encoding, body.length);
  else {
    leaveUncompressed(res);
    res.setHeader("Content-Length", body.length);
  }
  res.statusCode = 200;
  res.end(req.method === "HEAD" ? undefined : body);
}

/**
 * The client build's files (hashed assets, images, the icons), read into memory at start and
 * answered from there: by the fast path (server/fast-path.ts) and, behind the front door, by
 * Express with the same function. A request with a Range header, a file added after start or one
 * larger than `maxFileBytes` is left to `express.static`.
 */
export function staticFiles({ root, maxFileBytes = 1_000_000 }: StaticFilesOptions) {
  const files = readFiles(root, maxFileBytes);

  /** The file a GET or HEAD without a Range header names (the query string is ignored), if held. */
  const fileFor = (req: IncomingMessage): StaticFile | undefined => {
    if ((req.method !== "GET" && req.method !== "HEAD") || req.headers.range) return undefined;
    const url = req.url ?? "/";
    const queryAt = url.indexOf("?");
    return files.get(queryAt === -1 ? url : url.slice(0, queryAt));
  };

  return {
    /** The fast path's share: the function serving a held file, or undefined. */
    fastAnswer(req: IncomingMessage) {
      const file = fileFor(req);
      return (
        file &&
        ((res: ServerResponse) => {
          serveFile(req, res, file).catch((error: unknown) => res.destroy(error as Error));
        })
      );
    },
    /** The same, as a middleware behind Express's front door; anything else goes on. */
    middleware(req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void) {
      const file = fileFor(req);
      if (!file) return next();
      serveFile(req, res, file).catch(next);
    },
    size: () => files.size,
  };
}
