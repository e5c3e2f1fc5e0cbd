import type { ServerResponse } from "node:http";
import { sql } from "drizzle-orm";
import express from "express";
import { pinoHttp } from "pino-http";
import type { Database } from "~/db/database.server";
import type { OutboxStatus } from "~/outbox/outbox-worker.server";
import { errorSummary, loggablePath, logger } from "~/lib/logger.server";
import { withTimeout } from "~/lib/with-timeout";
import { requestIdFor } from "~/lib/plain-request.server";

/** One structured log line per request: id, method, path, status and duration; no bodies. */
export function requestLog() {
  return pinoHttp({
    logger,
    genReqId: (req, res) => {
      const id = requestIdFor(req.headers["x-request-id"]);
      res.setHeader("X-Request-Id", id);
      return id;
    },
    autoLogging: { ignore: (req) => /^\/(assets|images)\//.test(req.url ?? "") },
    customLogLevel: (_req, res, error) =>
      error || res.statusCode >= 500 ? "error" : res.statusCode >= 400 ? "warn" : "info",
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
  router.get("/healthz", (_req, res) => {
    const backlog = outbox();
    res
      .set("Cache-Control", "no-store")
      .json({ status: "ok", ...(backlog ? { outbox: backlog } : {}) });
  });
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
