import { z } from "zod";
import { isReviewKey, lookUpProduct } from "~/catalogue/lookup";
import { controlCharacterMessage, controlCharacterPath } from "~/forms/plain-text";
import type { Database } from "~/db/database.server";
import { sends, wakeOutbox } from "~/outbox/outbox-signal.server";
import { enqueue } from "~/outbox/outbox.server";
import { listAudit, recordChange, type AuditRecord } from "./owner-audit.server";
import {
  deleteMessage,
  findMessage,
  listMessages,
  openMessage,
  setMessageHandled,
  setMessageReply,
} from "./owner-messages.server";
import { shopTrends, type ShopTrends } from "./insights/shop-trends.server";
import { ownerOverview } from "./owner-overview.server";
import { pageSpeedReport, type SpeedReport } from "~/page-speed/page-speed.server";
import { backupOperation } from "~/owner/backup/backup-operation.server";
import { erasePersonalData, findPersonalData } from "./owner-privacy.server";
import { decidePhoto, pendingPhotos } from "~/reviews/photos/review-photos.server";
import { recentWebhookDeliveries } from "~/integrations/shopify/webhook-deliveries.server";
import {
  deleteReview,
  findAnyReview,
  listAllReviews,
  setReviewHidden,
  setReviewReply,
} from "./owner-reviews.server";
import { listDeliveries, requeueDelivery } from "./owner-outbox.server";
import { listSubscribers, removeSubscriber } from "./owner-subscribers.server";
import { listBackInStock } from "./owner-back-in-stock.server";
import { peopleOperations } from "./people-operations.server";
import { importReviews } from "./review-import.server";
import { questionOperations } from "./question-operations.server";
import {
  OwnerError,
  type AuditPage,
  type ImportReport,
  type OwnerDelivery,
  type OwnerMessage,
  type OwnerOverview,
  type OwnerReview,
  type OwnerSubscriber,
  type OwnerBackInStock,
  type PersonalData,
  type PersonalDataErased,
  replyMaxLength,
  messageReplyMaxLength,
} from "./owner-types";
import { env } from "~/env.server";

/** BACKUP_EVERY_HOURS, from the configuration. */
function backupEveryHours(): number {
  return env().BACKUP_EVERY_HOURS;
}

/** STORE_TIME_ZONE, from the configuration (which checked the name). */
function storeTimeZone(): string {
  return env().STORE_TIME_ZONE;
}

const id = z.number().int().positive();
const date = z.iso.datetime({ offset: true }).transform((text) => new Date(text));
const searchText = z.string().trim().max(200).optional();
const email = z.string().trim().min(3).max(320).pipe(z.email());

/** A product slug, old slug or review key, as the owner may type it → the review key. */
export function reviewKeyFor(product: string): string {
  if (isReviewKey(product)) return product;
  const lookup = lookUpProduct(product);
  if (lookup.kind !== "missing") return lookup.product.reviewKey;
  throw new OwnerError(`Unknown product "${product}": use a product slug from its page address.`);
}

function found<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new OwnerError(`No ${what}.`);
  return value;
}

interface Operation<Input extends z.ZodType, Result> {
  input: Input;
  run: (database: Database, input: z.output<Input>) => Promise<Result>;
  /**
   * Set on operations that change records: what the audit log records about the change. The
   * operation and its record are written in one transaction.
   */
  audit?: (input: z.output<Input>, result: Result) => AuditRecord;
  /** Runs once the change is committed (wakes a worker, tells open pages), given its result. */
  afterCommit?: (result: Result) => void;
}

function read<Input extends z.ZodType, Result>(
  input: Input,
  run: Operation<Input, Result>["run"],
): Operation<Input, Result> {
  return { input, run };
}

function change<Input extends z.ZodType, Result>(
  input: Input,
  run: Operation<Input, Result>["run"],
  audit: NonNullable<Operation<Input, Result>["audit"]>,
  afterCommit?: (result: Result) => void,
): Operation<Input, Result> {
  return { input, run, audit, afterCommit };
}

/** An operation defined elsewhere (the people's), recorded in the audit log as a change. */
function audited<Input extends z.ZodType, Result>(
  operation: Pick<Operation<Input, Result>, "input" | "run">,
  audit: NonNullable<Operation<Input, Result>["audit"]>,
): Operation<Input, Result> {
  return { ...operation, audit };
}

const review = (result: OwnerReview): AuditRecord => ({
  subject: `review ${result.id}`,
  details: { product: result.reviewKey },
});

/**
 * Everything the owner tools do, by name. The command line runs these directly on a database it
 * opened itself, or through the running store's owner endpoint, which runs the very same ones; the
 * owner console runs them too. Operations that change records are written to the audit log.
 */
