import { sql } from "drizzle-orm";
import type { Database, Db } from "~/db/database.server";
import { errorSummary, logger } from "~/lib/logger.server";

/** Rows read per query, when a topic or a subscriber catches up. */
export const catchUpPageSize = 100;
/** A topic whose read failed reads again after this long. */
const readRetryMs = 1_000;

/** What a topic sends: rows with increasing ids (a review, an answered question). */
export interface LiveRow {
  id: number;
}

/**
 * Something that happened to a row subscribers may already have (a reply set, a row hidden):
 * sent to each subscriber of the topic that was sent that row, as a stream event without an id.
 */
export interface LiveChange {
  /** The event's name in the stream (`reply`, `removed`). */
  event: string;
  /** What the event carries, serialized once for every stream. */
  data: unknown;
  /** The row it is about: sent only to subscribers at or past this id. */
  aboutId: number;
  /** Not sent to a subscriber still catching up (it reads the row fresh). */
  skipCatchingUp?: boolean;
}

/**
 * A feature's part of the live channel: what it announces, and how its topics are read. Its topics
 * are `${feature}:${key}` (`reviews:bone-rock`).
 */
export interface LiveTopics<Row extends LiveRow = LiveRow, Notice = unknown> {
  /** The feature's name, the first half of its topics (`reviews`). */
  feature: string;
  /** Base name of its NOTIFY channel (lower case, digits, `_`): see `Database.channelName`. */
  channel: string;
  /** Where its streams are served; the route's `keyParam` parameter is the topic's key. */
  streamPath: string;
  keyParam: string;
  /** The stream event a new row is sent as (`review`), with the row's id as its event id. */
  rowEvent: string;
  /** Whether `key` names one of its topics; a stream for any other key answers 404. */
  isKey(key: string | undefined): key is string;
  /** The topic key a notification (its parsed JSON) is about; undefined ignores it. */
  keyOf(notice: Notice): string | undefined;
  /** The newest row id under `key` (0 when none): where a new subscriber's clamp stops. */
  newestId(db: Db, key: string): Promise<number>;
  /** The catch-up query: up to `limit` rows under `key` with ids above `afterId`, oldest first. */
  rowsAfter(db: Db, key: string, afterId: number, limit: number): Promise<Row[]>;
  /** A row's event data (default: its JSON). */
  serialize?(row: Row): string;
  /**
   * The changes a notification carries besides new rows (asked only while the topic has
   * subscribers in this process; a failed read is logged and skipped).
   */
  changesIn?(db: Db, key: string, notice: Notice): LiveChange[] | Promise<LiveChange[]>;
}

/**
 * A topic whose rows changed; key `"*"`: any of the feature's may have (notifications were lost
 * while the LISTEN connection was, and it is back).
 */
export interface ChangedTopic {
  feature: string;
  key: string;
}

/** One subscriber's callbacks. */
export interface LiveSubscriber<Row extends LiveRow = LiveRow> {
  /** Each row stored after the subscriber's `sinceId`, once, in id order. */
  row(row: Row): void;
  /** Each change to a row it was sent (or had, by its `sinceId`). */
  change?(change: LiveChange): void;
}

export interface LiveSubscription {
  /** Resolves once the subscriber has everything stored after its `sinceId` (it may reject). */
  caughtUp: Promise<void>;
  close(): void;
}

/**
 * Sends `notice` on the feature's channel when the surrounding transaction commits: call it with
 * the transaction's `db`, after the write, so the announcement and the change commit together.
 */
export async function announce(
  database: Pick<Database, "channelName">,
  db: Db,
  topics: Pick<LiveTopics, "channel">,
  notice: unknown,
): Promise<void> {
  const channel = database.channelName(topics.channel);
  await db.execute(sql`select pg_notify(${channel}, ${JSON.stringify(notice)})`);
}

interface Subscriber {
  callbacks: LiveSubscriber;
  /** The newest row id this subscriber has (it is sent only newer ones). */
  lastSent: number;
  /** Rows pushed while the subscriber's own catch-up runs. */
  queued?: LiveRow[];
}

