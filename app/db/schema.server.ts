import { sql } from "drizzle-orm";
import {
  bigint,
  bigserial,
  boolean,
  check,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";

/** An approved review photo as a review carries it. */
export interface ApprovedPhoto {
  key: string;
  alt: string;
  width: number;
  height: number;
}

export const reviews = pgTable(
  "reviews",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    /** The product's review key (the original store's review slug). */
    reviewKey: text("product_id").notNull(),
    name: text("name").notNull(),
    rating: integer("rating").notNull(),
    reviewText: text("review_text").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** Set while the store owner hides the review: kept for the record, shown nowhere public. */
    hiddenAt: timestamp("hidden_at", { withTimezone: true }),
    /** The review's id in the original store, for reviews imported from it (dedupes re-imports). */
    legacyId: text("legacy_id"),
    /** The store's public reply, shown under the review; null when there is none. */
    replyText: text("reply_text"),
    /** When the reply was written (or last changed). */
    repliedAt: timestamp("replied_at", { withTimezone: true }),
    /** How many clients said the review helped them (one vote each: `review_votes`). */
    helpfulCount: integer("helpful_count").notNull().default(0),
    /** Posted through a review link emailed after an order of the product (a verified buyer). */
    verified: boolean("verified").notNull().default(false),
    /** The review's photos the owner approved (copied from `review_photos` on each decision). */
    photos: jsonb("photos").$type<ApprovedPhoto[]>().notNull().default([]),
  },
  (table) => [
    check("reviews_rating_range", sql`${table.rating} between 1 and 5`),
    index("reviews_product_newest").on(table.reviewKey, table.createdAt.desc(), table.id.desc()),
    index("reviews_public_newest")
      .on(table.reviewKey, table.createdAt.desc(), table.id.desc())
      .where(sql`${table.hiddenAt} is null`),
    index("reviews_public_highest")
      .on(table.reviewKey, table.rating.desc(), table.createdAt.desc(), table.id.desc())
      .where(sql`${table.hiddenAt} is null`),
    // Lowest rating first, newest first within a rating: the rating negated (see 0007).
    index("reviews_public_lowest")
      .on(table.reviewKey, sql`(- ${table.rating}) desc`, table.createdAt.desc(), table.id.desc())
      .where(sql`${table.hiddenAt} is null`),
    uniqueIndex("reviews_legacy_id_unique").on(table.legacyId),
    index("reviews_public_verified")
      .on(table.reviewKey, table.createdAt.desc(), table.id.desc())
      .where(sql`${table.hiddenAt} is null and ${table.verified}`),
    index("reviews_public_helpful")
      .on(table.reviewKey, table.helpfulCount.desc(), table.createdAt.desc(), table.id.desc())
      .where(sql`${table.hiddenAt} is null`),
  ],
);

/** One client's "helpful" vote on a review: the voter is a digest of its rate-limit key. */
export const reviewVotes = pgTable(
  "review_votes",
  {
    reviewId: bigint("review_id", { mode: "number" })
      .notNull()
      .references(() => reviews.id, { onDelete: "cascade" }),
    voter: text("voter").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.reviewId, table.voter] })],
);

/**
 * Each product's review summary, kept by a trigger on `reviews` in the transaction of every insert,
 * hide, show or delete (migration 0007): public reviews per rating, the newest public review's id,
 * and how many reviews came from the original store (hidden ones included).
 */
export const reviewSummaries = pgTable("review_summaries", {
  reviewKey: text("product_id").primaryKey(),
  rating1: integer("rating_1").notNull().default(0),
  rating2: integer("rating_2").notNull().default(0),
  rating3: integer("rating_3").notNull().default(0),
  rating4: integer("rating_4").notNull().default(0),
  rating5: integer("rating_5").notNull().default(0),
  newestId: bigint("newest_id", { mode: "number" }).notNull().default(0),
  imported: integer("imported").notNull().default(0),
});

