import { PassThrough } from "node:stream";
import type { ReactNode } from "react";
import { renderToPipeableStream } from "react-dom/server";
import {
  ServerRouter,
  type AppLoadContext,
  type EntryContext,
  type HandleErrorFunction,
} from "react-router";
import { noncePlaceholder, withNonce } from "~/lib/nonce.server";
import { withScriptsAfterFirstPaint } from "~/lib/scripts-after-paint.server";
import { StylesheetText } from "~/sections/layout/inline-stylesheet";
// The processed Tailwind stylesheet as text, inlined into every page's head.
import stylesheet from "~/app.css?inline";
import { isOwnerRouteId, ownerResponseHeaders } from "~/owner/owner-headers";
import { errorSummary, loggablePath, logger } from "~/lib/logger.server";

export const streamTimeout = 5_000;

declare module "react-router" {
  interface AppLoadContext {
    /** This response's Content-Security-Policy nonce. */
    cspNonce: string;
    /** The client's address (the socket's, or the one TRUST_PROXY allows): keys rate limits. */
    clientAddress?: string;
  }
}

/**
 * Renders the whole page (the store has no streamed data) with its client JavaScript requested
 * after the first painted frame; the caller sets this response's nonce.
 */
export function renderPage(routerContext: EntryContext, url: string): Promise<string> {
  return renderWhole(
    <StylesheetText value={stylesheet}>
      <ServerRouter context={routerContext} url={url} nonce={noncePlaceholder} />
    </StylesheetText>,
  ).then(withScriptsAfterFirstPaint);
}

/**
 * Renders a tree to one string once everything in it is ready. Every Suspense boundary is written
 * in place: outlined boundaries (React's default past 12,800 bytes) need a script to move them,
 * and a visitor without JavaScript would never see them.
 */
export function renderWhole(tree: ReactNode): Promise<string> {
  return new Promise((resolve, reject) => {
    const body = new PassThrough();
    const chunks: Buffer[] = [];
    body.on("data", (chunk: Buffer) => chunks.push(chunk));
    body.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
    const { pipe, abort } = renderToPipeableStream(tree, {
      nonce: noncePlaceholder,
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady() {
        clearTimeout(timeout);
        pipe(body);
      },
      onShellError: reject,
      onError(error) {
        logger.error({ event: "render_error", ...errorSummary(error) });
      },
    });
    const timeout = setTimeout(() => abort(), streamTimeout + 1000);
  });
}

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  // Owner console pages, whatever their status (an error boundary's too): never stored or indexed.
  if (routerContext.staticHandlerContext.matches.some((match) => isOwnerRouteId(match.route.id))) {
    for (const [name, value] of Object.entries(ownerResponseHeaders))
      responseHeaders.set(name, value);
  }
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const html = await renderPage(routerContext, request.url);
  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  return new Response(withNonce(html, loadContext.cspNonce), {
    status: responseStatusCode,
    headers: responseHeaders,
  });
}

/**
 * Errors React Router catches (a loader or action that threw, a refused request) go to the
 * structured log as one line, never as a raw stack trace; an aborted request is not an error.
 */
export const handleError: HandleErrorFunction = (error, { request }) => {
  if (request.signal.aborted) return;
  logger.error({
    event: "request_error",
    method: request.method,
    path: loggablePath(new URL(request.url).pathname),
    ...errorSummary(error),
  });
};
