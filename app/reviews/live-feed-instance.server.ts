import { database } from "~/db/connection.server";
import { LiveReviewFeed } from "./live-feed.server";

const holder = globalThis as typeof globalThis & { __liveReviewFeed?: Promise<LiveReviewFeed> };

/** This process's live review feed, listening once the database is open. */
export function liveReviewFeed(): Promise<LiveReviewFeed> {
  holder.__liveReviewFeed ??= (async () => {
    const feed = new LiveReviewFeed(await database());
    await feed.start();
    return feed;
  })();
  const attempt = holder.__liveReviewFeed;
  attempt.catch(() => {
    if (holder.__liveReviewFeed === attempt) holder.__liveReviewFeed = undefined;
  });
  return attempt;
}

export async function stopLiveReviewFeed(): Promise<void> {
  const current = holder.__liveReviewFeed;
  holder.__liveReviewFeed = undefined;
  if (current) await (await current.catch(() => undefined))?.stop();
}
