import type { IncomingMessage, ServerResponse } from "node:http";
import { isSecure, requestIdFor, type TrustProxy } from "~/lib/plain-request.server";
import { logRequestCompleted, unloggedPath } from "./observability";
import { isValidHost } from "./security";

/** Writes an answer already chosen for a request. */
type Serve = (res: ServerResponse) => void;
/** One cheap answer: a function serving the request, or undefined to leave it to the full chain. */
export type CheapAnswer = (req: IncomingMessage) => Serve | undefined;

type NodeMiddleware = (
  req: IncomingMessage,
  res: ServerResponse,
  next: (error?: unknown) => void,
) => void;

export interface FastPathOptions {
  /** The cheap answers, tried in order (a cached page, `/healthz`, a static file). */
  answers: CheapAnswer[];
  /** The security headers every response carries (`responseHeaders`), given `res.locals.cspNonce`. */
  securityHeaders: NodeMiddleware;
  newCspNonce: () => string;
  /** FORCE_HTTPS: a request not known to come over HTTPS is left to the front door's redirect. */
  httpsOnly: boolean;
  trustProxy: TrustProxy;
}

/**
 * The store's cheap answers, given before Express's middleware chain: server.js calls this on every
 * request once the connection caps and the request target have admitted it, and hands the request
 * on to the full chain when it answers false. A request is answered here only when one of
 * `answers` holds a ready answer for it and the front door would have let it through untouched
 * (GET or HEAD, a valid Host and no X-Forwarded-Host, over HTTPS when FORCE_HTTPS is set); it then
 * gets what the front door gives every response (a request id, the security headers with a fresh
 * nonce, one log line with the same fields), so its headers equal those the full chain would send.
 */
export function fastPath(options: FastPathOptions) {
  return (req: IncomingMessage, res: ServerResponse): boolean => {
    if (req.method !== "GET" && req.method !== "HEAD") return false;
    const { host } = req.headers;
    if (host !== undefined && !isValidHost(host)) return false;
    if (req.headers["x-forwarded-host"] !== undefined) return false;
    if (options.httpsOnly && !isSecure(req, options.trustProxy)) return false;
    let serve: Serve | undefined;
    for (const answer of options.answers) {
      serve = answer(req);
      if (serve) break;
    }
    if (!serve) return false;

    const startedAt = performance.now();
    const requestId = requestIdFor(req.headers["x-request-id"]);
    res.setHeader("X-Request-Id", requestId);
    if (!unloggedPath.test(req.url ?? "")) {
      res.once("finish", () => logRequestCompleted(req, res, requestId, startedAt));
    }
    // helmet reads the CSP nonce where the front door's securityHeaders leaves it.
    Object.assign(res, { locals: { cspNonce: options.newCspNonce() } });
    const chosen = serve;
    options.securityHeaders(req, res, (error) => {
      if (error) {
        res.destroy(error as Error);
        return;
      }
      chosen(res);
    });
    return true;
  };
}
