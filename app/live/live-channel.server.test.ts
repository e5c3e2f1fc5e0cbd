import http from "node:http";
import type { AddressInfo } from "node:net";
import { sql } from "drizzle-orm";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type Database } from "~/db/database.server";
import { openTestDatabase, testDatabaseKinds } from "~/db/test-database";
import { liveReviews } from "~/reviews/live/live-feed.server";
import { SilencingProxy } from "../../tests/harness/silencing-proxy";
import {
  announce,
  LiveChannel,
  type ChangedTopic,
  type LiveChange,
  type LiveTopics,
} from "./index.server";
import { liveStreams } from "./live-streams.server";

/** A feature made for these tests: notes under a key, each announced on its own channel. */
interface Note {
  id: number;
  body: string;
}
interface NoteNotice {
  key: string;
  hidden?: number;
}

/** The rows of a raw query, on either driver. */
const rowsOf = <Row>(result: unknown) => (result as { rows: Row[] }).rows;

const liveNotes: LiveTopics<Note, NoteNotice> = {
  feature: "notes",
  channel: "live_notes",
  streamPath: "/api/notes/:key/stream",
  keyParam: "key",
  rowEvent: "note",
  isKey: (key): key is string => typeof key === "string" && /^[a-z-]+$/.test(key),
  keyOf: (notice) => notice.key,
  async newestId(db, key) {
    const result = await db.execute(
      sql`select coalesce(max(id), 0) as newest from live_notes where note_key = ${key}`,
    );
    return Number(rowsOf<{ newest: number | string }>(result)[0]!.newest);
  },
  async rowsAfter(db, key, afterId, limit) {
    const result = await db.execute(
      sql`select id, body from live_notes where note_key = ${key} and id > ${afterId} order by id limit ${limit}`,
    );
    return rowsOf<{ id: number | string; body: string }>(result).map((row) => ({
      id: Number(row.id),
      body: row.body,
    }));
  },
  changesIn: (_db, _key, notice) =>
    notice.hidden ? [{ event: "hidden", data: { id: notice.hidden }, aboutId: notice.hidden }] : [],
};

async function createNotes(database: Database) {
  await database.db.execute(
    sql`create table if not exists live_notes (id serial primary key, note_key text not null, body text not null)`,
  );
}

/** Stores a note and announces it in the same transaction. */
async function writeNote(database: Database, key: string, body: string): Promise<number> {
  return database.db.transaction(async (tx) => {
    const result = await tx.execute(
      sql`insert into live_notes (note_key, body) values (${key}, ${body}) returning id`,
    );
    await announce(database, tx, liveNotes, { key });
    return Number(rowsOf<{ id: number | string }>(result)[0]!.id);
  });
}

/** Collects what one subscriber is sent. */
function follow(channel: LiveChannel, key: string, sinceId = 0) {
  const ids: number[] = [];
  const changes: LiveChange[] = [];
  const subscription = channel.subscribe(
    "notes",
    key,
    { row: (row) => ids.push(row.id), change: (change) => changes.push(change) },
    sinceId,
  );
  return { ids, changes, subscription };
}

/** Announcements cross processes; on a machine shared with other work they may take a while. */
const patient = { timeout: 10_000 };

const schemaOf = (database: Database) => database.reviewChannel.replace("review_inserted_", "");

