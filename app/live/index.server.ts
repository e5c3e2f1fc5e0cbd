/**
 * The live channel: how a change stored through any store process reaches every open page at once.
 *
 * One channel carries every live feature. A topic is a feature and a key (`reviews:<reviewKey>`,
 * `questions:<reviewKey>`); its rows have ids that commit in increasing order per topic (take the
 * topic's advisory lock in the writing transaction, like `lockProductReviews`, if two writers can
 * race). Each process LISTENs on one database connection for every feature's NOTIFY channel,
 * reads a topic's new rows after the newest id it has read, and pushes them to that topic's open
 * streams; a browser that reconnects sends the newest id it has (Last-Event-ID) and is sent the
 * rest from the database. The LISTEN connection is checked for life; after it is lost and back,
 * every topic is read again and every feature told "anything may have changed" (key `"*"`).
 *
 * A feature joins in four steps:
 *
 * 1. Describe its topics (in the feature's folder, e.g. `app/questions/live-questions.server.ts`):
 *    ```ts
 *    export const liveQuestions: LiveTopics<PublicQuestion, { reviewKey: string }> = {
 *      feature: "questions",                       // topics "questions:<key>"
 *      channel: "questions_changed",               // its NOTIFY channel's base name
 *      streamPath: "/api/questions/:reviewKey/stream",
 *      keyParam: "reviewKey",
 *      rowEvent: "question",                       // the stream event of a new row, id = row id
 *      isKey: isReviewKey,                         // any other key answers 404
 *      keyOf: (notice) => notice.reviewKey,        // the topic a NOTIFY payload is about
 *      newestId: (db, key) => …,                   // max(id) under key, 0 when none
 *      rowsAfter: (db, key, afterId, limit) => …,  // public rows with id > afterId, oldest first
 *      // optional: serialize(row) (default JSON), changesIn(db, key, notice) for events about
 *      // rows a subscriber already has, e.g. [{ event: "removed", data: { id }, aboutId: id }]
 *    };
 *    ```
 * 2. Announce in the writing transaction, after the write:
 *    `await announce(database, tx, liveQuestions, { reviewKey })` (sent at commit).
 * 3. In `server/main.ts`, add it to the list given to `provideLiveFeatures` (and say, in its
 *    `onChange`, what a change of its topics drops), and mount its stream:
 *    `aheadOfExpress.get(liveQuestions.streamPath, streams.handler(liveQuestions))`.
 * 4. In the page: `useLiveTopic(url, newestIdRendered, { question: (data) => … }, reload)` from
 *    `~/live/use-live-topic` (the browser's half; this module is server-only).
 *
 * Streams of all features share the caps (LIVE_STREAMS_PER_CLIENT per client address,
 * LIVE_STREAMS_MAX per process: 429/503 with Retry-After), the heartbeat (a comment after 15 silent
 * seconds) and the maximum age (LIVE_STREAM_MAX_AGE_MINUTES; the browser reconnects, missing
 * nothing).
 */
export {
  announce,
  catchUpPageSize,
  LiveChannel,
  type ChangedTopic,
  type LiveChange,
  type LiveSubscription,
  type LiveTopics,
} from "./live-channel.server";
export { liveChannel, provideLiveFeatures, stopLiveChannel } from "./live-channel-instance.server";
export { liveStreams, type StreamLimits } from "./live-streams.server";
export { loadNativeSocketWrites, socketWriter } from "./socket-writes.server";
