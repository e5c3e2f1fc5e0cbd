import { createRequestHandler } from "@react-router/express";
import express from "express";
import "react-router";
import {
  detoxCollection,
  longevityCollection,
  reproductiveHealthCollection,
} from "~/catalogue/collections";
import { productsWithReviewKey } from "~/catalogue/lookup";
import { productPath } from "~/catalogue/product";
import { pageQueryParameters, publicPaths } from "~/catalogue/sitemap";
import { closeDatabase, database } from "~/db/connection.server";
import { UnsafeDataDirError } from "~/db/data-dir.server";
import { DataDirLockedError } from "~/db/data-dir-lock.server";
import { DamagedDataDirError } from "~/db/damaged-data-dir.server";
import { env, trustProxySetting } from "~/env.server";
import { outboxStatus } from "~/outbox/outbox-signal.server";
import { startOutbox, stopOutbox } from "./outbox";
import { startBackupSchedule, stopBackupSchedule } from "~/owner/backup/backup-schedule.server";
import { registerOrderWebhooks } from "~/reviews/order-webhooks.server";
import {
  liveReviewFeed,
  onReviewChange,
  stopLiveReviewFeed,
} from "~/reviews/live-feed-instance.server";
import { reviewListAnswer } from "~/reviews/review-list-answer.server";
import { healthChecks, requestLog } from "./observability";
import { ownerEndpoint } from "../app/owner/owner-endpoint.server";
import { pageCache } from "./page-cache";
import { reviewStreamHandler } from "../app/reviews/review-stream.server";
import { reviewListHandler } from "../app/reviews/review-list-handler.server";
import {
  hostGuard,
  httpsRedirectTarget,
  newCspNonce,
  responseHeaders,
  securityHeaders,
} from "./security";
import { compileTrustProxy } from "~/lib/plain-request.server";
import { allowedMethods, streamMethodNotAllowed } from "./methods";
import {
  httpServerOptions,
  limitConnections,
  type ConnectionLimitSettings,
} from "./connection-limits";
import { errorSummary, logger } from "~/lib/logger.server";
import {
  figuresKeeper,
  productUpdatedHandler,
  setFiguresKeeper,
  storefrontFigures,
} from "~/integrations/shopify/storefront-figures.server";
import { registerWebhookHandler } from "~/integrations/shopify/shopify-webhooks.server";

/** Express's "trust proxy" for the server in front (TRUST_PROXY). */
export const trustProxy = trustProxySetting(env.TRUST_PROXY);

/**
 * What one client may hold of this process (server.js applies them to its HTTP server): connections
 * per address and in all, header and request timeouts, the slowest request body accepted.
 */
export const connectionLimitSettings: ConnectionLimitSettings = {
  perClient: env.CONNECTIONS_PER_CLIENT,
  total: env.CONNECTIONS_MAX,
  headersTimeoutMs: env.HEADERS_TIMEOUT_SECONDS * 1000,
  requestTimeoutMs: env.REQUEST_TIMEOUT_SECONDS * 1000,
  minBodyBytesPerSecond: env.MIN_BODY_BYTES_PER_SECOND,
  trustProxy: compileTrustProxy(trustProxy),
};
export { httpServerOptions, limitConnections };

/** How the handlers ahead of Express read a request: the proxies believed, and HTTPS. */
const plainFront = {
  trustProxy: compileTrustProxy(trustProxy),
  httpsUrl: env.FORCE_HTTPS ? (url: string) => httpsRedirectTarget(env, url) : undefined,
};

/**
 * In front of everything, static files included: request ids and logs, security headers, health
 * checks, and a 405 for methods the store never serves. Writes are guarded by the actions that
 * make them (`guardWrite`), not here.
 */
export const frontDoor = express.Router();
/** Set by `beginDrain` when shutdown begins: readiness answers 503 from then on. */
let closing = false;
frontDoor.use(requestLog());
frontDoor.use(securityHeaders(env));
frontDoor.use(hostGuard);
frontDoor.use(allowedMethods);
frontDoor.use(healthChecks(database, env.READY_TIMEOUT_MS, outboxStatus, () => closing));

/**
 * What server.js hands every request to before Express's own request handling: the live review
 * streams and the reviews list. A stream stays open for up to LIVE_STREAM_MAX_AGE_MINUTES and there
 * are thousands at once, and the list is the store's busiest read, so both are served with Node's
 * request and response alone, none of the per-request weight of pages (Express's request objects,
 * the request logger, React Router's request handling, static-file lookups). Each handler reads the
 * client address and HTTPS as Express would, and writes its own request id and log line. Anything
 * else (other methods and paths) goes on to the front door.
 */
export const aheadOfExpress = express.Router();
aheadOfExpress.use(hostGuard);
const reviewStream = reviewStreamHandler(
  liveReviewFeed,
  {
    perClient: env.LIVE_STREAMS_PER_CLIENT,
    total: env.LIVE_STREAMS_MAX,
    maxAgeMs: env.LIVE_STREAM_MAX_AGE_MINUTES * 60_000,
  },
  plainFront,
);
aheadOfExpress.get("/api/reviews/:reviewKey/stream", reviewStream.handler);
// A stream is only read: any other method (OPTIONS included, which Express's router would answer
// itself with 200) gets 405 naming the methods that work.
aheadOfExpress.all("/api/reviews/:reviewKey/stream", streamMethodNotAllowed);
aheadOfExpress.use(
  reviewListHandler({
    ...plainFront,
    answer: reviewListAnswer,
    securityHeaders: responseHeaders(env),
    newCspNonce,
  }),
);

