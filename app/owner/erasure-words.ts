import type { PersonalDataErased } from "./owner-types";

/** "1 message", "2 messages": a count with its noun in the right number. */
export function counted(count: number, one: string, many: string): string {
  return `${count} ${count === 1 ? one : many}`;
}

/** What a privacy erasure removed, as one sentence the console shows. */
export function erasureSentence(erased: PersonalDataErased, email: string): string {
  const sentence =
    `Erased ${counted(erased.messages, "message", "messages")}, ` +
    `${counted(erased.subscribers, "sign-up", "sign-ups")}, ` +
    `${counted(erased.orders, "order", "orders")} with ` +
    `${counted(erased.reviewRequests, "review link", "review links")}, ` +
    `${counted(erased.reviews, "review", "reviews")} posted through them ` +
    `(with ${counted(erased.photos, "photo", "photos")}) and ` +
    `${counted(erased.deliveries, "delivery record", "delivery records")} about ${email}.`;
  if (!erased.sentToKlaviyo) return sentence;
  const reached =
    erased.sentToKlaviyo === 1 ? "1 sign-up had" : `${erased.sentToKlaviyo} sign-ups had`;
  return `${sentence} ${reached} reached Klaviyo: remove the person there too.`;
}
