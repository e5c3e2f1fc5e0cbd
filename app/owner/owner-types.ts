import type { PublicReview } from "~/reviews/review-types";

/** What the owner tools show and exchange: plain JSON, the same through either transport. */

export interface OwnerMessage {
  id: number;
  name: string;
  email: string;
  phone: string | null;
  message: string;
  /** ISO 8601. */
  createdAt: string;
  /** ISO 8601: when the owner first opened it; null while unread. */
  readAt: string | null;
  /** ISO 8601: when the owner marked it handled. */
  handledAt: string | null;
  /** The shop's reply, emailed to the sender; null until replied. */
  reply: string | null;
  /** ISO 8601: when the reply was written. */
  repliedAt: string | null;
}

/** A review as the owner sees it: the public fields, plus moderation and import details. */
export interface OwnerReview extends PublicReview {
  hidden: boolean;
  /** ISO 8601, while hidden. */
  hiddenAt: string | null;
  /** The review's id in the original store, for imported reviews. */
  legacyId: string | null;
  /**
   * The disease-claim words in the review and in the store's reply (empty: none). A flagged review
   * is moderated like any other: shown unless abusive.
   */
  claims: { review: string[]; reply: string[] };
  /** In lists: photos sent with the review that wait for the owner's approval. */
  photosWaiting?: number;
}

/** A shopper's question as the owner sees it, with the disease-claim words found in each text. */
export interface OwnerQuestion {
  id: number;
  reviewKey: string;
  name: string;
  questionText: string;
  /** The asker's address, kept only until their one email about the answer is sent. */
  email: string | null;
  /** ISO 8601. */
  createdAt: string;
  /** The store's public answer; null while the question waits. */
  answerText: string | null;
  /** ISO 8601. */
  answeredAt: string | null;
  hidden: boolean;
  /** ISO 8601, while hidden. */
  hiddenAt: string | null;
  /** Whether the asker's one email about the answer was queued (never again). */
  askerTold: boolean;
  /** The disease-claim words in the question and in the answer (empty: none). */
  claims: { question: string[]; answer: string[] };
}

export interface OwnerSubscriber {
  id: number;
  email: string;
  source: string;
  /** ISO 8601. */
  createdAt: string;
}

/** A message in the outbox, as the owner sees it: no personal data, only what and how it went. */
export interface OwnerDelivery {
  id: number;
  /** contact-email (the owner's email about a message) or klaviyo-subscription (a sign-up). */
  kind: string;
  status: "pending" | "sent" | "failed";
  attempts: number;
  /** ISO 8601, while pending. */
  nextAttemptAt: string | null;
  /** Why the last attempt failed: codes and statuses only. */
  lastError: string | null;
  /** ISO 8601. */
  createdAt: string;
}

/** Every record the store holds about one email (a privacy request's answer, and its export). */
export interface PersonalData {
  email: string;
  messages: OwnerMessage[];
  subscribers: OwnerSubscriber[];
  /** Requests to be emailed when a sold-out product is back. */
  backInStock: OwnerBackInStock[];
  /** Outbox rows naming those records, with their payload (ids, consent time and page). */
  deliveries: (OwnerDelivery & { payload: unknown })[];
  /** Orders from Shopify under this email, each with its review links (no tokens: digests only). */
  orders: OwnerOrder[];
  /** Reviews posted through those orders' review links. */
  reviews: OwnerReview[];
  /** Whether the address asked for no more review requests (kept as a digest only). */
  optedOutOfReviewRequests: boolean;
  /** Questions whose asker left this address (not yet told of the answer). */
  questions: OwnerQuestion[];
}

/** An order kept for review requests, as the owner sees it. */
export interface OwnerOrder {
  id: number;
  shopifyOrderId: string;
  email: string | null;
  firstName: string | null;
  reviewKeys: string[];
  /** ISO 8601. */
  receivedAt: string;
  fulfilledAt: string | null;
  requestQueuedAt: string | null;
  requests: {
    reviewKey: string;
    createdAt: string;
    expiresAt: string;
    usedAt: string | null;
    reviewId: number | null;
  }[];
}

/** How many records an erasure removed. */
export interface PersonalDataErased {
  messages: number;
  subscribers: number;
  backInStock: number;
  deliveries: number;
  /** Orders and their review links. */
  orders: number;
  reviewRequests: number;
  /** Reviews posted through those links, and their photos (rows and files). */
  reviews: number;
  photos: number;
  /** Questions whose asker left this address. */
  questions: number;
  /** Failed webhooks' stored error texts that named the person (kept by an earlier version). */
  errorTexts: number;
  /** Sign-ups already sent to Klaviyo: the person must be removed there too. */
  sentToKlaviyo: number;
}

/** A shopper's request to be emailed when a sold-out product is back, as the owner sees it. */
export interface OwnerBackInStock {
  id: number;
  email: string;
  /** The product's slug (its page is /products/{slug}). */
  product: string;
  productName: string;
  /** ISO 8601, UTC: when it was asked (last asked, if asked again). */
  createdAt: string;
}

/** The console's opening figures. */
export interface OwnerOverview {
  unreadMessages: number;
  /** Public reviews written in the last seven days, and their average rating (0 when none). */
  reviewsThisWeek: { count: number; average: number };
  signUpsThisWeek: number;
  /** Shoppers' questions waiting for an answer, and those answered in the last seven days. */
  questions: { waiting: number; answeredThisWeek: number };
  deliveries: { pending: number; failed: number };
  /** Review photos waiting for the owner's approval. */
  photosWaiting: number;
  /** The newest backup recorded, and whether it is too old (none newer than two intervals). */
  backups: {
    newest?: { file: string; bytes: number; createdAt: string };
    /** BACKUP_EVERY_HOURS; 0 when scheduled backups are off. */
    everyHours: number;
    overdue: boolean;
  };
}

/** One change in the audit log. */
export interface AuditEntry {
  id: number;
  /** ISO 8601. */
  at: string;
  /** Who: "console: Jane (person 3)" or "command line: jane". */
  actor: string;
  /** The operation's name, e.g. hide-review. */
  action: string;
  /** Which record, e.g. "review 42". */
  subject: string;
  details: Record<string, string | number | boolean | null>;
}

export interface AuditPage {
  entries: AuditEntry[];
  page: number;
  hasMore: boolean;
}

export interface ImportRejection {
  /** Position of the review in the file, the first one being row 1. */
  row: number;
  /** The row's legacy id, as far as it could be read. */
  id: string;
  reason: string;
}

export interface ImportReport {
  imported: number;
  /** Already present: imported before, or repeated in the file. */
  skipped: number;
  rejected: ImportRejection[];
}

/** A problem the owner can act on (unknown id, bad file…): shown as one line, never a stack. */
export class OwnerError extends Error {
  override name = "OwnerError";
}

/** Longest reply to a contact message, in characters. */
export const messageReplyMaxLength = 5000;

/** The longest public reply the store writes under a review. */
export const replyMaxLength = 2000;
