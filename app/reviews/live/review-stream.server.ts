import { liveStreams, type StreamLimits } from "~/live/index.server";
import type { SocketWriter } from "~/live/socket-writes.server";
import type { PlainFront } from "~/lib/plain-request.server";
import { liveReviews, type LiveReviewFeed } from "./live-feed.server";

export type { StreamLimits };

/**
 * The live review streams of one `LiveReviewFeed` (`/api/reviews/:reviewKey/stream`), under caps of
 * their own (the review stream tests). The store serves them with every feature's streams, under
 * shared caps, from `liveStreams` in `server/main.ts`.
 */
export function reviewStreamHandler(
  getFeed: () => Promise<LiveReviewFeed>,
  limits: StreamLimits,
  front: PlainFront = {},
  writeToSockets?: SocketWriter,
) {
  const streams = liveStreams(async () => (await getFeed()).channel, limits, front, writeToSockets);
  return {
    handler: streams.handler(liveReviews),
    closeAll: streams.closeAll,
    openCount: streams.openCount,
  };
}
