import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test } from "@playwright/test";
import {
  addVirtualAuthenticator,
  inviteOwner,
  restoreIntoNewDataDir,
  runOwner,
  signInAgain,
  signInWithPasskey,
} from "../support/owner-console";
import { postgresReachable } from "../../harness/postgres-schema";
import {
  createScratchDatabase,
  embeddedRows,
  postgresRows,
  runEmbedded,
  type StoreRows,
} from "./store-rows";
import { freePort, freshDataDir, startStore, type StoreProcess } from "../../harness/store-process";
import { postReview } from "./review-api";

// The way out of the embedded database, end to end with the owner's own commands: a store's data
// goes to PostgreSQL (`migrate`), is backed up there, and restored into a new embedded directory,
// every row unchanged, and the owner's passkey still signs in on PostgreSQL.

test.describe.configure({ timeout: 600_000 });

let database: { url: string; drop(): Promise<void> } | undefined;

test.beforeAll(async () => {
  test.skip(
    !(await postgresReachable()),
    "needs a PostgreSQL server (DATABASE_URL, or postgres://postgres@127.0.0.1:5432/test); .ci/run provides one",
  );
  database = await createScratchDatabase("round_trip");
});

test.afterAll(async () => {
  await database?.drop();
});

async function stop(store: StoreProcess | undefined) {
  if (!store || store.child.exitCode !== null || store.child.signalCode !== null) return;
  store.child.kill("SIGTERM");
  await store.exited;
}

/** Rows in every table the owner's data lives in, written with SQL before the store starts. */
const everyTable = [
  `
      insert into reviews (product_id, name, rating, review_text, created_at, hidden_at, legacy_id,
                           reply_text, replied_at, helpful_count, verified, photos)
      values
        ('bone-rock', 'Sam "Quotes" O''Neil', 5, E'Line one\\nline two, ünïcödé ✓ 🌿',
         '2025-03-01 10:00:00.123456+00', null, null, 'Thank you, Sam!', '2025-03-02 08:30:00+00',
         1, true, '[{"key": "a1b2.webp", "alt": "The jar", "width": 800, "height": 600}]'),
        ('bone-rock', 'Kim', 2, 'Not for me', '2025-03-03 11:00:00+00',
         '2025-03-04 09:00:00+00', null, null, null, 0, false, '[]'),
        ('supreme-lungs', 'Imported reviewer', 4, 'From the old shop', '2019-06-01 00:00:00+00',
         null, 'legacy-77', null, null, 0, false, '[]')`,
  `insert into review_votes (review_id, voter) select min(id), 'voter-digest-1' from reviews`,
  `
      insert into review_photos (review_id, file_key, alt, width, height, status, decided_at)
      select min(id), 'a1b2.webp', 'The jar', 800, 600, 'approved', now() from reviews`,
  `
      insert into review_photos (review_id, file_key, alt, width, height)
      select max(id), 'c3d4.webp', 'Capsules', 640, 640 from reviews`,
  `
      insert into contact_submissions (name, email, phone, message, read_at, handled_at)
      values ('Lee', 'lee@example.com', '+1 555 0100', E'Hello,\\nwhere is my order?', now(), null),
             ('Robin', 'robin@example.com', null, 'Do you ship abroad?', null, null)`,
  `
      insert into newsletter_subscribers (email, source)
      values ('sign@example.com', 'website'), ('Mixed.Case@Example.com', 'footer')`,
  `
      insert into outbox (kind, payload, status, attempts, last_error, sent_at)
      values ('contact-notification', '{"contactId": 1}', 'sent', 1, null, now()),
             ('newsletter-signup', '{"subscriberId": 2}', 'pending', 2, 'timed out', null),
             ('contact-notification', '{"contactId": 2}', 'failed', 8, 'refused', null)`,
  `insert into rate_limits (key, points, expire) values ('write:203.0.113.9', 3, now() + interval '1 hour')`,
  `
      insert into shopify_webhooks (webhook_id, topic, shop_domain, status, error)
      values ('wh-1', 'orders/create', 'verdant.myshopify.com', 'processed', null),
             ('wh-2', 'orders/fulfilled', 'verdant.myshopify.com', 'failed', 'no such order')`,
  `
      insert into shop_orders (shopify_order_id, email, first_name, review_keys, fulfilled_at,
                               request_queued_at, unsubscribe_hash)
      values ('gid://shopify/Order/1001', 'buyer@example.com', 'Ana', '{bone-rock,supreme-lungs}',
              now(), now(), 'unsubscribe-hash-1')`,
  `
      insert into review_requests (order_id, review_key, token_hash, expires_at, used_at, review_id)
      select o.id, 'bone-rock', 'request-token-hash-1', now() + interval '30 days', now(),
             (select min(id) from reviews)
      from shop_orders o`,
  `insert into review_request_opt_outs (email_hash) values ('opted-out-email-hash')`,
  `
      insert into audit_log (actor, action, subject, details)
      values ('command line', 'reply-review', 'review 1', '{"product": "bone-rock", "reply": "set"}')`,
  `
      insert into idempotent_writes (id, status, outcome)
      values ('contact-retried-key-digest', 201, '{"status": "sent", "id": 1}')`,
  `
      insert into back_in_stock_requests (email, product_slug, variant_id)
      values ('waiting@example.com', 'deep-waters', null)`,
  `
      insert into questions (review_key, name, question_text, email, answer_text, answered_at)
      values ('bone-rock', 'Priya', 'Is it vegan?', null, 'Yes: vegetable capsules.', now())`,
  `insert into erasure_ledger (digest, key_id) values ('k1:erased-email-digest', 'k1')`,
  `
      insert into page_speed_views (page_type, device, lcp, inp, cls, fcp, ttfb)
      values ('product', 'phone', 1800, 120, 5, 900, 300)`,
  `
      insert into page_speed_days (day, page_type, device, metric, counts)
      values ('2026-11-01', 'home', 'desktop', 'lcp', '{"1200": 3}')`,
  `
      insert into backups (file, bytes, scheduled, created_at)
      values ('/var/backups/verdant-roots-2025-03-01T00-00-00Z.backup.gz', 123456, true, now())`,
];

