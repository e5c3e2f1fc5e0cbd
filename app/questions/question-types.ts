/** An answered question as product pages, search and the live channel show it. */
export interface PublicQuestion {
  id: number;
  reviewKey: string;
  name: string;
  questionText: string;
  /** ISO 8601. */
  createdAt: string;
  answerText: string;
  /** ISO 8601: when the answer was written or last changed. */
  answeredAt: string;
}

/** How many answered questions a product page shows. */
export const questionsShown = 50;

/** The answer's place on its product page (the asker's email links here). */
export function questionAnchor(id: number): string {
  return `question-${id}`;
}

/** The marker a product page action's URL carries when the question form posted to it. */
export const askParameter = "ask";

/** A question as the live channel carries it: `id` is its live id (see the `questions` table). */
export interface LiveQuestion {
  id: number;
  question: PublicQuestion;
}

/** Where a product's open pages follow its questions. */
export function questionStreamPath(reviewKey: string): string {
  return `/api/questions/${encodeURIComponent(reviewKey)}/stream`;
}
