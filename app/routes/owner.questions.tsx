import type { Route } from "./+types/owner.questions";
import {
  ConsoleHeading,
  IntentButton,
  Outcome,
  StatusTag,
  type ItemOutcome,
} from "~/owner/console-parts";
import {
  failedFor,
  ItemButtons,
  ItemCard,
  ItemFacts,
  ItemFilters,
  ItemList,
  ReplyBox,
  StoreReply,
} from "~/owner/console-items";
import { listPage } from "~/owner/console-paging";
import { SelectFilter } from "~/owner/console-filters";
import { requireOwner } from "~/owner/console-session.server";
import { consoleListPage, runAsOwner } from "~/owner/console-operations.server";
import { consoleItemAction } from "~/owner/console-item-action.server";
import { ownerHeaders, ownerMeta } from "~/owner/owner-headers";
import type { OwnerQuestion } from "~/owner/owner-types";

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

export async function action(args: Route.ActionArgs) {
  return consoleItemAction(args, doneText, {
    replyIntent: "answer",
    itemText: async (owner, id) => (await runAsOwner(owner, "show-question", { id })).questionText,
    change: (owner, { intent, id, text }) =>
      intent === "answer" || intent === "remove-answer"
        ? runAsOwner(owner, "answer-question", { id, text: intent === "answer" ? text : null })
        : runAsOwner(owner, `${intent as "hide" | "unhide"}-question`, { id }),
    named: "The question from",
  });
}

/** Where a question stands: hidden, waiting for its answer, or answered. */
function questionStatus(question: OwnerQuestion): string {
  if (question.hidden) return statuses.hidden;
  return question.answerText === null ? statuses.waiting : statuses.answered;
}

function QuestionItem({ question, failed }: { question: OwnerQuestion; failed: ItemOutcome }) {
  const answering = failed?.intent === "answer";
  const answered = question.answerText !== null;
  return (
    <ItemCard
      kind="question"
      id={question.id}
      name={question.name}
      text={question.questionText}
      claims={question.claims.question}
      header={
        <>
          <StatusTag strong={answered && !question.hidden}>{questionStatus(question)}</StatusTag>
          {question.claims.question.length || question.claims.answer.length ? (
            <StatusTag>Disease claim?</StatusTag>
          ) : null}
          <ItemFacts
            kind="question"
            id={question.id}
            createdAt={question.createdAt}
            reviewKey={question.reviewKey}
          >
            {question.email ? <span>Asker waits for an email</span> : null}
            {question.askerTold ? <span>Asker emailed</span> : null}
          </ItemFacts>
        </>
      }
    >
      {question.answerText !== null ? (
        <StoreReply
          intent="answer"
          text={question.answerText}
          at={question.answeredAt}
          claims={question.claims.answer}
        />
      ) : null}
      {failed && !answering ? <Outcome error={failed.error} /> : null}
      <ReplyBox
        intent="answer"
        id={question.id}
        current={question.answerText}
        claims={question.claims.question}
        failed={failed}
        required
        className="mt-4"
      />
      <ItemButtons
        intent="answer"
        id={question.id}
        replied={answered}
        hidden={question.hidden}
        hide={
          <IntentButton intent="hide" id={question.id} variant="ghost">
            Hide
          </IntentButton>
        }
      />
    </ItemCard>
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
      <ItemFilters
        product={typed.product}
        className="mt-6 grid gap-3 sm:grid-cols-2 lg:grid-cols-[2fr_1fr_auto] lg:items-end"
      >
        <SelectFilter name="status" label="Status" value={typed.status}>
          <option value="">All</option>
          {Object.entries(statuses).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </SelectFilter>
      </ItemFilters>
      <ItemList
        kind="question"
        outcome={outcome}
        problem={problem}
        paging={{ typed, page, more }}
        count={questions.length}
      >
        {questions.map((question) => (
          <QuestionItem
            key={question.id}
            question={question}
            failed={failedFor(outcome, question.id)}
          />
        ))}
      </ItemList>
    </div>
  );
}
