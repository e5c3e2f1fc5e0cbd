import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { catalogue } from "~/catalogue/catalogue";
import type { Database } from "~/db/database.server";
import { outbox, reviewRequests, reviews, shopOrders } from "~/db/schema.server";
import { openTestDatabase, testDatabaseKinds } from "~/db/test-database";
import { deliverNext } from "~/outbox/outbox.server";
import { erasePersonalData, findPersonalData } from "~/owner/owner-privacy.server";
import { createReview } from "~/reviews/reviews.server";
import {
  bodyOf,
  header,
  startMailServer,
  type MailServer,
} from "../../../tests/stand-ins/mail-server";
import type { KeptOrder } from "~/reviews/orders/order-payload";
import {
  claimReviewLink,
  openReviewLink,
  reviewRequestDeliverer,
  settleReviewLink,
  unsubscribe,
} from "./review-requests.server";
import { keepOrder } from "~/reviews/orders/shop-orders.server";

const [first, second] = catalogue;
const settings = { requestDays: 7, sendsRequests: true };
const policy = { maxAttempts: 3, firstDelayMs: 1_000, maxDelayMs: 10_000 };
const later = () => new Date(Date.now() + 30 * 86_400_000);

const order = (id: string, email: string, fulfilledAt: Date | null): KeptOrder => ({
  shopifyOrderId: id,
  email,
  firstName: "Ada",
  reviewKeys: [first!.reviewKey, second!.reviewKey],
  fulfilledAt,
});

/** The review links and the unsubscribe link of a received request email. */
function linksOf(mail: MailServer, index: number) {
  const body = bodyOf(mail.received[index]!.raw);
  const tokens = [...body.matchAll(/\/review\/([A-Za-z0-9_-]{43})\b/g)].map((m) => m[1]!);
  const unsubscribeToken = /\/review\/unsubscribe\/([A-Za-z0-9_-]{43})/.exec(body)?.[1];
  return { body, tokens, unsubscribeToken: unsubscribeToken! };
}

