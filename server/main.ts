import type { IncomingMessage, ServerResponse } from "node:http";
import { resolve } from "node:path";
import { createRequestHandler } from "@react-router/express";
import express from "express";
import "react-router";
import { pageQueryParameters, publicPaths } from "~/catalogue/sitemap";
import {
  closeDatabase,
  database,
  databaseSettings,
  openStoreDatabase,
  provideDatabase,
} from "~/db/connection.server";
import { UnsafeDataDirError } from "~/db/data-dir.server";
import { DataDirLockedError } from "~/db/data-dir-lock.server";
import { DamagedDataDirError } from "~/db/damaged-data-dir.server";
import { loadConfig, provideConfig, trustProxySetting, type Env } from "~/env.server";
import {
  figuresKeeper,
  productUpdatedHandler,
  type FiguresKeeper,
  setFiguresKeeper,
  storefrontFigures,
} from "~/integrations/shopify/storefront-figures.server";
import { registerWebhookHandler } from "~/integrations/shopify/shopify-webhooks.server";
import { errorSummary, logger } from "~/lib/logger.server";
import { compileTrustProxy, type PlainFront, type TrustProxy } from "~/lib/plain-request.server";
import { outboxStatus } from "~/outbox/outbox-signal.server";
import { startBackupSchedule, stopBackupSchedule } from "~/owner/backup/backup-schedule.server";
import { ownerEndpoint } from "~/owner/owner-endpoint.server";
import {
  liveChannel,
  liveStreams,
  loadNativeSocketWrites,
  provideLiveFeatures,
  socketWriter,
  stopLiveChannel,
} from "~/live/index.server";
import { liveReviews } from "~/reviews/live/live-feed.server";
import { announceReviewChange, onReviewChange } from "~/reviews/live/live-feed-instance.server";
import { orderWebhookHandlers } from "~/reviews/orders/order-webhooks.server";
import { pagesShowingReviews } from "~/reviews/pages-showing-reviews";
import {
  announceQuestionChange,
  onQuestionChange,
  pagesShowingQuestions,
} from "~/questions/question-changes.server";
import { liveQuestions } from "~/questions/live-questions.server";
import { forgetSearchedQuestions } from "~/search/site-search.server";
import { reviewListAnswer } from "~/reviews/review-list-answer.server";
import { reviewListHandler } from "~/reviews/review-list-handler.server";
import { unsubscribePath } from "~/reviews/requests/review-requests.server";
import {
  httpServerOptions,
  limitConnections,
  type ConnectionLimitSettings,
} from "./connection-limits";
import { allowedMethods, streamMethodNotAllowed } from "./methods";
import { healthChecks, liveness, requestFailed, requestLog } from "./observability";
import { fastPath } from "./fast-path";
import { staticFiles, type StaticFiles } from "./static-files";
import { requestTarget } from "./request-target";
import { startOutbox, stopOutbox } from "./outbox";
import { startPageSpeedRollUp, stopPageSpeedRollUp } from "~/page-speed/page-speed-rollup.server";
import { pageCache } from "./page-cache";
import {
  hostGuard,
  httpsRedirectTarget,
  newCspNonce,
  responseHeaders,
  reusablePage,
  securityHeaders,
} from "./security";
import { compressStreams } from "~/lib/compression.server";

export { compressStreams, httpServerOptions, limitConnections, staticFiles };

/**
 * The storefront, composed: everything server.js puts behind its HTTP server. Creating it opens
 * nothing; `start` opens the database and starts the background work, `close` ends it all.
 */