describe.each(testDatabaseKinds)("the live channel on %s", (kind) => {
  let database: Database;
  /** A second connection to the same data, as another store process has. */
  let other: Database;
  const channels: LiveChannel[] = [];

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    await createNotes(database);
    other =
      kind === "postgres"
        ? await openDatabase({ url: process.env.DATABASE_URL, schema: schemaOf(database) })
        : database;
  });
  afterAll(async () => {
    for (const channel of channels) await channel.stop();
    if (other !== database) await other.close();
    await database.close();
  });

  const startChannel = async (on: Database) => {
    const channel = new LiveChannel(on, [liveReviews, liveNotes]);
    await channel.start();
    channels.push(channel);
    return channel;
  };

  it("sends a topic's rows stored through either process to subscribers of both, once each, in order", async () => {
    const [here, there] = [await startChannel(database), await startChannel(other)];
    const topics: ChangedTopic[] = [];
    there.onChange((topic) => topics.push(topic));
    const before = await writeNote(database, "oat", "before");
    const subscribers = [follow(here, "oat"), follow(there, "oat", before)];
    const elsewhere = follow(there, "rye");
    await Promise.all(subscribers.map((s) => s.subscription.caughtUp));

    const written: number[] = [];
    for (let n = 0; n < 6; n++)
      written.push(await writeNote(n % 2 ? other : database, "oat", `${n}`));
    await expect
      .poll(() => subscribers.map((s) => s.ids), patient)
      .toEqual([[before, ...written], written]);
    expect(elsewhere.ids).toEqual([]);
    expect(topics).toContainEqual({ feature: "notes", key: "oat" });
    expect(here.subscriberCount("notes")).toBe(1);
    expect(here.subscriberCount("reviews")).toBe(0);
    for (const s of [...subscribers, elsewhere]) s.subscription.close();
    expect(there.subscriberCount()).toBe(0);
  });

  it("tells only the subscribers that have a row what happened to it", async () => {
    const channel = await startChannel(database);
    const first = await writeNote(database, "barley", "first");
    const holder = follow(channel, "barley", first);
    const newcomer = follow(channel, "barley", 0);
    await Promise.all([holder, newcomer].map((s) => s.subscription.caughtUp));
    const second = await writeNote(database, "barley", "second");
    await expect.poll(() => newcomer.ids, patient).toEqual([first, second]);

    await database.db.transaction((tx) =>
      announce(database, tx, liveNotes, { key: "barley", hidden: second }),
    );
    const hidden = { event: "hidden", data: { id: second }, aboutId: second };
    await expect
      .poll(() => [holder.changes, newcomer.changes], patient)
      .toEqual([[hidden], [hidden]]);
    const late = follow(channel, "barley", first);
    await late.subscription.caughtUp;
    late.subscription.close();
    const withdrawn = await writeNote(database, "barley", "third");
    await database.db.transaction((tx) =>
      announce(database, tx, liveNotes, { key: "barley", hidden: withdrawn }),
    );
    await expect.poll(() => holder.changes.length, patient).toBe(2);
    expect(late.changes).toEqual([]);
  });

  it("tells of a change to a row announced with it: the row first, then what happened to it", async () => {
    const channel = await startChannel(database);
    const first = await writeNote(database, "rye", "first");
    const holder = follow(channel, "rye", first);
    await holder.subscription.caughtUp;
    // Stored and hidden in one transaction: both notifications arrive together, so the change
    // comes while the new row is still being read.
    const stored = await database.db.transaction(async (tx) => {
      const result = await tx.execute(
        sql`insert into live_notes (note_key, body) values ('rye', 'withdrawn') returning id`,
      );
      const id = Number(rowsOf<{ id: number | string }>(result)[0]!.id);
      await announce(database, tx, liveNotes, { key: "rye" });
      await announce(database, tx, liveNotes, { key: "rye", hidden: id });
      return id;
    });
    await expect
      .poll(() => holder.changes, patient)
      .toEqual([{ event: "hidden", data: { id: stored }, aboutId: stored }]);
    expect(holder.ids).toEqual([stored]);
  });
});

