import { and, eq, gt, isNull, sql } from "drizzle-orm";
import { smtpSender, type OwnerEmailSettings } from "~/lib/smtp-transport.server";
import { catalogue } from "~/catalogue/catalogue";
import type { Product } from "~/catalogue/product";
import type { Db } from "~/db/database.server";
import {
  reviewRequestOptOuts,
  reviewRequests,
  shopOrders,
  type ReviewRequest,
  type ShopOrder,
} from "~/db/schema.server";
import { formMethod, type WritePolicy } from "~/guard/write-guard.server";
import { logger } from "~/lib/logger.server";
import { newSecret, secretHash } from "~/lib/secrets.server";
import type { Deliverer } from "~/outbox/outbox.server";
import { emailDigest, optedOut } from "~/reviews/orders/shop-orders.server";
import { reviewRequestEmail } from "./review-request-email";

/** A review link's path: the product's review form, for the buyer it was sent to. */
const reviewLinkPath = (token: string) => `/review/${token}`;
/** The path of the link that stops review requests to the buyer. */
export const unsubscribePath = (token: string) => `/review/unsubscribe/${token}`;

/** A secret that can only be a token this store made (256 random bits, base64url). */
function isTokenShape(token: unknown): token is string {
  return typeof token === "string" && /^[A-Za-z0-9_-]{43}$/.test(token);
}

const productByReviewKey = (reviewKey: string): Product | undefined =>
  catalogue.find((product) => product.reviewKey === reviewKey);

/**
 * Makes the order's links: one per product, each a new random token stored as its sha256, expiring
 * after `linkDays`; links made for an earlier attempt at the same email and never used are
 * replaced, so only the links of the email actually sent work.
 */
export async function issueReviewLinks(
  db: Db,
  order: Pick<ShopOrder, "id" | "reviewKeys">,
  linkDays: number,
): Promise<{ links: { reviewKey: string; token: string }[]; unsubscribeToken: string }> {
  await db
    .delete(reviewRequests)
    .where(and(eq(reviewRequests.orderId, order.id), isNull(reviewRequests.usedAt)));
  const links = order.reviewKeys
    .filter((reviewKey) => productByReviewKey(reviewKey))
    .map((reviewKey) => ({ reviewKey, token: newSecret() }));
  if (links.length) {
    await db.insert(reviewRequests).values(
      links.map(({ reviewKey, token }) => ({
        orderId: order.id,
        reviewKey,
        tokenHash: secretHash(token),
        expiresAt: sql`now() + make_interval(days => ${linkDays})`,
      })),
    );
  }
  const unsubscribeToken = newSecret();
  await db
    .update(shopOrders)
    .set({ unsubscribeHash: secretHash(unsubscribeToken) })
    .where(eq(shopOrders.id, order.id));
  return { links, unsubscribeToken };
}

/** The email of an order's request, with these links (for sending, and for the owner's preview). */
function requestEmailFor(
  order: Pick<ShopOrder, "firstName">,
  links: readonly { reviewKey: string; token: string }[],
  unsubscribeToken: string,
  siteUrl: string,
) {
  const origin = new URL(siteUrl).origin;
  return reviewRequestEmail({
    firstName: order.firstName,
    products: links.map(({ reviewKey, token }) => ({
      name: productByReviewKey(reviewKey)?.name ?? reviewKey,
      url: `${origin}${reviewLinkPath(token)}`,
    })),
    unsubscribeUrl: `${origin}${unsubscribePath(unsubscribeToken)}`,
  });
}

/** What the owner's console shows of the request email: a sample order, links that open nothing. */
export function requestEmailPreview(siteUrl: string) {
  const sample = catalogue.slice(0, 2).map((product) => ({
    reviewKey: product.reviewKey,
    token: "x".repeat(43),
  }));
  return requestEmailFor({ firstName: "Sam" }, sample, "x".repeat(43), siteUrl);
}

/**
 * Delivers the outbox's "review-request" messages: issues the order's links and emails the buyer.
 * A buyer who opted out meanwhile, or an order erased meanwhile, gets nothing.
 */
