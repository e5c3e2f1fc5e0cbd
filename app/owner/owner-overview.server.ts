import { and, count, avg, eq, gte, isNull, sql } from "drizzle-orm";
import type { Db } from "~/db/database.server";
import {
  contactSubmissions,
  newsletterSubscribers,
  outbox,
  reviewPhotos,
  reviews,
} from "~/db/schema.server";
import { questionFigures } from "~/questions/questions.server";
import type { OwnerOverview } from "./owner-types";

/** Scheduled backups are overdue when none is newer than two intervals (off: a week and a day). */
export function backupsOverdue(newestAt: Date | undefined, everyHours: number, now: Date): boolean {
  const limitHours = everyHours > 0 ? 2 * everyHours : 8 * 24;
  return !newestAt || now.getTime() - newestAt.getTime() > limitHours * 3_600_000;
}

/** The figures the console opens with; "this week" is the seven days up to `now`. */
export async function ownerOverview(
  db: Db,
  now = new Date(),
  backupEveryHours = 24,
): Promise<OwnerOverview> {
  const weekAgo = new Date(now.getTime() - 7 * 24 * 60 * 60 * 1000);
  const [[unread], [week], [signUps], deliveries, newestBackups, asked, [photos]] =
    await Promise.all([
      db
        .select({ count: count() })
        .from(contactSubmissions)
        .where(isNull(contactSubmissions.readAt)),
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
      db.execute(
        sql`select file, bytes, created_at from backups order by created_at desc, id desc limit 1`,
      ) as unknown as Promise<{
        rows: { file: string; bytes: string | number; created_at: string | Date }[];
      }>,
      questionFigures(db, weekAgo),
      db.select({ count: count() }).from(reviewPhotos).where(eq(reviewPhotos.status, "pending")),
    ]);
  const backup = newestBackups.rows[0];
  const newestAt = backup ? new Date(backup.created_at) : undefined;
  const deliveriesWith = (status: string) =>
    Number(deliveries.find((row) => row.status === status)?.count ?? 0);
  return {
    unreadMessages: Number(unread?.count ?? 0),
    reviewsThisWeek: {
      count: Number(week?.count ?? 0),
      average: week?.average == null ? 0 : Math.round(Number(week.average) * 10) / 10,
    },
    signUpsThisWeek: Number(signUps?.count ?? 0),
    questions: { waiting: asked.waiting, answeredThisWeek: asked.answeredSince },
    deliveries: { pending: deliveriesWith("pending"), failed: deliveriesWith("failed") },
    photosWaiting: Number(photos?.count ?? 0),
    backups: {
      newest:
        backup && newestAt
          ? { file: backup.file, bytes: Number(backup.bytes), createdAt: newestAt.toISOString() }
          : undefined,
      everyHours: backupEveryHours,
      overdue: backupsOverdue(newestAt, backupEveryHours, now),
    },
  };
}
