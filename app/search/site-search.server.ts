import { database } from "~/db/connection.server";
import { env, storeAddresses } from "~/env.server";
import { errorSummary, logger } from "~/lib/logger.server";
import { answeredQuestionDocuments } from "./question-documents.server";
import { siteSearchDocuments } from "./search-documents";
import { createSiteSearch, type SiteSearch } from "./site-search";

let contentOnly: SiteSearch | undefined;
let withQuestions: Promise<SiteSearch> | undefined;
/** After a failed read of the questions, the content alone is searched until this time. */
let retryAt = 0;

/** How long searches leave the questions out after failing to read them. */
const retryAfterMs = 30_000;

/**
 * The store's search, over the catalogue and content modules and the answered questions: the index
 * is built on the first search in this process (a few milliseconds) and kept until the questions
 * change (`forgetSearchedQuestions`); the content only changes with a deploy. When the questions
 * cannot be read, the content alone is searched for the next 30 seconds, then they are tried again.
 */
export async function siteSearch(): Promise<SiteSearch> {
  contentOnly ??= createSiteSearch(siteSearchDocuments(storeAddresses(env())));
  if (!withQuestions && Date.now() < retryAt) return contentOnly;
  withQuestions ??= (async () => {
    const documents = siteSearchDocuments(storeAddresses(env()));
    const answered = await answeredQuestionDocuments((await database()).db);
    return createSiteSearch([...documents, ...answered]);
  })();
  try {
    return await withQuestions;
  } catch (error) {
    withQuestions = undefined;
    retryAt = Date.now() + retryAfterMs;
    logger.error({ event: "search_questions_unreadable", ...errorSummary(error) });
    return contentOnly;
  }
}

/** Drops the kept index: answered questions changed (the next search builds it again). */
export function forgetSearchedQuestions(): void {
  withQuestions = undefined;
  retryAt = 0;
}