/** One topic with live subscribers in this process. */
interface TopicFeed {
  topics: LiveTopics;
  key: string;
  subscribers: Set<Subscriber>;
  /** The newest row id read for this topic; the feed reads from here on each announcement. */
  mark: number;
  /** Resolves once `mark` holds the topic's newest row id at the first subscription. */
  ready: Promise<void>;
  reading?: Promise<void>;
  /** An announcement arrived while reading: read once more afterwards. */
  readAgain: boolean;
  /** The changes announced, told in turn, each once the rows read before it are pushed. */
  telling: Promise<void>;
}

/**
 * Fans rows out to this process's live subscribers, for every feature that joined. Every process
 * LISTENs on each feature's channel (one connection for all), so a row stored through any process
 * reaches subscribers on all of them.
 *
 * Delivery follows a cursor that cannot skip: a feature stores a topic's rows one transaction at a
 * time (its ids commit in increasing order), and an announcement only tells the channel to read
 * the topic's rows after the newest id it has read. Announcements may be lost, repeated or handled
 * out of order; every row is still read once, in id order, and each subscriber is sent each row
 * once (only ids above the newest it has).
 */
export class LiveChannel {
  private readonly feeds = new Map<string, TopicFeed>();
  private readonly features = new Map<string, LiveTopics>();
  private readonly changeListeners = new Set<(topic: ChangedTopic) => void>();
  private unlisten: (() => Promise<void>)[] = [];

  constructor(
    private readonly database: Database,
    // Each feature brings its own row type; the channel handles them alike.
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- rows and notices vary by feature
    features: LiveTopics<any, any>[],
  ) {
    for (const topics of features) this.features.set(topics.feature, topics);
  }

  async start(): Promise<void> {
    for (const topics of this.features.values()) {
      this.unlisten.push(
        await this.database.listen(
          this.database.channelName(topics.channel),
          (payload) => this.announced(topics, payload),
          () => this.restored(topics),
        ),
      );
    }
  }

  async stop(): Promise<void> {
    const unlisten = this.unlisten;
    this.unlisten = [];
    for (const stop of unlisten) await stop();
  }

  /**
   * Sends `subscriber` every row of the topic stored after `sinceId` (paging through the database
   * until current), then each new one as it is stored (`sinceId` 0: every row). A value above the
   * topic's newest id counts as that id (client input never reaches anything shared).
   */
  subscribe(
    feature: string,
    key: string,
    callbacks: LiveSubscriber,
    sinceId = 0,
  ): LiveSubscription {
    const feed = this.feedFor(feature, key);
    const subscriber: Subscriber = { callbacks, lastSent: 0, queued: [] };
    feed.subscribers.add(subscriber);
    let closed = false;
    const { db } = this.database;
    const caughtUp = (async () => {
      await feed.ready;
      let since = sinceId;
      if (since > feed.mark) since = Math.min(since, await feed.topics.newestId(db, key));
      subscriber.lastSent = since;
      for (let page = catchUpPageSize; page === catchUpPageSize && !closed;) {
        const missed = await feed.topics.rowsAfter(db, key, subscriber.lastSent, catchUpPageSize);
        for (const row of missed) sendNow(subscriber, row);
        page = missed.length;
      }
    })().finally(() => {
      const queued = subscriber.queued ?? [];
      subscriber.queued = undefined;
      for (const row of queued.sort((a, b) => a.id - b.id)) sendNow(subscriber, row);
    });
    return {
      caughtUp,
      close: () => {
        closed = true;
        feed.subscribers.delete(subscriber);
        const name = topicName(feature, key);
        if (feed.subscribers.size === 0 && this.feeds.get(name) === feed) this.feeds.delete(name);
      },
    };
  }

  /** Calls `listener` with every topic whose rows change (see `ChangedTopic`). */
  onChange(listener: (topic: ChangedTopic) => void): () => void {
    this.changeListeners.add(listener);
    return () => this.changeListeners.delete(listener);
  }

  /** Open subscriptions in this process (of one feature, or all). */
  subscriberCount(feature?: string): number {
    let total = 0;
    for (const feed of this.feeds.values()) {
      if (!feature || feed.topics.feature === feature) total += feed.subscribers.size;
    }
    return total;
  }

