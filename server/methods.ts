import type { IncomingMessage, ServerResponse } from "node:http";
import type { NextFunction, Request, Response } from "express";

/** The methods the store serves: reading (GET, HEAD) and the forms' POST. */
const served = new Set(["GET", "HEAD", "POST"]);

/**
 * Any other method (PUT, PATCH, DELETE, OPTIONS, TRACE, …) answers 405 with Allow, whatever the
 * path, before anything else runs. (A POST to a page without a form gets its 405 from the router.)
 */
export function allowedMethods(req: Request, res: Response, next: NextFunction) {
  if (served.has(req.method)) return next();
  res.setHeader("Allow", "GET, HEAD, POST");
  res.status(405).type("text/plain").send("Method Not Allowed\n");
}

/** A live review stream is only read: other methods (OPTIONS, POST…) answer 405 with Allow. */
export function streamMethodNotAllowed(_req: IncomingMessage, res: ServerResponse) {
  // Served ahead of Express: Node's own request and response.
  res.writeHead(405, {
    Allow: "GET, HEAD",
    "Content-Type": "text/plain; charset=utf-8",
    "X-Content-Type-Options": "nosniff",
  });
  res.end("Method Not Allowed: live review streams are read with GET.\n");
}
