import type { IncomingMessage, ServerResponse } from "node:http";
import { promisify } from "node:util";
import { brotliCompress, constants as zlibConstants, gzip } from "node:zlib";
import compression from "compression";
import Negotiator from "negotiator";

/**
 * The store's one compression path. Whole bodies known in advance (a cached page, a review-list
 * page, a static file, a health answer) are negotiated with `acceptedEncoding` and compressed once
 * with `compressedBytes`, then sent with their length; everything written as it goes (a page
 * rendered for one request, any other route) is compressed by `compressStreams`, the same
 * negotiation in Express's `compression` middleware, which leaves the whole-body answers alone.
 */

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** The encodings offered, in the store's order of preference between equally accepted ones. */
const offered = ["br", "gzip", "identity"];
export type Encoding = "br" | "gzip";

/** Smaller bodies go uncompressed (as `compression` leaves them): the headers would outweigh the saving. */
export const compressionThreshold = 1024;

/**
 * The client's choice among Brotli, gzip and none; between equally accepted ones (browsers list
 * gzip first), Brotli. Undefined means the body goes as it is.
 */
export function acceptedEncoding(request: IncomingMessage): Encoding | undefined {
  // negotiator 1.x takes the server's preference second; its types (0.6) predate the option.
  const choose = Negotiator.prototype.encoding as (
    available: string[],
    options: { preferred: string[] },
  ) => string | undefined;
  const encoding = choose.call(new Negotiator(request), offered, { preferred: offered });
  return encoding === "br" || encoding === "gzip" ? encoding : undefined;
}

/**
 * `bytes` compressed for `encoding`, off the event loop (libuv's thread pool). Brotli's quality
 * trades the time of the one compression against the bytes of every answer: 4 (as `compression`)
 * for bodies compressed per change, more for bodies kept longer.
 */
export function compressedBytes(
  bytes: Buffer,
  encoding: Encoding,
  { brotliQuality = 4, gzipLevel = zlibConstants.Z_DEFAULT_COMPRESSION } = {},
): Promise<Buffer> {
  return encoding === "br"
    ? (brotli(bytes, {
        params: { [zlibConstants.BROTLI_PARAM_QUALITY]: brotliQuality },
      }) as Promise<Buffer>)
    : (gzipped(bytes, { level: gzipLevel }) as Promise<Buffer>);
}

/** Responses whose body this module already chose an encoding for: `compressStreams` leaves them. */
const wholeBodies = new WeakSet<ServerResponse>();

/**
 * Sets the headers of a whole body chosen for `encoding` (or none): `Vary`, `Content-Encoding` and
 * `Content-Length`. `Vary: Accept-Encoding` goes on every compressible answer, compressed or not.
 */
export function setEncodingHeaders(
  response: ServerResponse,
  encoding: Encoding | undefined,
  length: number,
): void {
  wholeBodies.add(response);
  response.setHeader("Vary", "Accept-Encoding");
  if (encoding) response.setHeader("Content-Encoding", encoding);
  response.setHeader("Content-Length", length);
}

/** Marks a response as answered whole, uncompressed and without `Vary` (a 304, a tiny body). */
export function leaveUncompressed(response: ServerResponse): void {
  wholeBodies.add(response);
}

/** Whether a Content-Type is worth compressing: text, JSON, JavaScript, XML and SVG (not images or fonts). */
export function isCompressible(contentType: string): boolean {
  return /^text\/|[/+](json|javascript|xml)\b|^image\/svg\+xml|^application\/manifest\+json/.test(
    contentType,
  );
}

/**
 * Express's `compression` middleware for responses written as they go: Brotli (quality 4) or gzip,
 * negotiated as above, above `compressionThreshold`; answers already given their encoding here
 * pass through untouched.
 */
export function compressStreams() {
  return compression({
    threshold: compressionThreshold,
    filter: (request, response) =>
      !wholeBodies.has(response) && compression.filter(request, response),
  });
}
