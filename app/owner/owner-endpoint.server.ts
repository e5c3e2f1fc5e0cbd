import { createHash, timingSafeEqual } from "node:crypto";
import express, { type NextFunction, type Request, type Response } from "express";
import type { Database } from "~/db/database.server";
import { errorSummary, logger } from "~/lib/logger.server";
import { commandLineActor } from "~/owner/owner-audit.server";
import {
  newOwnerToken,
  removeOwnerFile,
  removeStaleOwnerFile,
  writeOwnerFile,
} from "~/owner/owner-file.server";
import { isOwnerOperation, runOwnerOperation } from "~/owner/owner-operations.server";
import { OwnerError } from "~/owner/owner-types";

/** Waits before each new try to announce the owner endpoint (then stays at the last). */
const announceRetryDelays = [1_000, 2_000, 5_000, 10_000];

/** Loopback only, judged by the socket: a forwarded-for header is whatever the sender wrote. */
export function isLoopbackAddress(address: string | undefined): boolean {
  return address === "127.0.0.1" || address === "::1" || address === "::ffff:127.0.0.1";
}

/** Whether `Authorization` carries the token, compared in constant time. */
export function bearerTokenMatches(authorization: string | undefined, token: string): boolean {
  const presented = /^Bearer (\S+)$/.exec(authorization ?? "")?.[1];
  if (!presented) return false;
  // Digests have equal lengths, so the comparison neither throws nor leaks the token's length.
  const digest = (value: string) => createHash("sha256").update(value).digest();
  return timingSafeEqual(digest(presented), digest(token));
}

// A request relayed by a proxy on this machine arrives from loopback too; the owner tools never
// send these headers, so a request carrying one came from outside.
const proxyHeaders = ["forwarded", "x-forwarded-for", "x-real-ip"];

// Kept on globalThis so the development server's module reloads keep the announced token.
const holder = globalThis as typeof globalThis & { __ownerToken?: string };

function refuse(response: Response, status: number, error: string) {
  response.status(status).set("Cache-Control", "no-store").json({ error });
}

/**
 * Lets a request through only once announced (otherwise there is no such endpoint), from this
 * machine, not relayed by a proxy, and carrying the announced token.
 */
function guardOwnerRequest(request: Request, response: Response, next: NextFunction) {
  const token = holder.__ownerToken;
  if (!token) return next("router"); // not announced: no such endpoint
  if (
    !isLoopbackAddress(request.socket.remoteAddress) ||
    proxyHeaders.some((header) => request.headers[header] !== undefined)
  ) {
    return refuse(response, 403, "The owner endpoint answers only on this machine.");
  }
  if (!bearerTokenMatches(request.get("authorization"), token)) {
    response.set("WWW-Authenticate", "Bearer");
    return refuse(response, 401, "Missing or wrong owner token (see DATA_DIR/owner.json).");
  }
  next();
}

/** Runs the named operation and answers with its result, or with why it could not. */
function operationRunner(getDatabase: () => Promise<Database>) {
  const actor = commandLineActor();
  return async (request: Request, response: Response) => {
    const name = String(request.params.operation);
    if (!isOwnerOperation(name)) return refuse(response, 404, `Unknown operation "${name}".`);
    try {
      // Only a process of the store's own operating-system user can read the token (owner.json
      // is private to it), so the command line's user is the store's.
      const result = await runOwnerOperation(await getDatabase(), name, request.body, actor);
      response.set("Cache-Control", "no-store").json({ result });
    } catch (error) {
      if (error instanceof OwnerError) return refuse(response, 422, error.message);
      logger.error({ event: "owner_operation_failed", operation: name, ...errorSummary(error) });
      refuse(response, 500, `The store could not complete ${name}; see its log.`);
    }
  };
}

/** Body errors (not JSON, too large) answer in JSON too, for the tools to show. */
function refuseBadBody(error: unknown, _request: Request, response: Response, next: NextFunction) {
  const status = (error as { status?: number }).status;
  if (status === 413) return refuse(response, 413, "The request is too large.");
  if (status === 400) return refuse(response, 400, "The request body must be JSON.");
  next(error);
}

/**
 * Writes owner.json and serves its new token, on the embedded database only (PostgreSQL is shared:
 * the tools connect to it). Whether it announced.
 */
function announceOnce(database: Database, dataDir: string, port: number): boolean {
  if (database.kind !== "pglite") return false;
  const token = newOwnerToken();
  writeOwnerFile(dataDir, { port, token, pid: process.pid });
  holder.__ownerToken = token;
  return true;
}

/** Removes an owner.json another process left, if it can. */
function removeStaleOwnerFileIfAny(dataDir: string) {
  try {
    removeStaleOwnerFile(dataDir);
  } catch {
    // Nothing to remove, or it cannot be removed either: the tools check its pid.
  }
}

/**
 * `POST /internal/owner/:operation`: the owner tools' way in while this process holds the embedded
 * database. It answers only once announced (embedded database), only on loopback, only with the
 * token from DATA_DIR/owner.json, and runs the same operations the tools run on a database they
 * open themselves.
 */
export function ownerEndpoint(getDatabase: () => Promise<Database>, dataDir: string) {
  const router = express.Router();
  router.post(
    "/internal/owner/:operation",
    guardOwnerRequest,
    express.json({ limit: "50mb" }),
    operationRunner(getDatabase),
    refuseBadBody,
  );

  let retry: ReturnType<typeof setTimeout> | undefined;
  const stopRetrying = () => {
    clearTimeout(retry);
    retry = undefined;
  };

  return {
    router,
    /** Starts answering requests that carry this token. */
    serve(token: string): void {
      holder.__ownerToken = token;
    },
    /**
     * Called once the server listens: on the embedded database, writes owner.json and serves. A
     * failure (a full disk, the database not open yet) is logged and tried again with backoff
     * until it succeeds; meanwhile an owner.json another process left is removed.
     */
    announce(port: number): Promise<void> {
      stopRetrying();
      let attempt = 0;
      const tryOnce = async (): Promise<void> => {
        try {
          const announced = announceOnce(await getDatabase(), dataDir, port);
          if (announced && attempt > 0)
            logger.info({ event: "owner_endpoint_announced", attempts: attempt + 1 });
        } catch (error) {
          removeStaleOwnerFileIfAny(dataDir);
          const delay = announceRetryDelays[Math.min(attempt, announceRetryDelays.length - 1)]!;
          logger.warn({
            event: "owner_endpoint_unavailable",
            retryMs: delay,
            ...errorSummary(error),
          });
          attempt += 1;
          retry = setTimeout(() => void tryOnce(), delay);
          retry.unref();
        }
      };
      return tryOnce();
    },
    /** At shutdown: stops answering and removes owner.json. */
    withdraw(): void {
      stopRetrying();
      const token = holder.__ownerToken;
      holder.__ownerToken = undefined;
      if (token) removeOwnerFile(dataDir, token);
    },
  };
}