export interface Storefront {
  /** Express's "trust proxy" for the server in front (TRUST_PROXY). */
  trustProxy: ReturnType<typeof trustProxySetting>;
  /** The one address server.js listens on (HOST), or undefined for every interface. */
  host: string | undefined;
  /**
   * Run first on every request: turns an absolute-form target into a path with its Host, gives an
   * HTTP/1.0 request without Host the site's, and answers 400 to a target that is neither (false).
   */
  admitTarget(req: IncomingMessage, res: ServerResponse): boolean;
  /** Answers a request whose handling threw: one log line without the URL, and a plain 500. */
  requestFailed: typeof requestFailed;
  /** What one client may hold of this process (server.js applies them to its HTTP server). */
  connectionLimits: ConnectionLimitSettings;
  /**
   * In front of everything, static files included: request ids and logs, security headers, health
   * checks, and a 405 for methods the store never serves. Writes are guarded by the actions that
   * make them (the write guard, app/guard), not here.
   */
  frontDoor: express.Router;
  /**
   * What server.js hands every request to before Express's own request handling: the live streams
   * (every feature's) and the reviews list. A stream stays open for up to LIVE_STREAM_MAX_AGE_MINUTES and
   * there are thousands at once, and the list is the store's busiest read, so both are served with
   * Node's request and response alone, none of the per-request weight of pages (Express's request
   * objects, the request logger, React Router's request handling, static-file lookups). Each handler
   * reads the client address and HTTPS as Express would, and writes its own request id and log line.
   * Anything else (other methods and paths) goes on to the front door.
   */
  aheadOfExpress: express.Router;
  /**
   * The cheap answers server.js gives before anything else (server/fast-path.ts): a cached page,
   * `/healthz` and the client build's files held in memory (`files`, none in development), with
   * the front door's headers and log line; false leaves the request to the full chain.
   */
  fastPath(files?: StaticFiles): (req: IncomingMessage, res: ServerResponse) => boolean;
  /** The store's request handling: React Router for everything not served ahead of Express. */
  app: express.Express;
  /** How long shutdown keeps serving after SIGTERM while load balancers take this process out. */
  shutdownDrainMs: number;
  /**
   * Opens and migrates the database and starts the background work: the live channel, the
   * outbox, scheduled backups, Shopify's figures. `port` is where server.js listens, announced so
   * `npm run owner` can reach this store.
   */
  start(port: number): void;
  /**
   * The first step of shutdown: readiness answers 503 from now on, so load balancers stop sending
   * new requests here; everything else keeps working while they notice (`shutdownDrainMs`).
   */
  beginDrain(): void;
  /**
   * The second step of shutdown: live streams end (their clients reconnect elsewhere) and the
   * owner tools' endpoint is withdrawn, so only ordinary requests remain to finish.
   */
  beginClose(): void;
  /** Ends live streams, stops the background work and closes the database for good. */
  close(): Promise<void>;
}

/** How long one read of Shopify's figures may take. */
const storefrontTimeoutMs = 10_000;

type PageCache = ReturnType<typeof pageCache>;
type OwnerEndpoint = ReturnType<typeof ownerEndpoint>;
/** How the handlers served on Node's own request read the proxy's headers, and send to HTTPS. */
type Front = PlainFront & { trustProxy: TrustProxy };

/** The configuration, read once, and the database handle made from it (opened on first use). */
function provideSettings(env: Env) {
  provideConfig(env);
  provideDatabase(() => openStoreDatabase(databaseSettings(env)));
  const trustProxy = trustProxySetting(env.TRUST_PROXY);
  const front: Front = {
    trustProxy: compileTrustProxy(trustProxy),
    httpsUrl: env.FORCE_HTTPS ? (url: string) => httpsRedirectTarget(env, url) : undefined,
  };
  return { trustProxy, front };
}

/** The front door (see `Storefront.frontDoor`); readiness answers 503 once `closing` says so. */
function frontDoorFor(env: Env, closing: () => boolean): express.Router {
  const frontDoor = express.Router();
  frontDoor.use(requestLog());
  frontDoor.use(securityHeaders(env));
  frontDoor.use(hostGuard);
  frontDoor.use(allowedMethods);
  frontDoor.use(
    healthChecks(database, env.READY_TIMEOUT_MS, outboxStatus, closing, (open) => open.listening()),
  );
  return frontDoor;
}

/** Where `npm run build` puts the compiled fan-out loop (native/socket-writes.c). */
const fanOutLoopPath = "build/native/socket-writes.node";

/**
 * The live feed's compiled fan-out loop, when it was built; without it each event is written with
 * Node's socket.write(), which works the same and costs more at thousands of streams.
 */
function fanOutLoop() {
  const loop = loadNativeSocketWrites(resolve(fanOutLoopPath));
  if (!loop && process.env.NODE_ENV === "production") {
    logger.warn({
      event: "live_fan_out_not_compiled",
      path: fanOutLoopPath,
      hint: "npm run build compiles it with the machine's C compiler (cc)",
    });
  }
  return loop;
}

