import { and, eq, inArray, or, sql, type SQL } from "drizzle-orm";
import type { Database, Db } from "~/db/database.server";
import { announceReviewChanges } from "~/reviews/reviews.server";
import { photoKeysOf, removePhotoFiles } from "~/reviews/photos/review-photos.server";
import {
  backInStockRequests,
  contactSubmissions,
  newsletterSubscribers,
  outbox,
  reviewRequests,
  reviews,
  shopifyWebhooks,
  shopOrders,
} from "~/db/schema.server";
import { erasureLedgerFile, recordErasure } from "./erasure-ledger.server";
import { optedOut } from "~/reviews/orders/shop-orders.server";
import { toOwnerReview } from "./owner-reviews.server";
import { toOwnerQuestion } from "./question-operations.server";
import { eraseQuestions, questionsByEmail } from "~/questions/questions.server";
import { toOwnerMessage } from "./owner-messages.server";
import { toOwnerSubscriber } from "./owner-subscribers.server";
import { toOwnerBackInStock } from "./owner-back-in-stock.server";
import { ownerDelivery } from "./owner-outbox.server";
import type { OwnerOrder, PersonalData, PersonalDataErased } from "./owner-types";

/** An email as stored records are compared with it: trimmed, any letter case. */
function sameEmail(
  column:
    | typeof contactSubmissions.email
    | typeof newsletterSubscribers.email
    | typeof shopOrders.email
    | typeof backInStockRequests.email,
  email: string,
) {
  return sql`lower(${column}) = lower(${email.trim()})`;
}

/** Outbox rows that name one of these messages, sign-ups or orders (their payloads hold only the ids). */
function deliveriesNaming(
  messageIds: number[],
  subscriberIds: number[],
  orderIds: number[] = [],
  questionIds: number[] = [],
  backInStockIds: number[] = [],
): SQL | undefined {
  const named = [
    { kind: "question-answer", field: "questionId", ids: questionIds },
    { kind: "klaviyo-back-in-stock", field: "requestId", ids: backInStockIds },
    { kind: "review-request", field: "orderId", ids: orderIds },
    { kind: "contact-email", field: "messageId", ids: messageIds },
    { kind: "klaviyo-subscription", field: "subscriberId", ids: subscriberIds },
  ] as const;
  const conditions = named
    .filter(({ ids }) => ids.length)
    .map(({ kind, field, ids }) =>
      and(
        eq(outbox.kind, kind),
        inArray(sql<number>`(${outbox.payload}->>${field}::text)::bigint`, ids),
      )!,
    );
  return conditions.length ? or(...conditions) : undefined;
}

/**
 * Every record the store holds about one email: contact messages, sign-ups, and their deliveries.
 * The reads run one after another: `db` may be a transaction (a restore re-applies erasures inside
 * its own), whose one connection takes one query at a time.
 */
export async function findPersonalData(db: Db, email: string): Promise<PersonalData> {
  const messageRows = await db
    .select()
    .from(contactSubmissions)
    .where(sameEmail(contactSubmissions.email, email))
    .orderBy(contactSubmissions.id);
  const subscriberRows = await db
    .select()
    .from(newsletterSubscribers)
    .where(sameEmail(newsletterSubscribers.email, email))
    .orderBy(newsletterSubscribers.id);
  const orderRows = await db
    .select()
    .from(shopOrders)
    .where(sameEmail(shopOrders.email, email))
    .orderBy(shopOrders.id);
  const optedOutNow = await optedOut(db, email);
  const questionRows = await questionsByEmail(db, email);
  const backInStockRows = await db
    .select()
    .from(backInStockRequests)
    .where(sameEmail(backInStockRequests.email, email))
    .orderBy(backInStockRequests.id);
  const orderIds = orderRows.map((row) => row.id);
  const requestRows = orderIds.length
    ? await db
        .select()
        .from(reviewRequests)
        .where(inArray(reviewRequests.orderId, orderIds))
        .orderBy(reviewRequests.id)
    : [];
  const reviewIds = requestRows.flatMap((row) => (row.reviewId === null ? [] : [row.reviewId]));
  const reviewRows = reviewIds.length
    ? await db.select().from(reviews).where(inArray(reviews.id, reviewIds)).orderBy(reviews.id)
    : [];
  const naming = deliveriesNaming(
    messageRows.map((row) => row.id),
    subscriberRows.map((row) => row.id),
    orderIds,
    questionRows.map((row) => row.id),
    backInStockRows.map((row) => row.id),
  );
  const deliveryRows = naming
    ? await db.select().from(outbox).where(naming).orderBy(outbox.id)
    : [];
  return {
    email: email.trim(),
    messages: messageRows.map(toOwnerMessage),
    subscribers: subscriberRows.map(toOwnerSubscriber),
    backInStock: backInStockRows.map(toOwnerBackInStock),
    deliveries: deliveryRows.map((row) => ({ ...ownerDelivery(row), payload: row.payload })),
    orders: orderRows.map((row): OwnerOrder => ({
      id: row.id,
      shopifyOrderId: row.shopifyOrderId,
      email: row.email,
      firstName: row.firstName,
      reviewKeys: row.reviewKeys,
      receivedAt: row.receivedAt.toISOString(),
      fulfilledAt: row.fulfilledAt?.toISOString() ?? null,
      requestQueuedAt: row.requestQueuedAt?.toISOString() ?? null,
      requests: requestRows
        .filter((request) => request.orderId === row.id)
        .map((request) => ({
          reviewKey: request.reviewKey,
          createdAt: request.createdAt.toISOString(),
          expiresAt: request.expiresAt.toISOString(),
          usedAt: request.usedAt?.toISOString() ?? null,
          reviewId: request.reviewId,
        })),
    })),
    reviews: reviewRows.map(toOwnerReview),
    optedOutOfReviewRequests: optedOutNow,
    questions: questionRows.map(toOwnerQuestion),
  };
}

