import { and, desc, isNotNull, isNull } from "drizzle-orm";
import { productsWithReviewKey } from "~/catalogue/lookup";
import { productPath } from "~/catalogue/product";
import type { Db } from "~/db/database.server";
import { questions } from "~/db/schema.server";
import type { SearchDocument } from "./search-documents";

/** The most answered questions the search covers (the newest answers first). */
const maxSearchedQuestions = 5_000;

/**
 * The shoppers' questions the store has answered (and not hidden), as search documents: the
 * question is the title, the answer the body, and the hit leads to the answer on its product page.
 */
export async function answeredQuestionDocuments(db: Db): Promise<SearchDocument[]> {
  const rows = await db
    .select({
      id: questions.id,
      reviewKey: questions.reviewKey,
      questionText: questions.questionText,
      answerText: questions.answerText,
    })
    .from(questions)
    .where(and(isNull(questions.hiddenAt), isNotNull(questions.answerText)))
    .orderBy(desc(questions.answeredAt), desc(questions.id))
    .limit(maxSearchedQuestions);
  return rows.flatMap((row) => {
    const product = productsWithReviewKey(row.reviewKey)[0];
    if (!product) return [];
    const answer = row.answerText ?? "";
    return [
      {
        id: `question:${row.id}`,
        kind: "question" as const,
        url: `${productPath(product)}#question-${row.id}`,
        title: row.questionText,
        category: product.name,
        audience: "",
        benefits: "",
        description: "",
        ingredients: "",
        body: answer,
        snippetTexts: [answer],
        detail: `Question about ${product.name}`,
      },
    ];
  });
}
