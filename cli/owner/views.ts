import type {
  AuditEntry,
  ImportReport,
  OwnerDelivery,
  OwnerMessage,
  OwnerQuestion,
  OwnerReview,
  OwnerOverview,
  PersonalData,
  PersonalDataErased,
} from "~/owner/owner-types";
import { erasedRecords, klaviyoReminder } from "~/owner/erasure-words";
import { printable, shortTime, type Column } from "./output";

export { subscriberColumns } from "~/owner/owner-csv";

/** new (not opened yet), read, or handled: in words, for the terminal and the console alike. */
function messageStatus(message: OwnerMessage): "new" | "read" | "handled" {
  return message.handledAt ? "handled" : message.readAt ? "read" : "new";
}

export const messageColumns: Column<OwnerMessage>[] = [
  { title: "ID", csv: "id", value: (m) => m.id, alignRight: true },
  { title: "Status", csv: "status", value: messageStatus },
  { title: "Received (UTC)", csv: "created_at", value: (m) => m.createdAt },
  { title: "Name", csv: "name", value: (m) => m.name, width: 24 },
  { title: "Email", csv: "email", value: (m) => m.email, width: 32 },
  { title: "Phone", csv: "phone", value: (m) => m.phone, width: 18 },
  { title: "Message", csv: "message", value: (m) => m.message, width: 48 },
];

export const reviewColumns: Column<OwnerReview>[] = [
  { title: "ID", csv: "id", value: (r) => r.id, alignRight: true },
  { title: "Date (UTC)", csv: "created_at", value: (r) => r.createdAt },
  { title: "Product", csv: "product_id", value: (r) => r.reviewKey },
  { title: "Rating", csv: "rating", value: (r) => r.rating, alignRight: true },
  { title: "Name", csv: "name", value: (r) => r.name, width: 24 },
  { title: "Status", csv: "hidden_at", value: (r) => r.hiddenAt },
  { title: "Review", csv: "review_text", value: (r) => r.reviewText, width: 48 },
  { title: "Legacy ID", csv: "legacy_id", value: (r) => r.legacyId },
  { title: "Reply", csv: "reply_text", value: (r) => r.reply?.text ?? null, width: 32 },
];

/** waiting, answered or hidden: a question's status in words. */
export function questionStatus(question: OwnerQuestion): "waiting" | "answered" | "hidden" {
  return question.hidden ? "hidden" : question.answerText === null ? "waiting" : "answered";
}

/** The disease-claim words of a question and its answer, "" when none. */
function questionClaims(question: OwnerQuestion): string {
  return [...new Set([...question.claims.question, ...question.claims.answer])].join(" ");
}

export const questionColumns: Column<OwnerQuestion>[] = [
  { title: "ID", csv: "id", value: (q) => q.id, alignRight: true },
  { title: "Asked (UTC)", csv: "created_at", value: (q) => q.createdAt },
  { title: "Product", csv: "product_id", value: (q) => q.reviewKey },
  { title: "Status", csv: "status", value: questionStatus },
  { title: "Name", csv: "name", value: (q) => q.name, width: 20 },
  { title: "Question", csv: "question_text", value: (q) => q.questionText, width: 40 },
  { title: "Answer", csv: "answer_text", value: (q) => q.answerText, width: 32 },
  { title: "Claim words", csv: "claim_words", value: questionClaims, width: 24 },
];

export const deliveryColumns: Column<OwnerDelivery>[] = [
  { title: "ID", csv: "id", value: (d) => d.id, alignRight: true },
  { title: "Kind", csv: "kind", value: (d) => d.kind },
  { title: "Status", csv: "status", value: (d) => d.status },
  { title: "Attempts", csv: "attempts", value: (d) => d.attempts, alignRight: true },
  { title: "Next try (UTC)", csv: "next_attempt_at", value: (d) => d.nextAttemptAt },
  { title: "Last error", csv: "last_error", value: (d) => d.lastError, width: 60 },
  { title: "Written (UTC)", csv: "created_at", value: (d) => d.createdAt },
];

export const auditColumns: Column<AuditEntry>[] = [
  { title: "ID", csv: "id", value: (e) => e.id, alignRight: true },
  { title: "When (UTC)", csv: "created_at", value: (e) => e.at },
  { title: "Who", csv: "actor", value: (e) => e.actor, width: 40 },
  { title: "Action", csv: "action", value: (e) => e.action },
  { title: "Record", csv: "subject", value: (e) => e.subject, width: 32 },
  { title: "Details", csv: "details", value: (e) => auditDetails(e.details), width: 60 },
];

/** "product=bone-rock, reply=set": an audit entry's details on one line. */
function auditDetails(details: AuditEntry["details"]): string {
  return Object.entries(details)
    .map(([key, value]) => `${key}=${String(value)}`)
    .join(", ");
}