  private feedFor(feature: string, key: string): TopicFeed {
    const name = topicName(feature, key);
    const existing = this.feeds.get(name);
    if (existing) return existing;
    const topics = this.features.get(feature);
    if (!topics) throw new Error(`No live feature called ${feature}`);
    const feed: TopicFeed = {
      topics,
      key,
      subscribers: new Set(),
      mark: 0,
      readAgain: false,
      ready: Promise.resolve(),
      telling: Promise.resolve(),
    };
    feed.ready = topics.newestId(this.database.db, key).then(
      (newest) => {
        feed.mark = Math.max(feed.mark, newest);
      },
      (error: unknown) => {
        // Its subscribers' catch-up fails too (they end and reconnect); the next one starts afresh.
        if (this.feeds.get(name) === feed) this.feeds.delete(name);
        throw error;
      },
    );
    feed.ready.catch(() => undefined);
    this.feeds.set(name, feed);
    return feed;
  }

  private announced(topics: LiveTopics, payload: string): void {
    let key: string | undefined;
    let notice: unknown;
    try {
      notice = JSON.parse(payload);
      key = topics.keyOf(notice);
    } catch {
      key = undefined;
    }
    if (key === undefined) {
      logger.warn({ event: "live_bad_notification", feature: topics.feature });
      return;
    }
    for (const listener of this.changeListeners) listener({ feature: topics.feature, key });
    const feed = this.feeds.get(topicName(topics.feature, key));
    // Rows announced without an id (imported ones) are read (and pushed) all the same.
    this.read(feed);
    if (feed && topics.changesIn) {
      // Rows first: a change may be about a row this read brings (a review stored, then hidden
      // at once), and only the subscribers that have the row are told of it.
      const rowsRead = feed.reading;
      feed.telling = feed.telling.then(() => rowsRead).then(() => this.pushChanges(feed, notice));
    }
  }

  /** Reads the topic's rows after its mark and pushes them; one reader per topic at a time. */
  private read(feed: TopicFeed | undefined): void {
    if (!feed) return;
    if (feed.reading) {
      feed.readAgain = true;
      return;
    }
    const { db } = this.database;
    feed.reading = (async () => {
      await feed.ready;
      do {
        feed.readAgain = false;
        for (let page = catchUpPageSize; page === catchUpPageSize;) {
          const stored = await feed.topics.rowsAfter(db, feed.key, feed.mark, catchUpPageSize);
          for (const row of stored) {
            feed.mark = Math.max(feed.mark, row.id);
            for (const subscriber of feed.subscribers) send(subscriber, row);
          }
          page = stored.length;
        }
      } while (feed.readAgain);
    })()
      .catch((error: unknown) => {
        // Read again from the mark in a moment (a pooled connection may have gone silent), unless
        // the topic lost its last subscriber meanwhile; an announcement reads again too.
        setTimeout(() => {
          if (this.feeds.get(topicName(feed.topics.feature, feed.key)) === feed) this.read(feed);
        }, readRetryMs).unref();
        logger.error({
          event: "live_load_failed",
          feature: feed.topics.feature,
          ...errorSummary(error),
        });
      })
      .finally(() => {
        feed.reading = undefined;
      });
  }

  /** Tells the subscribers that have a row what the notification says happened to it. */
  private async pushChanges(feed: TopicFeed, notice: unknown): Promise<void> {
    let changes: LiveChange[];
    try {
      changes = await feed.topics.changesIn!(this.database.db, feed.key, notice);
    } catch (error) {
      logger.error({
        event: "live_change_load_failed",
        feature: feed.topics.feature,
        ...errorSummary(error),
      });
      return;
    }
    for (const change of changes) {
      for (const subscriber of feed.subscribers) {
        if (change.skipCatchingUp && subscriber.queued) continue;
        if (change.aboutId <= subscriber.lastSent) subscriber.callbacks.change?.(change);
      }
    }
  }

  /** After the LISTEN connection was lost and is back: read what was stored meanwhile. */
  private restored(topics: LiveTopics): void {
    // Changes announced while it was away were missed: whatever is derived from them is stale.
    for (const listener of this.changeListeners) listener({ feature: topics.feature, key: "*" });
    for (const feed of this.feeds.values()) if (feed.topics === topics) this.read(feed);
  }
}

function topicName(feature: string, key: string): string {
  return `${feature}:${key}`;
}

function send(subscriber: Subscriber, row: LiveRow): void {
  if (subscriber.queued) subscriber.queued.push(row);
  else sendNow(subscriber, row);
}

function sendNow(subscriber: Subscriber, row: LiveRow): void {
  if (row.id <= subscriber.lastSent) return;
  subscriber.lastSent = row.id;
  subscriber.callbacks.row(row);
}
