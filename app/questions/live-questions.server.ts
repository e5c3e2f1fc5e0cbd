import { isReviewKey } from "~/catalogue/lookup";
import type { LiveTopics } from "~/live/index.server";
import type { LiveQuestion } from "./question-types";
import {
  newestQuestionLiveId,
  questionsChangedAfter,
  questionsChannel,
  type QuestionNotice,
} from "./questions.server";

/**
 * Questions on the live channel: topic `questions:<reviewKey>`, announced in the transaction that
 * answers, edits, removes the answer of, hides or shows a question (see questions.server.ts),
 * streamed at `/api/questions/:reviewKey/stream` as `question` events (a question now public, or
 * its answer changed, by live id) and `removed` (the id of a question no longer public).
 */
export const liveQuestions: LiveTopics<LiveQuestion, QuestionNotice> = {
  feature: "questions",
  channel: questionsChannel,
  streamPath: "/api/questions/:reviewKey/stream",
  keyParam: "reviewKey",
  rowEvent: "question",
  isKey: isReviewKey,
  keyOf: (notice) => (typeof notice?.reviewKey === "string" ? notice.reviewKey : undefined),
  newestId: newestQuestionLiveId,
  rowsAfter: questionsChangedAfter,
  serialize: (row) => JSON.stringify(row.question),
  changesIn: (_db, _reviewKey, notice) =>
    // Sent to every open page of the product: it drops the question if it shows it.
    typeof notice.removed === "number"
      ? [{ event: "removed", data: { id: notice.removed }, aboutId: 0 }]
      : [],
};