/**
 * What is served ahead of Express (see `Storefront.aheadOfExpress`): every feature's live streams
 * and the reviews list. The live channel carries each feature's topics; a change it hears of
 * drops what is derived from that feature's rows (here and, by the same NOTIFY, in every other
 * process).
 */
function aheadOfExpressFor(env: Env, front: Front, headers: ReturnType<typeof responseHeaders>) {
  const liveFeatures = [liveReviews, liveQuestions];
  provideLiveFeatures(liveFeatures, (topic) => {
    if (topic.feature === liveReviews.feature) announceReviewChange(topic.key);
    if (topic.feature === liveQuestions.feature) announceQuestionChange(topic.key);
  });
  const aheadOfExpress = express.Router();
  aheadOfExpress.use(hostGuard);
  const streams = liveStreams(
    liveChannel,
    {
      perClient: env.LIVE_STREAMS_PER_CLIENT,
      total: env.LIVE_STREAMS_MAX,
      maxAgeMs: env.LIVE_STREAM_MAX_AGE_MINUTES * 60_000,
    },
    front,
    socketWriter(fanOutLoop()),
  );
  for (const topics of liveFeatures) {
    aheadOfExpress.get(topics.streamPath, streams.handler(topics));
    // A stream is only read: any other method (OPTIONS included, which Express's router would
    // answer itself with 200) gets 405 naming the methods that work.
    aheadOfExpress.all(topics.streamPath, streamMethodNotAllowed);
  }
  aheadOfExpress.use(
    reviewListHandler({
      ...front,
      answer: reviewListAnswer,
      securityHeaders: headers,
      newCspNonce,
    }),
  );
  return { aheadOfExpress, streams };
}

/**
 * Pages are rendered once and served from memory; the pages showing a product's reviews or
 * questions are dropped when they change (through any process: the change arrives by NOTIFY),
 * and every page after five minutes.
 */
function storePages(): PageCache {
  const pages = pageCache({
    maxAgeMs: 5 * 60_000,
    maxEntries: 200,
    paths: publicPaths(),
    pageParameters: pageQueryParameters,
    // The page's nonce swapped for its script hashes, by the module that owns the policy.
    forReuse: (html, res) => {
      const page = reusablePage(
        html,
        res.locals.cspNonce,
        res.getHeader("Content-Security-Policy"),
      );
      const headers: Record<string, string> = {};
      if (page.contentSecurityPolicy)
        headers["Content-Security-Policy"] = page.contentSecurityPolicy;
      return { html: page.html, headers };
    },
  });
  onReviewChange((reviewKey) => {
    const stale = pagesShowingReviews(reviewKey);
    if (stale === "every page") pages.invalidate();
    else for (const path of stale) pages.invalidate(path);
  });
  onQuestionChange((reviewKey) => {
    forgetSearchedQuestions();
    const stale = pagesShowingQuestions(reviewKey);
    if (stale === "every page") pages.invalidate();
    else for (const path of stale) pages.invalidate(path);
  });
  return pages;
}

/** The store's request handling (`Storefront.app`): owner tools, cached pages, React Router. */
async function storeApp(env: Env) {
  const app = express();
  app.disable("x-powered-by");
  const owner = ownerEndpoint(database, env.DATA_DIR);
  app.use(owner.router);
  // RFC 8058's one-click unsubscribe is posted by the mail provider, from its own origin. The write
  // proves itself by the token in its address (its guard skips the same-site step), so the Origin
  // is not shown to React Router, whose own check would refuse it with 400.
  app.post(unsubscribePath(":token"), (req, _res, next) => {
    delete req.headers.origin;
    next();
  });
  const pages = storePages();
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
  app.use(requestFailed);
  return { app, owner, pages };
}

/**
 * The webhooks the store answers, and Shopify's figures when Shopify is configured: prices,
 * compare-at prices and availability are then Shopify's, read in one request at start and every
 * SHOPIFY_FIGURES_REFRESH_SECONDS, and at once on a products/update webhook. Pages read the figures
 * in memory and never wait for Shopify; every page shows them (the root loader carries them for
 * product cards), so a change drops the whole page cache.
 */
function connectShopify(env: Env, pages: PageCache): FiguresKeeper | null {
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
  for (const [topic, handler] of Object.entries(orderWebhookHandlers)) {
    registerWebhookHandler(topic, handler);
  }
  if (shopifyFigures) {
    registerWebhookHandler("products/update", productUpdatedHandler(shopifyFigures));
  }
  return shopifyFigures;
}

