// Limits and labels shared by the review form, its schema and the owner import.

export const reviewLimits = { name: 80, reviewText: 5000 } as const;

export type ReviewField = "reviewKey" | "name" | "rating" | "reviewText";

export function ratingLabel(rating: number): string {
  return `${rating} ${rating === 1 ? "star" : "stars"}`;
}
