import { productsWithReviewKey } from "~/catalogue/lookup";
import { parseTimestamp } from "./timestamps";

/** One detail of an audit entry in words; `time` (ISO) is shown in the reader's local time. */
export interface AuditDetail {
  text: string;
  time?: string;
}

type DetailValue = string | number | boolean | null;

/**
 * The names behind the ids an entry records: passkeys by id (their device names) and people by
 * id. An id not here belongs to a record since removed.
 */
export interface AuditNames {
  passkeys: Readonly<Record<string, string>>;
  people: Readonly<Record<string, string>>;
}

const noNames: AuditNames = { passkeys: {}, people: {} };

function passkeyWords(id: string, names: AuditNames): string {
  const name = names.passkeys[id];
  return name ? `passkey “${name}”` : "a passkey since removed";
}

function personWords(id: string, names: AuditNames): string {
  const name = names.people[id];
  return name ? name : "a person since removed";
}

/**
 * What each recorded action is called in the audit log. A new action reads well without an
 * entry here (its name humanised: "redeem-invite" → "Redeem invite"); add one for better words.
 */
const actionNames: Record<string, string> = {
  invite: "Invited a person",
  "revoke-passkey": "Revoked a passkey",
  "revoke-session": "Ended a session",
  "handle-message": "Marked a message",
  "delete-message": "Deleted a message",
  "hide-review": "Hid a review",
  "unhide-review": "Showed a review again",
  "delete-review": "Deleted a review",
  "reply-review": "Changed a review reply",
  "import-reviews": "Imported reviews",
  "remove-subscriber": "Removed a subscriber",
  "erase-personal-data": "Erased personal data",
  "retry-delivery": "Retried a delivery",
  "decide-photo": "Decided on a review photo",
  // Sign-in events (written by the sign-in and invite pages).
  "redeem-invite": "Accepted an invite",
  "invite-redeemed": "Accepted an invite",
  "add-passkey": "Added a passkey",
  "passkey-added": "Added a passkey",
  "passkey-revoked": "Revoked a passkey",
  "sign-in": "Signed in",
  "signed-in": "Signed in",
  "sign-out": "Signed out",
  "signed-out": "Signed out",
};

const count = (one: string, many: string) => (value: DetailValue) =>
  typeof value === "number" ? `${value} ${value === 1 ? one : many}` : `${value} ${many}`;

/** Words for the details the console records, by key; other keys read as "Key name: value". */
const detailWords: Record<
  string,
  (value: DetailValue, action: string, names: AuditNames) => AuditDetail
> = {
  passkey: (value, _action, names) => ({
    text: `With ${passkeyWords(String(value), names)}`,
  }),
  person: (value, _action, names) => ({ text: `Person: ${personWords(String(value), names)}` }),
  device: (value) => ({ text: `Device: ${value}` }),
  approved: (value) => ({
    text: value ? "Shown on its product page" : "Kept from view",
  }),
  product: (value) => ({ text: `Product: ${productName(String(value))}` }),
  reply: (value) => ({
    text:
      value === "set" ? "Reply posted" : value === "removed" ? "Reply removed" : `Reply ${value}`,
  }),
  handled: (value) => ({ text: value ? "Marked handled" : "Marked not handled" }),
  for: (value) => ({ text: `For ${value}` }),
  expiresAt: (value) => timeDetail("Expires", value),
  name: (value, action) => ({
    text: action.includes("passkey") ? `Passkey “${value}”` : `Name: ${value}`,
  }),
  imported: (value) => ({ text: count("review imported", "reviews imported")(value) }),
  skipped: (value) => ({ text: count("row skipped", "rows skipped")(value) }),
  rejected: (value) => ({ text: count("row rejected", "rows rejected")(value) }),
  messages: (value) => ({ text: count("message erased", "messages erased")(value) }),
  subscribers: (value) => ({ text: count("sign-up erased", "sign-ups erased")(value) }),
  deliveries: (value) => ({ text: count("delivery erased", "deliveries erased")(value) }),
  orders: (value) => ({ text: count("order erased", "orders erased")(value) }),
  reviewRequests: (value) => ({ text: count("review link erased", "review links erased")(value) }),
  reviews: (value) => ({ text: count("review erased", "reviews erased")(value) }),
  photos: (value) => ({ text: count("photo erased", "photos erased")(value) }),
  errorTexts: (value) => ({
    text: count("stored error text cleared", "stored error texts cleared")(value),
  }),
  sentToKlaviyo: (value) => ({
    text:
      value === 0
        ? "None had been sent to Klaviyo"
        : `${count("sign-up", "sign-ups")(value)} had been sent to Klaviyo (erase there too)`,
  }),
  kind: (value) => ({ text: `Kind: ${deliveryKindWords(String(value))}` }),
};

const deliveryKinds: Record<string, string> = {
  "klaviyo-subscription": "Klaviyo sign-up",
  "klaviyo-back-in-stock": "Klaviyo back-in-stock request",
  "contact-email": "Email about a message",
  "review-request": "Review request email",
  "question-answer": "Email about an answered question",
  "message-reply": "Reply to a message",
  "owner-alert": "Alert to the owner",
};

/** What a delivery is, in words ("klaviyo-subscription" → "Klaviyo sign-up"). */
export function deliveryKindWords(kind: string): string {
  return deliveryKinds[kind] ?? humanise(kind);
}

function productName(reviewKey: string): string {
  return productsWithReviewKey(reviewKey)[0]?.name ?? reviewKey;
}

/** "sentToKlaviyo" → "Sent to klaviyo", "redeem-invite" → "Redeem invite". */
export function humanise(key: string): string {
  const words = key
    .replace(/([a-z\d])([A-Z])/g, "$1 $2")
    .replace(/[-_]+/g, " ")
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function timeDetail(label: string, value: DetailValue): AuditDetail {
  const date = typeof value === "string" ? parseTimestamp(value) : undefined;
  return date ? { text: label, time: date.toISOString() } : { text: `${label}: ${value}` };
}

function plainValue(value: DetailValue): string {
  if (value === null) return "none";
  if (typeof value === "boolean") return value ? "yes" : "no";
  return String(value);
}

/** A recorded action's name in words (a photo's decision says which it was). */
export function auditActionWords(
  action: string,
  details: Record<string, DetailValue> = {},
): string {
  if (action === "decide-photo" && typeof details.approved === "boolean") {
    return details.approved ? "Approved a review photo" : "Rejected a review photo";
  }
  return actionNames[action] ?? humanise(action);
}

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * The record an entry is about, capitalised ("review 12" → "Review 12"); a passkey or person by
 * name rather than by id.
 */
export function auditSubjectWords(subject: string, names: AuditNames = noNames): string {
  const passkey = /^passkey (.+)$/.exec(subject);
  if (passkey) return capitalised(passkeyWords(passkey[1]!, names));
  const person = /^person (\d+)$/.exec(subject);
  if (person) return `Person: ${personWords(person[1]!, names)}`;
  return capitalised(subject);
}

/** An entry's details as readable phrases, in the order recorded. */
export function auditDetailWords(
  action: string,
  details: Record<string, DetailValue>,
  names: AuditNames = noNames,
): AuditDetail[] {
  return Object.entries(details).map(([key, value]) => {
    const words = detailWords[key];
    if (words) return words(value, action, names);
    // A timestamp-looking value reads as a local time; anything else as "Key: value".
    if (typeof value === "string" && /^\d{4}-\d{2}-\d{2}T/.test(value)) {
      return timeDetail(humanise(key), value);
    }
    return { text: `${humanise(key)}: ${plainValue(value)}` };
  });
}
