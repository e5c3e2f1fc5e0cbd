import { liveStreams, type StreamLimits } from "~/live/index.server";
import type { PlainFront } from "~/lib/plain-request.server";
import { liveReviews, type LiveReviewFeed } from "./live-feed.server";

export type { StreamLimits };

/**
 * The live review streams of one feed (`/api/reviews/:reviewKey/stream`), with streams of their
 * own caps: the store serves them from its one channel's `liveStreams` with every feature's.
 */
export function reviewStreamHandler(
  getFeed: () => Promise<LiveReviewFeed>,
  limits: StreamLimits,
  front: PlainFront = {},
) {
  const streams = liveStreams(async () => (await getFeed()).channel, limits, front);
  return {
    handler: streams.handler(liveReviews),
    closeAll: streams.closeAll,
    openCount: streams.openCount,
  };
}
