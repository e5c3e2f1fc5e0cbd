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
