import { createHash } from "node:crypto";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { saveContactMessage } from "~/contact/contact-messages.server";
import type { Database } from "~/db/database.server";
import { shopifyWebhooks } from "~/db/schema.server";
import { plainDigest } from "~/db/store-secret.server";
import { openTestDatabase, testDatabaseKinds } from "~/db/test-database";
import {
  receiveShopifyWebhook,
  shopifySignature,
} from "~/integrations/shopify/shopify-webhooks.server";
import { subscribe } from "~/newsletter/subscribers.server";
import { voteHelpful } from "~/reviews/helpful-votes/helpful-votes.server";
import { createReview } from "~/reviews/reviews.server";
import { keepOrder } from "~/reviews/orders/shop-orders.server";
import { unsubscribe } from "~/reviews/requests/review-requests.server";
import { readLedgerFile } from "../erasure-ledger.server";
import { erasePersonalData, findPersonalData } from "../owner-privacy.server";
import { writeBackup } from "./backup.server";
import { restoreBackup } from "./restore.server";
import { rowsOf, storeTables } from "./store-tables.server";

const email = "Ana.Erased@verdant-test.com";
const plain = email.toLowerCase();

/** Every stored row, as text, that holds the address or a plain digest of it. */
async function rowsNaming(database: Database): Promise<string[]> {
  const traces = [
    plain,
    plainDigest.email(email),
    createHash("sha256").update(plain).digest("base64url"),
  ];
  const found: string[] = [];
  for (const table of await storeTables(database.db)) {
    const rows = await rowsOf<{ row: string }>(
      database.db,
      sql.raw(`select to_jsonb(t)::text as row from "${table.name}" t`),
    );
    for (const { row } of rows) {
      if (traces.some((trace) => row.toLowerCase().includes(trace.toLowerCase()))) {
        found.push(`${table.name}: ${row}`);
      }
    }
  }
  return found;
}

describe.each(testDatabaseKinds)("erasure reaches every copy on %s", (kind) => {
  let directory: string;
  let ledgerFile: string;
  let source: Database;
  const opened: Database[] = [];

  beforeAll(async () => {
    directory = await mkdtemp(join(tmpdir(), "erasure-ledger-test-"));
    ledgerFile = join(directory, "backups", "erasure-ledger.jsonl");
    source = await openTestDatabase(kind);
    opened.push(source);
  });
  afterAll(async () => {
    for (const database of opened) await database.close();
    await rm(directory, { recursive: true, force: true });
  });

  it("erases the person, keeps nothing naming them, and a restored older backup stays erased", async () => {
    const db = source.db;
    await saveContactMessage(db, { name: "Ana", email, phone: "", message: "Where is my order?" });
    await subscribe(db, email);
    const { order } = await keepOrder(
      source,
      {
        shopifyOrderId: "5001",
        email,
        firstName: "Ana",
        reviewKeys: ["peruvian-ginseng"],
        fulfilledAt: null,
      },
      { requestDays: 7, sendsRequests: false },
    );
    // Her opt-out of review requests, through the link's token.
    const token = "A".repeat(43);
    await db.execute(
      sql`update shop_orders set unsubscribe_hash = ${createHash("sha256").update(token).digest("hex")} where id = ${order.id}`,
    );
    expect(await unsubscribe(db, token)).toBe(true);
    const review = await createReview(source, {
      reviewKey: "peruvian-ginseng",
      name: "Kim",
      rating: 5,
      reviewText: "Helpful.",
    });
    await voteHelpful(source, review.id, "203.0.113.9");
    // A webhook whose handler failed on her order: its error as the database gave it.
    const body = JSON.stringify({ id: 5002, email });
    const failing = async () => {
      throw new Error(`Failed query: insert into "shop_orders" values ($1)\nparams: ${email}`, {
        cause: Object.assign(new Error(`invalid input syntax: "${email}"`), { code: "22P02" }),
      });
    };
    const response = await receiveShopifyWebhook(
      new Request("http://store.test/webhooks/shopify", {
        method: "POST",
        headers: {
          "x-shopify-topic": "orders/create",
          "x-shopify-webhook-id": "w-ana",
          "x-shopify-hmac-sha256": shopifySignature(body, "ledger-test-secret-0123"),
        },
        body,
      }),
      {
        secret: "ledger-test-secret-0123",
        database: async () => source,
        handlers: new Map([["orders/create", failing]]),
      },
    );
    expect(response.status).toBe(503);
    // An error text an earlier version kept, naming her.
    await db.insert(shopifyWebhooks).values({
      webhookId: "w-old",
      topic: "orders/create",
      status: "failed",
      error: `duplicate key: ${email}`,
    });

    const older = join(directory, "older.backup.gz");
    await writeBackup(source, older, { record: false });

    const erased = await db.transaction((tx) =>
      erasePersonalData(tx as unknown as typeof db, email, undefined, ledgerFile),
    );
    expect(erased).toMatchObject({ messages: 1, subscribers: 1, orders: 1, errorTexts: 1 });
    expect(await rowsNaming(source)).toEqual([]);
    const [failed] = await db
      .select()
      .from(shopifyWebhooks)
      .where(sql`webhook_id = 'w-ana'`);
    expect(failed!.error).toBe("22P02 Error: invalid input syntax: [value]");
    // The ledger (in the database and the file beside the backups) holds only keyed digests.
    const ledgerText = await readFile(ledgerFile, "utf8");
    expect(ledgerText.toLowerCase()).not.toContain("ana.erased");
    expect(ledgerText).not.toContain(plainDigest.email(email));
    expect((await readLedgerFile(ledgerFile)).entries.size).toBe(1);

    // The backup taken before the erasure, restored into an empty database: she stays erased.
    const target = await openTestDatabase(kind);
    opened.push(target);
    const restored = await restoreBackup(target, older, { ledgerFile });
    expect(restored.erasedAgain).toBe(1);
    expect(await rowsNaming(target)).toEqual([]);
    const found = await findPersonalData(target.db, email);
    expect([found.messages, found.subscribers, found.orders]).toEqual([[], [], []]);
    // Everyone else is back as the backup had them.
    const { rows } = (await target.db.execute(
      sql`select count(*)::int as n from review_votes`,
    )) as unknown as { rows: { n: number }[] };
    expect(rows[0]!.n).toBe(1);
  });
});
