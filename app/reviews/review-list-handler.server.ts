import type { IncomingMessage, ServerResponse } from "node:http";
import {
  acceptedEncoding,
  compressedBytes,
  compressionThreshold,
  setEncodingHeaders,
  type Encoding,
} from "~/lib/compression.server";
import { loggablePath, logger } from "~/lib/logger.server";
import type { ReviewListAnswer } from "~/reviews/review-list-answer.server";
import {
  clientAddressOf,
  isSecure,
  requestIdFor,
  type PlainFront,
} from "~/lib/plain-request.server";

type Next = (error?: unknown) => void;
type NodeMiddleware = (request: IncomingMessage, response: ServerResponse, next: Next) => void;

/** The path answered here; any other spelling the router accepts goes on to the route's loader. */
const listPath = "/api/reviews";

interface EncodedBody {
  identity: Buffer;
  compressed: Partial<Record<Encoding, Promise<Buffer>>>;
}

/**
 * A body's bytes, serialized and compressed once per body object: a first page is the object the
 * review cache hands out until the product's reviews change, so every request for it in between
 * reuses the same bytes (and they go with the object when the cache drops it).
 */
const encodings = new WeakMap<object, EncodedBody>();

function encodedBody(body: object): EncodedBody {
  let encoded = encodings.get(body);
  if (!encoded) {
    encoded = { identity: Buffer.from(JSON.stringify(body)), compressed: {} };
    encodings.set(body, encoded);
  }
  return encoded;
}

function compressedBody(body: EncodedBody, encoding: Encoding): Promise<Buffer> {
  body.compressed[encoding] ??= compressedBytes(body.identity, encoding);
  return body.compressed[encoding];
}

export interface ReviewListOptions extends PlainFront {
  /** The answer for a query string (`reviewListAnswer`). */
  answer: (params: URLSearchParams, client: string) => Promise<ReviewListAnswer>;
  /** The security headers every response carries (`responseHeaders`), given `res.locals.cspNonce`. */
  securityHeaders: NodeMiddleware;
  newCspNonce: () => string;
}

/**
 * `GET /api/reviews`, answered with Node's request and response, ahead of Express: the list every
 * product page's "Show more" and the public API read, many times a second on a busy product. It
 * carries what the front door gives every response (a request id and one log line, the security
 * headers, the redirect to HTTPS, compression) without Express's request objects, React Router's
 * request handling (a Fetch Request and Response each time), or a static-file lookup; a first
 * page's bytes are serialized and compressed once until the product's reviews change. Other methods and spellings go on (`next`).
 */
export function reviewListHandler(options: ReviewListOptions) {
  const trust = options.trustProxy ?? (() => false);
  return async (request: IncomingMessage, response: ServerResponse, next: Next) => {
    const url = request.url ?? "/";
    const queryAt = url.indexOf("?");
    const path = queryAt === -1 ? url : url.slice(0, queryAt);
    if (path !== listPath || (request.method !== "GET" && request.method !== "HEAD")) {
      return next();
    }
    const started = performance.now();
    const requestId = requestIdFor(request.headers["x-request-id"]);
    response.setHeader("X-Request-Id", requestId);
    try {
      if (options.httpsUrl && !isSecure(request, trust)) {
        response.writeHead(308, { Location: options.httpsUrl(url) }).end();
        return;
      }
      // helmet reads the CSP nonce where Express's securityHeaders leaves it.
      Object.assign(response, { locals: { cspNonce: options.newCspNonce() } });
      await new Promise<void>((resolve, reject) =>
        options.securityHeaders(request, response, (error) => (error ? reject(error) : resolve())),
      );
      const answer = await options.answer(
        new URLSearchParams(queryAt === -1 ? "" : url.slice(queryAt + 1)),
        clientAddressOf(request, trust),
      );
      for (const [name, value] of Object.entries(answer.headers ?? {})) {
        response.setHeader(name, value);
      }
      const body = encodedBody(answer.body);
      let bytes = body.identity;
      const encoding = bytes.length >= compressionThreshold ? acceptedEncoding(request) : undefined;
      if (encoding) bytes = await compressedBody(body, encoding);
      setEncodingHeaders(response, encoding, bytes.length);
      response.statusCode = answer.status;
      response.setHeader("Content-Type", "application/json; charset=utf-8");
      response.end(request.method === "HEAD" ? undefined : bytes);
    } catch (error) {
      return next(error);
    }
    const status = response.statusCode;
    logger[status >= 500 ? "error" : status >= 400 ? "warn" : "info"](
      {
        req: { id: requestId, method: request.method, path: loggablePath(path) },
        res: { status },
        responseTime: Math.round(performance.now() - started),
      },
      "request completed",
    );
  };
}
