import { Form, Link } from "react-router";
import type { Route } from "./+types/owner.questions";
import {
  ConsoleHeading,
  EmptyNote,
  IntentButton,
  Outcome,
  StatusTag,
  type ItemOutcome,
} from "~/owner/console-parts";
import { ClaimFlag, ClaimWarning } from "~/owner/claim-parts";
import { heldForClaims } from "~/owner/claim-check.server";
import { listPage, PageLinks } from "~/owner/console-paging";
import { ProductFilter, SelectFilter } from "~/owner/console-filters";
import { LocalTime } from "~/owner/local-time";
import { Button } from "~/ui/button";
import { TextAreaField } from "~/ui/field";
import { productPath } from "~/catalogue/product";
import { productsWithReviewKey } from "~/catalogue/lookup";
import { site } from "~/config/site";
import { requireOwner, requireOwnerWrite } from "~/owner/console-session.server";
import {
  badForm,
  consoleListPage,
  itemForm,
  refused,
  runAsOwner,
} from "~/owner/console-operations.server";
import { ownerHeaders, ownerMeta } from "~/owner/owner-headers";
import { replyMaxLength, type OwnerQuestion } from "~/owner/owner-types";

export const headers = ownerHeaders;

export const meta = ownerMeta("Questions");

/** Questions on one page of the list, newest first. */
export const questionsPerPage = 25;

const statuses = { waiting: "Waiting for an answer", answered: "Answered", hidden: "Hidden" };

export async function loader({ request, context }: Route.LoaderArgs) {
  const owner = await requireOwner(request, context);
  const params = new URL(request.url).searchParams;
  const typed = { product: params.get("product") ?? "", status: params.get("status") ?? "" };
  return consoleListPage(
    (limit, offset) =>
      runAsOwner(owner, "list-questions", {
        product: typed.product || undefined,
        status: typed.status in statuses ? typed.status : undefined,
        limit,
        offset,
      }),
    { typed, page: listPage(params), perPage: questionsPerPage },
  );
}

const doneText: Record<string, string> = {
  answer: "has the store's answer.",
  "remove-answer": "has no answer now: it waits again.",
  hide: "is hidden from the store.",
  unhide: "is shown on the store again (once answered).",
};

export async function action({ request, context }: Route.ActionArgs) {
  const { owner, body } = await requireOwnerWrite(request, context);
  const form = itemForm(body, doneText);
  if (!form) return badForm();
  const { intent, id, text } = form;
  try {
    let question: OwnerQuestion;
    if (intent === "answer") {
      const asked = await runAsOwner(owner, "show-question", { id });
      const held = heldForClaims(body, { id, intent, text }, [asked.questionText]);
      if (held) return held;
      question = await runAsOwner(owner, "answer-question", { id, text });
    } else if (intent === "remove-answer") {
      question = await runAsOwner(owner, "answer-question", { id, text: null });
    } else {
      question = await runAsOwner(owner, `${intent as "hide" | "unhide"}-question`, { id });
    }
    return {
      ok: true as const,
      id,
      done: `The question from ${question.name} ${doneText[intent]}`,
    };
  } catch (error) {
    return refused(error, { id, intent, text });
  }
}