/** What one client may hold of this process (see `Storefront.connectionLimits`). */
function connectionLimitsFor(env: Env, front: Front): ConnectionLimitSettings {
  return {
    perClient: env.CONNECTIONS_PER_CLIENT,
    total: env.CONNECTIONS_MAX,
    headersTimeoutMs: env.HEADERS_TIMEOUT_SECONDS * 1000,
    requestTimeoutMs: env.REQUEST_TIMEOUT_SECONDS * 1000,
    minBodyBytesPerSecond: env.MIN_BODY_BYTES_PER_SECOND,
    trustProxy: front.trustProxy,
  };
}

/** The fast path (see `Storefront.fastPath`): cached pages, `/healthz`, the build's files. */
function fastPathFor(
  env: Env,
  front: Front,
  headers: ReturnType<typeof responseHeaders>,
  pages: PageCache,
): Storefront["fastPath"] {
  const answerLiveness = liveness(outboxStatus);
  return (files) =>
    fastPath({
      answers: [
        pages.fastAnswer,
        (req) =>
          req.url === "/healthz" && req.method === "GET"
            ? (res) => answerLiveness(req, res)
            : undefined,
        ...(files ? [files.fastAnswer] : []),
      ],
      securityHeaders: headers,
      newCspNonce,
      httpsOnly: env.FORCE_HTTPS,
      trustProxy: front.trustProxy,
    });
}

/** Opens the database and starts the background work (see `Storefront.start`). */
function startBackgroundWork(
  env: Env,
  port: number,
  owner: OwnerEndpoint,
  shopifyFigures: FiguresKeeper | null,
) {
  // Open and migrate the database now. A data directory held by another process, or one other
  // users may write to, or a damaged one, stops this process; any other failure is logged and
  // retried on the next request.
  liveChannel().catch((error: unknown) => {
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
  // The outbox (owner emails, review requests, Klaviyo sign-ups) and scheduled backups into
  // BACKUP_DIR wait for the database.
  startOutbox(database, env);
  startBackupSchedule(database, {
    dir: env.BACKUP_DIR,
    everyHours: env.BACKUP_EVERY_HOURS,
    keep: env.BACKUP_KEEP,
  });
  startPageSpeedRollUp(database);
  shopifyFigures?.start();
  owner
    .announce(port)
    .catch((error: Error) => console.error("Owner tools endpoint unavailable:", error.message));
}

/** Stops the background work and closes the database for good. */
async function stopBackgroundWork(shopifyFigures: FiguresKeeper | null) {
  shopifyFigures?.stop();
  await stopOutbox();
  await stopBackupSchedule();
  stopPageSpeedRollUp();
  await stopLiveChannel();
  await closeDatabase();
}

/**
 * The composition root: creates the database handle, the page cache, the live feed's handlers, the
 * outbox's senders, the webhook handlers and Shopify's figures, and wires each feature's rules into
 * them (which pages a review change drops, which topics each feature handles).
 */
export async function createStorefront(env: Env = loadConfig()): Promise<Storefront> {
  const { trustProxy, front } = provideSettings(env);
  /** Set by `beginDrain` when shutdown begins: readiness answers 503 from then on. */
  let closing = false;
  const headers = responseHeaders(env);
  const frontDoor = frontDoorFor(env, () => closing);
  const { aheadOfExpress, streams } = aheadOfExpressFor(env, front, headers);
  const { app, owner, pages } = await storeApp(env);
  const shopifyFigures = connectShopify(env, pages);

  const beginDrain = () => {
    closing = true;
  };
  const beginClose = () => {
    beginDrain();
    owner.withdraw();
    streams.closeAll();
  };

  return {
    trustProxy,
    host: env.HOST,
    admitTarget: requestTarget(new URL(env.SITE_URL).host),
    requestFailed,
    connectionLimits: connectionLimitsFor(env, front),
    frontDoor,
    aheadOfExpress,
    fastPath: fastPathFor(env, front, headers, pages),
    app,
    shutdownDrainMs: env.SHUTDOWN_DRAIN_SECONDS * 1000,
    start: (port) => startBackgroundWork(env, port, owner, shopifyFigures),
    beginDrain,
    beginClose,
    async close() {
      beginClose();
      await stopBackgroundWork(shopifyFigures);
    },
  };
}