describe.each(testDatabaseKinds)("review requests on %s", (kind) => {
  let database: Database;
  let mail: MailServer;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    mail = await startMailServer();
  }, 60_000);
  afterAll(async () => {
    await mail.close();
    await database.close();
  });

  const deliverers = () => ({
    "review-request": reviewRequestDeliverer(
      { smtpUrl: mail.url, to: "shop@example.com", siteUrl: "https://shop.example.com" },
      { linkDays: 30 },
    ),
  });

  it("queues one request per order, due days after fulfilment, and sends one link per product", async () => {
    const created = await keepOrder(database, order("1001", "ada@example.com", null), settings);
    expect(created.queued).toBe(false);
    const fulfilledAt = new Date(Date.now() - 86_400_000);
    const fulfilled = await keepOrder(
      database,
      order("1001", "ada@example.com", fulfilledAt),
      settings,
    );
    expect(fulfilled.queued).toBe(true);
    // A repeated fulfilment (another webhook id) queues nothing more.
    const again = await keepOrder(database, order("1001", "ada@example.com", new Date()), settings);
    expect(again.queued).toBe(false);
    const queued = await database.db.select().from(outbox).where(eq(outbox.kind, "review-request"));
    expect(queued).toHaveLength(1);
    expect(queued[0]!.nextAttemptAt.getTime()).toBe(fulfilledAt.getTime() + 7 * 86_400_000);

    // Not due yet; due a week after fulfilment.
    expect(await deliverNext(database, deliverers(), policy)).toBeUndefined();
    const sent = await deliverNext(database, deliverers(), policy, { now: later });
    expect(sent?.outcome).toEqual({ status: "sent" });
    expect(mail.received).toHaveLength(1);
    expect(mail.received[0]!.to).toEqual(["ada@example.com"]);
    expect(header(mail.received[0]!.raw, "List-Unsubscribe")).toMatch(/\/review\/unsubscribe\//);
    const { body, tokens } = linksOf(mail, 0);
    expect(body).toContain("Hi Ada,");
    expect(tokens).toHaveLength(2);
    // Tokens are stored as digests only.
    const stored = await database.db.select().from(reviewRequests);
    expect(stored.map((row) => row.tokenHash)).not.toContain(tokens[0]);
    const opened = await openReviewLink(database.db, tokens[0]!);
    expect(opened).toMatchObject({ state: "open", firstName: "Ada" });
    expect(opened.product?.reviewKey).toBe(first!.reviewKey);
  });

  it("takes a link once; a used, expired or made-up link opens nothing", async () => {
    const { tokens } = linksOf(mail, 0);
    const claimed = await claimReviewLink(database.db, tokens[0]!);
    expect(claimed).toBeDefined();
    expect(await claimReviewLink(database.db, tokens[0]!)).toBeUndefined();
    expect((await openReviewLink(database.db, tokens[0]!)).state).toBe("used");
    await database.db
      .update(reviewRequests)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(reviewRequests.reviewKey, second!.reviewKey));
    expect((await openReviewLink(database.db, tokens[1]!)).state).toBe("expired");
    expect(await claimReviewLink(database.db, tokens[1]!)).toBeUndefined();
    expect((await openReviewLink(database.db, "A".repeat(43))).state).toBe("unknown");
    expect((await openReviewLink(database.db, "../../etc")).state).toBe("unknown");
  });

  it("honours an unsubscribe for later orders of the same address", async () => {
    const { unsubscribeToken } = linksOf(mail, 0);
    expect(await unsubscribe(database.db, unsubscribeToken)).toBe(true);
    const next = await keepOrder(database, order("1002", "ADA@example.com", new Date()), settings);
    expect(next.queued).toBe(false);
    expect(await unsubscribe(database.db, "B".repeat(43))).toBe(false);
  });

  it("erasing by email removes the buyer's orders, links and reviews posted through them", async () => {
    await keepOrder(
      database,
      order("2001", "eve@example.com", new Date(Date.now() - 8 * 86_400_000)),
      settings,
    );
    await deliverNext(database, deliverers(), policy, { now: later });
    const { tokens } = linksOf(mail, mail.received.length - 1);
    const claimed = (await claimReviewLink(database.db, tokens[0]!))!;
    const review = await createReview(
      database,
      { reviewKey: first!.reviewKey, name: "Eve", rating: 5, reviewText: "Good." },
      { verified: true },
    );
    await settleReviewLink(database.db, claimed.id, review.id);
    const found = await findPersonalData(database.db, "EVE@example.com");
    expect(found.orders).toHaveLength(1);
    expect(found.orders[0]!.requests).toHaveLength(2);
    expect(found.reviews.map((row) => row.id)).toEqual([review.id]);
    expect(found.deliveries.map((row) => row.kind)).toEqual(["review-request"]);

    const erased = await erasePersonalData(database.db, "eve@example.com");
    expect(erased).toMatchObject({ orders: 1, reviewRequests: 2, reviews: 1, deliveries: 1 });
    const left = await database.db
      .select()
      .from(shopOrders)
      .where(eq(shopOrders.email, "eve@example.com"));
    expect(left).toHaveLength(0);
    expect(await database.db.select().from(reviews).where(eq(reviews.id, review.id))).toHaveLength(
      0,
    );
    const links = await database.db
      .select()
      .from(reviewRequests)
      .where(eq(reviewRequests.id, claimed.id));
    expect(links).toHaveLength(0);
    expect((await findPersonalData(database.db, "eve@example.com")).orders).toHaveLength(0);
  });

  it("queues nothing while the store sends no email, or for an order without our products", async () => {
    const off = await keepOrder(database, order("3001", "zed@example.com", new Date()), {
      ...settings,
      sendsRequests: false,
    });
    expect(off.queued).toBe(false);
    const none = await keepOrder(
      database,
      { ...order("3002", "zed@example.com", new Date()), reviewKeys: [] },
      settings,
    );
    expect(none.queued).toBe(false);
  });
});
