import { eq } from "drizzle-orm";
import { productsWithReviewKey } from "~/catalogue/lookup";
import { productPath } from "~/catalogue/product";
import { site } from "~/config/site";
import { questions, type Question } from "~/db/schema.server";
import { logger } from "~/lib/logger.server";
import { smtpSender, type OwnerEmailSettings } from "~/lib/smtp-transport.server";
import type { Deliverer } from "~/outbox/outbox.server";
import { questionAnchor } from "./question-types";
import { isPublicQuestion } from "./questions.server";

const singleLine = (text: string) => text.replace(/\s+/g, " ").trim();

/** The answer's address: its product page, at the question. */
export function answerUrl(question: Pick<Question, "id" | "reviewKey">, siteUrl: string): string {
  const product = productsWithReviewKey(question.reviewKey)[0];
  const path = product ? productPath(product) : "/";
  return `${new URL(siteUrl).origin}${path}#${questionAnchor(question.id)}`;
}

/** The asker's one email: their question has an answer, and where to read it. Plain text. */
export function answerEmail(
  question: Pick<Question, "id" | "reviewKey" | "name" | "questionText">,
  siteUrl: string,
) {
  const product = productsWithReviewKey(question.reviewKey)[0];
  const productName = product ? singleLine(product.name) : "our product";
  return {
    subject: `Your question about ${productName} has an answer`,
    text: [
      `Hi ${singleLine(question.name)},`,
      "",
      `You asked us about ${productName}:`,
      `"${singleLine(question.questionText)}"`,
      "",
      "We have answered it on the product's page:",
      answerUrl(question, siteUrl),
      "",
      "--",
      `${site.brandName}. You get this one email because you left your address with the question;`,
      "we do not keep it afterwards, and will not email you about this question again.",
      "",
    ].join("\n"),
  };
}

/**
 * Delivers the outbox's "question-answer" messages: emails the asker once, then forgets their
 * address. A question hidden, unanswered or erased meanwhile gets nothing.
 */
export function questionAnswerDeliverer(
  settings: OwnerEmailSettings,
): Deliverer<"question-answer"> {
  const send = smtpSender(settings.smtpUrl);
  return async (job, db) => {
    const id = job.payload.questionId;
    const [question] = await db.select().from(questions).where(eq(questions.id, id));
    if (!question?.email || !isPublicQuestion(question)) {
      logger.info({ event: "question_answer_email_skipped", questionId: id });
      return { status: "sent" };
    }
    const email = answerEmail(question, settings.siteUrl);
    const outcome = await send({
      from: settings.from ?? settings.to,
      to: question.email,
      subject: email.subject,
      text: email.text,
      messageId: `<question-answer-${id}.${job.id}@${new URL(settings.siteUrl).hostname}>`,
    });
    if (outcome.status === "sent") {
      await db.update(questions).set({ email: null }).where(eq(questions.id, id));
    }
    return outcome;
  };
}
