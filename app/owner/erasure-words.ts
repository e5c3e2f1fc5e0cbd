import type { PersonalDataErased } from "./owner-types";

/** "1 message", "2 messages": a count with its noun in the right number. */
export function counted(count: number, one: string, many: string): string {
  return `${count} ${count === 1 ? one : many}`;
}

/** What an erasure removed, as a list of counts ("1 message, 0 sign-ups, … and 2 delivery records"). */
export function erasedRecords(erased: PersonalDataErased): string {
  const parts = [
    counted(erased.messages, "message", "messages"),
    counted(erased.subscribers, "sign-up", "sign-ups"),
    counted(erased.questions, "question", "questions"),
    counted(erased.backInStock, "back-in-stock request", "back-in-stock requests"),
    `${counted(erased.orders, "order", "orders")} with ` +
      counted(erased.reviewRequests, "review link", "review links"),
    `${counted(erased.reviews, "review", "reviews")} posted through them ` +
      `(with ${counted(erased.photos, "photo", "photos")})`,
    counted(erased.errorTexts, "stored error text", "stored error texts"),
  ];
  return `${parts.join(", ")} and ${counted(erased.deliveries, "delivery record", "delivery records")}`;
}

/** The sign-ups or back-in-stock requests that had reached Klaviyo, to remove there too. */
export function klaviyoReminder(erased: PersonalDataErased): string | undefined {
  if (!erased.sentToKlaviyo) return undefined;
  const reached =
    erased.sentToKlaviyo === 1
      ? "1 sign-up or request had"
      : `${erased.sentToKlaviyo} sign-ups or requests had`;
  return `${reached} reached Klaviyo: remove the person there too.`;
}

/** What a privacy erasure removed, as one sentence the console shows. */
export function erasureSentence(erased: PersonalDataErased, email: string): string {
  const sentence = `Erased ${erasedRecords(erased)} about ${email}.`;
  const reminder = klaviyoReminder(erased);
  return reminder ? `${sentence} ${reminder}` : sentence;
}