function expectSameRows(actual: StoreRows, expected: StoreRows, what: string) {
  expect(Object.keys(actual), `${what}: the same tables`).toEqual(Object.keys(expected));
  for (const [table, rows] of Object.entries(expected)) {
    expect(actual[table], `${what}: ${table}, row by row`).toEqual(rows);
  }
}

test("embedded → migrate to PostgreSQL → backup → restore into a new directory: every row equal; the passkey signs in on PostgreSQL", async ({
  page,
}) => {
  const work = mkdtempSync(join(tmpdir(), "verdant-round-trip-"));
  const backupDir = join(work, "backups");
  const dataDir = freshDataDir();
  const directories = [work, dataDir];
  await runEmbedded(dataDir, everyTable);

  // The owner starts where the README starts them: one store on the embedded database, and signs
  // in with a passkey (people, passkeys, invites, sessions and audit rows of the store's own).
  let store: StoreProcess | undefined;
  let postgresStore: StoreProcess | undefined;
  try {
    const port = await freePort();
    const embeddedURL = `http://localhost:${port}`;
    store = await startStore(port, {
      SITE_URL: embeddedURL,
      DATA_DIR: dataDir,
      BACKUP_DIR: backupDir,
      OWNER_SIGN_IN_ATTEMPTS: "1000",
    });
    await addVirtualAuthenticator(page);
    await signInWithPasskey(page, await inviteOwner({ dataDir }, "Ada Owner"));
    await inviteOwner({ dataDir }, "Grace Unused"); // an invite still open
    expect((await postReview(store.baseURL, "bone-rock", "Posted over HTTP")).status).toBe(201);
    await stop(store);

    const original = await embeddedRows(dataDir);
    // Every table the owner's data lives in holds rows, so each one's copy is compared.
    const empty = Object.entries(original)
      .filter(([table, rows]) => rows.length === 0 && table !== "webauthn_challenges")
      .map(([table]) => table);
    expect(empty, "tables without a row to compare").toEqual([]);

    // The way out: migrate, then migrate again (nothing changes).
    const migrated = await runOwner(
      { dataDir, env: { BACKUP_DIR: backupDir } },
      "migrate",
      "--to",
      database!.url,
    );
    expect(migrated.stderr).toBe("");
    expect(migrated.code).toBe(0);
    expect(migrated.stdout).toMatch(/counts and checksums match/);
    expectSameRows(await postgresRows(database!.url), original, "PostgreSQL after migrate");
    const again = await runOwner(
      { dataDir, env: { BACKUP_DIR: backupDir } },
      "migrate",
      "--to",
      database!.url,
    );
    expect(again.code).toBe(0);
    expect(again.stdout).toMatch(/nothing changed/);
    expectSameRows(
      await postgresRows(database!.url),
      original,
      "PostgreSQL after a second migrate",
    );

    // A backup of the PostgreSQL database, restored into a new embedded directory.
    const file = join(work, "from-postgres.backup.gz");
    const backup = await runOwner(
      { env: { DATABASE_URL: database!.url, BACKUP_DIR: backupDir } },
      "backup",
      file,
    );
    expect(backup.stderr).toBe("");
    expect(backup.stdout.trim().split("\n").at(-1)).toBe(file);
    const restoredDir = await restoreIntoNewDataDir(file, backupDir, directories);
    expectSameRows(await embeddedRows(restoredDir), original, "the restored directory");

    // The store on PostgreSQL: the same passkey signs the owner in, and new ids follow the largest.
    const postgresPort = await freePort();
    const postgresURL = `http://localhost:${postgresPort}`;
    postgresStore = await startStore(postgresPort, {
      SITE_URL: postgresURL,
      DATABASE_URL: database!.url,
      BACKUP_DIR: backupDir,
      OWNER_SIGN_IN_ATTEMPTS: "1000",
    });
    await signInAgain(page, postgresURL);
    await expect(page.getByText("Signed in as Ada Owner").filter({ visible: true })).toBeVisible();
    const largest = Math.max(
      ...original.reviews!.map((row) => (JSON.parse(row) as { id: number }).id),
    );
    const next = await postReview(postgresStore.baseURL, "bone-rock", "First on PostgreSQL");
    expect(next.status).toBe(201);
    expect(next.body.id).toBe(largest + 1);
  } finally {
    await stop(store);
    await stop(postgresStore);
    for (const directory of directories) rmSync(directory, { recursive: true, force: true });
  }
});
