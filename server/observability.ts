import { createHash } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { sql } from "drizzle-orm";
import express from "express";
import { pinoHttp } from "pino-http";
import type { Database } from "~/db/database.server";
import type { OutboxStatus } from "~/outbox/outbox-worker.server";
import { errorSummary, loggablePath, logger } from "~/lib/logger.server";
import { withTimeout } from "~/lib/with-timeout";
import { requestIdFor } from "~/lib/plain-request.server";
import { leaveUncompressed, setEncodingHeaders } from "~/lib/compression.server";

/** Requests for the build's files (hashed assets, images) leave no log line. */
export const unloggedPath = /^\/(assets|images)\//;

/** A request's log level by its answer's status. */
const levelFor = (status: number) => (status >= 500 ? "error" : status >= 400 ? "warn" : "info");

/** The fields of the one log line a request leaves (pino-http's "request completed"). */
export function logRequestCompleted(
  request: IncomingMessage,
  response: ServerResponse,
  requestId: string,
  startedAt: number,
): void {
  const status = response.statusCode;
  const level = levelFor(status);
  if (!logger.isLevelEnabled(level)) return;
  const url = request.url ?? "/";
  const queryAt = url.indexOf("?");
  logger[level](
    {
      req: {
        id: requestId,
        method: request.method,
        path: loggablePath(queryAt === -1 ? url : url.slice(0, queryAt)),
      },
      res: { status },
      responseTime: Math.round(performance.now() - startedAt),
    },
    "request completed",
  );
}

/** One structured log line per request: id, method, path, status and duration; no bodies. */
export function requestLog() {
  return pinoHttp({
    logger,
    genReqId: (req, res) => {
      const id = requestIdFor(req.headers["x-request-id"]);
      res.setHeader("X-Request-Id", id);
      return id;
    },
    autoLogging: { ignore: (req) => unloggedPath.test(req.url ?? "") },
    customLogLevel: (_req, res, error) => (error ? "error" : levelFor(res.statusCode)),
    serializers: {
      req: (req: { id: string; method: string; url: string }) => ({
        id: req.id,
        method: req.method,
        path: loggablePath(req.url.split("?")[0]!),
      }),
      res: (res: { statusCode: number }) => ({ status: res.statusCode }),
    },
  });
}

/**
 * The last resort for a request that failed with an error: one structured log line (the error's
 * kind, code and first line, never a stack trace, the URL or the query's values) and a plain 500.
 * Express's final error handler, and server.js's for the handlers ahead of Express.
 */
export function requestFailed(
  error: unknown,
  _req: unknown,
  res: ServerResponse,
  _next?: (error?: unknown) => void,
): void {
  logger.error({ event: "request_failed", ...errorSummary(error) });
  if (res.headersSent) {
    res.destroy();
    return;
  }
  res.writeHead(500, {
    "Content-Type": "text/plain; charset=utf-8",
    "Cache-Control": "no-store",
    "X-Content-Type-Options": "nosniff",
  });
  res.end("Internal Server Error: the store could not answer this request.\n");
}

/**
 * `GET /healthz`: the process answers, with the outbox's backlog as the worker last counted it.
 * Node's own request and response, so the fast path (server/fast-path.ts) and Express's router
 * answer it with the same function: a small JSON body with its own ETag (304 when it matches).
 */
export function liveness(outbox: () => OutboxStatus | undefined = () => undefined) {
  return (req: IncomingMessage, res: ServerResponse) => {
    const backlog = outbox();
    const body = Buffer.from(
      JSON.stringify({ status: "ok", ...(backlog ? { outbox: backlog } : {}) }),
    );
    const etag = `W/"${createHash("sha1").update(body).digest("base64url")}"`;
    res.setHeader("Cache-Control", "no-store");
    res.setHeader("Content-Type", "application/json; charset=utf-8");
    res.setHeader("ETag", etag);
    if (req.headers["if-none-match"] === etag) {
      res.setHeader("Vary", "Accept-Encoding");
      leaveUncompressed(res);
      res.statusCode = 304;
      res.end();
      return;
    }
    // Far below the size worth compressing: sent as it is.
    setEncodingHeaders(res, undefined, body.length);
    res.statusCode = 200;
    res.end(req.method === "HEAD" ? undefined : body);
  };
}

/**
 * Liveness (the process answers) and readiness (the database answers, within `readyTimeoutMs`
 * for opening it and one query together, and `listening`: its LISTEN connection is not lost) for
 * load balancers. Readiness answers 503 at once while
 * the store shuts down (`closing`), so a balancer takes it out of rotation before it goes away.
 * Liveness also reports the outbox's backlog as the worker last counted it (no query: it never
 * waits on the database), for monitoring to alert on messages piling up or failing.
 */
export function healthChecks(
  getDatabase: () => Promise<Database>,
  readyTimeoutMs: number,
  outbox: () => OutboxStatus | undefined = () => undefined,
  closing: () => boolean = () => false,
  listening: (database: Database) => boolean = () => true,
) {
  const router = express.Router();
  router.get("/healthz", liveness(outbox));
  router.get("/readyz", async (_req, res) => {
    res.set("Cache-Control", "no-store");
    if (closing()) {
      res.status(503).json({ status: "closing", error: "The store is shutting down." });
      return;
    }
    try {
      const check = async () => {
        const database = await getDatabase();
        await database.db.execute(sql`select 1`);
        return database;
      };
      const database = await withTimeout(check(), readyTimeoutMs, "timed out");
      if (!listening(database)) {
        // Writes work, but changes from other processes (and their own NOTIFY) go unheard until
        // the LISTEN connection is back: open pages would miss them.
        res.status(503).json({
          status: "unavailable",
          error: "The live feed's database connection was lost; it is being restored.",
        });
        return;
      }
      res.json({ status: "ready", database: database.kind });
    } catch (error) {
      logger.warn({ event: "not_ready", ...errorSummary(error) });
      res.status(503).json({ status: "unavailable", error: "The database is not reachable." });
    }
  });
  return router;
}