/**
 * Erases every record about one email (run it in a transaction): its contact messages, sign-ups and
 * the deliveries that name them (a pending one must not send the data on afterwards), its orders
 * with their review links, the reviews written through them with their photos, and any stored
 * error text naming it; the erasure is recorded in the erasure ledger (a keyed digest), which a
 * restore re-applies to older backups. An opt-out of review requests stays, as a keyed digest. Answers how
 * many of each, and how many sign-ups had already reached the marketing tool (erase them there too).
 */
export async function erasePersonalData(
  db: Db,
  email: string,
  /** Where review changes are announced (so pages showing an erased review drop it). */
  channel?: Pick<Database, "reviewChannel" | "channelName">,
  /** The erasure ledger's file (beside the backups). */
  ledgerFile = erasureLedgerFile(),
): Promise<PersonalDataErased> {
  // Recorded first, whatever is found now: an older backup may still hold the person.
  await recordErasure(db, email, ledgerFile);
  const found = await findPersonalData(db, email);
  const messageIds = found.messages.map((message) => message.id);
  const subscriberIds = found.subscribers.map((subscriber) => subscriber.id);
  const deliveryIds = found.deliveries.map((delivery) => delivery.id);
  const orderIds = found.orders.map((order) => order.id);
  const requestCount = found.orders.reduce((sum, order) => sum + order.requests.length, 0);
  const reviewIds = found.reviews.map((review) => review.id);
  // The buyer's reviews go with their orders; their photos are deleted by `onReviewsErased`.
  const photoKeys = await photoKeysOf(db, reviewIds);
  if (reviewIds.length) {
    // Their photos' rows go with them (ON DELETE CASCADE); the files just after.
    await db.delete(reviews).where(inArray(reviews.id, reviewIds));
    await removePhotoFiles(photoKeys);
    if (channel) {
      await announceReviewChanges(
        channel,
        db,
        found.reviews.map((review) => review.reviewKey),
      );
    }
  }
  // Questions still holding the address (it is dropped once the asker's email is sent); open pages
  // drop the public ones when the erasure commits.
  const questionRows = await questionsByEmail(db, email);
  const erasedQuestions = await eraseQuestions(db, questionRows, channel);
  // Review links go with their order (ON DELETE CASCADE).
  if (orderIds.length) await db.delete(shopOrders).where(inArray(shopOrders.id, orderIds));
  if (deliveryIds.length) await db.delete(outbox).where(inArray(outbox.id, deliveryIds));
  if (messageIds.length) {
    await db.delete(contactSubmissions).where(inArray(contactSubmissions.id, messageIds));
  }
  if (subscriberIds.length) {
    await db.delete(newsletterSubscribers).where(inArray(newsletterSubscribers.id, subscriberIds));
  }
  // Stored error texts never name anyone now; one kept by an earlier version might.
  const errorTexts = await db
    .update(shopifyWebhooks)
    .set({ error: "error text removed: it named an erased person" })
    .where(sql`position(lower(${email.trim()}) in lower(${shopifyWebhooks.error})) > 0`)
    .returning({ id: shopifyWebhooks.webhookId });
  const backInStockIds = found.backInStock.map((request) => request.id);
  if (backInStockIds.length) {
    await db.delete(backInStockRequests).where(inArray(backInStockRequests.id, backInStockIds));
  }
  return {
    messages: messageIds.length,
    subscribers: subscriberIds.length,
    backInStock: backInStockIds.length,
    deliveries: deliveryIds.length,
    orders: orderIds.length,
    reviewRequests: requestCount,
    reviews: reviewIds.length,
    photos: photoKeys.length,
    questions: erasedQuestions,
    errorTexts: errorTexts.length,
    sentToKlaviyo: found.deliveries.filter(
      (delivery) =>
        (delivery.kind === "klaviyo-subscription" || delivery.kind === "klaviyo-back-in-stock") &&
        delivery.status === "sent",
    ).length,
  };
}
