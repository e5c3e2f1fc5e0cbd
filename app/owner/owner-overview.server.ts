import { and, count, avg, gte, isNull, sql } from "drizzle-orm";
import type { Db } from "~/db/database.server";
import { contactSubmissions, newsletterSubscribers, outbox, reviews } from "~/db/schema.server";
import type { OwnerOverview } from "./owner-types";

/** The figures the console opens with; "this week" is the seven days up to `now`. */
export async function ownerOverview(db: Db, now = new Date()): Promise<OwnerOverview> {
  const weekAgo = new Date(now.getTime() - 7 * 24 * 60 * 60 * 1000);
  const [[unread], [week], [signUps], deliveries] = await Promise.all([
    db.select({ count: count() }).from(contactSubmissions).where(isNull(contactSubmissions.readAt)),
    db
      .select({ count: count(), average: avg(reviews.rating) })
      .from(reviews)
      .where(and(gte(reviews.createdAt, weekAgo), isNull(reviews.hiddenAt))),
    db
      .select({ count: count() })
      .from(newsletterSubscribers)
      .where(gte(newsletterSubscribers.createdAt, weekAgo)),
    db
      .select({ status: outbox.status, count: count() })
      .from(outbox)
      .where(sql`${outbox.status} <> 'sent'`)
      .groupBy(outbox.status),
  ]);
  const deliveriesWith = (status: string) =>
    Number(deliveries.find((row) => row.status === status)?.count ?? 0);
  return {
    unreadMessages: Number(unread?.count ?? 0),
    reviewsThisWeek: {
      count: Number(week?.count ?? 0),
      average: week?.average == null ? 0 : Math.round(Number(week.average) * 10) / 10,
    },
    signUpsThisWeek: Number(signUps?.count ?? 0),
    deliveries: { pending: deliveriesWith("pending"), failed: deliveriesWith("failed") },
  };
}
