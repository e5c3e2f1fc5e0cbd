import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test } from "@playwright/test";
import { restoreIntoNewDataDir, runOwner } from "../support/owner-console";
import { freshDataDir, startStore, type StoreProcess } from "../../harness/store-process";
import { postReview, storedReviewIds } from "./review-api";
import { runEmbedded } from "./store-rows";

// A backup taken through the owner command while a running store (its own process, on the
// embedded database) takes reviews from four writers and the owner replies to them: restored
// into a new directory, it holds everything acknowledged before it started, at one moment.

test.describe.configure({ timeout: 600_000 });

const products = ["supreme-lungs", "bone-rock"];

async function stop(store: StoreProcess | undefined) {
  if (!store || store.child.exitCode !== null || store.child.signalCode !== null) return;
  store.child.kill("SIGTERM");
  await store.exited;
}

test("a backup while four writers post reviews holds every review acknowledged before it, at one consistent moment", async () => {
  const work = mkdtempSync(join(tmpdir(), "verdant-busy-backup-"));
  const dataDir = freshDataDir();
  const directories = [work, dataDir];
  // Enough reviews already that the backup takes a while to write.
  await runEmbedded(dataDir, [
    `insert into reviews (product_id, name, rating, review_text)
     select 'peruvian-ginseng', 'Earlier ' || n, 1 + n % 5, repeat('A long review text. ', 20)
     from generate_series(1, 20000) as n`,
  ]);

  let store: StoreProcess | undefined;
  let restoredStore: StoreProcess | undefined;
  try {
    // Scheduled backups (one is written soon after a store starts) go to the test's own directory.
    const backupDir = join(work, "backups");
    store = await startStore(0, { DATA_DIR: dataDir, BACKUP_DIR: backupDir });
    // The store writes owner.json (its owner endpoint's port and secret) once it listens.
    for (
      let waited = 0;
      !existsSync(join(dataDir, "owner.json")) && waited < 30_000;
      waited += 50
    ) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const owner = JSON.parse(readFileSync(join(dataDir, "owner.json"), "utf8")) as {
      port: number;
      token: string;
    };
    const reviewsAcknowledged: { id: number; at: number }[] = [];
    const repliesAcknowledged: { id: number; at: number }[] = [];
    // Anything but 201 is no acknowledgement (the write may be refused, never half kept).
    const refused: string[] = [];
    let writing = true;
    const writers = Array.from({ length: 4 }, async (_, writer) => {
      for (let n = 0; writing; n++) {
        const product = products[(writer + n) % products.length]!;
        const { status, body } = await postReview(store!.baseURL, product, `Writer ${writer}-${n}`);
        if (status === 201) reviewsAcknowledged.push({ id: body.id!, at: performance.now() });
        else refused.push(`${status} ${body.error ?? ""}`);
      }
    });
    // The owner replies to reviews as they come, through the store's owner endpoint.
    const replier = (async () => {
      while (writing) {
        const target = reviewsAcknowledged.at(-1);
        if (!target || repliesAcknowledged.at(-1)?.id === target.id) {
          await new Promise((resolve) => setTimeout(resolve, 20));
          continue;
        }
        const response = await fetch(`http://127.0.0.1:${owner.port}/internal/owner/reply-review`, {
          method: "POST",
          headers: { authorization: `Bearer ${owner.token}`, "content-type": "application/json" },
          body: JSON.stringify({ id: target.id, text: `Thank you (${target.id})` }),
        });
        expect(response.status).toBe(200);
        repliesAcknowledged.push({ id: target.id, at: performance.now() });
      }
    })();
    while (reviewsAcknowledged.length < 40 || repliesAcknowledged.length < 3) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }

    const file = join(work, "busy.backup.gz");
    const started = performance.now();
    const backup = await runOwner({ dataDir, env: { BACKUP_DIR: backupDir } }, "backup", file);
    const finished = performance.now();
    const duringBackup = reviewsAcknowledged.filter(
      (review) => review.at > started && review.at < finished,
    ).length;
    // Writes go on a moment after the backup, so some are certainly not in it.
    await new Promise((resolve) => setTimeout(resolve, 500));
    writing = false;
    await Promise.all([...writers, replier]);
    expect(backup.stderr).toBe("");
    expect(backup.stdout.trim().split("\n").at(-1)).toBe(file);
    expect(duringBackup, "reviews acknowledged while the backup ran").toBeGreaterThan(0);
    test.info().annotations.push({
      type: "writes",
      description: `${reviewsAcknowledged.length} reviews acknowledged (${duringBackup} while the backup ran, ${Math.round(finished - started)} ms), ${repliesAcknowledged.length} replies; refused: ${refused.length ? refused.slice(0, 5).join("; ") : "none"}`,
    });
    await stop(store);

    const restoredDir = await restoreIntoNewDataDir(file, backupDir, directories);

    // At one moment: every summary agrees with its reviews; every reply the audit log records is on
    // a review the backup holds, with its text; no reply without its time.
    const [disagreeing, orphanReplies, untimed, repliedRows] = await runEmbedded(restoredDir, [
      `select coalesce(s.product_id, r.product_id) as product_id
       from review_summaries s
       full join (select product_id,
                         count(*) filter (where hidden_at is null and rating = 1) as r1,
                         count(*) filter (where hidden_at is null and rating = 2) as r2,
                         count(*) filter (where hidden_at is null and rating = 3) as r3,
                         count(*) filter (where hidden_at is null and rating = 4) as r4,
                         count(*) filter (where hidden_at is null and rating = 5) as r5,
                         coalesce(max(id) filter (where hidden_at is null), 0) as newest
                  from reviews group by product_id) r using (product_id)
       where (s.rating_1, s.rating_2, s.rating_3, s.rating_4, s.rating_5, s.newest_id)
             is distinct from (r.r1, r.r2, r.r3, r.r4, r.r5, r.newest)`,
      `select a.subject from audit_log a
       left join reviews r on a.subject = 'review ' || r.id
       where a.action = 'reply-review' and (r.id is null or r.reply_text is null)`,
      `select id from reviews where (reply_text is null) <> (replied_at is null)`,
      `select id from reviews where reply_text is not null`,
    ]);
    expect(disagreeing).toEqual([]);
    expect(orphanReplies).toEqual([]);
    expect(untimed).toEqual([]);
    const replied = new Set(repliedRows!.map((row) => Number(row.id)));
    const repliesBefore = repliesAcknowledged.filter((reply) => reply.at < started);
    expect(repliesBefore.length).toBeGreaterThan(0);
    expect(repliesBefore.filter((reply) => !replied.has(reply.id))).toEqual([]);

    // The store started on the restored directory serves every review acknowledged before the
    // backup started, and not those acknowledged after it was written.
    restoredStore = await startStore(0, {
      DATA_DIR: restoredDir,
      BACKUP_DIR: backupDir,
      READ_BUDGET_PER_MINUTE: "1000000",
    });
    const stored = new Set<number>();
    for (const product of products) {
      for (const id of await storedReviewIds(restoredStore.baseURL, product)) stored.add(id);
    }
    const before = reviewsAcknowledged.filter((review) => review.at < started);
    expect(before.length).toBeGreaterThan(0);
    expect(before.filter((review) => !stored.has(review.id)).map((review) => review.id)).toEqual(
      [],
    );
    const after = reviewsAcknowledged.filter((review) => review.at > finished);
    expect(after.length).toBeGreaterThan(0);
    expect(after.filter((review) => stored.has(review.id)).map((review) => review.id)).toEqual([]);
  } finally {
    await stop(store);
    await stop(restoredStore);
    for (const directory of directories) rmSync(directory, { recursive: true, force: true });
  }
});