export const contactSubmissions = pgTable(
  "contact_submissions",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    phone: text("phone"),
    message: text("message").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** When the owner first opened the message; null while unread. */
    readAt: timestamp("read_at", { withTimezone: true }),
    /** When the owner marked the message handled (answered, dealt with). */
    handledAt: timestamp("handled_at", { withTimezone: true }),
    /** The shop's reply, emailed to the sender from the console; null until replied. */
    replyText: text("reply_text"),
    repliedAt: timestamp("replied_at", { withTimezone: true }),
  },
  (table) => [
    index("contact_submissions_unread")
      .on(table.createdAt.desc(), table.id.desc())
      .where(sql`${table.readAt} is null`),
  ],
);

export const newsletterSubscribers = pgTable(
  "newsletter_subscribers",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    email: text("email").notNull(),
    source: text("source").notNull().default("website"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex("newsletter_subscribers_email_unique").on(sql`lower(${table.email})`)],
);

/** A shopper's request to be emailed when a sold-out product is back (one per email and product). */
export const backInStockRequests = pgTable(
  "back_in_stock_requests",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    email: text("email").notNull(),
    productSlug: text("product_slug").notNull(),
    /** Shopify's variant id (a Storefront global id), when Shopify sells the product. */
    variantId: text("variant_id"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("back_in_stock_requests_email_product").on(
      sql`lower(${table.email})`,
      table.productSlug,
    ),
  ],
);

/**
 * Messages the store promises to send, written with the record they belong to and delivered by the
 * outbox worker (`app/outbox/`). The payload names the record; it carries no personal data.
 */
export const outbox = pgTable(
  "outbox",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    /** What to deliver: see `OutboxKind`. */
    kind: text("kind").notNull(),
    payload: jsonb("payload").notNull(),
    /** pending (waiting for its next attempt), sent, or failed (no attempt left, or refused for good). */
    status: text("status").notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    /** Why the last attempt failed: codes and statuses only, never personal data. */
    lastError: text("last_error"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
  },
  (table) => [
    check("outbox_status_known", sql`${table.status} in ('pending', 'sent', 'failed')`),
    index("outbox_pending_due")
      .on(table.nextAttemptAt, table.id)
      .where(sql`${table.status} = 'pending'`),
    index("outbox_failed")
      .on(table.id)
      .where(sql`${table.status} = 'failed'`),
  ],
);

/**
 * Every change the owner made, console or command line: who (actor), which operation (action), on
 * which record (subject). Details never hold the record's personal data.
 */
export const auditLog = pgTable(
  "audit_log",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
    actor: text("actor").notNull(),
    action: text("action").notNull(),
    subject: text("subject").notNull(),
    details: jsonb("details").notNull().default({}),
  },
  (table) => [index("audit_log_newest").on(table.at.desc(), table.id.desc())],
);

export type Review = typeof reviews.$inferSelect;
export type ReviewSummaryRow = typeof reviewSummaries.$inferSelect;
export type ContactSubmission = typeof contactSubmissions.$inferSelect;
export type OutboxRow = typeof outbox.$inferSelect;

/** Rate-limit counters shared by every store process on PostgreSQL (one row per bucket and client). */
export const rateLimits = pgTable("rate_limits", {
  key: text("key").primaryKey(),
  points: integer("points").notNull(),
  expire: timestamp("expire", { withTimezone: true }),
});

/** Binary columns (a passkey's public key), as bytes. */
const bytea = customType<{ data: Uint8Array<ArrayBuffer>; driverData: Uint8Array }>({
  dataType: () => "bytea",
  toDriver: (value) => Buffer.from(value),
  fromDriver: (value) => new Uint8Array(value),
});