describe.runIf(process.env.DATABASE_URL)("the LISTEN connection on PostgreSQL", () => {
  let database: Database;
  let proxy: SilencingProxy;
  let throughProxy: Database;

  beforeAll(async () => {
    database = await openTestDatabase("postgres");
    await createNotes(database);
    proxy = new SilencingProxy(new URL(process.env.DATABASE_URL!));
    throughProxy = await openDatabase({
      url: await proxy.listen(),
      schema: schemaOf(database),
      liveness: { probeEveryMs: 300, probeTimeoutMs: 500 },
      // Reads on a pooled connection gone silent give up soon, and are made again.
      statementTimeoutMs: 1_000,
    });
  }, 30_000);
  afterAll(async () => {
    await throughProxy?.close();
    proxy?.close();
    await database?.close();
  });

  it("is one connection for every channel; one gone silent is found, replaced and caught up", async () => {
    const channel = new LiveChannel(throughProxy, [liveReviews, liveNotes]);
    await channel.start();
    // Both features' channels, and the probe's, on the one LISTEN connection: the only one open.
    expect(proxy.openCount()).toBe(1);
    const topics: ChangedTopic[] = [];
    channel.onChange((topic) => topics.push(topic));
    const subscriber = follow(channel, "wheat");
    await subscriber.subscription.caughtUp;
    const heard = await writeNote(database, "wheat", "heard");
    await expect.poll(() => subscriber.ids, patient).toEqual([heard]);

    // The LISTEN connection and the pooled one that read the note.
    expect(proxy.silenceOpen()).toBe(2);
    const missed = await writeNote(database, "wheat", "stored while the connection was silent");
    await expect.poll(() => throughProxy.listening(), { timeout: 10_000 }).toBe(false);
    await expect.poll(() => subscriber.ids, { timeout: 20_000 }).toEqual([heard, missed]);
    expect(throughProxy.listening()).toBe(true);
    expect(topics).toContainEqual({ feature: "notes", key: "*" });
    expect(topics).toContainEqual({ feature: "reviews", key: "*" });

    // The new connection carries announcements again.
    const after = await writeNote(database, "wheat", "after");
    await expect.poll(() => subscriber.ids, patient).toEqual([heard, missed, after]);
    subscriber.subscription.close();
    await channel.stop();
  }, 60_000);
});

describe("live streams of two features", () => {
  let database: Database;
  let channel: LiveChannel;
  let server: http.Server;
  let origin: string;
  const streams = () => liveStreams(() => Promise.resolve(channel), limits);
  const limits = { perClient: 2, total: 10, maxAgeMs: 60_000 };
  let served: ReturnType<typeof streams>;

  beforeAll(async () => {
    database = await openTestDatabase("pglite");
    await createNotes(database);
    channel = new LiveChannel(database, [liveReviews, liveNotes]);
    await channel.start();
    served = streams();
    const app = express();
    for (const topics of [liveReviews, liveNotes]) {
      app.get(topics.streamPath, served.handler(topics));
    }
    server = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    served.closeAll();
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
    await channel.stop();
    await database.close();
  });

  const open = (path: string) =>
    new Promise<{ status: number; text: () => string; close: () => void }>((resolve) => {
      let text = "";
      const request = http.get(`${origin}${path}`, (response) => {
        response.setEncoding("utf8");
        response.on("data", (chunk: string) => (text += chunk));
        resolve({ status: response.statusCode!, text: () => text, close: () => request.destroy() });
      });
      request.on("error", () => undefined);
    });

  it("share the caps, send each feature's rows under its own event name, and 404 an unknown key", async () => {
    const notes = await open("/api/notes/spelt/stream");
    const reviews = await open("/api/reviews/bone-rock/stream");
    expect([notes.status, reviews.status]).toEqual([200, 200]);
    const third = await open("/api/notes/millet/stream");
    expect(third.status).toBe(429);
    third.close();

    const id = await writeNote(database, "spelt", "sprouted");
    await expect
      .poll(() => notes.text(), patient)
      .toContain(`id: ${id}\nevent: note\ndata: {"id":${id},"body":"sprouted"}\n\n`);
    expect(reviews.text()).not.toContain("event: note");
    notes.close();
    reviews.close();
    await expect.poll(() => served.openCount(), patient).toBe(0);
    expect((await open("/api/notes/NOT%20A%20KEY/stream")).status).toBe(404);
  });
});
