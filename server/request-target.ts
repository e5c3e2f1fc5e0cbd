import type { IncomingMessage, ServerResponse } from "node:http";
import { isValidHost } from "./security";

function badTarget(res: ServerResponse, message: string): false {
  res.writeHead(400, {
    "Content-Type": "text/plain; charset=utf-8",
    "X-Content-Type-Options": "nosniff",
    "Cache-Control": "no-store",
  });
  res.end(`Bad Request: ${message}\n`);
  return false;
}

/**
 * Brings every request target Node's parser accepts into the one shape the store reads, a path
 * (`/path?query`) with a Host, before anything else sees the request:
 * - the absolute form (`GET http://host/path HTTP/1.1`, which a client may always send, RFC 9112
 *   §3.2.2): its path and query become the target, its authority the Host;
 * - an HTTP/1.0 request without Host: the site's own host (SITE_URL's);
 * - any other target that is not a path (`*`, an authority): 400.
 * Answers false when it answered the request itself.
 */
export function requestTarget(siteHost: string) {
  return (req: IncomingMessage, res: ServerResponse): boolean => {
    const target = req.url ?? "";
    if (!target.startsWith("/")) {
      if (!/^https?:\/\//i.test(target)) return badTarget(res, "the request target is not a path.");
      let url: URL;
      try {
        url = new URL(target);
      } catch {
        return badTarget(res, "the request target is not a URL.");
      }
      if (url.username || url.password || !isValidHost(url.host)) {
        return badTarget(res, "the request target does not name a host.");
      }
      req.url = `${url.pathname}${url.search}`;
      req.headers.host = url.host;
    }
    if (req.headers.host === undefined) req.headers.host = siteHost;
    return true;
  };
}