/** The people who may use the owner console. */
export const people = pgTable("people", {
  id: bigserial("id", { mode: "number" }).primaryKey(),
  name: text("name").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/** A person's passkeys; the id is the credential id the browser names it by (base64url). */
export const passkeys = pgTable(
  "passkeys",
  {
    id: text("id").primaryKey(),
    personId: bigint("person_id", { mode: "number" })
      .notNull()
      .references(() => people.id, { onDelete: "cascade" }),
    publicKey: bytea("public_key").notNull(),
    counter: bigint("counter", { mode: "number" }).notNull().default(0),
    /** Comma-separated transports the authenticator reported (hints for the browser). */
    transports: text("transports").notNull().default(""),
    name: text("name").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp("last_used_at", { withTimezone: true }),
  },
  (table) => [index("passkeys_person").on(table.personId)],
);

/** One-time invites: only the sha256 of the token in the URL is stored. */
export const invites = pgTable(
  "invites",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    tokenHash: text("token_hash").notNull(),
    /** The name the invited person gets. */
    name: text("name").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    personId: bigint("person_id", { mode: "number" }).references(() => people.id, {
      onDelete: "set null",
    }),
  },
  (table) => [uniqueIndex("invites_token_hash_unique").on(table.tokenHash)],
);

/** Signed-in browsers: only the sha256 of the id in the cookie is stored. */
export const sessions = pgTable(
  "sessions",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    idHash: text("id_hash").notNull(),
    personId: bigint("person_id", { mode: "number" })
      .notNull()
      .references(() => people.id, { onDelete: "cascade" }),
    /** The passkey it signed in with: revoking the passkey ends the session. */
    passkeyId: text("passkey_id").references(() => passkeys.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull().defaultNow(),
    clientAddress: text("client_address"),
    userAgent: text("user_agent"),
  },
  (table) => [
    uniqueIndex("sessions_id_hash_unique").on(table.idHash),
    index("sessions_person").on(table.personId),
  ],
);

/** WebAuthn challenges handed out and not yet answered: short-lived, each taken once. */
export const webauthnChallenges = pgTable(
  "webauthn_challenges",
  {
    challenge: text("challenge").primaryKey(),
    purpose: text("purpose").notNull(),
    /** For a registration: the invite it redeems. */
    inviteId: bigint("invite_id", { mode: "number" }).references(() => invites.id, {
      onDelete: "cascade",
    }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (table) => [
    check(
      "webauthn_challenges_purpose_known",
      sql`${table.purpose} in ('registration', 'authentication')`,
    ),
  ],
);

/**
 * Every webhook Shopify delivered, by its X-Shopify-Webhook-Id: a repeated delivery is answered
 * without being processed again (a failed one is retried).
 */
export const shopifyWebhooks = pgTable(
  "shopify_webhooks",
  {
    webhookId: text("webhook_id").primaryKey(),
    topic: text("topic").notNull(),
    shopDomain: text("shop_domain"),
    receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
    /** processing, processed, ignored (no handler for its topic) or failed (see `error`). */
    status: text("status").notNull(),
    error: text("error"),
  },
  (table) => [
    check(
      "shopify_webhooks_status",
      sql`${table.status} in ('processing', 'processed', 'ignored', 'failed')`,
    ),
  ],
);

/**
 * An order from Shopify (orders/create, orders/fulfilled webhooks), keeping only what review
 * requests need: the buyer's email and first name, the products bought, and the fulfilment time.
 */
export const shopOrders = pgTable(
  "shop_orders",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    shopifyOrderId: text("shopify_order_id").notNull(),
    email: text("email"),
    firstName: text("first_name"),
    /** Our review keys of the products bought (line items mapped by Shopify product id). */
    reviewKeys: text("review_keys")
      .array()
      .notNull()
      .default(sql`'{}'`),
    receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
    fulfilledAt: timestamp("fulfilled_at", { withTimezone: true }),
    /** When its one review request was queued; never queued twice. */
    requestQueuedAt: timestamp("request_queued_at", { withTimezone: true }),
    /** sha256 of the unsubscribe link's token (set when the request is sent). */
    unsubscribeHash: text("unsubscribe_hash"),
  },
  (table) => [
    uniqueIndex("shop_orders_shopify_order_id").on(table.shopifyOrderId),
    index("shop_orders_email").on(sql`lower(${table.email})`),
    uniqueIndex("shop_orders_unsubscribe_hash").on(table.unsubscribeHash),
  ],
);

/** One product's review link in a request email: single-use, expiring, stored as a digest. */
export const reviewRequests = pgTable(
  "review_requests",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    orderId: bigint("order_id", { mode: "number" })
      .notNull()
      .references(() => shopOrders.id, { onDelete: "cascade" }),
    reviewKey: text("review_key").notNull(),
    tokenHash: text("token_hash").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    reviewId: bigint("review_id", { mode: "number" }).references(() => reviews.id, {
      onDelete: "set null",
    }),
  },
  (table) => [
    uniqueIndex("review_requests_token_hash").on(table.tokenHash),
    index("review_requests_order").on(table.orderId),
  ],
);

/** Buyers who asked for no more review requests, by a digest of their address. */
export const reviewRequestOptOuts = pgTable("review_request_opt_outs", {
  emailHash: text("email_hash").primaryKey(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

export type ShopOrder = typeof shopOrders.$inferSelect;
export type ReviewRequest = typeof reviewRequests.$inferSelect;

/** A photo sent with a review: WebP files under PHOTO_DIR named by `fileKey`, shown once approved. */
export const reviewPhotos = pgTable(
  "review_photos",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    reviewId: bigint("review_id", { mode: "number" })
      .notNull()
      .references(() => reviews.id, { onDelete: "cascade" }),
    fileKey: text("file_key").notNull(),
    alt: text("alt").notNull(),
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    /** pending (waiting for the owner), approved (shown) or rejected (kept from view). */
    status: text("status").notNull().default("pending"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
  },
  (table) => [
    check(
      "review_photos_status_known",
      sql`${table.status} in ('pending', 'approved', 'rejected')`,
    ),
    uniqueIndex("review_photos_file_key").on(table.fileKey),
    index("review_photos_review").on(table.reviewId),
    index("review_photos_pending")
      .on(table.id)
      .where(sql`${table.status} = 'pending'`),
  ],
);

export type ReviewPhoto = typeof reviewPhotos.$inferSelect;

/**
 * A shopper's question about a product (filed under its review key) and the store's answer. Public
 * only once answered and not hidden. The asker's optional email is used for one email about the
 * answer: `notifiedAt` is set when it is queued, and the address cleared once it is sent.
 */
export const questions = pgTable(
  "questions",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    reviewKey: text("review_key").notNull(),
    name: text("name").notNull(),
    questionText: text("question_text").notNull(),
    email: text("email"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    answerText: text("answer_text"),
    /** When the answer was written (or last changed). */
    answeredAt: timestamp("answered_at", { withTimezone: true }),
    /** Set while the owner hides the question: kept for the record, shown nowhere public. */
    hiddenAt: timestamp("hidden_at", { withTimezone: true }),
    /** When the asker's one email about the answer was queued; never queued twice. */
    notifiedAt: timestamp("notified_at", { withTimezone: true }),
    /**
     * Where open pages' live updates stand: the next number of `questions_live_id_seq` each time the
     * question becomes public or its answer changes, one product's at a time (so they commit in order).
     */
    liveId: bigint("live_id", { mode: "number" }),
  },
  (table) => [
    index("questions_public")
      .on(table.reviewKey, table.answeredAt.desc(), table.id.desc())
      .where(sql`${table.hiddenAt} is null and ${table.answerText} is not null`),
    index("questions_newest").on(table.createdAt.desc(), table.id.desc()),
    index("questions_live").on(table.reviewKey, table.liveId),
    index("questions_email")
      .on(sql`lower(${table.email})`)
      .where(sql`${table.email} is not null`),
  ],
);

export type Question = typeof questions.$inferSelect;

/**
 * The store's own secrets, by name: `digest-key` keys every digest kept of an address or email
 * (helpful votes, review-request opt-outs, the erasure ledger). Made on first use; in every backup.
 */
export const storeSecrets = pgTable("store_secrets", {
  name: text("name").primaryKey(),
  value: text("value").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Every erased email, as a keyed digest (`key_id` names the key): a restore re-applies them. */
export const erasureLedger = pgTable("erasure_ledger", {
  digest: text("digest").primaryKey(),
  keyId: text("key_id").notNull(),
  erasedAt: timestamp("erased_at", { withTimezone: true }).notNull().defaultNow(),
});