export function overviewSummary(overview: OwnerOverview): string {
  const { count, average } = overview.reviewsThisWeek;
  return [
    `Unread messages:        ${overview.unreadMessages}`,
    `Reviews this week:      ${count}${count ? ` (average ${average.toFixed(1)} stars)` : ""}`,
    `Questions waiting:      ${overview.questions.waiting} (${overview.questions.answeredThisWeek} answered this week)`,
    `Sign-ups this week:     ${overview.signUpsThisWeek}`,
    `Deliveries waiting:     ${overview.deliveries.pending}`,
    `Deliveries failed:      ${overview.deliveries.failed}`,
    `Newest backup:          ${
      overview.backups.newest
        ? `${overview.backups.newest.createdAt} (${overview.backups.newest.bytes} bytes)`
        : "none"
    }${overview.backups.overdue ? " — overdue: run `npm run owner -- backup`" : ""}`,
    "",
  ].join("\n");
}

/** Every kind of record a privacy request finds, one line each (and "none" when there is none). */
export function personalDataSummary(data: PersonalData): string {
  const lines = [`Records about ${data.email}:`];
  for (const message of data.messages) {
    lines.push(
      `  message ${message.id}, received ${shortTime(message.createdAt)} UTC, from ${message.name}`,
    );
  }
  for (const subscriber of data.subscribers) {
    lines.push(
      `  sign-up ${subscriber.id} (${subscriber.source}), ${shortTime(subscriber.createdAt)} UTC`,
    );
  }
  for (const order of data.orders) {
    const fulfilled = order.fulfilledAt ? `, fulfilled ${shortTime(order.fulfilledAt)} UTC` : "";
    lines.push(
      `  order ${order.id} (Shopify ${order.shopifyOrderId}), received ${shortTime(order.receivedAt)} UTC${fulfilled}, ${order.requests.length} review link(s)`,
    );
  }
  for (const review of data.reviews) {
    lines.push(
      `  review ${review.id} of ${review.reviewKey}, ${review.rating} stars, ${shortTime(review.createdAt)} UTC, by ${review.name}`,
    );
  }
  for (const request of data.backInStock) {
    lines.push(
      `  back-in-stock request ${request.id} (${request.product}), ${shortTime(request.createdAt)} UTC`,
    );
  }
  for (const delivery of data.deliveries) {
    lines.push(`  ${deliveryLabel(delivery)}, ${delivery.status}`);
  }
  for (const question of data.questions) {
    lines.push(
      `  question ${question.id} about ${question.reviewKey}, asked ${shortTime(question.createdAt)} UTC`,
    );
  }
  if (data.optedOutOfReviewRequests) {
    lines.push("  opted out of review requests (kept as a keyed digest, not the address)");
  }
  if (lines.length === 1) lines.push("  none");
  return printable(`${lines.join("\n")}\n`);
}

export function erasureSummary(erased: PersonalDataErased): string {
  const lines = [
    `Erased ${erasedRecords(erased)}.`,
    "Recorded in the erasure ledger: restoring an older backup erases them again.",
  ];
  const reminder = klaviyoReminder(erased);
  if (reminder) lines.push(reminder);
  return `${lines.join("\n")}\n`;
}

/** Tables show times to the minute, a hidden review as "hidden", and no legacy ids. */
export function forTable<Row>(columns: Column<Row>[]): Column<Row>[] {
  return columns
    .filter((column) => column.csv !== "legacy_id" && column.csv !== "reply_text")
    .map((column) => {
      if (column.csv === "hidden_at") {
        return { ...column, value: (row: Row) => (column.value(row) ? "hidden" : "shown") };
      }
      if (column.csv === "created_at" || column.csv === "next_attempt_at") {
        return { ...column, value: (row: Row) => shortTime(column.value(row) as string | null) };
      }
      return column;
    });
}

export function messageDetail(message: OwnerMessage): string {
  return printable(
    [
      `Message ${message.id}`,
      `Received: ${shortTime(message.createdAt)} UTC`,
      `Name:     ${message.name}`,
      `Email:    ${message.email}`,
      `Phone:    ${message.phone ?? "(not given)"}`,
      "",
      message.message,
      "",
    ].join("\n"),
  );
}

export function reviewLabel(review: OwnerReview): string {
  return printable(
    `review ${review.id} by ${review.name} (${review.reviewKey}, ${review.rating} stars)`,
  );
}

export function importSummary(report: ImportReport): string {
  return printable(
    [
      `Imported ${report.imported}, skipped ${report.skipped} (already present), rejected ${report.rejected.length}`,
      ...report.rejected.map(
        (rejection) =>
          `row ${rejection.row} (${rejection.id ? `id ${rejection.id}` : "no id"}): ${rejection.reason}`,
      ),
      "",
    ].join("\n"),
  );
}

export function deliveryLabel(delivery: OwnerDelivery): string {
  return `delivery ${delivery.id} (${delivery.kind})`;
}
