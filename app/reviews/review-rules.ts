// Limits and labels shared by the review form, its schema and the owner import.

export const reviewLimits = { name: 80, reviewText: 5000 } as const;

export type ReviewField = "reviewKey" | "name" | "rating" | "reviewText";

export function ratingLabel(rating: number): string {
  return `${rating} ${rating === 1 ? "star" : "stars"}`;
}

/** What a review still needs before it can be sent, in words ("your name", "a star rating" …). */
export function missingFromReview(values: {
  name: string;
  rating: number;
  reviewText: string;
}): string[] {
  const missing: string[] = [];
  if (values.name.trim() === "") missing.push("your name");
  if (!Number.isInteger(values.rating) || values.rating < 1 || values.rating > 5) {
    missing.push("a star rating");
  }
  if (values.reviewText.trim() === "") missing.push("your review");
  return missing;
}

/** The sentence beside a Submit that cannot be pressed yet: "Still needed: your name and …". */
export function stillNeededSentence(missing: readonly string[]): string {
  if (missing.length === 0) return "";
  const list =
    missing.length === 1
      ? missing[0]!
      : `${missing.slice(0, -1).join(", ")} and ${missing[missing.length - 1]}`;
  return `Still needed: ${list}.`;
}

/** What a reviewer is told after sending photos with a review. */
export function photosWaitingMessage(count: number): string {
  if (count <= 0) return "";
  return count === 1
    ? "Your photo appears once we have approved it."
    : "Your photos appear once we have approved them.";
}
