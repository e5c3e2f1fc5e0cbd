import { isReviewKey } from "~/catalogue/lookup";
import { database } from "~/db/connection.server";
import { errorSummary, logger } from "~/lib/logger.server";
import { consumeRead, inReadSlot, readBudgetMessage } from "~/guard/read-budget.server";
import { reviewCache } from "./review-cache.server";
import { decodeCursor, type ReviewCursor } from "./review-cursor";
import { isReviewSort, type ReviewPage } from "./review-types";

/**
 * What `GET /api/reviews` answers: a status and the JSON body. A first page (no cursor, no page
 * number) is the very object the review cache keeps until the product's reviews change, so a
 * caller may keep work derived from it (its serialized bytes) for as long as it is handed out.
 */
export type ReviewListAnswer =
  | { status: 200; body: ReviewPage | (ReviewPage & { page: number }); headers?: undefined }
  | {
      status: 400 | 404 | 429 | 503;
      body: { error: string };
      headers?: Record<string, string>;
    };

const refusal = (
  status: 400 | 404 | 429 | 503,
  error: string,
  headers?: Record<string, string>,
): ReviewListAnswer => ({ status, body: { error }, headers });

/**
 * The deepest page asked for by number. Counting pages costs a scan of every review before the
 * page (OFFSET); past this, pages go by cursor only, each one indexed query however deep.
 */
const maxPageNumber = 5;

/**
 * `?reviewKey=KEY&sort=newest&cursor=…` (`&verified=true`: verified buyers' reviews only): a page of
 * a product's public reviews and its summary.
 * The answer's `nextCursor` asks for the page after it (null on the last page); `page=N` (without
 * a cursor) counts pages from the first, up to `maxPageNumber`. Every page past the first draws
 * on the client's read budget (`client`: its address), and answers 429 once it is spent.
 */
export async function reviewListAnswer(
  params: URLSearchParams,
  client: string | undefined,
): Promise<ReviewListAnswer> {
  const reviewKey = params.get("reviewKey");
  if (!isReviewKey(reviewKey)) return refusal(404, "Unknown product.");
  const sort = params.get("sort") ?? "newest";
  if (!isReviewSort(sort)) return refusal(400, "sort must be newest, highest, lowest or helpful.");
  const verifiedText = params.get("verified");
  if (verifiedText !== null && !["true", "false", "1", "0"].includes(verifiedText)) {
    return refusal(400, "verified must be true or false.");
  }
  const verifiedOnly = verifiedText === "true" || verifiedText === "1";
  const cursorText = params.get("cursor");
  const pageText = params.get("page");
  if (cursorText !== null && pageText !== null) {
    return refusal(400, "Give either cursor or page, not both.");
  }
  const page = Number(pageText ?? "1");
  if (!/^\d+$/.test(pageText ?? "1") || !Number.isSafeInteger(page) || page < 1)
    return refusal(400, `page must be a whole number from 1 to ${maxPageNumber}.`);
  if (page > maxPageNumber) {
    return refusal(
      400,
      `page goes up to ${maxPageNumber}; for later pages use cursor (each page's nextCursor).`,
    );
  }
  let after: ReviewCursor | undefined;
  if (cursorText !== null) {
    const decoded = decodeCursor(cursorText, sort);
    if (!decoded.ok) return refusal(400, `Invalid cursor: ${decoded.error}`);
    after = decoded.cursor;
  }
  // A first page usually comes from memory; a deeper one is an expensive read: it draws on the
  // client's budget and waits for one of the process's places.
  const deep = after !== undefined || page > 1;
  if (deep) {
    const allowance = await consumeRead(client);
    if (!allowance.allowed) {
      return refusal(429, readBudgetMessage(allowance.retryAfterSeconds), {
        "Retry-After": String(allowance.retryAfterSeconds),
      });
    }
  }
  try {
    const read = async () =>
      reviewCache.page((await database()).db, reviewKey, { sort, after, page, verifiedOnly });
    const listed = deep ? await inReadSlot(read) : await read();
    return { status: 200, body: pageText === null ? listed : { ...listed, page } };
  } catch (error) {
    logger.error({ event: "reviews_unreadable", ...errorSummary(error) });
    return refusal(503, "Reviews are unavailable right now. Please try again shortly.");
  }
}
