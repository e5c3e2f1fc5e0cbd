import { createRequestHandler } from "@react-router/express";
import express from "express";
import "react-router";
import { closeDatabase, database } from "~/db/connection.server";
import { DataDirLockedError } from "~/db/data-dir-lock.server";
import { liveReviewFeed, stopLiveReviewFeed } from "~/reviews/live-feed-instance.server";
import { reviewStreamHandler } from "./review-stream";

/** The store's request handling: the live review stream, then React Router for everything else. */
export const app = express();
app.disable("x-powered-by");

const reviewStream = reviewStreamHandler(database, liveReviewFeed);
app.get("/api/reviews/:key/stream", reviewStream.handler);

app.use(
  createRequestHandler({
    build: () => import("virtual:react-router/server-build"),
  }),
);

// Open and migrate the database at start-up. A data directory held by another process stops this
// one; any other failure is logged and retried on the next request.
liveReviewFeed().catch((error: unknown) => {
  if (error instanceof DataDirLockedError) {
    console.error(error.message);
    process.exit(1);
  }
  console.error("Database unavailable at start-up:", error);
});

/** Ends live streams and closes the database (PGlite flushes to disk). */
export async function closeApp(): Promise<void> {
  reviewStream.closeAll();
  await stopLiveReviewFeed();
  await closeDatabase();
}
