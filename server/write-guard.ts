import express, { type NextFunction, type Request, type Response } from "express";
import { ipKeyGenerator, rateLimit } from "express-rate-limit";
import type { Env } from "~/env.server";
import { logger } from "~/lib/logger.server";

/** Largest request body a public write accepts. */
export const maxBodyBytes = 16 * 1024;

export type WriteBucket = "reviews" | "contact" | "subscribe";

/** Which rate-limit bucket a POST falls in (page actions and their JSON twins share one). */
export function writeBucket(path: string): WriteBucket | undefined {
  if (/^\/api\/reviews\/?$/.test(path) || /^\/products\//.test(path)) return "reviews";
  if (/^\/api\/contact\/?$/.test(path) || /^\/contact(\.data)?\/?$/.test(path)) return "contact";
  if (/^\/api\/subscribe\/?$/.test(path)) return "subscribe";
  return undefined;
}

/**
 * The rate-limit key of a client address. IPv4 clients of a dual-stack server arrive as
 * IPv4-mapped IPv6 (::ffff:a.b.c.d): they are keyed by their IPv4 address, not lumped into one
 * IPv6 /56 block with every other IPv4 client.
 */
export function clientKey(address: string | undefined): string {
  if (!address) return "unknown";
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  return mapped ? mapped[1]! : ipKeyGenerator(address);
}

/** Whether a POST comes from this site (its Origin, or failing that Sec-Fetch-Site, says so). */
export function isSameSite(
  headers: { origin?: string; "sec-fetch-site"?: string },
  ownOrigins: readonly string[],
): boolean {
  const origin = headers.origin;
  if (origin && origin !== "null") return ownOrigins.includes(origin);
  const site = headers["sec-fetch-site"];
  return site === undefined || site === "same-origin" || site === "none";
}

const tooManyMessages: Record<WriteBucket, string> = {
  reviews: "You have sent several reviews in a short time.",
  contact: "You have sent several messages in a short time.",
  subscribe: "You have signed up several times in a short time.",
};

function reject(req: Request, res: Response, status: number, error: string) {
  if (req.accepts(["json", "html"]) === "html" && !req.is("application/json")) {
    res
      .status(status)
      .type("html")
      .send(
        `<!doctype html><html lang="en"><meta charset="utf-8"><title>${status}</title>` +
          `<body style="font-family:system-ui;max-width:36rem;margin:4rem auto;padding:0 1rem">` +
          `<h1>Sorry, we couldn't take that</h1><p>${error}</p><p><a href="/">Return to Home</a></p>`,
      );
    return;
  }
  res.status(status).json({ error });
}

/**
 * Guards the public writes: a body size limit, refusal of cross-site posts, and per-client rate
 * limits that answer 429 with Retry-After. Rate-limit counts live in this process's memory.
 */
export function writeGuard(env: Env) {
  const router = express.Router();
  const ownOrigin = new URL(env.SITE_URL).origin;
  const windowMs = env.RATE_LIMIT_WINDOW_MINUTES * 60_000;

  router.use((req, res, next) => {
    if (req.method !== "POST" || !writeBucket(req.path)) return next();
    const length = req.get("content-length");
    if (length === undefined && req.get("transfer-encoding")) {
      return reject(req, res, 411, "Send the request with a Content-Length.");
    }
    if (Number(length) > maxBodyBytes) {
      logger.warn({
        event: "rejected",
        reason: "body_too_large",
        path: req.path,
        bytes: Number(length),
      });
      return reject(req, res, 413, `The request is larger than ${maxBodyBytes / 1024} KB.`);
    }
    const requestOrigin = `${req.protocol}://${req.get("host")}`;
    if (
      !isSameSite({ origin: req.get("origin"), "sec-fetch-site": req.get("sec-fetch-site") }, [
        ownOrigin,
        requestOrigin,
      ])
    ) {
      logger.warn({ event: "rejected", reason: "cross_site", path: req.path });
      return reject(req, res, 403, "Forms can only be sent from this website.");
    }
    next();
  });

  const limiter = (bucket: WriteBucket) =>
    rateLimit({
      windowMs,
      limit: bucket === "subscribe" ? env.RATE_LIMIT_WRITES * 2 : env.RATE_LIMIT_WRITES,
      standardHeaders: "draft-8",
      legacyHeaders: false,
      handler: (req: Request, res: Response, _next: NextFunction, options) => {
        const info = (req as Request & { rateLimit?: { resetTime?: Date } }).rateLimit;
        const resetAt = info?.resetTime?.getTime() ?? Date.now() + options.windowMs;
        const seconds = Math.max(1, Math.ceil((resetAt - Date.now()) / 1000));
        const minutes = Math.ceil(seconds / 60);
        logger.warn({ event: "rate_limited", bucket, path: req.path });
        res.setHeader("Retry-After", String(seconds));
        reject(
          req,
          res,
          429,
          `${tooManyMessages[bucket]} Please try again in ${minutes} ${minutes === 1 ? "minute" : "minutes"}.`,
        );
      },
    });
  const limiters: Record<WriteBucket, express.RequestHandler> = {
    reviews: limiter("reviews"),
    contact: limiter("contact"),
    subscribe: limiter("subscribe"),
  };

  router.use((req, res, next) => {
    const bucket = req.method === "POST" ? writeBucket(req.path) : undefined;
    if (!bucket) return next();
    return limiters[bucket](req, res, next);
  });
  return router;
}