export function reviewRequestDeliverer(
  settings: OwnerEmailSettings,
  { linkDays }: { linkDays: number },
): Deliverer<"review-request"> {
  const send = smtpSender(settings.smtpUrl);
  return async (job, db) => {
    const [order] = await db
      .select()
      .from(shopOrders)
      .where(eq(shopOrders.id, job.payload.orderId));
    if (!order || !order.email) {
      return { status: "failed", reason: `order ${job.payload.orderId} is gone or has no email` };
    }
    if (await optedOut(db, order.email)) {
      logger.info({ event: "review_request_skipped", orderId: order.id, reason: "opted_out" });
      return { status: "sent" };
    }
    const { links, unsubscribeToken } = await issueReviewLinks(db, order, linkDays);
    if (!links.length) return { status: "failed", reason: "no products of ours in the order" };
    const email = requestEmailFor(order, links, unsubscribeToken, settings.siteUrl);
    const unsubscribeUrl = `${new URL(settings.siteUrl).origin}${unsubscribePath(unsubscribeToken)}`;
    return send({
      from: settings.from ?? settings.to,
      to: order.email,
      subject: email.subject,
      text: email.text,
      messageId: `<review-request-${order.id}.${job.id}@${new URL(settings.siteUrl).hostname}>`,
      list: { unsubscribe: { url: unsubscribeUrl, comment: "No more review requests" } },
      headers: { "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" },
    });
  };
}

export type ReviewLinkState =
  | { state: "open"; request: ReviewRequest; firstName: string | null; product: Product }
  | { state: "used" | "expired" | "unknown"; product?: Product };

/** What a review link opens: its product's form (with the buyer's first name), or why it cannot. */
export async function openReviewLink(db: Db, token: string): Promise<ReviewLinkState> {
  if (!isTokenShape(token)) return { state: "unknown" };
  const [row] = await db
    .select({ request: reviewRequests, firstName: shopOrders.firstName })
    .from(reviewRequests)
    .innerJoin(shopOrders, eq(shopOrders.id, reviewRequests.orderId))
    .where(eq(reviewRequests.tokenHash, secretHash(token)));
  if (!row) return { state: "unknown" };
  const product = productByReviewKey(row.request.reviewKey);
  if (!product) return { state: "unknown" };
  if (row.request.usedAt) return { state: "used", product };
  if (row.request.expiresAt.getTime() <= Date.now()) return { state: "expired", product };
  return { state: "open", request: row.request, firstName: row.firstName, product };
}

/**
 * Takes a review link for one review, atomically: only an unused, unexpired link is taken, so two
 * posts racing with one link store one review. `release` gives it back if the review is not stored.
 */
export async function claimReviewLink(db: Db, token: string) {
  if (!isTokenShape(token)) return undefined;
  const [claimed] = await db
    .update(reviewRequests)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(reviewRequests.tokenHash, secretHash(token)),
        isNull(reviewRequests.usedAt),
        gt(reviewRequests.expiresAt, sql`now()`),
      ),
    )
    .returning();
  return claimed;
}

/** Records the review a link was used for, or (reviewId null) gives the link back. */
export async function settleReviewLink(db: Db, requestId: number, reviewId: number | null) {
  await db
    .update(reviewRequests)
    .set(reviewId === null ? { usedAt: null } : { reviewId })
    .where(eq(reviewRequests.id, requestId));
}

/**
 * The write policy of an unsubscribe post: POST only, from any site, since a mail client's
 * one-click unsubscribe (RFC 8058) posts from its own server or page and the emailed token is the
 * proof; the body is not read and nothing is rate-limited.
 */
export const unsubscribeWrite: WritePolicy = {
  name: "review-unsubscribe",
  method: formMethod,
  sameSite: false,
};

/** The order an unsubscribe token was sent for (its email only), if the token is one of ours. */
async function orderUnsubscribing(db: Db, token: string) {
  if (!isTokenShape(token)) return undefined;
  const [order] = await db
    .select({ email: shopOrders.email })
    .from(shopOrders)
    .where(eq(shopOrders.unsubscribeHash, secretHash(token)));
  return order;
}

/** Stops review requests to the buyer of the order this unsubscribe token was sent for. */
export async function unsubscribe(db: Db, token: string): Promise<boolean> {
  const order = await orderUnsubscribing(db, token);
  if (!order?.email) return false;
  await db
    .insert(reviewRequestOptOuts)
    .values({ emailHash: await emailDigest(db, order.email) })
    .onConflictDoNothing();
  return true;
}

/** Whether an unsubscribe token is one this store sent (the page asks before acting). */
export async function knownUnsubscribeToken(db: Db, token: string): Promise<boolean> {
  return (await orderUnsubscribing(db, token)) !== undefined;
}