function QuestionItem({ question, failed }: { question: OwnerQuestion; failed: ItemOutcome }) {
  const product = productsWithReviewKey(question.reviewKey)[0];
  const headingId = `question-${question.id}-heading`;
  const answering = failed?.intent === "answer";
  const warnAbout = [
    ...new Set([...question.claims.question, ...(answering ? (failed?.claims ?? []) : [])]),
  ];
  return (
    <li
      data-question-id={question.id}
      className="rounded-2xl border border-line bg-surface p-5 shadow-sm"
    >
      <article aria-labelledby={headingId}>
        <header className="flex flex-wrap items-center gap-3">
          <h2 id={headingId} className="font-sans text-lg font-semibold">
            {question.name}
          </h2>
          <StatusTag strong={question.answerText !== null && !question.hidden}>
            {question.hidden
              ? statuses.hidden
              : question.answerText === null
                ? statuses.waiting
                : statuses.answered}
          </StatusTag>
          {question.claims.question.length || question.claims.answer.length ? (
            <StatusTag>Disease claim?</StatusTag>
          ) : null}
          <span className="flex flex-wrap gap-x-3 gap-y-1 text-sm text-ink-soft">
            <span>Question {question.id}</span>
            <LocalTime iso={question.createdAt} />
            {product ? (
              <Link to={productPath(product)} className="text-leaf underline">
                {product.name}
              </Link>
            ) : (
              <span>{question.reviewKey}</span>
            )}
            {question.email ? <span>Asker waits for an email</span> : null}
            {question.askerTold ? <span>Asker emailed</span> : null}
          </span>
        </header>
        <p className="mt-2 break-words whitespace-pre-line">{question.questionText}</p>
        <ClaimFlag words={question.claims.question} what="question" />
        {question.answerText !== null ? (
          <div className="mt-3 rounded-xl border-l-4 border-leaf bg-mist px-4 py-3 text-sm">
            <p className="font-semibold">
              Answer from {site.brandName}
              {question.answeredAt ? (
                <>
                  {" "}
                  · <LocalTime iso={question.answeredAt} />
                </>
              ) : null}
            </p>
            <p className="mt-1 break-words whitespace-pre-line">{question.answerText}</p>
            <ClaimFlag words={question.claims.answer} what="answer" />
          </div>
        ) : null}
        {failed && !answering ? <Outcome error={failed.error} /> : null}
        <details className="mt-4" open={answering}>
          <summary className="inline-flex min-h-11 cursor-pointer items-center rounded-full border border-line bg-surface px-4 text-sm font-semibold hover:bg-mist">
            {question.answerText === null ? "Answer" : "Edit answer"}
          </summary>
          <Form method="post" className="mt-3 flex flex-col gap-2">
            <input type="hidden" name="intent" value="answer" />
            <input type="hidden" name="id" value={question.id} />
            <TextAreaField
              id={`answer-${question.id}`}
              name="text"
              label={`Public answer from ${site.brandName}`}
              rows={3}
              required
              maxLength={replyMaxLength}
              defaultValue={answering ? failed?.text : (question.answerText ?? "")}
              error={answering ? failed?.error : undefined}
            />
            <ClaimWarning words={warnAbout} id={`claim-checked-${question.id}`} />
            <div>
              <Button type="submit" size="compact">
                {question.answerText === null ? "Post answer" : "Update answer"}
              </Button>
            </div>
          </Form>
        </details>
        <div className="mt-3 flex flex-wrap items-start gap-3">
          {question.answerText !== null ? (
            <IntentButton intent="remove-answer" id={question.id} variant="ghost">
              Remove answer
            </IntentButton>
          ) : null}
          {question.hidden ? (
            <IntentButton intent="unhide" id={question.id}>
              Show again
            </IntentButton>
          ) : (
            <IntentButton intent="hide" id={question.id} variant="ghost">
              Hide
            </IntentButton>
          )}
        </div>
      </article>
    </li>
  );
}

export default function OwnerQuestions({ loaderData, actionData }: Route.ComponentProps) {
  const { typed, page, rows: questions, more, problem } = loaderData;
  const outcome = actionData as ItemOutcome;
  return (
    <div>
      <ConsoleHeading title="Questions">
        Shoppers&rsquo; questions about products, newest first, {questionsPerPage} to a page. A
        question appears on its product&rsquo;s page once answered; its asker, if they left an
        email, is told once.
      </ConsoleHeading>
      <Form
        method="get"
        className="mt-6 grid gap-3 sm:grid-cols-2 lg:grid-cols-[2fr_1fr_auto] lg:items-end"
      >
        <ProductFilter value={typed.product} />
        <SelectFilter name="status" label="Status" value={typed.status}>
          <option value="">All</option>
          {Object.entries(statuses).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </SelectFilter>
        <Button type="submit">Filter</Button>
      </Form>
      <Outcome error={problem || (outcome?.id === undefined ? outcome?.error : undefined)} />
      {outcome?.ok ? <Outcome done={outcome.done} /> : null}
      {questions.length === 0 && !problem ? (
        <EmptyNote>
          {page > 1 ? "No questions on this page." : "No questions match these filters."}
        </EmptyNote>
      ) : null}
      <ol className="mt-8 flex flex-col gap-4" aria-label="Questions">
        {questions.map((question) => (
          <QuestionItem
            key={question.id}
            question={question}
            failed={outcome && !outcome.ok && outcome.id === question.id ? outcome : undefined}
          />
        ))}
      </ol>
      <PageLinks
        typed={typed}
        page={page}
        more={more}
        label="Question pages"
        newer="Newer questions"
        older="Older questions"
      />
    </div>
  );
}