/** The store's request handling: React Router for everything not served ahead of Express. */
export const app = express();
app.disable("x-powered-by");

const owner = ownerEndpoint(database, env.DATA_DIR);
app.use(owner.router);
/** Called by server.js once it listens, so `npm run owner` can reach this store. */
export const announceOwnerEndpoint = owner.announce;

// Pages are rendered once and served from memory; a product's page, and the pages of product
// cards, are dropped when its reviews change (through any process: the change arrives by
// NOTIFY), and every page after five minutes.
const pages = pageCache({
  maxAgeMs: 5 * 60_000,
  maxEntries: 200,
  paths: publicPaths(),
  pageParameters: pageQueryParameters,
});
app.use(pages.middleware);

app.use(
  createRequestHandler({
    // In production the build itself, loaded once: given a function returning it, React Router
    // re-derives its routes and request handler on every request (for reloads in development),
    // which took a sixth of a request's time.
    build: import.meta.env.DEV
      ? () => import("virtual:react-router/server-build")
      : await import("virtual:react-router/server-build"),
    getLoadContext: (req, res) => ({ cspNonce: res.locals.cspNonce, clientAddress: req.ip }),
  }),
);

/** Pages of product cards: each card shows its product's rating, which counts stored reviews. */
const cardPages = [
  "/",
  "/mens-health",
  "/womens-health",
  ...[reproductiveHealthCollection, detoxCollection, longevityCollection].map((page) => page.path),
];

// With Shopify configured, prices, compare-at prices and availability are Shopify's: read in one
// request now and every SHOPIFY_FIGURES_REFRESH_SECONDS, and at once on a products/update webhook.
// Pages read the figures in memory and never wait for Shopify; every page shows them (the root
// loader carries them for product cards), so a change drops the whole page cache.
const storefrontTimeoutMs = 10_000;
const shopifyFigures =
  env.SHOPIFY_STORE_DOMAIN && env.SHOPIFY_STOREFRONT_TOKEN
    ? figuresKeeper({
        read: storefrontFigures({
          domain: env.SHOPIFY_STORE_DOMAIN,
          token: env.SHOPIFY_STOREFRONT_TOKEN,
          apiUrl: env.SHOPIFY_STOREFRONT_API_URL,
          timeoutMs: storefrontTimeoutMs,
        }),
        intervalMs: env.SHOPIFY_FIGURES_REFRESH_SECONDS * 1000,
        timeoutMs: storefrontTimeoutMs,
        onChange: () => pages.invalidate(),
      })
    : null;
setFiguresKeeper(shopifyFigures);
if (shopifyFigures) {
  registerWebhookHandler("products/update", productUpdatedHandler(shopifyFigures));
  shopifyFigures.start();
}

onReviewChange((reviewKey) => {
  if (reviewKey === "*") return pages.invalidate();
  for (const product of productsWithReviewKey(reviewKey)) pages.invalidate(productPath(product));
  for (const path of cardPages) pages.invalidate(path);
});

// Open and migrate the database at start-up. A data directory held by another process, or one other
// users may write to, stops this one; any other failure is logged and retried on the next request.
liveReviewFeed().catch((error: unknown) => {
  if (
    error instanceof DataDirLockedError ||
    error instanceof UnsafeDataDirError ||
    error instanceof DamagedDataDirError
  ) {
    console.error(error.message);
    process.exit(1);
  }
  logger.error({ event: "database_unavailable_at_start", ...errorSummary(error) });
});

// Delivers the outbox (owner emails, Klaviyo sign-ups) in the background; it waits for the database.
startOutbox(database, env);
registerOrderWebhooks();

// Scheduled backups into BACKUP_DIR (BACKUP_EVERY_HOURS, BACKUP_KEEP); it waits for the database.
startBackupSchedule(database, {
  dir: env.BACKUP_DIR,
  everyHours: env.BACKUP_EVERY_HOURS,
  keep: env.BACKUP_KEEP,
});

/** How long shutdown keeps serving after SIGTERM while load balancers take this process out. */
export const shutdownDrainMs = env.SHUTDOWN_DRAIN_SECONDS * 1000;

/**
 * The first step of shutdown: readiness answers 503 from now on, so load balancers stop sending
 * new requests here; everything else keeps working while they notice (`shutdownDrainMs`).
 */
export function beginDrain(): void {
  closing = true;
}

/**
 * The second step of shutdown: live streams end (their clients reconnect elsewhere) and the owner
 * tools' endpoint is withdrawn, so only ordinary requests remain to finish.
 */
export function beginClose(): void {
  beginDrain();
  owner.withdraw();
  reviewStream.closeAll();
}

/** Ends live streams, stops the outbox and closes the database for good (PGlite flushes to disk). */
export async function closeApp(): Promise<void> {
  beginClose();
  shopifyFigures?.stop();
  await stopOutbox();
  await stopBackupSchedule();
  await stopLiveReviewFeed();
  await closeDatabase();
}