export const ownerOperations = {
  ...peopleOperations,
  invite: audited(peopleOperations.invite, (_input, result) => ({
    subject: "invite",
    details: { for: result.name, expiresAt: result.expiresAt },
  })),
  "revoke-passkey": audited(peopleOperations["revoke-passkey"], (_input, result) => ({
    subject: `passkey ${result.id}`,
    details: { name: result.name },
  })),
  "revoke-session": audited(peopleOperations["revoke-session"], (_input, result) => ({
    subject: `session ${result.id}`,
  })),
  overview: read(z.object({}), (database): Promise<OwnerOverview> =>
    ownerOverview(database.db, new Date(), backupEveryHours()),
  ),
  /** The last 12 weeks' (or months') figures, in the shop's time zone, and products by rating. */
  trends: read(
    z.object({ unit: z.enum(["week", "month"]).default("week") }),
    (database, input): Promise<ShopTrends> =>
      shopTrends(database.db, { unit: input.unit, timeZone: storeTimeZone() }),
  ),
  /** Shoppers' page speed: the last 28 days' 75th percentiles per page type and device, per day. */
  "page-speed": read(z.object({}), (database): Promise<SpeedReport> =>
    pageSpeedReport(database.db),
  ),
  backup: read(backupOperation.input, backupOperation.run),
  "list-messages": read(
    z.object({
      since: date.optional(),
      limit: id.optional(),
      search: searchText,
      unread: z.boolean().optional(),
    }),
    (database, input): Promise<OwnerMessage[]> =>
      listMessages(database.db, { ...input, search: input.search || undefined }),
  ),
  /** Shows one message in full; opening it marks it read (not an audited change). */
  "show-message": read(z.object({ id }), async (database, input): Promise<OwnerMessage> =>
    found(await openMessage(database.db, input.id), `message with id ${input.id}`),
  ),
  /** One message, read only: the console's page shows it so, and marks it read by a POST. */
  "view-message": read(z.object({ id }), async (database, input): Promise<OwnerMessage> =>
    found(await findMessage(database.db, input.id), `message with id ${input.id}`),
  ),
  /** Marks a message read (the console's "Mark as read"); like opening it, not an audited change. */
  "mark-message-read": read(z.object({ id }), async (database, input): Promise<OwnerMessage> =>
    found(await openMessage(database.db, input.id), `message with id ${input.id}`),
  ),
  "handle-message": change(
    z.object({ id, handled: z.boolean().default(true) }),
    async (database, input): Promise<OwnerMessage> =>
      found(
        await setMessageHandled(database.db, input.id, input.handled),
        `message with id ${input.id}`,
      ),
    (input, result) => ({ subject: `message ${result.id}`, details: { handled: input.handled } }),
  ),
  /**
   * Emails the shop's reply to a message's sender through the outbox (once: a message takes one
   * reply), keeps it with the message and marks the message handled.
   */
  "reply-message": change(
    z.object({
      id,
      text: z
        .string()
        .trim()
        .min(1, "Write a reply first.")
        .max(messageReplyMaxLength, `Keep the reply under ${messageReplyMaxLength} characters.`),
    }),
    async (database, input): Promise<OwnerMessage> => {
      if (!sends("message-reply")) {
        throw new OwnerError(
          "Replies are sent by email: set SMTP_URL and NOTIFY_EMAIL for the store to send them.",
        );
      }
      const replied = await setMessageReply(database.db, input.id, input.text);
      if (replied === "replied") throw new OwnerError("This message has been replied to already.");
      const message = found(replied, `message with id ${input.id}`);
      await enqueue(database.db, "message-reply", { messageId: message.id });
      return message;
    },
    (_input, result) => ({ subject: `message ${result.id}`, details: { replied: true } }),
    wakeOutbox,
  ),
  "delete-message": change(
    z.object({ id }),
    async (database, input): Promise<OwnerMessage> =>
      found(await deleteMessage(database.db, input.id), `message with id ${input.id}`),
    (_input, result) => ({ subject: `message ${result.id}` }),
  ),
  "list-reviews": read(
    z.object({
      product: z.string().min(1).optional(),
      rating: z.number().int().min(1).max(5).optional(),
      since: date.optional(),
      until: date.optional(),
      hidden: z.boolean().optional(),
      verified: z.boolean().optional(),
      limit: id.optional(),
      offset: z.number().int().min(0).max(1_000_000).optional(),
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
  ...questionOperations({ found, reviewKeyFor }),
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
  "list-subscribers": read(
    z.object({ search: searchText }),
    (database, input): Promise<OwnerSubscriber[]> =>
      listSubscribers(database.db, { search: input.search || undefined }),
  ),
  "remove-subscriber": change(
    z.object({ id }),
    async (database, input): Promise<OwnerSubscriber> =>
      found(await removeSubscriber(database.db, input.id), `sign-up with id ${input.id}`),
    (_input, result) => ({ subject: `sign-up ${result.id}` }),
  ),
  "list-back-in-stock": read(
    z.object({ search: searchText }),
    (database, input): Promise<OwnerBackInStock[]> =>
      listBackInStock(database.db, { search: input.search || undefined }),
  ),
  /** Every record about one email, for a privacy request (and its JSON export). */
  "find-personal-data": read(z.object({ email }), (database, input): Promise<PersonalData> =>
    findPersonalData(database.db, input.email),
  ),
  /** Erases every record about one email; the audit log records the counts, never the email. */
  "erase-personal-data": change(
    z.object({ email }),
    (database, input): Promise<PersonalDataErased> =>
      erasePersonalData(database.db, input.email, database),
    (_input, result) => ({ subject: "privacy request", details: { ...result } }),
  ),
  /** Review photos waiting for approval, oldest first. */
  "list-pending-photos": read(z.object({}), (database) => pendingPhotos(database.db)),
  /** Approves a review photo (shown from now on) or rejects it (kept from view). */
  "decide-photo": change(
    z.object({ id, approve: z.boolean() }),
    async (database, input) =>
      found(await decidePhoto(database, input.id, input.approve), `photo with id ${input.id}`),
    (input, result) => ({
      subject: `photo ${result.id} of review ${result.reviewId}`,
      details: { approved: input.approve },
    }),
  ),
  /** The newest Shopify webhook deliveries and their status. */
  "list-webhook-deliveries": read(z.object({}), (database) => recentWebhookDeliveries(database.db)),
  "list-outbox": read(z.object({}), (database): Promise<OwnerDelivery[]> =>
    listDeliveries(database.db),
  ),
  "retry-delivery": change(
    z.object({ id }),
    (database, input): Promise<OwnerDelivery> => requeueDelivery(database.db, input.id),
    (_input, result) => ({ subject: `delivery ${result.id}`, details: { kind: result.kind } }),
    // In the store's process (owner endpoint, console): deliver it now, not at the next look.
    () => wakeOutbox(),
  ),
  "list-audit": read(
    z.object({ page: id.max(100_000).optional() }),
    (database, input): Promise<AuditPage> => listAudit(database.db, { page: input.page }),
  ),
};

type OwnerOperations = typeof ownerOperations;
export type OwnerOperationName = keyof OwnerOperations;
export type OwnerOperationInput<Name extends OwnerOperationName> = z.input<
  OwnerOperations[Name]["input"]
>;
export type OwnerOperationResult<Name extends OwnerOperationName> = Awaited<
  ReturnType<OwnerOperations[Name]["run"]>
>;

export function isOwnerOperation(name: string): name is OwnerOperationName {
  return Object.hasOwn(ownerOperations, name);
}

/** Whether the operation changes records (and is written to the audit log). */
export function isChangingOperation(name: OwnerOperationName): boolean {
  return (ownerOperations[name] as Operation<z.ZodType, unknown>).audit !== undefined;
}

/**
 * Checks the input and runs the operation; the result is plain JSON. An operation that changes
 * records runs in one transaction with its audit log entry, which names `actor` (e.g.
 * "console: Jane (person 3)" or "command line: jane").
 */
export async function runOwnerOperation<Name extends OwnerOperationName>(
  database: Database,
  name: Name,
  input: unknown,
  actor: string,
): Promise<OwnerOperationResult<Name>> {
  // Each operation's run takes exactly what its own schema outputs.
  const operation = ownerOperations[name] as Operation<z.ZodType, unknown>;
  // A NUL (or any other control character) typed into a reply, a search or a name is refused here,
  // naming the field, before any database could fail on it.
  const controlled = controlCharacterPath(input);
  if (controlled) {
    throw new OwnerError(
      `Invalid input for ${name}: ${controlled.join(".") || "input"}: ${controlCharacterMessage("this field")}`,
    );
  }
  const parsed = operation.input.safeParse(input ?? {});
  if (!parsed.success) {
    const problem = parsed.error.issues[0];
    throw new OwnerError(
      `Invalid input for ${name}: ${problem?.path.join(".") || "input"}: ${problem?.message}`,
    );
  }
  const { audit } = operation;
  if (!audit) return (await operation.run(database, parsed.data)) as OwnerOperationResult<Name>;
  const result = await database.db.transaction(async (tx) => {
    const done = await operation.run({ ...database, db: tx }, parsed.data);
    await recordChange(tx, actor, name, audit(parsed.data, done));
    return done;
  });
  operation.afterCommit?.(result);
  return result as OwnerOperationResult<Name>;
}
