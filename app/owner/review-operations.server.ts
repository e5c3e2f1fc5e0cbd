import { z } from "zod";
import type { AuditRecord } from "./owner-audit.server";
import { change, date, found, id, offset, read, reviewKeyFor } from "./operation-kit.server";
import {
  deleteReview,
  findAnyReview,
  listAllReviews,
  setReviewHidden,
  setReviewReply,
} from "./owner-reviews.server";
import { type ImportReport, type OwnerReview, replyMaxLength } from "./owner-types";
import { importReviews } from "./review-import.server";

const review = (result: OwnerReview): AuditRecord => ({
  subject: `review ${result.id}`,
  details: { product: result.reviewKey },
});

/** The reviews' owner operations: list, moderate, reply to, delete and import them. */
export const reviewOperations = {
  "list-reviews": read(
    z.object({
      product: z.string().min(1).optional(),
      rating: z.number().int().min(1).max(5).optional(),
      since: date.optional(),
      until: date.optional(),
      hidden: z.boolean().optional(),
      verified: z.boolean().optional(),
      limit: id.optional(),
      offset,
    }),
    (database, input): Promise<OwnerReview[]> =>
      listAllReviews(database.db, {
        reviewKey: input.product === undefined ? undefined : reviewKeyFor(input.product),
        rating: input.rating,
        since: input.since,
        until: input.until,
        hidden: input.hidden,
        verified: input.verified,
        limit: input.limit,
        offset: input.offset,
      }),
  ),
  "show-review": read(z.object({ id }), async (database, input): Promise<OwnerReview> =>
    found(await findAnyReview(database.db, input.id), `review with id ${input.id}`),
  ),
  "hide-review": change(
    z.object({ id }),
    async (database, input): Promise<OwnerReview> =>
      found(await setReviewHidden(database, input.id, true), `review with id ${input.id}`),
    (_input, result) => review(result),
  ),
  "unhide-review": change(
    z.object({ id }),
    async (database, input): Promise<OwnerReview> =>
      found(await setReviewHidden(database, input.id, false), `review with id ${input.id}`),
    (_input, result) => review(result),
  ),
  "delete-review": change(
    z.object({ id }),
    async (database, input): Promise<OwnerReview> =>
      found(await deleteReview(database, input.id), `review with id ${input.id}`),
    (_input, result) => review(result),
  ),
  /** Sets or replaces the store's public reply to a review; an empty (or null) text removes it. */
  "reply-review": change(
    z.object({
      id,
      text: z
        .string()
        .trim()
        .max(replyMaxLength, `Keep the reply under ${replyMaxLength} characters.`)
        .nullable(),
    }),
    async (database, input): Promise<OwnerReview> =>
      found(
        await setReviewReply(database, input.id, input.text || null),
        `review with id ${input.id}`,
      ),
    (_input, result) => ({
      ...review(result),
      details: { product: result.reviewKey, reply: result.reply ? "set" : "removed" },
    }),
  ),
  "import-reviews": change(
    z.object({ fileName: z.string().min(1), text: z.string() }),
    (database, input): Promise<ImportReport> => importReviews(database, input.fileName, input.text),
    (input, result) => ({
      subject: `file ${input.fileName}`,
      details: {
        imported: result.imported,
        skipped: result.skipped,
        rejected: result.rejected.length,
      },
    }),
  ),
};
