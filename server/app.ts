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
import { closeDatabase, database } from "~/db/connection.server";
import { DataDirLockedError } from "~/db/data-dir-lock.server";
import { env, trustProxySetting } from "~/env.server";
import {
  liveReviewFeed,
  onReviewChange,
  stopLiveReviewFeed,
} from "~/reviews/live-feed-instance.server";
import { healthChecks, requestLog } from "./observability";
import { ownerEndpoint } from "./owner-endpoint";
import { pageCache } from "./page-cache";
import { reviewStreamHandler } from "./review-stream";
import { securityHeaders } from "./security";
import { writeGuard } from "./write-guard";
import { errorSummary, logger } from "~/lib/logger.server";

/** Express's "trust proxy" for the server in front (TRUST_PROXY). */
export const trustProxy = trustProxySetting(env.TRUST_PROXY);

/**
 * In front of everything, static files included: request ids and logs, security headers, health
 * checks, and the guard on public writes.
 */
export const frontDoor = express.Router();
frontDoor.use(requestLog());
frontDoor.use(securityHeaders(env));
frontDoor.use(healthChecks(database));
frontDoor.use(writeGuard(env));

/** The store's request handling: the live review stream, then React Router for everything else. */
export const app = express();
app.disable("x-powered-by");

const reviewStream = reviewStreamHandler(database, liveReviewFeed);
app.get("/api/reviews/:key/stream", reviewStream.handler);

const owner = ownerEndpoint(database, env.DATA_DIR);
app.use(owner.router);
/** Called by server.js once it listens, so `npm run owner` can reach this store. */
export const announceOwnerEndpoint = owner.announce;

// Pages are rendered once and served from memory; a product's page, and the pages of product
// cards, are dropped when its reviews change (through any process: the change arrives by
// NOTIFY), and every page after five minutes.
const pages = pageCache({ maxAgeMs: 5 * 60_000, maxEntries: 200 });
app.use(pages.middleware);

app.use(
  createRequestHandler({
    build: () => import("virtual:react-router/server-build"),
    getLoadContext: (_req, res) => ({ cspNonce: res.locals.cspNonce }),
  }),
);

/** Pages of product cards: each card shows its product's rating, which counts stored reviews. */
const cardPages = [
  "/",
  "/mens-health",
  "/womens-health",
  ...[reproductiveHealthCollection, detoxCollection, longevityCollection].map((page) => page.path),
];

onReviewChange((reviewKey) => {
  if (reviewKey === "*") return pages.invalidate();
  for (const product of productsWithReviewKey(reviewKey)) pages.invalidate(productPath(product));
  for (const path of cardPages) pages.invalidate(path);
});

// Open and migrate the database at start-up. A data directory held by another process stops this
// one; any other failure is logged and retried on the next request.
liveReviewFeed().catch((error: unknown) => {
  if (error instanceof DataDirLockedError) {
    console.error(error.message);
    process.exit(1);
  }
  logger.error({ event: "database_unavailable_at_start", ...errorSummary(error) });
});

/** Ends live streams and closes the database (PGlite flushes to disk). */
export async function closeApp(): Promise<void> {
  owner.withdraw();
  reviewStream.closeAll();
  await stopLiveReviewFeed();
  await closeDatabase();
}
